/**
 * Issue 27: the `embeds` rows. An embed line's oEmbed data is fetched when an article is saved
 * (never on a reader's request) and by the 'indlejringer-opdatering' job, its thumbnail copied into
 * our storage through the image pipeline (a media row with source 'embed', kept out of the image
 * pickers), and the reader's card is made from the stored row only.
 *
 * Network first, then one transaction for the row writes. A failed fetch never spoils a good row:
 * it counts the failure, notes the error and backs off, and the card keeps showing what we had.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import {
  EMBED_PROVIDERS,
  type EmbedCardData,
  type EmbedMatch,
  isEmbedProviderId,
  isPlayerUrlOf,
  matchEmbedUrl,
} from "~/lib/embed-providers";
import type { Queryable } from "~/server/db/client.server";
import { embeds, type MediaVariant, media } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { MAX_IMAGE_BYTES, mediaFileColumns, processImage, storeProcessedImage } from "~/server/images.server";
import { logger } from "~/server/logger.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { SafeFetchError, safeFetch } from "~/server/safe-fetch.server";
import { ARTICLE_IMAGES_BUCKET, type ObjectStorage } from "~/server/storage.server";
import { fetchOEmbed, OEMBED_ERRORS, OEMBED_TIMEOUT_MS, OEmbedError } from "./oembed.server";

type Storage = Pick<ObjectStorage, "put" | "delete">;
type EmbedRow = typeof embeds.$inferSelect;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A good row is fetched again after a week (titles, thumbnails and deleted posts change). */
export const EMBED_REFRESH_MS = 7 * DAY;
/** The most embeds one body gets fetched for, and how many at a time. */
export const MAX_EMBEDS_PER_BODY = 20;
const BODY_CONCURRENCY = 3;
const THUMBNAIL_TIMEOUT_MS = 5_000;
const NOT_EMBEDDABLE = "Adressen kan ikke længere indlejres.";

/** After the n-th failure in a row: 1 h, 2 h, 4 h … at most a week. */
export function embedBackoffMs(failures: number): number {
  return Math.min(EMBED_REFRESH_MS, HOUR * 2 ** Math.max(0, failures - 1));
}

/**
 * The embeddable links of a body: blocks (separated by blank lines, a fact box's fence lines
 * count as one) that are one line holding only a recognised URL, each URL once, at most
 * MAX_EMBEDS_PER_BODY, in body order. The article page's parser reads the same lines; a caller
 * that has it passes its URLs to resolveEmbedUrls instead.
 */
export function embedLinesInBody(content: string): EmbedMatch[] {
  const text = content.replace(/\r\n?/g, "\n").replace(/^[ \t]*:::.*$/gm, "");
  return embedMatches(text.split(/\n[ \t]*\n/).filter((block) => !block.trim().includes("\n")));
}

/** The recognised embed URLs among `urls` (trimmed), each once, at most MAX_EMBEDS_PER_BODY. */
function embedMatches(urls: Iterable<string>): EmbedMatch[] {
  const found = new Map<string, EmbedMatch>();
  for (const url of urls) {
    const match = matchEmbedUrl(url);
    if (match && !found.has(match.url)) found.set(match.url, match);
    if (found.size >= MAX_EMBEDS_PER_BODY) break;
  }
  return [...found.values()];
}

interface Thumbnail {
  url: string;
  width: number | null;
  height: number | null;
  variants: MediaVariant[] | null;
}

/** The reader's card of a row that has been fetched (null: never fetched, or not ours to show). */
export function embedCardOf(row: EmbedRow, thumbnail: Thumbnail | null): EmbedCardData | null {
  if (!row.fetchedAt || !isEmbedProviderId(row.provider)) return null;
  const provider = EMBED_PROVIDERS[row.provider];
  return {
    url: row.url,
    provider: provider.id,
    kind: provider.kind,
    title: row.title,
    authorName: row.authorName,
    authorUrl: row.authorUrl,
    text: row.text,
    thumbnail,
    // Never trust a row: a player is only ever framed from its provider's origin.
    playerUrl: isPlayerUrlOf(provider.id, row.playerUrl) ? row.playerUrl : null,
    aspectRatio: row.aspectRatio && row.aspectRatio > 0 ? row.aspectRatio : provider.defaultAspectRatio,
    durationSeconds: row.durationSeconds,
  };
}

