import { parseHTML } from "linkedom";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PENDING_PLAYER_KEY } from "./embed-player";
import { EmbedPlayers } from "./embed-players";

const ARTICLE = "/article/derbyet-med-alt";
const YOUTUBE_PLAYER = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
const SPOTIFY_PLAYER = "https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk";

const CARDS = `
  <figure id="yt" data-embed data-embed-provider="youtube" data-embed-player="${YOUTUBE_PLAYER}" data-embed-title="Alle mål fra derbyet">
    <div data-embed-frame style="aspect-ratio: 16 / 9"><img src="/storage/yt.webp" alt=""><button type="button" data-embed-load>Vis indhold fra YouTube</button></div>
    <figcaption><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener nofollow">Se på YouTube</a></figcaption>
  </figure>
  <figure id="sp" data-embed data-embed-provider="spotify" data-embed-player="${SPOTIFY_PLAYER}" data-embed-title="Podcast: Derbyet">
    <div data-embed-frame style="aspect-ratio: 16 / 5"><img src="/storage/sp.webp" alt=""><button type="button" data-embed-load>Vis indhold fra Spotify</button></div>
    <figcaption><a href="https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk" rel="noopener nofollow">Se på Spotify</a></figcaption>
  </figure>`;

interface Browser {
  document: Document;
  render: (marketingConsent: boolean) => Promise<void>;
  unmount: () => Promise<void>;
  click: (selector: string) => void;
  players: () => (string | null)[];
  reload: ReturnType<typeof vi.fn>;
  session: Map<string, string>;
}

/**
 * The article page in a DOM: the body's cards as the server sent them and the island mounted
 * beside them. `served` is the path the document was loaded as (its navigation entry).
 */
function browser(options: { path?: string; served?: string; session?: Map<string, string> } = {}): Browser {
  const { window, document, Event, MutationObserver } = parseHTML(
    `<!doctype html><html><body><div data-article-body>${CARDS}</div><div id="island"></div></body></html>`,
  );
  const reload = vi.fn();
  const session = options.session ?? new Map<string, string>();
  Object.assign(window, {
    location: { pathname: options.path ?? ARTICLE, reload },
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, value),
      removeItem: (key: string) => void session.delete(key),
    },
  });
  vi.stubGlobal("window", window);
  vi.stubGlobal("document", document);
  vi.stubGlobal("MutationObserver", MutationObserver);
  vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", true);
  vi.spyOn(performance, "getEntriesByType").mockImplementation((type: string) =>
    type === "navigation"
      ? ([{ name: `http://127.0.0.1:3000${options.served ?? ARTICLE}` }] as unknown as PerformanceEntryList)
      : [],
  );
  let root: Root | null = null;
  return {
    document,
    reload,
    session,
    async render(marketingConsent) {
      root ??= createRoot(document.getElementById("island") as unknown as HTMLElement);
      await act(async () => root?.render(<EmbedPlayers marketingConsent={marketingConsent} />));
    },
    async unmount() {
      await act(async () => root?.unmount());
    },
    click(selector) {
      document.querySelector(selector)?.dispatchEvent(new Event("click", { bubbles: true }));
    },
    players: () => [...document.querySelectorAll("iframe")].map((iframe) => iframe.getAttribute("src")),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the embed players island (issue 27)", () => {
  it("loads nothing from a provider before a click or consent", async () => {
    const page = browser();
    await page.render(false);
    expect(page.players()).toEqual([]);
    expect(page.document.querySelectorAll("[data-embed-load]")).toHaveLength(2);
    page.click("#text-that-is-not-there");
    page.click("figcaption a");
    expect(page.players()).toEqual([]);
  });

  it("loads only the clicked card's player, in place of its button, and focuses it", async () => {
    const page = browser();
    await page.render(false);
    const focus = vi.fn();
    const createElement = page.document.createElement.bind(page.document);
    vi.spyOn(page.document, "createElement").mockImplementation((tag: string) =>
      Object.assign(createElement(tag), { focus }),
    );
    page.click("#sp [data-embed-load]");
    expect(page.players()).toEqual([SPOTIFY_PLAYER]);
    expect(page.document.querySelector("#sp iframe")?.getAttribute("title")).toBe("Podcast: Derbyet");
    expect(page.document.querySelector("#sp [data-embed-load]")).toBeNull();
    expect(page.document.querySelector("#sp figcaption a")?.textContent).toBe("Se på Spotify");
    expect(focus).toHaveBeenCalledTimes(1);
    // YouTube's card is untouched.
    expect(page.document.querySelector("#yt img")?.getAttribute("src")).toBe("/storage/yt.webp");
    expect(page.document.querySelector("#yt [data-embed-load]")?.textContent).toBe("Vis indhold fra YouTube");
    expect(page.reload).not.toHaveBeenCalled();
  });

  it("loads every player at once when the reader has marketing consent", async () => {
    const page = browser();
    await page.render(true);
    expect(page.players()).toEqual([YOUTUBE_PLAYER, SPOTIFY_PLAYER]);
    expect(page.document.querySelectorAll("[data-embed-load]")).toHaveLength(0);
  });

  it("loads them when consent is given during the visit, and keeps them when it is withdrawn", async () => {
    const page = browser();
    await page.render(false);
    expect(page.players()).toEqual([]);
    await page.render(true);
    expect(page.players()).toEqual([YOUTUBE_PLAYER, SPOTIFY_PLAYER]);
    // Withdrawn: takes effect on the next page (no reload, nothing torn out mid-play).
    await page.render(false);
    expect(page.players()).toEqual([YOUTUBE_PLAYER, SPOTIFY_PLAYER]);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it("loads the cards of a body that arrives after it, with consent", async () => {
    const page = browser();
    const body = page.document.querySelector("[data-article-body]") as Element;
    const cards = body.innerHTML;
    body.innerHTML = "";
    await page.render(true);
    expect(page.players()).toEqual([]);
    body.innerHTML = cards;
    await vi.waitFor(() => expect(page.players()).toEqual([YOUTUBE_PLAYER, SPOTIFY_PLAYER]));
  });

  it("stops listening when the page goes", async () => {
    const page = browser();
    await page.render(false);
    await page.unmount();
    page.click("#yt [data-embed-load]");
    expect(page.players()).toEqual([]);
  });

  it("after a client-side navigation: no player in the old page's policy; a click loads the page as a document and opens the player there", async () => {
    const session = new Map<string, string>();
    const navigated = browser({ served: "/", session });
    await navigated.render(true);
    expect(navigated.players()).toEqual([]);
    navigated.click("#yt [data-embed-load]");
    expect(navigated.players()).toEqual([]);
    expect(navigated.reload).toHaveBeenCalledTimes(1);
    expect(session.get(PENDING_PLAYER_KEY)).toBe(YOUTUBE_PLAYER);
    await navigated.unmount();
    vi.unstubAllGlobals();

    // The document served for the article: the click is carried out, once.
    const reloaded = browser({ session });
    await reloaded.render(false);
    expect(reloaded.players()).toEqual([YOUTUBE_PLAYER]);
    expect(session.has(PENDING_PLAYER_KEY)).toBe(false);
  });
});
