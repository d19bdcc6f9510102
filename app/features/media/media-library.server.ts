import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { creditRequired, IMAGE_RIGHTS, type ImageRights, MSG_CREDIT_REQUIRED } from "~/lib/image-rights";
import type { Queryable } from "~/server/db/client.server";
import { media } from "~/server/db/schema";
import {
  ImageValidationError,
  mediaFileColumns,
  processImage,
  storeProcessedImage,
} from "~/server/images.server";
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

export const MSG_UNKNOWN_RIGHTS = "Vælg en gyldig kilde";
export const MAX_CREDIT_LENGTH = 200;
export const MSG_CREDIT_TOO_LONG = `Kreditten må højst være ${MAX_CREDIT_LENGTH} tegn`;

/**
 * Issue 27: an upload's 'Kilde' and 'Kredit' (form fields `rights` and `credit`). No source means
 * our own; anything but our own needs a credit (the media row's CHECK says the same).
 */
export const uploadRightsSchema = z
  .object({
    rights: z.preprocess(
      (value) => (value === null || value === undefined || value === "" ? "egen" : value),
      z.enum(IMAGE_RIGHTS, { error: MSG_UNKNOWN_RIGHTS }),
    ),
    credit: z.preprocess(
      (value) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : ""),
      z.string().max(MAX_CREDIT_LENGTH, { error: MSG_CREDIT_TOO_LONG }),
    ),
  })
  .transform(({ rights, credit }) => ({ rights, credit: credit || null }))
  .refine(({ rights, credit }) => !creditRequired(rights) || credit !== null, { error: MSG_CREDIT_REQUIRED });

export type UploadRights = z.output<typeof uploadRightsSchema>;

/** The upload's rights and credit, or the first Danish message for why they are refused. */
export function parseUploadRights(input: {
  rights?: unknown;
  credit?: unknown;
}): { ok: true; value: UploadRights } | { ok: false; error: string } {
  const parsed = uploadRightsSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? MSG_UNKNOWN_RIGHTS };
}

/**
 * Spec §7 storage: an article image is verified by decoding, stripped of metadata, stored in the
 * article-images bucket as `{timestamp}-{random}.{ext}` with WebP and AVIF variants, and recorded
 * in the media library with its rights and credit (issue 27). Throws ImageValidationError (Danish
 * message) for anything not an image, and for a picture that is not our own without a credit.
 */
export async function saveUploadedImage(
  db: Queryable,
  storage: Pick<ObjectStorage, "put" | "delete">,
  data: Buffer,
  options: {
    createdBy: string | null;
    fileName?: string | null;
    rights?: ImageRights | null;
    credit?: string | null;
  },
): Promise<UploadedImage> {
  // Checked before any file is written: a refused upload leaves nothing behind.
  const rights = parseUploadRights({ rights: options.rights, credit: options.credit });
  if (!rights.ok) throw new ImageValidationError(rights.error);
  // Issue 27: the crops (1:1, 16:9, 1.91:1) are cut at once, by sharp's attention strategy until an
  // editor sets a focal point.
  const processed = await processImage(data, { avif: true, crops: true });
  const baseName = stripExt(articleImageName(processed.ext));
  const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
  const title = options.fileName ? stripExt(options.fileName).slice(0, 200) : null;
  try {
    const [row] = await db
      .insert(media)
      .values({
        ...mediaFileColumns(stored, processed),
        title,
        source: "upload",
        rights: rights.value.rights,
        credit: rights.value.credit,
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
  /** Issue 27: the 'Kilde' filter (one of IMAGE_RIGHTS). */
  rights?: ImageRights | null;
  limit?: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The stock-photo search over the media library: text in caption, title, keywords, photographer,
 * credit or club (case-insensitive), optionally one club, one photo category and one source
 * ('Kilde', issue 27); newest first. Club logos and embed thumbnails (copies of a provider's
 * picture, shown only under its embed terms) are never offered as article pictures.
 */
export function searchMediaLibrary(db: Queryable, search: MediaSearch = {}) {
  const filters: SQL[] = [];
  const q = search.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    filters.push(
      sql`concat_ws(' ', ${media.caption}, ${media.title}, ${media.photographer}, ${media.credit}, ${media.club}, array_to_string(${media.keywords}, ' ')) ILIKE ${pattern}`,
    );
  }
  if (search.club?.trim()) filters.push(eq(media.club, search.club.trim()));
  if (search.category?.trim()) filters.push(eq(media.category, search.category.trim()));
  if (search.rights) filters.push(eq(media.rights, search.rights));
  filters.push(sql`${media.source} NOT IN ('logo', 'embed')`);
  return (
    db
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
        source: media.source,
        rights: media.rights,
        credit: media.credit,
        width: media.width,
        height: media.height,
        variants: media.variants,
      })
      .from(media)
      .where(and(...filters))
      // NULLS LAST as in media_created_at_idx and media_rights_created_idx (ADR 0013), so the newest
      // rows are read from an index, with or without the 'Kilde' filter.
      .orderBy(sql`${media.createdAt} DESC NULLS LAST`, desc(media.id))
      .limit(Math.min(Math.max(search.limit ?? 48, 1), 100))
  );
}

export type MediaSearchResult = Awaited<ReturnType<typeof searchMediaLibrary>>[number];
