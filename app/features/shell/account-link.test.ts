import { parseHTML } from "linkedom";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ACCOUNT_MARKER_COOKIE,
  ACCOUNT_PATH,
  ACCOUNT_SIGN_IN_PATH,
  ACCOUNT_STATUS_PATH,
} from "~/lib/account-link";
import { ACCOUNT_LINK_ATTRIBUTE, ACCOUNT_LINK_HTML, ACCOUNT_STATUS_SCRIPT } from "./account-link";
import { showAccountName } from "./account-name";

/** The header as every reader's HTML has it. */
function header() {
  return parseHTML(
    `<!doctype html><html><body><header><span ${ACCOUNT_LINK_ATTRIBUTE}="">${ACCOUNT_LINK_HTML}</span></header></body></html>`,
  ).document;
}

/**
 * Runs the inline script as a browser would, against `doc` with the given cookie and status answer.
 * Resolves once the script's promise chain has settled.
 */
async function runScript(doc: Document, options: { cookie: string; status?: unknown; readyState?: string }) {
  const fetch = vi.fn(async () => ({ ok: true, json: async () => options.status }));
  const listeners: Record<string, () => void> = {};
  const page = {
    cookie: options.cookie,
    readyState: options.readyState ?? "interactive",
    documentElement: doc.documentElement,
    querySelector: (selector: string) => doc.querySelector(selector),
    querySelectorAll: (selector: string) => doc.querySelectorAll(selector),
    createElement: (tag: string) => doc.createElement(tag),
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  };
  new Function("document", "fetch", ACCOUNT_STATUS_SCRIPT)(page, fetch);
  await new Promise((r) => setTimeout(r, 0));
  return { fetch, listeners, settle: () => new Promise((r) => setTimeout(r, 0)) };
}

const link = (doc: Document) => doc.querySelector(`[${ACCOUNT_LINK_ATTRIBUTE}] a`) as Element;

