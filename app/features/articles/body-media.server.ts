import { sql } from "drizzle-orm";
import { lookedUpBodyMedia, safeImageSrc, safeLinkHref } from "~/lib/article-body";
import {
  EMBED_PROVIDERS,
  type EmbedCardData,
  type EmbedKind,
  isPlayerUrlOf,
  matchEmbedUrl,
} from "~/lib/embed-providers";
import { executeRows, type Queryable } from "~/server/db/client.server";
import type { MediaVariant } from "~/server/db/schema";
import { textArrayLiteral } from "~/server/db/text-array";
import type { BodyImage, BodyMedia } from "./body-media";

const EMBED_KINDS: readonly EmbedKind[] = ["video", "post", "audio"];

/** A stored aspect ratio within reason (a row is never trusted), else the provider's default. */
function aspectRatioOf(stored: number | null, fallback: number): number {
  return stored !== null && Number.isFinite(stored) && stored >= 0.25 && stored <= 5 ? stored : fallback;
}

const trimmed = (value: string | null) => value?.trim() || null;

/** One row per address of the body: its stored embed (if fetched) and the media row it shows. */
export interface BodyMediaRow {
  url: string;
  provider: string | null;
  kind: string | null;
  title: string | null;
  author_name: string | null;
  author_url: string | null;
  text: string | null;
  thumbnail_url: string | null;
  player_url: string | null;
  aspect_ratio: number | null;
  duration_seconds: number | null;
  // The picture's row, or the embed's thumbnail's copy in our library (its responsive variants).
  media_url: string | null;
  width: number | null;
  height: number | null;
  variants: MediaVariant[] | null;
  alt: string | null;
  credit: string | null;
  focal_x: number | null;
  focal_y: number | null;
}

/**
 * The rows for these addresses, from the database's one definition of them
 * (`forsiden_body_media_rows`, migration 0020): an embed's row by its URL (fetched ones only) and
 * a media row by the embed's thumbnail or by the picture's own address, through their unique URL
 * indexes, one row per address in order. Asked only when the article's row did not bring them.
 */
async function selectBodyMedia(db: Queryable, urls: string[]): Promise<BodyMediaRow[]> {
  const [row] = await executeRows<{ rows: BodyMediaRow[] }>(
    db,
    sql`SELECT forsiden_body_media_rows(${textArrayLiteral(urls)}::text[]) AS rows`,
  );
  return row?.rows ?? [];
}

/** The stored rows answer for exactly these addresses, in this order (else the body changed without them). */
function rowsAnswer(rows: readonly BodyMediaRow[], keys: readonly string[]): boolean {
  return rows.length === keys.length && rows.every((row, index) => row.url === keys[index]);
}

type EmbedRow = BodyMediaRow & { provider: string; kind: string };

/** The reader's card of a stored oEmbed answer, or null for a row that does not fit its URL. */
function embedCard(row: EmbedRow): EmbedCardData | null {
  // The provider comes from the URL itself: a row claiming another one is ignored.
  const match = matchEmbedUrl(row.url);
  if (!match || match.provider !== row.provider) return null;
  const provider = EMBED_PROVIDERS[match.provider];
  const thumbnailUrl = row.thumbnail_url ? safeImageSrc(row.thumbnail_url) : null;
  return {
    url: row.url,
    provider: provider.id,
    kind: (EMBED_KINDS as readonly string[]).includes(row.kind) ? (row.kind as EmbedKind) : provider.kind,
    title: trimmed(row.title),
    authorName: trimmed(row.author_name),
    authorUrl: row.author_url && safeLinkHref(row.author_url) ? row.author_url : null,
    text: trimmed(row.text),
    thumbnail: thumbnailUrl
      ? {
          url: thumbnailUrl,
          // The library's copy only when it is the thumbnail's (the join matched it).
          width: row.media_url === row.thumbnail_url ? row.width : null,
          height: row.media_url === row.thumbnail_url ? row.height : null,
          variants: row.media_url === row.thumbnail_url ? row.variants : null,
        }
      : null,
    // Only a player on the provider's own frame origin is ever framed; otherwise the card links out.
    playerUrl: isPlayerUrlOf(provider.id, row.player_url) ? row.player_url : null,
    aspectRatio: aspectRatioOf(row.aspect_ratio, provider.defaultAspectRatio),
    durationSeconds: row.duration_seconds !== null && row.duration_seconds > 0 ? row.duration_seconds : null,
  };
}

/**
 * Issue 27: the stored data for the body's embeds and pictures, for the reader's page: the rows
 * the article's read brought (`storedRows`, ADR 0032) when their addresses are the body's, else
 * one statement (`selectBodyMedia`). Fetched embeds only (a URL never fetched stays a plain link),
 * with the thumbnails' variants, and the pictures' media rows. No query for a body without either.
 * Keys are the addresses as the body has them, in the body's order.
 */
export async function loadBodyMedia(
  db: Queryable,
  content: string | null | undefined,
  storedRows?: readonly BodyMediaRow[] | null,
): Promise<BodyMedia> {
  const { embedKeys, imageKeys } = lookedUpBodyMedia(content);
  const keys = [...embedKeys, ...imageKeys];
  const rows =
    storedRows && rowsAnswer(storedRows, keys)
      ? storedRows
      : keys.length === 0
        ? []
        : await selectBodyMedia(db, keys);

  const isEmbed = new Set(embedKeys);
  const cards = new Map<string, EmbedCardData>();
  const pictures = new Map<string, BodyImage>();
  for (const row of rows) {
    if (isEmbed.has(row.url) && row.provider !== null && row.kind !== null) {
      const card = embedCard(row as EmbedRow);
      if (card) cards.set(card.url, card);
    } else if (row.media_url === row.url && row.width !== null && row.height !== null) {
      pictures.set(row.url, {
        url: row.url,
        width: row.width,
        height: row.height,
        variants: row.variants ?? [],
        alt: trimmed(row.alt),
        credit: trimmed(row.credit),
        focal: row.focal_x !== null && row.focal_y !== null ? { x: row.focal_x, y: row.focal_y } : null,
      });
    }
  }

  const result: BodyMedia = { embeds: {}, images: {} };
  for (const url of embedKeys) {
    const card = cards.get(url);
    if (card) result.embeds[url] = card;
  }
  for (const url of imageKeys) {
    const picture = pictures.get(url);
    if (picture) result.images[url] = picture;
  }
  return result;
}
