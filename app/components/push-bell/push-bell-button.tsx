/**
 * 'Få besked' (issue 25): the bell that lets a reader turn on push messages for what the page is
 * about. Static markup, the same for every reader (the page cache serves it): the bell is drawn by
 * the stylesheet (`.push-bell` in public-components.css), and one delegated listener in the head
 * script (push-bell-script.ts) loads the panel's code (push-bell-panel.ts) at the first click. So it
 * costs no page any JavaScript, and the browser never asks for permission before the reader does.
 *
 * Render it as a static island (ADR 0023), one per page module: a shared island module would join
 * the chunk that every public page loads.
 */
export function PushBellButton({
  topics,
  label,
}: {
  /** The topics the bell follows, space-separated: "club:{id}", "article:{id}", "breaking". */
  topics: string;
  /**
   * What they are about, as the panel and the button's name say it: a club's name, a live match
   * ('Brøndby IF–FC København'), or empty (the button's name is then 'Få besked' alone).
   */
  label: string;
}) {
  return (
    <button
      type="button"
      className="push-bell"
      data-push-bell={label}
      data-push-topics={topics}
      aria-haspopup="dialog"
    >
      Få besked{label ? <span className="sr-only">{` om ${label}`}</span> : null}
    </button>
  );
}
