/**
 * Issue 27: one provider's oEmbed answer for an embeddable link, fetched through the SSRF-safe
 * fetch and reduced to plain data. Provider HTML is never stored or rendered: from `html` we keep
 * only a social post's text (as plain text) and Bluesky's AT URI (its player needs it).
 */
import { parseHTML } from "linkedom";
import { z } from "zod";
import { EMBED_PROVIDERS, type EmbedMatch, oembedRequestUrl, playerUrl } from "~/lib/embed-providers";
import { safeFetch } from "~/server/safe-fetch.server";

/** An oEmbed answer is a few KB; anything near this is not one. */
export const OEMBED_MAX_BYTES = 256 * 1024;
export const OEMBED_TIMEOUT_MS = 5_000;
/** Readers get a card, not the whole thread: a post's text is cut here. */
export const POST_TEXT_MAX_CHARS = 600;
const TITLE_MAX_CHARS = 300;
const AUTHOR_MAX_CHARS = 200;

export const OEMBED_ERRORS = {
  noToken: "Instagram og Facebook kræver META_OEMBED_ACCESS_TOKEN.",
  notJson: "Tjenesten svarede ikke med oEmbed-JSON.",
  invalid: "Tjenestens oEmbed-svar kunne ikke læses.",
} as const;

export class OEmbedError extends Error {
  override name = "OEmbedError";
}

/** What we keep of an oEmbed answer (all plain text and checked addresses). */
export interface OEmbedData {
  title: string | null;
  authorName: string | null;
  authorUrl: string | null;
  /** A social post's text. */
  text: string | null;
  /** The provider's thumbnail address (copied into our storage by the caller). */
  thumbnailUrl: string | null;
  playerUrl: string | null;
  aspectRatio: number;
  durationSeconds: number | null;
}

// Providers send numbers as strings now and then ("100%" for a fluid player): both are accepted,
// only real positive numbers are used.
const dimension = z.union([z.number(), z.string()]).nullish();
const text = z.string().nullish();

const oembedSchema = z.object({
  type: z.string(),
  version: z.union([z.string(), z.number()]).nullish(),
  title: text,
  author_name: text,
  author_url: text,
  provider_name: text,
  thumbnail_url: text,
  thumbnail_width: dimension,
  thumbnail_height: dimension,
  width: dimension,
  height: dimension,
  html: text,
  // Vimeo's length in seconds.
  duration: dimension,
});

type OEmbedJson = z.infer<typeof oembedSchema>;

function positive(value: number | string | null | undefined): number | null {
  const n =
    typeof value === "string" ? (/^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : null;
}

/** An http(s) address, or null (a `javascript:` author link never reaches a card). */
function httpUrl(value: string | null | undefined, httpsOnly = false): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "https:" && (httpsOnly || url.protocol !== "http:")) return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

function cut(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max
    ? value
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/**
 * Plain text of an HTML fragment: tags dropped (scripts and styles with their content), entities
 * decoded, whitespace collapsed; null when nothing is left.
 */
export function plainText(html: string | null | undefined, max: number): string | null {
  if (!html) return null;
  const { document } = parseHTML(`<!doctype html><html><body><div id="x">${html}</div></body></html>`);
  const root = document.getElementById("x");
  if (!root) return null;
  return textOf(root, max);
}

function textOf(node: Element, max: number): string | null {
  for (const el of node.querySelectorAll("script, style, noscript, iframe, template")) el.remove();
  for (const br of node.querySelectorAll("br")) br.replaceWith(" ");
  const value = (node.textContent ?? "").replace(/\s+/g, " ").trim();
  return value ? cut(value, max) : null;
}

/**
 * The post's own words from a provider's blockquote: its paragraphs, leaving out ones that are
 * only a link (Instagram's 'A post shared by …', TikTok's sound credit) and the byline after it.
 */
export function postTextFromHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const quote = document.querySelector("blockquote");
  if (!quote) return null;
  const parts: string[] = [];
  for (const p of quote.querySelectorAll("p")) {
    const links = p.querySelectorAll("a");
    const linkText = [...links].map((a) => a.textContent ?? "").join("");
    const own = (p.textContent ?? "").replace(/\s+/g, "");
    if (links.length > 0 && linkText.replace(/\s+/g, "") === own) continue;
    const value = textOf(p, POST_TEXT_MAX_CHARS);
    if (value) parts.push(value);
  }
  return parts.length ? cut(parts.join(" "), POST_TEXT_MAX_CHARS) : null;
}

