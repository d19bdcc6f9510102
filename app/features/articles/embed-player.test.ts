import { parseHTML } from "linkedom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { EmbedCardData } from "~/lib/embed-providers";
import { BodyEmbedCard } from "./body-embed-card";
import {
  cardPlayerUrl,
  documentServedFor,
  EMBED_FALLBACK_TITLE,
  embedCardOfClick,
  loadAllEmbedPlayers,
  loadEmbedPlayer,
  PENDING_PLAYER_KEY,
  takePendingPlayerCard,
} from "./embed-player";

const YOUTUBE_PLAYER = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
const VIMEO_PLAYER = "https://player.vimeo.com/video/76979871?dnt=1";

/** A card as the server renders it (the shared markup of issue 27). */
function card(options: { provider: string; player?: string; title?: string; name: string; id: string }) {
  const player = options.player ? ` data-embed-player="${options.player}"` : "";
  const title = options.title ? ` data-embed-title="${options.title}"` : "";
  const button = options.player
    ? `<button type="button" data-embed-load>Vis indhold fra ${options.name}</button>`
    : "";
  return `<figure id="${options.id}" data-embed data-embed-provider="${options.provider}"${player}${title}>
    <div data-embed-frame style="aspect-ratio: 16 / 9"><img src="/storage/thumb-${options.id}.webp" alt=""><span id="${options.id}-inside">Spil</span>${button}</div>
    <figcaption>Brøndby IF · <a href="https://example.test/${options.id}" rel="noopener nofollow">Se på ${options.name}</a></figcaption>
  </figure>`;
}

function page(html: string) {
  return parseHTML(`<!doctype html><html><body><div data-article-body>${html}</div></body></html>`);
}

