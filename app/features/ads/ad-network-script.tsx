import { useEffect, useRef } from "react";

interface AdNetworkScriptProps {
  /** The configured ad network script; null: nothing loads and slots keep their placeholder. */
  src: string | null;
  /** Marketing consent. Nothing is requested before it is given. */
  allowed: boolean;
}

/** Injects the ad network's script once, and only after marketing consent. */
export function AdNetworkScript({ src, allowed }: AdNetworkScriptProps) {
  const loaded = useRef(false);
  useEffect(() => {
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
  }, [src, allowed]);
  return null;
}
