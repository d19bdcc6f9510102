import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArrowLeft, XIcon } from "./icons";

const root = path.resolve(import.meta.dirname, "../../..");

describe("sprite icons", () => {
  it("render a hidden <svg> that references its symbol in the sprite, with lucide's look", () => {
    const html = renderToStaticMarkup(<ArrowLeft className="size-4" />);
    expect(html).toMatch(
      /^<svg [^>]*aria-hidden="true"[^>]*class="lucide size-4"[^>]*><use href="[^"]*icons[^"#]*#ArrowLeft"><\/use><\/svg>$/,
    );
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('stroke-width="2"');
    expect(renderToStaticMarkup(<XIcon aria-label="Luk" />)).not.toContain("aria-hidden");
  });

  it("the committed sprite holds every icon icons.tsx names, drawn from the installed lucide-react", () => {
    const check = spawnSync(process.execPath, ["scripts/icon-sprite.mjs", "--check"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
    const sprite = fs.readFileSync(path.join(root, "app/components/ui/icons.svg"), "utf8");
    expect(sprite).toContain(
      '<symbol id="ArrowLeft" viewBox="0 0 24 24"><path d="m12 19-7-7 7-7"/><path d="M19 12H5"/></symbol>',
    );
  });
});