describe("loading an embed's player (issue 27)", () => {
  it("replaces the reserved box's contents with the player's iframe and keeps the link out", () => {
    const { document } = page(
      card({
        provider: "youtube",
        player: YOUTUBE_PLAYER,
        title: "Alle mål fra derbyet",
        name: "YouTube",
        id: "yt",
      }),
    );
    const figure = document.getElementById("yt") as Element;
    const iframe = loadEmbedPlayer(figure);
    expect(iframe).not.toBeNull();
    const frame = figure.querySelector("[data-embed-frame]") as Element;
    expect(frame.children.length).toBe(1);
    expect(frame.firstElementChild).toBe(iframe);
    expect(frame.querySelector("img")).toBeNull();
    expect(frame.querySelector("button")).toBeNull();
    // The reserved box stays as it was: the iframe fills it, so nothing moves.
    expect(frame.getAttribute("style")).toBe("aspect-ratio: 16 / 9");
    expect(frame.classList.contains("relative")).toBe(true);
    expect(iframe?.getAttribute("class")).toBe("absolute inset-0 block h-full w-full border-0");
    expect(iframe?.getAttribute("src")).toBe(YOUTUBE_PLAYER);
    expect(iframe?.getAttribute("title")).toBe("Alle mål fra derbyet");
    expect(iframe?.getAttribute("loading")).toBe("lazy");
    expect(iframe?.getAttribute("allow")).toBe("encrypted-media; picture-in-picture; fullscreen");
    expect(iframe?.getAttribute("referrerpolicy")).toBe("strict-origin-when-cross-origin");
    expect(figure.hasAttribute("data-embed-loaded")).toBe(true);
    expect(figure.querySelector("figcaption a")?.textContent).toBe("Se på YouTube");
    expect(figure.querySelector("figcaption a")?.getAttribute("href")).toBe("https://example.test/yt");
  });

  it("moves focus to the player after a click", () => {
    const { document } = page(
      card({ provider: "youtube", player: YOUTUBE_PLAYER, name: "YouTube", id: "yt" }),
    );
    const figure = document.getElementById("yt") as Element;
    const focus = vi.fn();
    const createElement = document.createElement.bind(document);
    vi.spyOn(document, "createElement").mockImplementation((tag: string) => {
      const element = createElement(tag);
      (element as HTMLElement).focus = focus;
      return element;
    });
    loadEmbedPlayer(figure, { focus: true });
    expect(focus).toHaveBeenCalledTimes(1);
    // Asked again (a second click): the same player, focused again, never a second iframe.
    const again = loadEmbedPlayer(figure, { focus: true });
    expect(figure.querySelectorAll("iframe")).toHaveLength(1);
    expect(again).toBe(figure.querySelector("iframe"));
    expect(focus).toHaveBeenCalledTimes(2);
  });

  it("names the iframe even when the card has no title", () => {
    const { document } = page(card({ provider: "vimeo", player: VIMEO_PLAYER, name: "Vimeo", id: "v" }));
    const iframe = loadEmbedPlayer(document.getElementById("v") as Element);
    expect(iframe?.getAttribute("title")).toBe(EMBED_FALLBACK_TITLE);
    expect(EMBED_FALLBACK_TITLE).toBe("Indlejret indhold");
  });

  it("never frames an address off the provider's own player origin (YouTube only without cookies)", () => {
    const cases = [
      { provider: "youtube", player: "https://www.youtube.com/embed/dQw4w9WgXcQ" },
      { provider: "youtube", player: VIMEO_PLAYER },
      { provider: "vimeo", player: "https://evil.example/video/1" },
      { provider: "myspace", player: YOUTUBE_PLAYER },
      { provider: "youtube", player: "javascript:alert(1)" },
    ];
    for (const [i, { provider, player }] of cases.entries()) {
      const { document } = page(card({ provider, player, name: "X", id: `c${i}` }));
      const figure = document.getElementById(`c${i}`) as Element;
      expect(cardPlayerUrl(figure), player).toBeNull();
      expect(loadEmbedPlayer(figure), player).toBeNull();
      expect(figure.querySelector("iframe")).toBeNull();
      expect(figure.querySelector("img")).not.toBeNull();
    }
  });

  it("leaves a card without a player as it is (it only links out)", () => {
    const { document } = page(card({ provider: "bluesky", name: "Bluesky", id: "b" }));
    const figure = document.getElementById("b") as Element;
    expect(loadEmbedPlayer(figure)).toBeNull();
    expect(figure.querySelector("iframe")).toBeNull();
    expect(figure.hasAttribute("data-embed-loaded")).toBe(false);
  });
});

describe("marketing consent loads every card's player at once", () => {
  it("loads each card with a valid player once, and none without", () => {
    const { document } = page(
      [
        card({ provider: "youtube", player: YOUTUBE_PLAYER, name: "YouTube", id: "yt" }),
        card({ provider: "vimeo", player: VIMEO_PLAYER, name: "Vimeo", id: "v" }),
        card({ provider: "bluesky", name: "Bluesky", id: "b" }),
        card({ provider: "x", player: "https://evil.example/x", name: "X", id: "x" }),
      ].join("\n"),
    );
    expect(loadAllEmbedPlayers(document)).toBe(2);
    expect([...document.querySelectorAll("iframe")].map((f) => f.getAttribute("src"))).toEqual([
      YOUTUBE_PLAYER,
      VIMEO_PLAYER,
    ]);
    // Again (the body changed, consent was given twice): nothing new.
    expect(loadAllEmbedPlayers(document)).toBe(0);
    expect(document.querySelectorAll("iframe")).toHaveLength(2);
  });
});

describe("the delegated click", () => {
  it("finds the card of a click on its button or inside it, and nothing for other clicks", () => {
    const { document } = page(
      `${card({ provider: "youtube", player: YOUTUBE_PLAYER, name: "YouTube", id: "yt" })}<p id="text">Tekst</p><button id="other" type="button">Del</button>`,
    );
    const figure = document.getElementById("yt");
    expect(embedCardOfClick(figure?.querySelector("[data-embed-load]") ?? null)).toBe(figure);
    expect(embedCardOfClick(document.getElementById("text"))).toBeNull();
    expect(embedCardOfClick(document.getElementById("other"))).toBeNull();
    // The thumbnail is not the button: only the button loads the player.
    expect(embedCardOfClick(document.getElementById("yt-inside"))).toBeNull();
    expect(embedCardOfClick(figure?.querySelector("figcaption a") ?? null)).toBeNull();
    expect(embedCardOfClick(null)).toBeNull();
    expect(embedCardOfClick(document as unknown as EventTarget)).toBeNull();
  });
});

