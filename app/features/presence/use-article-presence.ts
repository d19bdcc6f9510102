import { useCallback, useEffect, useRef, useState } from "react";
import { PRESENCE_HEARTBEAT_MS, type PresenceIntent, type PresenceState } from "./presence-text";

export interface ArticlePresence {
  state: PresenceState | null;
  /** Someone else holds the edit: the form is read-only until 'Overtag redigering'. */
  readOnly: boolean;
  /** Who took this user's edit over (shown until the edit is theirs again). */
  takenOverBy: string | null;
  busy: boolean;
  takeOver: () => void;
  /** Re-reads the presence (on a newsroom "presence" event for this article). */
  refresh: () => void;
}

/** One request at a time per tab: a leave and the next join of the same article never cross. */
let queue: Promise<unknown> = Promise.resolve();

const presenceUrl = (articleId: string) => `/admin/api/artikler/${articleId}/tilstedevaerelse`;

async function readState(response: Response): Promise<PresenceState | null> {
  if (!response.ok) return null;
  return (await response.json()) as PresenceState;
}

/**
 * Issue 26: the open editor's presence. Joins on mount, heartbeats every 10 s, leaves on unmount
 * and on pagehide (a beacon survives the closing tab). Plain fetches, not fetchers: a fetcher's
 * POST would revalidate the whole page every 10 s. Until the first answer the form stays editable;
 * the version check still refuses a stale save.
 */
export function useArticlePresence(articleId: string | null | undefined): ArticlePresence {
  const [state, setState] = useState<PresenceState | null>(null);
  const [takenOverBy, setTakenOverBy] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = useRef(articleId);
  current.current = articleId;
  const held = useRef(false);
  const lastPromote = useRef(0);

  const post = useCallback((id: string, intent: PresenceIntent) => {
    const send = () =>
      fetch(presenceUrl(id), {
        method: "POST",
        body: new URLSearchParams({ intent }),
        credentials: "same-origin",
        keepalive: intent === "leave",
      }).then(readState);
    const result = queue.then(send, send);
    queue = result.catch(() => null);
    return result;
  }, []);

  const apply = useCallback(
    (next: PresenceState | null) => {
      if (!next || next.articleId !== current.current) return;
      if (next.youHold) setTakenOverBy(null);
      else if (held.current && next.holder) setTakenOverBy(next.holder.name);
      held.current = next.youHold;
      setState(next);
      // The holder left: whoever still has it open asks for the edit (the server picks one).
      if (!next.holder && Date.now() - lastPromote.current > 2000) {
        lastPromote.current = Date.now();
        void post(next.articleId, "heartbeat")
          .then(apply)
          .catch(() => {});
      }
    },
    [post],
  );

  useEffect(() => {
    if (!articleId) return;
    held.current = false;
    setState(null);
    setTakenOverBy(null);
    const join = () =>
      void post(articleId, "join")
        .then(apply)
        .catch(() => {});
    join();
    const timer = setInterval(
      () =>
        void post(articleId, "heartbeat")
          .then(apply)
          .catch(() => {}),
      PRESENCE_HEARTBEAT_MS,
    );
    const onPageHide = () => {
      navigator.sendBeacon?.(presenceUrl(articleId), new URLSearchParams({ intent: "leave" }));
    };
    // Back from the back-forward cache: the pagehide beacon left, so join again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) join();
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      clearInterval(timer);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      void post(articleId, "leave").catch(() => {});
    };
  }, [articleId, post, apply]);

  const refresh = useCallback(() => {
    const id = current.current;
    if (!id) return;
    void fetch(presenceUrl(id), { credentials: "same-origin" })
      .then(readState)
      .then(apply)
      .catch(() => {});
  }, [apply]);

  const takeOver = useCallback(() => {
    const id = current.current;
    if (!id) return;
    setBusy(true);
    void post(id, "takeover")
      .then(apply)
      .catch(() => {})
      .finally(() => setBusy(false));
  }, [post, apply]);

  const readOnly = Boolean(state?.holder && !state.youHold);
  return { state, readOnly, takenOverBy, busy, takeOver, refresh };
}
