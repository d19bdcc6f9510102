import { useEffect } from "react";

export function viewStorageKey(articleId: string): string {
  return `forsiden:visning:${articleId}`;
}

/**
 * Spec §4: after the page has loaded, the view is counted once. One POST per visit: a key in
 * sessionStorage stops a reload in the same tab from counting again. Failures are only logged.
 */
export function useArticleView(articleId: string) {
  useEffect(() => {
    const key = viewStorageKey(articleId);
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage blocked (private mode): count the view anyway.
    }
    fetch(`/api/articles/${articleId}/view`, { method: "POST", keepalive: true })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      })
      .catch((error) => {
        console.error("Kunne ikke registrere visningen", error);
        try {
          sessionStorage.removeItem(key);
        } catch {
          // Nothing to undo.
        }
      });
  }, [articleId]);
}
