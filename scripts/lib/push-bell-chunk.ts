/**
 * The push bell's panel (issue 25) as its own file of the browser build, and its address for the
 * server. No page imports the panel: the head script the server writes imports it at the first click
 * on a bell (app/components/push-bell/push-bell-script.ts). So:
 * - the browser build emits it as an extra entry (`push-bell-panel-[hash].js`, a fingerprinted file
 *   under /assets that may be cached for good);
 * - the server build, which runs after it, reads the address from the browser build's Vite manifest
 *   and defines it as `import.meta.env.PUSH_BELL_PANEL_URL`.
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** Keep in step with PUSH_PANEL_SOURCE in push-bell-script.ts (its test checks). */
export const PUSH_PANEL_SOURCE = "app/components/push-bell/push-bell-panel.ts";

/** The panel's address in the browser build whose Vite manifest is `manifestFile`. */
export function panelUrlFromManifest(manifestFile: string): string {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>;
  const entry = manifest[PUSH_PANEL_SOURCE];
  if (!entry)
    throw new Error(`${manifestFile} has no ${PUSH_PANEL_SOURCE}: was the browser build made first?`);
  return `/${entry.file}`;
}

export function pushBellPanel({
  root,
  clientDir,
  ssr,
}: {
  root: string;
  /** The browser build's folder (its `.vite/manifest.json` is there while React Router builds). */
  clientDir: string;
  ssr: boolean;
}): Plugin {
  return {
    name: "forsiden:push-bell-panel",
    apply: "build",
    config() {
      if (!ssr) return;
      const url = panelUrlFromManifest(path.join(clientDir, ".vite/manifest.json"));
      return { define: { "import.meta.env.PUSH_BELL_PANEL_URL": JSON.stringify(url) } };
    },
    buildStart() {
      if (ssr) return;
      this.emitFile({
        type: "chunk",
        id: path.resolve(root, PUSH_PANEL_SOURCE),
        name: "push-bell-panel",
        preserveSignature: "exports-only",
      });
    },
  };
}
