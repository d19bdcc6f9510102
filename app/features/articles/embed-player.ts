import { isEmbedProviderId, isPlayerUrlOf } from "~/lib/embed-providers";

/**
 * Issue 27: turns an embed's static card (body-embed-card.tsx, rendered by the server) into the
 * provider's player. Plain DOM work, run by the embed-players island after a click on the card's
 * button or, with marketing consent, for every card at once.
 *
 * Changing the markup is safe here: the body is a static island (ADR 0023), whose markup React
 * adopted from the server and never renders or compares again, so it never puts the card back
 * or trips over the iframe.
 */

/** What the iframe may use: playback, picture in picture and full screen, nothing more. */
export const EMBED_IFRAME_ALLOW = "encrypted-media; picture-in-picture; fullscreen";
/** Players that check where they are shown (YouTube's) need the origin; never the article's path. */
export const EMBED_IFRAME_REFERRER_POLICY = "strict-origin-when-cross-origin";
/** The iframe's name for a card without a title (the server always writes one). */
export const EMBED_FALLBACK_TITLE = "Indlejret indhold";

/** The player's address of a card, when it is one its provider frames from (never trust markup). */
export function cardPlayerUrl(card: Element): string | null {
  const provider = card.getAttribute("data-embed-provider");
  const player = card.getAttribute("data-embed-player");
  return isEmbedProviderId(provider) && isPlayerUrlOf(provider, player) ? player : null;
}

/**
 * Replaces the card's reserved box (`[data-embed-frame]`) with the player's iframe, sized to that
 * box so nothing on the page moves. The figcaption (author, 'Se på …') stays. Returns the iframe,
 * or null for a card without a valid player (it keeps its link out). Loading twice is a no-op.
 */
export function loadEmbedPlayer(card: Element, options: { focus?: boolean } = {}): HTMLIFrameElement | null {
  const existing = card.querySelector<HTMLIFrameElement>("iframe[data-embed-iframe]");
  if (existing) {
    if (options.focus) existing.focus();
    return existing;
  }
  const player = cardPlayerUrl(card);
  const frame = card.querySelector("[data-embed-frame]");
  if (!player || !frame) return null;
  const iframe = card.ownerDocument.createElement("iframe");
  iframe.setAttribute("src", player);
  iframe.setAttribute("title", card.getAttribute("data-embed-title") || EMBED_FALLBACK_TITLE);
  iframe.setAttribute("loading", "lazy");
  iframe.setAttribute("allow", EMBED_IFRAME_ALLOW);
  iframe.setAttribute("referrerpolicy", EMBED_IFRAME_REFERRER_POLICY);
  iframe.setAttribute("data-embed-iframe", "");
  // Fills the box the server reserved (its aspect ratio), whatever the player's own size.
  iframe.className = "absolute inset-0 block h-full w-full border-0";
  frame.classList.add("relative");
  frame.replaceChildren(iframe);
  card.setAttribute("data-embed-loaded", "");
  if (options.focus) iframe.focus();
  return iframe;
}

/** Loads every card's player under `root` that is not loaded yet (marketing consent). */
export function loadAllEmbedPlayers(root: ParentNode): number {
  let loaded = 0;
  for (const card of root.querySelectorAll("[data-embed][data-embed-player]:not([data-embed-loaded])")) {
    if (loadEmbedPlayer(card)) loaded++;
  }
  return loaded;
}

/** The card whose 'Vis indhold fra …' button a click hit, or null for any other click. */
export function embedCardOfClick(target: EventTarget | null): Element | null {
  const element = target as Element | null;
  if (typeof element?.closest !== "function") return null;
  const button = element.closest("[data-embed-load]");
  return button?.closest("[data-embed]") ?? null;
}

/**
 * Whether the document was served for the page now shown. Only then does its
 * Content-Security-Policy (made per render, ADR 0012) allow this page's players: after a
 * client-side navigation the document keeps the policy of the page it was loaded as.
 */
export function documentServedFor(
  location: Pick<Location, "pathname">,
  navigation: { name: string } | undefined,
): boolean {
  if (!navigation) return true;
  try {
    return new URL(navigation.name).pathname === location.pathname;
  } catch {
    return true;
  }
}

/** Where a click waits across the reload that brings this page's policy (session only). */
export const PENDING_PLAYER_KEY = "forsiden:embed-player";

/** The card of a player a click asked for before the page was loaded again, taken once. */
export function takePendingPlayerCard(root: ParentNode, storage: Pick<Storage, "getItem" | "removeItem">) {
  const player = storage.getItem(PENDING_PLAYER_KEY);
  if (!player) return null;
  storage.removeItem(PENDING_PLAYER_KEY);
  for (const card of root.querySelectorAll("[data-embed][data-embed-player]")) {
    if (card.getAttribute("data-embed-player") === player) return card;
  }
  return null;
}
