import { type ComponentType, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { loadOnServer } from "~/components/static-island";
import { KEEP_SERVER_MARKUP } from "~/lib/server-only-html";
import { useConsent } from "./consent-context";

/**
 * Where the cookie banner goes, without the banner's code until a reader reaches for it (issue 23:
 * most readers never touch it, and a returning reader never sees it).
 *
 * The server renders the banner into every page (ADR 0023's loading: ready before the render).
 * The browser keeps that markup as it is, as a static island does, starts loading the banner's
 * module when a pointer or a finger comes to it, and puts the live banner in the markup's place at
 * the first click on one of its buttons, when the keyboard's focus comes to it, or when
 * 'Cookie-indstillinger' asks for the choices. Focus stays on the same control, and the click is
 * played again on the live button. Should the module never arrive, a clicked choice still posts
 * its form, as it does without scripts.
 */
let Banner: ComponentType | null = null;
const loadBanner = () =>
  import("./consent-banner").then((m) => {
    Banner = m.ConsentBanner;
  });
loadOnServer(loadBanner);

const isServer = typeof document === "undefined";
const controls = (root: Element) => [...root.querySelectorAll<HTMLElement>("a[href], button, input")];

export function ConsentBannerSlot() {
  const { ready, panel } = useConsent();
  const slot = useRef<HTMLDivElement>(null);
  const [adopt] = useState(() => !isServer && document.querySelector("[data-consent-slot]") !== null);
  const [live, setLive] = useState(false);
  // The control that had focus, and the one clicked, in the markup the live banner replaces.
  const handOver = useRef<{ focus: number; click: number }>({ focus: -1, click: -1 });
  const liveCommitted = useRef(false);

  const wake = useCallback(() => {
    loadBanner().then(
      () => {
        const root = slot.current;
        if (root) handOver.current.focus = controls(root).indexOf(document.activeElement as HTMLElement);
        // In this same task: a Tab pressed between reading the focus and the swap would be undone.
        flushSync(() => setLive(true));
      },
      () => {
        // No code: a clicked choice posts its form as it would without scripts.
        const root = slot.current;
        const clicked = root ? controls(root)[handOver.current.click] : undefined;
        if (clicked instanceof HTMLButtonElement && clicked.type === "submit")
          clicked.form?.requestSubmit(clicked);
      },
    );
  }, []);

  // Re-opened from the footer: the choices need the live banner.
  useEffect(() => {
    if (panel === "settings" && !live) wake();
  }, [panel, live, wake]);

  // The reader reaches for the server's banner: a pointer or a finger starts loading its code; a
  // click (held, then played again on the live button) or the keyboard's focus puts it live. The
  // markup is never swapped under a pointer between its press and release, which would lose the click.
  useEffect(() => {
    const root = slot.current;
    if (live || !root) return;
    const preload = () => void loadBanner().catch(() => {});
    const onFocus = (event: FocusEvent) => {
      if ((event.target as Element).matches(":focus-visible")) wake();
      else preload();
    };
    const onClick = (event: MouseEvent) => {
      // The live banner handles its own clicks (this listener goes only after the commit).
      if (liveCommitted.current) return;
      const button = (event.target as Element).closest("button");
      if (!button || !root.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      handOver.current.click = controls(root).indexOf(button);
      wake();
    };
    root.addEventListener("pointerover", preload, { passive: true });
    root.addEventListener("touchstart", preload, { passive: true });
    root.addEventListener("focusin", onFocus);
    root.addEventListener("click", onClick, true);
    return () => {
      root.removeEventListener("pointerover", preload);
      root.removeEventListener("touchstart", preload);
      root.removeEventListener("focusin", onFocus);
      root.removeEventListener("click", onClick, true);
    };
  }, [live, wake]);

  useLayoutEffect(() => {
    const root = slot.current;
    liveCommitted.current = live;
    if (!live || !root) return;
    const { focus, click } = handOver.current;
    handOver.current = { focus: -1, click: -1 };
    if (focus >= 0) controls(root)[focus]?.focus();
    if (click >= 0) controls(root)[click]?.click();
  }, [live]);

  if (isServer || (live && Banner)) {
    const Live = Banner as ComponentType;
    return (
      <div data-consent-slot ref={slot}>
        <Live />
      </div>
    );
  }
  // Chosen: nothing to show. Re-opened: nothing until the code is there (a moment).
  if ((ready && panel === "hidden") || panel === "settings" || !adopt) return null;
  return (
    <div
      data-consent-slot
      ref={slot}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: always the empty string, never content: React keeps the server's markup.
      dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
    />
  );
}