/** Bluesky's `data-bluesky-uri` (the post's AT URI), which its player address is made from. */
export function blueskyAtUri(html: string | null | undefined): string | null {
  if (!html) return null;
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const uri = document.querySelector("blockquote[data-bluesky-uri]")?.getAttribute("data-bluesky-uri");
  return uri && /^at:\/\/[\w.:%-]+\/app\.bsky\.feed\.post\/[a-z0-9]+$/.test(uri) ? uri : null;
}

/** The answer reduced to what a card needs; throws OEmbedError when it is not usable. */
export function readOEmbed(match: EmbedMatch, json: unknown): OEmbedData {
  const parsed = oembedSchema.safeParse(json);
  if (!parsed.success) throw new OEmbedError(OEMBED_ERRORS.invalid);
  const answer: OEmbedJson = parsed.data;
  const provider = EMBED_PROVIDERS[match.provider];
  const width = positive(answer.width);
  const height = positive(answer.height);
  const ratio = width && height ? width / height : provider.defaultAspectRatio;
  // A player is never narrower than 1:4 or wider than 4:1 (a broken answer must not break the page).
  const aspectRatio = Math.min(4, Math.max(0.25, ratio));
  const duration = positive(answer.duration);
  const isPost = /<blockquote[\s>]/i.test(answer.html ?? "");
  return {
    title: plainText(answer.title, TITLE_MAX_CHARS),
    authorName: plainText(answer.author_name, AUTHOR_MAX_CHARS),
    authorUrl: httpUrl(answer.author_url),
    // Instagram's blockquote holds only 'A post shared by …': its caption is the title.
    text: isPost
      ? (postTextFromHtml(answer.html) ??
        (match.provider === "instagram" ? plainText(answer.title, POST_TEXT_MAX_CHARS) : null))
      : null,
    thumbnailUrl: httpUrl(answer.thumbnail_url),
    playerUrl: playerUrl(match, {
      blueskyAtUri: match.provider === "bluesky" ? blueskyAtUri(answer.html) : null,
    }),
    aspectRatio,
    durationSeconds: duration ? Math.round(duration) : null,
  };
}

export interface FetchOEmbedOptions {
  metaToken?: string | null;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Tests: OUTBOUND_HOST_OVERRIDES as a map instead of the environment's. */
  overrides?: ReadonlyMap<string, URL>;
}

/**
 * GET the provider's oEmbed endpoint for a match (JSON only, 256 KB, 5 s). Throws OEmbedError (no
 * token for Meta, not JSON, unreadable) or SafeFetchError (network, status, size, time).
 */
export async function fetchOEmbed(match: EmbedMatch, options: FetchOEmbedOptions = {}): Promise<OEmbedData> {
  const requestUrl = oembedRequestUrl(match, { metaToken: options.metaToken });
  if (!requestUrl) throw new OEmbedError(OEMBED_ERRORS.noToken);
  const response = await safeFetch(requestUrl, {
    accept: "application/json",
    maxBytes: OEMBED_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? OEMBED_TIMEOUT_MS,
    signal: options.signal,
    overrides: options.overrides,
  });
  if (!/[/+]json\b/i.test(response.contentType)) throw new OEmbedError(OEMBED_ERRORS.notJson);
  let json: unknown;
  try {
    json = JSON.parse(response.body.toString("utf8"));
  } catch {
    throw new OEmbedError(OEMBED_ERRORS.notJson);
  }
  return readOEmbed(match, json);
}
