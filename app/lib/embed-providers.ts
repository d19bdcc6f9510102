/**
 * Issue 27: the services whose links become embeds, and where their oEmbed data and players live.
 * Pure data and URL parsing, shared by the body's parser, the server's oEmbed fetch, the reader's
 * card and the Content-Security-Policy (a page allows a provider's frame origin only when it
 * carries that provider's embed). Players are always iframes on the provider's own origin: no
 * provider script ever runs in our page.
 */
import type { MediaVariant } from "./media-variant";

export type EmbedProviderId =
  | "x"
  | "youtube"
  | "instagram"
  | "tiktok"
  | "facebook"
  | "vimeo"
  | "bluesky"
  | "spotify";

export type EmbedKind = "video" | "post" | "audio";

export interface EmbedProvider {
  id: EmbedProviderId;
  /** The service's name as readers know it: 'Vis indhold fra {name}'. */
  name: string;
  kind: EmbedKind;
  /** The only origin the provider's player is framed from (YouTube's without cookies). */
  frameOrigin: string;
  /** The oEmbed endpoint (hosts are mapped to local fakes in tests by OUTBOUND_HOST_OVERRIDES). */
  oembedEndpoint: string;
  /** Meta's endpoints need an app access token (META_OEMBED_ACCESS_TOKEN). */
  needsMetaToken?: boolean;
  /** Extra query parameters the endpoint takes (no tracking, no script). */
  oembedParams?: Record<string, string>;
  /** The player's aspect ratio when the provider does not say (width / height). */
  defaultAspectRatio: number;
}

export const EMBED_PROVIDERS: Record<EmbedProviderId, EmbedProvider> = {
  x: {
    id: "x",
    name: "X",
    kind: "post",
    frameOrigin: "https://platform.twitter.com",
    oembedEndpoint: "https://publish.twitter.com/oembed",
    oembedParams: { omit_script: "1", dnt: "true" },
    defaultAspectRatio: 550 / 560,
  },
  youtube: {
    id: "youtube",
    name: "YouTube",
    kind: "video",
    frameOrigin: "https://www.youtube-nocookie.com",
    oembedEndpoint: "https://www.youtube.com/oembed",
    oembedParams: { format: "json" },
    defaultAspectRatio: 16 / 9,
  },
  instagram: {
    id: "instagram",
    name: "Instagram",
    kind: "post",
    frameOrigin: "https://www.instagram.com",
    oembedEndpoint: "https://graph.facebook.com/v19.0/instagram_oembed",
    needsMetaToken: true,
    oembedParams: { omitscript: "true" },
    defaultAspectRatio: 4 / 5,
  },
  tiktok: {
    id: "tiktok",
    name: "TikTok",
    kind: "video",
    frameOrigin: "https://www.tiktok.com",
    oembedEndpoint: "https://www.tiktok.com/oembed",
    defaultAspectRatio: 9 / 16,
  },
  facebook: {
    id: "facebook",
    name: "Facebook",
    kind: "video",
    frameOrigin: "https://www.facebook.com",
    oembedEndpoint: "https://graph.facebook.com/v19.0/oembed_video",
    needsMetaToken: true,
    oembedParams: { omitscript: "true" },
    defaultAspectRatio: 16 / 9,
  },
  vimeo: {
    id: "vimeo",
    name: "Vimeo",
    kind: "video",
    frameOrigin: "https://player.vimeo.com",
    oembedEndpoint: "https://vimeo.com/api/oembed.json",
    oembedParams: { dnt: "1" },
    defaultAspectRatio: 16 / 9,
  },
  bluesky: {
    id: "bluesky",
    name: "Bluesky",
    kind: "post",
    frameOrigin: "https://embed.bsky.app",
    oembedEndpoint: "https://embed.bsky.app/oembed",
    defaultAspectRatio: 4 / 5,
  },
  spotify: {
    id: "spotify",
    name: "Spotify",
    kind: "audio",
    frameOrigin: "https://open.spotify.com",
    oembedEndpoint: "https://open.spotify.com/oembed",
    defaultAspectRatio: 16 / 5,
  },
};