async function thumbnailOf(db: Queryable, url: string | null): Promise<Thumbnail | null> {
  if (!url) return null;
  const [row] = await db
    .select({ url: media.url, width: media.width, height: media.height, variants: media.variants })
    .from(media)
    .where(eq(media.url, url));
  return row ?? { url, width: null, height: null, variants: null };
}

async function cardOfRow(db: Queryable, row: EmbedRow): Promise<EmbedCardData | null> {
  if (!row.fetchedAt) return null;
  return embedCardOf(row, await thumbnailOf(db, row.thumbnailUrl));
}

/** The stored cards of some URLs (fetched rows only), by URL. */
export async function loadEmbedCards(
  db: Queryable,
  urls: readonly string[],
): Promise<Record<string, EmbedCardData>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return {};
  const rows = await db.select().from(embeds).where(inArray(embeds.url, wanted));
  const cards: Record<string, EmbedCardData> = {};
  for (const row of rows) {
    const card = await cardOfRow(db, row);
    if (card) cards[row.url] = card;
  }
  return cards;
}

function errorText(err: unknown): string {
  if (err instanceof SafeFetchError || err instanceof OEmbedError) return err.message;
  return OEMBED_ERRORS.invalid;
}

const sha = (value: string | Buffer) => createHash("sha256").update(value).digest("hex").slice(0, 16);

/** The object name of an embed's thumbnail: per embed and per picture, so a refresh finds it again. */
export function embedThumbnailBaseName(embedUrl: string, bytes: Buffer): string {
  return `embed-${sha(embedUrl)}-${sha(bytes)}`;
}

const fileNameOf = (url: string) => url.split("/").pop() ?? "";

interface NewThumbnail {
  media: typeof media.$inferInsert;
  files: string[];
  thumbnail: Thumbnail;
}

/**
 * Copies the provider's thumbnail into our storage (WebP variants only: a save waits for it, and
 * AVIF encoding would double that wait). The same picture as the row already has is not stored
 * again. Null when there is none or it cannot be fetched (the card then goes without it).
 */
async function copyThumbnail(
  storage: Storage,
  match: EmbedMatch,
  sourceUrl: string,
  credit: string,
  title: string | null,
  existing: EmbedRow | null,
): Promise<NewThumbnail | "same" | null> {
  let bytes: Buffer;
  try {
    const response = await safeFetch(sourceUrl, {
      accept: "image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.5",
      maxBytes: MAX_IMAGE_BYTES,
      timeoutMs: THUMBNAIL_TIMEOUT_MS,
    });
    bytes = response.body;
  } catch (err) {
    logger.warn({ err, url: match.url }, "embed thumbnail could not be fetched");
    return null;
  }
  const baseName = embedThumbnailBaseName(match.url, bytes);
  if (existing?.thumbnailUrl && fileNameOf(existing.thumbnailUrl).startsWith(`${baseName}.`)) return "same";
  try {
    const processed = await processImage(bytes, { avif: false });
    const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
    const provider = EMBED_PROVIDERS[match.provider];
    return {
      files: [`${baseName}.${processed.ext}`, ...stored.variants.map((v) => fileNameOf(v.url))],
      thumbnail: {
        url: stored.url,
        width: processed.width,
        height: processed.height,
        variants: stored.variants,
      },
      media: {
        ...mediaFileColumns(stored, processed),
        title: title ? title.slice(0, 200) : `${provider.name}-indhold`,
        alt: title ? title.slice(0, 300) : null,
        source: "embed",
        // Shown only under the provider's embed terms, always with its credit.
        rights: "fri",
        credit,
        photographer: credit,
      },
    };
  } catch (err) {
    logger.warn({ err, url: match.url }, "embed thumbnail is not a usable image");
    return null;
  }
}

