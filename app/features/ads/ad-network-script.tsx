import { useEffect, useRef } from "react";

interface AdNetworkScriptProps {
  /** Marketing consent. Nothing is requested before it is given. */
  allowed: boolean;
}

/**
 * The ad network's script as the document was served with it: `window.__ENV` is set once by the
 * page's inline script, and its Content-Security-Policy allows exactly that address (ADR 0012).
 * Loader data can change during a visit (a signed-in reader who consents mid-visit), the page's
 * policy cannot, so the document's value decides; null: nothing loads (the slots show house ads).
 */
export function documentAdScriptUrl(): string | null {
  const env = (window as { __ENV?: { AD_NETWORK_SCRIPT_URL?: string | null } }).__ENV;
  return env?.AD_NETWORK_SCRIPT_URL ?? null;
}

/** Injects the ad network's script once, and only after marketing consent. */
export function AdNetworkScript({ allowed }: AdNetworkScriptProps) {
  const loaded = useRef(false);
  useEffect(() => {
    const src = documentAdScriptUrl();
    if (!src) return;
    if (allowed && !loaded.current) {
      if (!document.querySelector("script[data-ad-network]")) {
        const script = document.createElement("script");
        script.src = src;
        script.async = true;
        script.dataset.adNetwork = "true";
        document.head.appendChild(script);
      }
      loaded.current = true;
    } else if (!allowed && loaded.current) {
      // A loaded script cannot be unloaded: a withdrawn consent takes effect with a fresh page.
      window.location.reload();
    }
  }, [allowed]);
  return null;
}
