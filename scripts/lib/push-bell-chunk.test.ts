import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUSH_PANEL_SOURCE, panelUrlFromManifest } from "./push-bell-chunk";

describe("the push bell panel's address for the server build", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-bell-chunk-"));
  const manifest = path.join(dir, "manifest.json");

  it("is the panel's fingerprinted file in the browser build's Vite manifest", () => {
    fs.writeFileSync(
      manifest,
      JSON.stringify({
        [PUSH_PANEL_SOURCE]: { file: "assets/push-bell-panel-Ab1_x.js", isEntry: true },
        "app/root.tsx": { file: "assets/root-x.js" },
      }),
    );
    expect(panelUrlFromManifest(manifest)).toBe("/assets/push-bell-panel-Ab1_x.js");
  });

  it("stops the build when the browser build has no panel (built in the wrong order)", () => {
    fs.writeFileSync(manifest, JSON.stringify({ "app/root.tsx": { file: "assets/root-x.js" } }));
    expect(() => panelUrlFromManifest(manifest)).toThrow(`has no ${PUSH_PANEL_SOURCE}`);
  });
});
