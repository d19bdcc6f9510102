import { and, eq, inArray, isNotNull } from "drizzle-orm";
import {
  EMBED_PROVIDERS,
  type EmbedCardData,
  type EmbedKind,
  isPlayerUrlOf,
  matchEmbedUrl,
} from "~/lib/embed-providers";
import type { Queryable } from "~/server/db/client.server";
import { embeds, media } from "~/server/db/schema";
import type { BodyImage, BodyMedia } from "./body-media";
import { bodyMediaUrls, parseArticleBody, safeImageSrc, safeLinkHref } from "./parse-article-body";

/** At most this many embeds and this many pictures of one body are looked up (the rest stay links and plain images). */
export const BODY_MEDIA_LIMIT = 20;

const EMBED_KINDS: readonly EmbedKind[] = ["video", "post", "audio"];

/** A stored aspect ratio within reason (a row is never trusted), else the provider's default. */
function aspectRatioOf(stored: number | null, fallback: number): number {
  return stored !== null && Number.isFinite(stored) && stored >= 0.25 && stored <= 5 ? stored : fallback;
}

const trimmed = (value: string | null) => value?.trim() || null;

const embedColumns = {
  url: embeds.url,
  provider: embeds.provider,
  kind: embeds.kind,
  title: embeds.title,
  authorName: embeds.authorName,
  authorUrl: embeds.authorUrl,
  text: embeds.text,
  thumbnailUrl: embeds.thumbnailUrl,
  playerUrl: embeds.playerUrl,
  aspectRatio: embeds.aspectRatio,
  durationSeconds: embeds.durationSeconds,
  // The thumbnail's copy in our library (part of the image pipeline): its responsive variants.
  thumbnailWidth: media.width,
  thumbnailHeight: media.height,
  thumbnailVariants: media.variants,
};

function selectEmbeds(db: Queryable, urls: string[]) {
  return db
    .select(embedColumns)
    .from(embeds)
    .leftJoin(media, eq(media.url, embeds.thumbnailUrl))
    .where(and(inArray(embeds.url, urls), isNotNull(embeds.fetchedAt)));
}

type EmbedRow = Awaited<ReturnType<typeof selectEmbeds>>[number];

/** The reader's card of a stored oEmbed answer, or null for a row that does not fit its URL. */
function embedCard(row: EmbedRow): EmbedCardData | null {
  // The provider comes from the URL itself: a row claiming another one is ignored.
  const match = matchEmbedUrl(row.url);
  if (!match || match.provider !== row.provider) return null;
  const provider = EMBED_PROVIDERS[match.provider];
  const thumbnailUrl = row.thumbnailUrl ? safeImageSrc(row.thumbnailUrl) : null;
  return {
    url: row.url,
    provider: provider.id,
    kind: (EMBED_KINDS as readonly string[]).includes(row.kind) ? (row.kind as EmbedKind) : provider.kind,
    title: trimmed(row.title),
    authorName: trimmed(row.authorName),
    authorUrl: row.authorUrl && safeLinkHref(row.authorUrl) ? row.authorUrl : null,
    text: trimmed(row.text),
    thumbnail: thumbnailUrl
      ? {
          url: thumbnailUrl,
          width: row.thumbnailWidth,
          height: row.thumbnailHeight,
          variants: row.thumbnailVariants,
        }
      : null,
    // Only a player on the provider's own frame origin is ever framed; otherwise the card links out.
    playerUrl: isPlayerUrlOf(provider.id, row.playerUrl) ? row.playerUrl : null,
    aspectRatio: aspectRatioOf(row.aspectRatio, provider.defaultAspectRatio),
    durationSeconds: row.durationSeconds !== null && row.durationSeconds > 0 ? row.durationSeconds : null,
  };
}

/**
 * Issue 27: the stored data for the body's embeds and pictures, for the reader's page: one query
 * on `embeds` (fetched ones only: a URL never fetched stays a plain link), with the thumbnails'
 * variants joined from `media`, and one on `media` for the pictures, both by their unique URL
 * index. No query for a body without either. Keys are the addresses as the body has them, in the
 * body's order.
 */
export async function loadBodyMedia(db: Queryable, content: string | null | undefined): Promise<BodyMedia> {
  const { embedUrls, imageUrls } = bodyMediaUrls(parseArticleBody(content));
  const embedKeys = embedUrls.slice(0, BODY_MEDIA_LIMIT);
  const imageKeys = imageUrls.slice(0, BODY_MEDIA_LIMIT);
  const [embedRows, imageRows] = await Promise.all([
    embedKeys.length === 0 ? [] : selectEmbeds(db, embedKeys),
    imageKeys.length === 0
      ? []
      : db
          .select({
            url: media.url,
            width: media.width,
            height: media.height,
            variants: media.variants,
            alt: media.alt,
            credit: media.credit,
            focalX: media.focalX,
            focalY: media.focalY,
          })
          .from(media)
          .where(inArray(media.url, imageKeys)),
  ]);

  const cards = new Map<string, EmbedCardData>();
  for (const row of embedRows) {
    const card = embedCard(row);
    if (card) cards.set(card.url, card);
  }
  const pictures = new Map<string, BodyImage>();
  for (const row of imageRows) {
    pictures.set(row.url, {
      url: row.url,
      width: row.width,
      height: row.height,
      variants: row.variants,
      alt: trimmed(row.alt),
      credit: trimmed(row.credit),
      focal: row.focalX !== null && row.focalY !== null ? { x: row.focalX, y: row.focalY } : null,
    });
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
