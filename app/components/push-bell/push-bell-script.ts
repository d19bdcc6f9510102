/**
 * The bell's one delegated click listener (issue 25), written by the server into the head's inline
 * script (root.tsx, behind the CSP nonce) like the account link's (features/shell/account-link.ts):
 * no module, so not a byte of any page's JavaScript budget, and it works before the page hydrates.
 * A click on any `[data-push-bell]` imports the panel's module (push-bell-panel.ts) and opens it;
 * nothing else happens until a reader clicks, so no page asks for notification permission by itself.
 *
 * The panel is its own chunk of the browser build; the build gives the server its address as
 * `import.meta.env.PUSH_BELL_PANEL_URL` (scripts/lib/push-bell-chunk.ts). Without a build (the
 * development server) Vite serves the source module itself.
 */
export const PUSH_PANEL_SOURCE = "app/components/push-bell/push-bell-panel.ts";

/** The address of the panel's module in this build. */
export function pushPanelUrl(): string {
  const built: unknown = import.meta.env.PUSH_BELL_PANEL_URL;
  return typeof built === "string" && built ? built : `/${PUSH_PANEL_SOURCE}`;
}

/**
 * The listener as a script. Call it on the server only (`serverOnlyHtml(import.meta.env.SSR && …)`),
 * so the browser's bundle leaves it out. `aria-busy` while the panel's code loads; a second click
 * meanwhile waits for the same import.
 */
export function pushBellScript(panelUrl: string = pushPanelUrl()): string {
  return `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-push-bell]");if(!b)return;e.preventDefault();b.setAttribute("aria-busy","true");import(${JSON.stringify(panelUrl).replace(/</g, "\\u003c")}).then(function(m){m.openPushPanel(b)}).finally(function(){b.removeAttribute("aria-busy")})})`;
}