describe("the header's account link (ADR 0025)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is the same 'Log ind' link to /konto/log-ind for every reader", () => {
    const doc = header();
    expect(link(doc).textContent).toBe("Log ind");
    expect(link(doc).getAttribute("href")).toBe(ACCOUNT_SIGN_IN_PATH);
  });

  it("asks nothing without the marker cookie: an anonymous page view costs no request", async () => {
    const doc = header();
    const { fetch } = await runScript(doc, { cookie: "forsiden_consent=v1.x; other=1" });
    expect(fetch).not.toHaveBeenCalled();
    expect(link(doc).textContent).toBe("Log ind");
  });

  it("with the marker asks /api/konto/status and shows the reader's name, linking to /konto", async () => {
    const doc = header();
    const { fetch } = await runScript(doc, {
      cookie: "a=b; forsiden_konto=1",
      status: { signedIn: true, name: "Mette Hansen" },
    });
    expect(fetch).toHaveBeenCalledWith("/api/konto/status", { credentials: "same-origin" });
    expect(link(doc).textContent).toBe("Mette Hansen");
    expect(link(doc).getAttribute("href")).toBe("/konto");
    expect(link(doc).getAttribute("aria-label")).toBe("Min konto: Mette Hansen");
  });

  it("says 'Min konto' for a reader who has not chosen a name, and nothing changes when signed out", async () => {
    const unnamed = header();
    await runScript(unnamed, { cookie: "forsiden_konto=1", status: { signedIn: true, name: null } });
    expect(link(unnamed).textContent).toBe("Min konto");
    const signedOut = header();
    await runScript(signedOut, { cookie: "forsiden_konto=1", status: { signedIn: false, name: null } });
    expect(link(signedOut).textContent).toBe("Log ind");
    expect(link(signedOut).getAttribute("href")).toBe("/konto/log-ind");
  });

  it("waits for the document to be parsed when it runs in <head>", async () => {
    const doc = header();
    const { listeners, settle } = await runScript(doc, {
      cookie: "forsiden_konto=1",
      status: { signedIn: true, name: "Jonas" },
      readyState: "loading",
    });
    expect(link(doc).textContent).toBe("Log ind");
    listeners.DOMContentLoaded();
    await settle();
    expect(link(doc).textContent).toBe("Jonas");
  });

  it("the page's own redraw (showAccountName) writes the same link as the script", async () => {
    const byScript = header();
    await runScript(byScript, { cookie: "forsiden_konto=1", status: { signedIn: true, name: "Line Bech" } });
    const byPage = header();
    vi.stubGlobal("document", byPage);
    showAccountName("Line Bech");
    expect(link(byPage).outerHTML).toBe(link(byScript).outerHTML);
    showAccountName(null);
    expect(link(byPage).textContent).toBe("Min konto");
    expect(link(byPage).hasAttribute("aria-label")).toBe(false);
    // A header mounted in the browser has an empty slot: the page draws the link into it.
    const mounted = parseHTML(
      `<!doctype html><html><body><header><span ${ACCOUNT_LINK_ATTRIBUTE}=""></span></header></body></html>`,
    ).document;
    vi.stubGlobal("document", mounted);
    showAccountName("Line Bech");
    expect(link(mounted).outerHTML).toBe(link(byScript).outerHTML);
  });

  it("writes out lib/account-link's addresses and cookie name (it imports nothing, for the shell's chunk)", () => {
    expect(ACCOUNT_STATUS_SCRIPT).toContain(`/(?:^|;\\s*)${ACCOUNT_MARKER_COOKIE}=1(?:;|$)/`);
    expect(ACCOUNT_STATUS_SCRIPT).toContain(`j("${ACCOUNT_STATUS_PATH}")`);
    expect(ACCOUNT_STATUS_SCRIPT).toContain(`"href","${ACCOUNT_PATH}"`);
    expect(ACCOUNT_LINK_HTML).toContain(`href="${ACCOUNT_SIGN_IN_PATH}"`);
  });

  it("marks the followed clubs' 'Følg' buttons as 'Følger' and makes their forms unfollow (issue 24)", async () => {
    const doc = parseHTML(
      `<!doctype html><html><body>${["fc-kobenhavn", "brondby-if"]
        .map(
          (slug) =>
            `<form><input type="hidden" name="intent" value="follow"><button data-follow-club="${slug}" aria-pressed="false"><span data-follow-label>Følg</span></button></form>`,
        )
        .join("")}</body></html>`,
    ).document;
    await runScript(doc, {
      cookie: "forsiden_konto=1",
      status: { signedIn: true, name: null, follows: ["brondby-if"] },
    });
    const [fck, bif] = [...doc.querySelectorAll("[data-follow-club]")] as HTMLButtonElement[];
    expect(bif.getAttribute("aria-pressed")).toBe("true");
    expect(bif.textContent).toBe("Følger");
    const intent = bif.closest("form")?.querySelector("input[name=intent]") as HTMLInputElement | null;
    expect(intent?.value).toBe("unfollow");
    expect(fck.getAttribute("aria-pressed")).toBe("false");
    expect(fck.textContent).toBe("Følg");
    expect(doc.documentElement.hasAttribute("data-konto-ind")).toBe(true);
  });

  it("unfollows through the button's own value where the button carries the intent (the match centre's stars)", async () => {
    // As features/match-centre renders them: buttons of one shared form, outside it, each with its
    // club's address and `intent` as its own name and value.
    const doc = parseHTML(
      `<!doctype html><html><body><form id="kampcenter-foelg" method="post"><input type="hidden" name="redirectTo" value="/"></form>${[
        "fc-kobenhavn",
        "agf",
      ]
        .map(
          (slug) =>
            `<div><button type="submit" form="kampcenter-foelg" formaction="/api/klubber/${slug}/foelg" name="intent" value="follow" data-follow-club="${slug}" aria-pressed="false"><span><span data-follow-label>Følg</span> ${slug}</span></button></div>`,
        )
        .join("")}</body></html>`,
    ).document;
    await runScript(doc, {
      cookie: "forsiden_konto=1",
      status: { signedIn: true, name: null, follows: ["agf"] },
    });
    const [fck, agf] = [...doc.querySelectorAll("[data-follow-club]")] as HTMLButtonElement[];
    expect(agf.getAttribute("aria-pressed")).toBe("true");
    expect(agf.textContent).toBe("Følger agf");
    // (A browser's button reflects `value` to the attribute it submits; linkedom only keeps the property.)
    expect(agf.value).toBe("unfollow");
    expect(fck.getAttribute("aria-pressed")).toBe("false");
    expect(fck.value ?? fck.getAttribute("value")).toBe("follow");
    // The shared form is left alone: the other team's button still follows.
    expect(doc.querySelector("input[name=redirectTo]")?.getAttribute("value")).toBe("/");
  });

  it("fills the front page's 'Mine klubber' strip from /api/mine-klubber, as text", async () => {
    const doc = parseHTML(
      `<!doctype html><html><body><div data-mine-klubber><section><h2>Mine klubber</h2><ul></ul></section></div></body></html>`,
    ).document;
    const answers: Record<string, unknown> = {
      "/api/konto/status": { signedIn: true, name: "Mette", follows: ["fc-kobenhavn"] },
      "/api/mine-klubber": {
        signedIn: true,
        clubs: [
          {
            name: "FC <b>København</b>",
            href: "/klubber/fc-kobenhavn",
            headline: { title: "Derbysejr", href: "/article/derby" },
          },
        ],
      },
    };
    const fetch = vi.fn(async (url: string) => ({ ok: true, json: async () => answers[url] }));
    const page = {
      cookie: "forsiden_konto=1",
      readyState: "interactive",
      documentElement: doc.documentElement,
      querySelector: (selector: string) => doc.querySelector(selector),
      querySelectorAll: (selector: string) => doc.querySelectorAll(selector),
      createElement: (tag: string) => doc.createElement(tag),
      addEventListener: () => {},
    };
    new Function("document", "fetch", ACCOUNT_STATUS_SCRIPT)(page, fetch);
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(["/api/konto/status", "/api/mine-klubber"]);
    const links = [...doc.querySelectorAll("[data-mine-klubber] li a")];
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["FC <b>København</b>", "/klubber/fc-kobenhavn"],
      ["Derbysejr", "/article/derby"],
    ]);
    expect(doc.querySelector("[data-mine-klubber] b")).toBeNull();
  });

  it("takes the strip's reserved row back when the marker outlived the session", async () => {
    const doc = header();
    await runScript(doc, {
      cookie: "forsiden_konto=1",
      status: { signedIn: false, name: null, follows: [] },
    });
    expect(doc.documentElement.hasAttribute("data-konto-ind")).toBe(false);
  });

  it("is a script without a closing tag or a call the bundler would keep", () => {
    expect(ACCOUNT_STATUS_SCRIPT).not.toMatch(/<\/script/i);
    expect(ACCOUNT_LINK_HTML).not.toMatch(/<script/i);
  });
});
