/**
 * First focusable element on every public page: jumps past the header to the page's
 * <main id="main">. Without scripts it is a plain fragment link.
 */
export function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real in-page link; the click only adds moving focus.
    <a
      href="#main"
      onClick={(event) => {
        const main = document.getElementById("main");
        if (!main) return;
        event.preventDefault();
        // <main> is not focusable by itself: make it a focus target so keyboard focus moves too.
        if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
        main.focus();
      }}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-none focus:ring-2 focus:ring-background focus:ring-offset-2 focus:ring-offset-primary"
    >
      Gå til indhold
    </a>
  );
}
