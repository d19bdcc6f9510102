import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { media } from "~/server/db/schema";
import { processImage, storeProcessedImage } from "~/server/images.server";
import { logger } from "~/server/logger.server";
import {
  ARTICLE_IMAGES_BUCKET,
  articleImageName,
  type ObjectStorage,
  stripExt,
} from "~/server/storage.server";

export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Spec §7 storage: an article image is verified by decoding, stripped of metadata, stored in the
 * article-images bucket as `{timestamp}-{random}.{ext}` with WebP and AVIF variants, and recorded
 * in the media library. Throws ImageValidationError (Danish message) for anything not an image.
 */
export async function saveUploadedImage(
  db: Queryable,
  storage: Pick<ObjectStorage, "put" | "delete">,
  data: Buffer,
  options: { createdBy: string | null; fileName?: string | null },
): Promise<UploadedImage> {
  const processed = await processImage(data, { avif: true });
  const baseName = stripExt(articleImageName(processed.ext));
  const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
  const title = options.fileName ? stripExt(options.fileName).slice(0, 200) : null;
  try {
    const [row] = await db
      .insert(media)
      .values({
        url: stored.url,
        storageKey: stored.storageKey,
        title,
        source: "upload",
        mimeType: processed.mimeType,
        width: processed.width,
        height: processed.height,
        sizeBytes: processed.original.length,
        variants: stored.variants,
        createdBy: options.createdBy,
      })
      .returning({ id: media.id, url: media.url, width: media.width, height: media.height });
    return row;
  } catch (err) {
    // No library row: the files would be orphans, so they go again.
    const names = [`${baseName}.${processed.ext}`, ...stored.variants.map((v) => v.url.split("/").pop()!)];
    await Promise.allSettled(names.map((name) => storage.delete(ARTICLE_IMAGES_BUCKET, name)));
    logger.error({ err }, "media row for an upload could not be written");
    throw err;
  }
}

export interface MediaSearch {
  q?: string | null;
  club?: string | null;
  category?: string | null;
  limit?: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The stock-photo search over the media library: text in caption, title, keywords, photographer
 * or club (case-insensitive), optionally one club and one photo category; newest first.
 */
export function searchMediaLibrary(db: Queryable, search: MediaSearch = {}) {
  const filters: SQL[] = [];
  const q = search.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    filters.push(
      sql`concat_ws(' ', ${media.caption}, ${media.title}, ${media.photographer}, ${media.club}, array_to_string(${media.keywords}, ' ')) ILIKE ${pattern}`,
    );
  }
  if (search.club?.trim()) filters.push(eq(media.club, search.club.trim()));
  if (search.category?.trim()) filters.push(eq(media.category, search.category.trim()));
  // Club logos are not article photos.
  filters.push(sql`${media.source} <> 'logo'`);
  return db
    .select({
      id: media.id,
      url: media.url,
      caption: media.caption,
      alt: media.alt,
      title: media.title,
      keywords: media.keywords,
      photographer: media.photographer,
      club: media.club,
      category: media.category,
      width: media.width,
      height: media.height,
      variants: media.variants,
    })
    .from(media)
    .where(and(...filters))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(Math.min(Math.max(search.limit ?? 48, 1), 100));
}

export type MediaSearchResult = Awaited<ReturnType<typeof searchMediaLibrary>>[number];