async function deleteFiles(storage: Storage, names: readonly string[]) {
  await Promise.allSettled(names.filter(Boolean).map((name) => storage.delete(ARTICLE_IMAGES_BUCKET, name)));
}

interface Outcome {
  card: EmbedCardData | null;
  /** What readers see changed (a new card, or different data): their pages are stale. */
  changed: boolean;
  failed: boolean;
}

async function recordFailure(
  db: Queryable,
  match: EmbedMatch,
  existing: EmbedRow | null,
  message: string,
  now: Date,
): Promise<Outcome> {
  const failures = (existing?.failures ?? 0) + 1;
  const refreshAfter = new Date(now.getTime() + embedBackoffMs(failures));
  // Only the bookkeeping: an older good row keeps its data and its card.
  await db
    .insert(embeds)
    .values({
      url: match.url,
      provider: match.provider,
      kind: EMBED_PROVIDERS[match.provider].kind,
      failures,
      lastError: message,
      refreshAfter,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: embeds.url,
      set: { failures, lastError: message, refreshAfter, updatedAt: now },
    });
  return { card: existing ? await cardOfRow(db, existing) : null, changed: false, failed: true };
}

const VISIBLE = [
  "title",
  "authorName",
  "authorUrl",
  "text",
  "thumbnailUrl",
  "playerUrl",
  "aspectRatio",
  "durationSeconds",
] as const;

/** Fetches one embed and stores it (see the module comment). */
async function fetchAndStore(
  db: Queryable,
  storage: Storage,
  match: EmbedMatch,
  existing: EmbedRow | null,
  now: Date,
  timeoutMs: number,
): Promise<Outcome> {
  const provider = EMBED_PROVIDERS[match.provider];
  const metaToken = getEnv().META_OEMBED_ACCESS_TOKEN ?? null;
  if (provider.needsMetaToken && !metaToken) {
    // Not a failure of the provider: without the token the line is a link. A row from when there
    // was one is kept and looked at again in a week.
    if (existing) {
      await db
        .update(embeds)
        .set({ refreshAfter: new Date(now.getTime() + EMBED_REFRESH_MS), updatedAt: now })
        .where(eq(embeds.url, match.url));
      return { card: await cardOfRow(db, existing), changed: false, failed: false };
    }
    return { card: null, changed: false, failed: false };
  }

  let data: Awaited<ReturnType<typeof fetchOEmbed>>;
  try {
    data = await fetchOEmbed(match, { metaToken, timeoutMs });
  } catch (err) {
    logger.warn({ err, url: match.url }, "oEmbed fetch failed");
    return recordFailure(db, match, existing, errorText(err), now);
  }

  const credit = (data.authorName ? `${data.authorName} via ${provider.name}` : provider.name).slice(0, 300);
  const copied = data.thumbnailUrl
    ? await copyThumbnail(storage, match, data.thumbnailUrl, credit, data.title, existing)
    : null;
  // A thumbnail that could not be fetched this time keeps the one we have.
  const keepOld = copied === "same" || (copied === null && data.thumbnailUrl !== null);
  const thumbnailUrl =
    copied && copied !== "same" ? copied.thumbnail.url : keepOld ? (existing?.thumbnailUrl ?? null) : null;
  const oldThumbnail =
    existing?.thumbnailUrl && existing.thumbnailUrl !== thumbnailUrl ? existing.thumbnailUrl : null;

  const values = {
    url: match.url,
    provider: match.provider,
    kind: provider.kind,
    title: data.title,
    authorName: data.authorName,
    authorUrl: data.authorUrl,
    text: data.text,
    thumbnailUrl,
    playerUrl: data.playerUrl,
    aspectRatio: data.aspectRatio,
    durationSeconds: data.durationSeconds,
    fetchedAt: now,
    refreshAfter: new Date(now.getTime() + EMBED_REFRESH_MS),
    failures: 0,
    lastError: null,
    updatedAt: now,
  };
  let removedFiles: string[] = [];
  try {
    const row = await db.transaction(async (tx) => {
      if (copied && copied !== "same") await tx.insert(media).values(copied.media).onConflictDoNothing();
      const [saved] = await tx
        .insert(embeds)
        .values({ ...values, createdAt: now })
        .onConflictDoUpdate({ target: embeds.url, set: values })
        .returning();
      if (oldThumbnail) {
        // The picture the card no longer shows goes, with its files after the commit.
        const [gone] = await tx
          .delete(media)
          .where(and(eq(media.url, oldThumbnail), eq(media.source, "embed")))
          .returning({ storageKey: media.storageKey, variants: media.variants });
        if (gone) {
          removedFiles = [fileNameOf(gone.storageKey), ...gone.variants.map((v) => fileNameOf(v.url))];
        }
      }
      return saved;
    });
    if (removedFiles.length) await deleteFiles(storage, removedFiles);
    const changed = !existing?.fetchedAt || VISIBLE.some((key) => existing[key] !== row[key]);
    const thumbnail =
      copied && copied !== "same" ? copied.thumbnail : await thumbnailOf(db, row.thumbnailUrl);
    return { card: embedCardOf(row, thumbnail), changed, failed: false };
  } catch (err) {
    if (copied && copied !== "same") await deleteFiles(storage, copied.files);
    throw err;
  }
}