describe("the document's policy after a client-side navigation", () => {
  it("frames this page's players only in the document served for this page", () => {
    const navigation = { name: "http://127.0.0.1:3000/article/derbyet-i-billeder?x=1" };
    expect(documentServedFor({ pathname: "/article/derbyet-i-billeder" }, navigation)).toBe(true);
    expect(documentServedFor({ pathname: "/article/en-anden" }, navigation)).toBe(false);
    expect(documentServedFor({ pathname: "/article/derbyet-i-billeder" }, undefined)).toBe(true);
  });

  it("opens the player a click asked for before the page was loaded again, once", () => {
    const { document } = page(
      [
        card({ provider: "youtube", player: YOUTUBE_PLAYER, name: "YouTube", id: "yt" }),
        card({ provider: "vimeo", player: VIMEO_PLAYER, name: "Vimeo", id: "v" }),
      ].join("\n"),
    );
    const values = new Map([[PENDING_PLAYER_KEY, VIMEO_PLAYER]]);
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      removeItem: (key: string) => void values.delete(key),
    };
    expect(takePendingPlayerCard(document, storage)).toBe(document.getElementById("v"));
    expect(takePendingPlayerCard(document, storage)).toBeNull();
    values.set(PENDING_PLAYER_KEY, "https://player.vimeo.com/video/1");
    expect(takePendingPlayerCard(document, storage)).toBeNull();
    expect(values.size).toBe(0);
  });
});

describe("on the card the server renders (body-embed-card.tsx)", () => {
  const youtube: EmbedCardData = {
    url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    provider: "youtube",
    kind: "video",
    title: "Alle mål fra derbyet",
    authorName: "Superliga TV",
    authorUrl: "https://www.youtube.com/@superliga",
    text: null,
    thumbnail: { url: "/storage/embeds/derby.webp", width: 1280, height: 720, variants: null },
    playerUrl: YOUTUBE_PLAYER,
    aspectRatio: 16 / 9,
    durationSeconds: 95,
  };

  it("finds the button, loads the player in the frame and keeps the caption's link", () => {
    const html = renderToStaticMarkup(createElement(BodyEmbedCard, { card: youtube }));
    const { document } = page(html);
    const button = document.querySelector("[data-embed-load]");
    expect(button?.textContent).toBe("Vis indhold fra YouTube");
    const figure = embedCardOfClick(button);
    expect(figure).toBe(document.querySelector("figure"));
    const frame = figure?.querySelector("[data-embed-frame]");
    const reserved = frame?.getAttribute("style");
    const iframe = loadEmbedPlayer(figure as Element);
    expect(iframe?.getAttribute("src")).toBe(YOUTUBE_PLAYER);
    expect(iframe?.getAttribute("title")).toBe("Alle mål fra derbyet");
    expect(frame?.getAttribute("style")).toBe(reserved);
    expect(frame?.querySelector("img")).toBeNull();
    expect(figure?.querySelector("figcaption a")?.textContent).toBe("Se på YouTube");
  });

  it("renders no button for a card without a player, and the loader leaves it alone", () => {
    const html = renderToStaticMarkup(
      createElement(BodyEmbedCard, { card: { ...youtube, playerUrl: null } }),
    );
    const { document } = page(html);
    expect(document.querySelector("[data-embed-load]")).toBeNull();
    expect(loadAllEmbedPlayers(document)).toBe(0);
    expect(document.querySelector("iframe")).toBeNull();
  });
});
