import fs from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PUSH_PANEL_SOURCE as BUILD_SOURCE } from "../../../scripts/lib/push-bell-chunk";
import { PushBellButton } from "./push-bell-button";
import { keyBytes, pushSupport } from "./push-bell-panel";
import { PUSH_PANEL_SOURCE, pushBellScript, pushPanelUrl } from "./push-bell-script";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

describe("the 'Få besked' bell (issue 25)", () => {
  it("is a plain button with its topics, an accessible name and no script of its own", () => {
    const html = renderToStaticMarkup(
      <PushBellButton topics="club:8d0e1f5a-1b2c-4d3e-8f90-123456789abc" label="FC København" />,
    );
    expect(html).toBe(
      '<button type="button" class="push-bell" data-push-bell="FC København" data-push-topics="club:8d0e1f5a-1b2c-4d3e-8f90-123456789abc" aria-haspopup="dialog">Få besked<span class="sr-only"> om FC København</span></button>',
    );
    const doc = parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
    expect(doc.querySelector("button")?.textContent).toBe("Få besked om FC København");
  });
});

/** Runs the head script against `doc`; `import()` is the test's loader. */
function runScript(doc: Document, load: (url: string) => Promise<unknown>) {
  const script = pushBellScript("/assets/push-bell-panel-abc.js").replace("import(", "load(");
  new Function("document", "load", script)(doc, load);
}

describe("the bells' head script", () => {
  it("loads the panel only at a click on a bell (or inside one), and opens it for that bell", async () => {
    const { document: doc, Event } = parseHTML(
      '<!doctype html><html><body><p id="elsewhere">Tekst</p><button type="button" data-push-bell="FC København" data-push-topics="club:x">Få besked<span id="inside"> om FC København</span></button></body></html>',
    );
    const openPushPanel = vi.fn();
    const load = vi.fn(async () => ({ openPushPanel }));
    runScript(doc, load);
    expect(load).not.toHaveBeenCalled();

    doc.getElementById("elsewhere")?.dispatchEvent(new Event("click", { bubbles: true }));
    expect(load).not.toHaveBeenCalled();

    const bell = doc.querySelector("[data-push-bell]") as HTMLElement;
    doc.getElementById("inside")?.dispatchEvent(new Event("click", { bubbles: true }));
    expect(load).toHaveBeenCalledWith("/assets/push-bell-panel-abc.js");
    expect(bell.getAttribute("aria-busy")).toBe("true");
    await vi.waitFor(() => expect(openPushPanel).toHaveBeenCalledWith(bell));
    await vi.waitFor(() => expect(bell.hasAttribute("aria-busy")).toBe(false));
  });

  it("asks for no permission and requests nothing by itself", () => {
    const script = pushBellScript("/assets/x.js");
    expect(script).not.toMatch(/requestPermission|serviceWorker|fetch\(/);
  });

  it("points at the build's panel file, or at its source under the development server", () => {
    expect(pushPanelUrl()).toBe(`/${PUSH_PANEL_SOURCE}`);
    expect(pushBellScript()).toContain(`import("/${PUSH_PANEL_SOURCE}")`);
    // The build emits the same module the script names (scripts/lib/push-bell-chunk.ts).
    expect(BUILD_SOURCE).toBe(PUSH_PANEL_SOURCE);
    expect(fs.existsSync(path.join(repoRoot, PUSH_PANEL_SOURCE))).toBe(true);
    // A `<` can never end the inline script early.
    expect(pushBellScript("/a</script>.js")).not.toContain("</script>");
  });
});

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const IPAD_AS_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15";

function browser(userAgent: string, options: { push?: boolean; touch?: number; standalone?: boolean } = {}) {
  return {
    navigator: {
      userAgent,
      maxTouchPoints: options.touch ?? 0,
      standalone: options.standalone,
      ...(options.push ? { serviceWorker: {} } : {}),
    },
    matchMedia: () => ({ matches: options.standalone === true }),
    ...(options.push ? { PushManager: {}, Notification: {} } : {}),
  };
}

describe("pushSupport: which state the panel shows", () => {
  it("is 'supported' where the service worker, PushManager and Notification are there", () => {
    expect(pushSupport(browser(CHROME, { push: true }))).toBe("supported");
    expect(pushSupport(browser(IPHONE, { push: true, standalone: true }))).toBe("supported");
  });

  it("asks an iPhone or iPad outside a home-screen app to add the site (iPadOS's Safari calls itself a Mac)", () => {
    expect(pushSupport(browser(IPHONE))).toBe("ios-home-screen");
    expect(pushSupport(browser(IPAD_AS_MAC, { touch: 5 }))).toBe("ios-home-screen");
  });

  it("is 'unsupported' elsewhere: an old browser, a Mac without touch, an old iOS home-screen app", () => {
    expect(pushSupport(browser(CHROME))).toBe("unsupported");
    expect(pushSupport(browser(IPAD_AS_MAC))).toBe("unsupported");
    expect(pushSupport(browser(IPHONE, { standalone: true }))).toBe("unsupported");
  });
});

describe("keyBytes", () => {
  it("reads a base64url VAPID key (65 bytes, uncompressed P-256 point)", () => {
    const raw = new Uint8Array(65).map((_, i) => (i * 37 + 4) % 256);
    raw[0] = 4;
    const encoded = Buffer.from(raw).toString("base64url");
    expect(encoded).toMatch(/[-_]/);
    expect([...keyBytes(encoded)]).toEqual([...raw]);
  });
});