export function isEmbedProviderId(value: unknown): value is EmbedProviderId {
  return typeof value === "string" && Object.hasOwn(EMBED_PROVIDERS, value);
}

/** A link recognised as an embed: which provider, and the provider's id for the item. */
export interface EmbedMatch {
  provider: EmbedProviderId;
  /** The URL as written (trimmed): the `embeds` row's key. */
  url: string;
  /** The item's id at the provider (a video id, a post id, 'track/…' for Spotify). */
  itemId: string;
}

const hostIs = (host: string, ...names: string[]) =>
  names.some(
    (name) => host === name || host === `www.${name}` || host === `m.${name}` || host === `mobile.${name}`,
  );

/** How many recent answers `matchEmbedUrl` keeps, and the longest link it keeps one for. */
const RECENT_MATCHES = 256;
const RECENT_MATCH_LENGTH = 2_048;
const recentMatches = new Map<string, Readonly<EmbedMatch> | null>();

/**
 * The provider and item of an embeddable link, or null (any other link stays a link). A page asks
 * for its few links several times per render (the body's parse, each card, the CSP's frame
 * origins) and parsing the URL is the cost, so the latest answers are kept (the function is pure).
 */
export function matchEmbedUrl(input: string): Readonly<EmbedMatch> | null {
  const known = recentMatches.get(input);
  if (known !== undefined) return known;
  const match = matchUrl(input);
  if (input.length <= RECENT_MATCH_LENGTH) {
    if (recentMatches.size >= RECENT_MATCHES)
      recentMatches.delete(recentMatches.keys().next().value as string);
    recentMatches.set(input, match && Object.freeze(match));
  }
  return match;
}