async function existingRow(db: Queryable, url: string): Promise<EmbedRow | null> {
  const [row] = await db.select().from(embeds).where(eq(embeds.url, url));
  return row ?? null;
}

export interface ResolveEmbedOptions {
  now?: Date;
  /** Fetch again even when the stored row is fresh (or backing off after a failure). */
  force?: boolean;
  /** The oEmbed request's time limit (default 5 s). */
  timeoutMs?: number;
}

/**
 * The card of an embeddable URL: the stored row when it is fresh, else fetched and stored now.
 * Null for a URL that is no embed, a Meta link without the token, or one that never fetched.
 */
export async function resolveEmbed(
  db: Queryable,
  storage: Storage,
  url: string,
  options: ResolveEmbedOptions = {},
): Promise<EmbedCardData | null> {
  const match = matchEmbedUrl(url);
  if (!match) return null;
  const now = options.now ?? new Date();
  const existing = await existingRow(db, match.url);
  if (existing && !options.force && existing.refreshAfter > now) return cardOfRow(db, existing);
  const outcome = await fetchAndStore(
    db,
    storage,
    match,
    existing,
    now,
    options.timeoutMs ?? OEMBED_TIMEOUT_MS,
  );
  return outcome.card;
}

export interface BodyEmbedsSummary {
  /** Embed lines in the body (at most MAX_EMBEDS_PER_BODY). */
  lines: number;
  /** Missing or stale ones that were fetched. */
  fetched: number;
  /** Ones whose card is new or changed (the article's page is stale). */
  changed: number;
  failed: number;
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/**
 * Fetches the missing or stale embeds of an article body, 3 at a time. Never throws: a failure is
 * recorded on its row and logged, and the line stays a link until a fetch succeeds.
 */
export function resolveEmbedsInBody(
  db: Queryable,
  storage: Storage,
  content: string,
  options: { now?: Date; timeoutMs?: number } = {},
): Promise<BodyEmbedsSummary> {
  return resolveMatches(db, storage, embedLinesInBody(content), options);
}

/** resolveEmbedsInBody for the embed URLs a body parser found (at most MAX_EMBEDS_PER_BODY). */
export function resolveEmbedUrls(
  db: Queryable,
  storage: Storage,
  urls: Iterable<string>,
  options: { now?: Date; timeoutMs?: number } = {},
): Promise<BodyEmbedsSummary> {
  return resolveMatches(db, storage, embedMatches(urls), options);
}

async function resolveMatches(
  db: Queryable,
  storage: Storage,
  matches: EmbedMatch[],
  options: { now?: Date; timeoutMs?: number },
): Promise<BodyEmbedsSummary> {
  const now = options.now ?? new Date();
  const summary: BodyEmbedsSummary = { lines: matches.length, fetched: 0, changed: 0, failed: 0 };
  if (matches.length === 0) return summary;
  let rows: EmbedRow[];
  try {
    rows = await db
      .select()
      .from(embeds)
      .where(
        inArray(
          embeds.url,
          matches.map((m) => m.url),
        ),
      );
  } catch (err) {
    logger.error({ err }, "embeds of an article body could not be read");
    summary.failed = matches.length;
    return summary;
  }
  const byUrl = new Map(rows.map((r) => [r.url, r]));
  const due = matches.filter((m) => {
    const row = byUrl.get(m.url);
    return !row || row.refreshAfter <= now;
  });
  await eachLimited(due, BODY_CONCURRENCY, async (match) => {
    try {
      const outcome = await fetchAndStore(
        db,
        storage,
        match,
        byUrl.get(match.url) ?? null,
        now,
        options.timeoutMs ?? OEMBED_TIMEOUT_MS,
      );
      summary.fetched++;
      if (outcome.changed) summary.changed++;
      if (outcome.failed) summary.failed++;
    } catch (err) {
      summary.failed++;
      logger.error({ err, url: match.url }, "an embed of an article body could not be stored");
    }
  });
  return summary;
}

export interface RefreshSummary {
  due: number;
  refreshed: number;
  changed: number;
  failed: number;
}

/**
 * The job 'indlejringer-opdatering': rows whose refresh time has come, oldest first, fetched
 * again (embeds_refresh_after_idx). A changed card makes the cached pages stale: which articles
 * carry a URL is not indexed, so every page is refreshed in the background (ADR 0011).
 */
export async function refreshDueEmbeds(
  db: Queryable,
  storage: Storage,
  options: { now?: Date; limit?: number; timeoutMs?: number } = {},
): Promise<RefreshSummary> {
  const now = options.now ?? new Date();
  const rows = await db
    .select()
    .from(embeds)
    .where(lte(embeds.refreshAfter, now))
    .orderBy(asc(embeds.refreshAfter))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 500));
  const summary: RefreshSummary = { due: rows.length, refreshed: 0, changed: 0, failed: 0 };
  await eachLimited(rows, BODY_CONCURRENCY, async (row) => {
    const match = matchEmbedUrl(row.url);
    try {
      if (!match || !isEmbedProviderId(row.provider) || match.provider !== row.provider) {
        // Kept as it is (a card once shown stays), only looked at again much later.
        await db
          .update(embeds)
          .set({
            failures: row.failures + 1,
            lastError: NOT_EMBEDDABLE,
            refreshAfter: new Date(now.getTime() + EMBED_REFRESH_MS),
            updatedAt: now,
          })
          .where(eq(embeds.id, row.id));
        summary.failed++;
        return;
      }
      const outcome = await fetchAndStore(
        db,
        storage,
        match,
        row,
        now,
        options.timeoutMs ?? OEMBED_TIMEOUT_MS,
      );
      if (outcome.failed) summary.failed++;
      else summary.refreshed++;
      if (outcome.changed) summary.changed++;
    } catch (err) {
      summary.failed++;
      logger.error({ err, url: row.url }, "an embed could not be refreshed");
    }
  });
  if (summary.changed > 0) invalidatePageCache({ all: "soft" });
  return summary;
}