function matchUrl(input: string): EmbedMatch | null {
  const text = input.trim();
  if (!/^https:\/\/\S+$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  const hit = (provider: EmbedProviderId, itemId: string | undefined | null): EmbedMatch | null =>
    itemId ? { provider, url: text, itemId } : null;

  if (hostIs(host, "x.com", "twitter.com")) {
    return hit("x", /^\/[A-Za-z0-9_]{1,15}\/status(?:es)?\/(\d{1,20})\/?$/.exec(path)?.[1]);
  }
  if (hostIs(host, "youtube.com")) {
    if (path === "/watch") return hit("youtube", validYouTubeId(url.searchParams.get("v")));
    return hit("youtube", validYouTubeId(/^\/(?:shorts|embed|live)\/([^/]+)\/?$/.exec(path)?.[1]));
  }
  if (host === "youtu.be") return hit("youtube", validYouTubeId(/^\/([^/]+)\/?$/.exec(path)?.[1]));
  if (hostIs(host, "instagram.com")) {
    const m = /^\/(p|reel|tv)\/([A-Za-z0-9_-]{5,40})\/?$/.exec(path);
    return m ? hit("instagram", `${m[1]}/${m[2]}`) : null;
  }
  if (hostIs(host, "tiktok.com")) {
    return hit("tiktok", /^\/@[\w.-]{1,40}\/video\/(\d{5,25})\/?$/.exec(path)?.[1]);
  }
  if (hostIs(host, "facebook.com")) {
    const videos = /^\/[\w.-]{1,80}\/videos\/(?:[\w.-]+\/)?(\d{5,25})\/?$/.exec(path)?.[1];
    if (videos) return hit("facebook", videos);
    if (path === "/watch" || path === "/watch/")
      return hit("facebook", /^\d{5,25}$/.exec(url.searchParams.get("v") ?? "")?.[0]);
    return null;
  }
  if (host === "fb.watch") return hit("facebook", /^\/([A-Za-z0-9_-]{4,20})\/?$/.exec(path)?.[1]);
  if (hostIs(host, "vimeo.com")) return hit("vimeo", /^\/(\d{4,12})\/?$/.exec(path)?.[1]);
  if (host === "bsky.app") {
    const m = /^\/profile\/([\w.:-]{3,253})\/post\/([a-z0-9]{5,20})\/?$/.exec(path);
    return m ? hit("bluesky", `${m[1]}/${m[2]}`) : null;
  }
  if (host === "open.spotify.com") {
    const m = /^\/(?:intl-[a-z-]+\/)?(track|album|playlist|episode|show)\/([A-Za-z0-9]{10,40})\/?$/.exec(
      path,
    );
    return m ? hit("spotify", `${m[1]}/${m[2]}`) : null;
  }
  return null;
}

function validYouTubeId(id: string | null | undefined): string | null {
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** The oEmbed request for a match (null: the provider needs a token we do not have). */
export function oembedRequestUrl(
  match: EmbedMatch,
  options: { metaToken?: string | null } = {},
): string | null {
  const provider = EMBED_PROVIDERS[match.provider];
  if (provider.needsMetaToken && !options.metaToken) return null;
  const url = new URL(provider.oembedEndpoint);
  url.searchParams.set("url", match.url);
  for (const [key, value] of Object.entries(provider.oembedParams ?? {})) url.searchParams.set(key, value);
  if (provider.needsMetaToken && options.metaToken) url.searchParams.set("access_token", options.metaToken);
  return url.toString();
}

/**
 * The player's iframe address on the provider's frame origin. Bluesky's needs the post's AT URI,
 * which only its oEmbed answer gives (`blueskyAtUri`); null: no player (the card links out).
 */
export function playerUrl(match: EmbedMatch, extra: { blueskyAtUri?: string | null } = {}): string | null {
  const origin = EMBED_PROVIDERS[match.provider].frameOrigin;
  const id = match.itemId;
  switch (match.provider) {
    case "x":
      return `${origin}/embed/Tweet.html?id=${id}&dnt=true`;
    case "youtube":
      return `${origin}/embed/${id}`;
    case "instagram":
      return `${origin}/${id}/embed/`;
    case "tiktok":
      return `${origin}/embed/v2/${id}`;
    case "facebook":
      return `${origin}/plugins/video.php?href=${encodeURIComponent(match.url)}&show_text=false`;
    case "vimeo":
      return `${origin}/video/${id}?dnt=1`;
    case "spotify":
      return `${origin}/embed/${id}`;
    case "bluesky": {
      const at = /^at:\/\/(did:[a-z0-9]+:[A-Za-z0-9._:%-]+)\/app\.bsky\.feed\.post\/([a-z0-9]+)$/.exec(
        extra.blueskyAtUri ?? "",
      );
      return at ? `${origin}/embed/${at[1]}/app.bsky.feed.post/${at[2]}` : null;
    }
  }
}

/** Whether a stored player address really is on its provider's frame origin (never trust a row). */
export function isPlayerUrlOf(provider: EmbedProviderId, url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    return new URL(url).origin === EMBED_PROVIDERS[provider].frameOrigin;
  } catch {
    return false;
  }
}

/** What a reader's card shows for an embed (from the `embeds` row; the loader passes it on). */
export interface EmbedCardData {
  url: string;
  provider: EmbedProviderId;
  kind: EmbedKind;
  title: string | null;
  authorName: string | null;
  authorUrl: string | null;
  /** A social post's text. */
  text: string | null;
  /** Our stored copy of the thumbnail, with its responsive variants when the media row has them. */
  thumbnail: {
    url: string;
    width: number | null;
    height: number | null;
    variants: MediaVariant[] | null;
  } | null;
  playerUrl: string | null;
  aspectRatio: number;
  durationSeconds: number | null;
}

/** The frame origins a page needs for the embeds it carries (for its Content-Security-Policy). */
export function frameOriginsFor(cards: Iterable<Pick<EmbedCardData, "provider" | "playerUrl">>): string[] {
  const origins = new Set<string>();
  for (const card of cards) {
    if (isPlayerUrlOf(card.provider, card.playerUrl)) origins.add(EMBED_PROVIDERS[card.provider].frameOrigin);
  }
  return [...origins].sort();
}
