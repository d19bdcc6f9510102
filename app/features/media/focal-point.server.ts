import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { focalOf } from "~/lib/image-crops";
import type { MediaVariant } from "~/lib/media-variant";
import { isUuid } from "~/lib/uuid";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Database, Queryable } from "~/server/db/client.server";
import { articles, media } from "~/server/db/schema";
import { ImageValidationError, regenerateCrops } from "~/server/images.server";
import { logger } from "~/server/logger.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import type { ObjectStorage } from "~/server/storage.server";

/*
 * Issue 27: an image's focal point. Saving one cuts the picture's crops (1:1, 16:9, 1.91:1) again
 * around it in the same request, stores point and crops in one write, and renders the pages that
 * show the picture afresh. The crops it replaced are deleted by the 'billedudsnit' job once no
 * cached page can name them.
 */

export const MSG_MEDIA_NOT_FOUND = "Billedet findes ikke i mediebiblioteket";
export const MSG_NO_MEDIA_GIVEN = "Angiv billedets adresse eller id";
export const MSG_FOCAL_OUTSIDE = "Fokuspunktet skal ligge inden for billedet (x og y mellem 0 og 1)";
export const MSG_CROPS_FAILED = "Billedudsnittene kunne ikke laves. Prøv igen.";
export const MSG_CHANGED_MEANWHILE = "Billedet blev ændret i mellemtiden. Prøv igen.";
export const MSG_FOCAL_SAVED = "Fokuspunktet er gemt";
export const MSG_FOCAL_CLEARED = "Fokuspunktet er fjernet: billedet beskæres automatisk";

/** Logos and embed thumbnails are not the newsroom's pictures (the image pickers leave them out too). */
const NOT_CROPPED_SOURCES = ["logo", "embed"];
const MAX_URL_LENGTH = 2000;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value;

/** 0–1, or null (no focal point: sharp's attention strategy chooses); a form sends strings. */
const coordinate = z.preprocess((value) => {
  const v = blankToNull(value);
  return typeof v === "string" ? Number(v.replace(",", ".")) : v;
}, z
  .number({ error: MSG_FOCAL_OUTSIDE })
  .min(0, { error: MSG_FOCAL_OUTSIDE })
  .max(1, { error: MSG_FOCAL_OUTSIDE })
  .nullable());

/** POST body (form or JSON): the picture by `id` or `url`, and `x`, `y` (both, or neither to clear). */
export const focalPointSchema = z
  .object({
    id: z.preprocess(blankToNull, z.string().max(100).nullable()),
    url: z.preprocess(blankToNull, z.string().max(MAX_URL_LENGTH).nullable()),
    x: coordinate,
    y: coordinate,
  })
  .refine((v) => v.id !== null || v.url !== null, { error: MSG_NO_MEDIA_GIVEN, path: ["url"] })
  .refine((v) => (v.x === null) === (v.y === null), { error: MSG_FOCAL_OUTSIDE, path: ["x"] });

/** What the focal-point editor shows of a picture. */
export interface FocalMedia {
  id: string;
  url: string;
  width: number;
  height: number;
  focal: { x: number; y: number } | null;
  /** A mid-size copy of the whole picture, lighter than the original. */
  previewUrl: string;
}

const mediaColumns = {
  id: media.id,
  url: media.url,
  storageKey: media.storageKey,
  width: media.width,
  height: media.height,
  variants: media.variants,
  focalX: media.focalX,
  focalY: media.focalY,
  source: media.source,
};

interface MediaRow {
  id: string;
  url: string;
  storageKey: string;
  width: number;
  height: number;
  variants: MediaVariant[];
  focalX: number | null;
  focalY: number | null;
  source: string;
}

function toFocalMedia(row: MediaRow): FocalMedia {
  const whole = row.variants
    .filter((v) => !v.crop && v.format === "webp")
    .sort((a, b) => Math.abs(a.width - 800) - Math.abs(b.width - 800))[0];
  return {
    id: row.id,
    url: row.url,
    width: row.width,
    height: row.height,
    focal: focalOf(row.focalX, row.focalY),
    previewUrl: whole?.url ?? row.url,
  };
}

/** A newsroom picture by id or address (the unique `media_url_key`); null for anything else. */
async function findMedia(db: Queryable, by: { id?: string | null; url?: string | null }) {
  let where: SQL;
  if (by.id) {
    if (!isUuid(by.id)) return null;
    where = eq(media.id, by.id);
  } else if (by.url) {
    where = eq(media.url, by.url);
  } else {
    return null;
  }
  const [row] = await db.select(mediaColumns).from(media).where(where).limit(1);
  if (!row || NOT_CROPPED_SOURCES.includes(row.source)) return null;
  return row satisfies MediaRow;
}

/** The picture at `url` as the focal-point editor needs it, or null when it is not ours. */
export async function findFocalMedia(db: Queryable, url: string | null): Promise<FocalMedia | null> {
  const trimmed = url?.trim();
  if (!trimmed || trimmed.length > MAX_URL_LENGTH) return null;
  const row = await findMedia(db, { url: trimmed });
  return row ? toFocalMedia(row) : null;
}

export type FocalPointAnswer =
  | { status: 200; body: { ok: true; message: string; media: FocalMedia } }
  | { status: 400 | 404 | 409 | 500; body: { ok: false; message: string } };

const failure = (status: 400 | 404 | 409 | 500, message: string): FocalPointAnswer => ({
  status,
  body: { ok: false, message },
});

/** The articles whose main image is `url` (articles_image_url_idx). */
export function articlesShowingImage(db: Queryable, url: string) {
  return db
    .select({ id: articles.id, slug: articles.slug, tags: articles.tags, isDraft: articles.isDraft })
    .from(articles)
    .where(eq(articles.imageUrl, url));
}

/** The pages that show a picture as an article's main image: those articles' pages and the lists. */
async function pagesShowing(db: Queryable, url: string) {
  const visible = (await articlesShowingImage(db, url)).filter((r) => !r.isDraft);
  if (visible.length === 0) return null;
  return PAGE_CHANGES.article({
    ids: visible.map((r) => r.id),
    slugs: visible.map((r) => r.slug),
    tags: visible.flatMap((r) => r.tags ?? []),
  });
}

/**
 * Saves a picture's focal point (or clears it) and cuts its crops again. The new crop files are
 * written first under new names; the row then takes point, crops and the replaced crops' addresses
 * in one write, provided nobody changed its variants meanwhile (else the new files go and the
 * answer is 409). After the commit the pages showing the picture are rendered afresh.
 */
export async function saveFocalPoint(
  db: Database,
  storage: Pick<ObjectStorage, "get" | "put" | "delete">,
  actor: AuditActor,
  input: unknown,
): Promise<FocalPointAnswer> {
  const parsed = focalPointSchema.safeParse(input ?? {});
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? MSG_FOCAL_OUTSIDE);
  const { id, url, x, y } = parsed.data;
  const row = await findMedia(db, { id, url });
  if (!row) return failure(404, MSG_MEDIA_NOT_FOUND);
  const focal = x === null || y === null ? null : { x, y };

  let regenerated: Awaited<ReturnType<typeof regenerateCrops>>;
  try {
    regenerated = await regenerateCrops(storage, row, focal);
  } catch (err) {
    logger.error({ err, mediaId: row.id }, "crops for a new focal point could not be cut");
    return failure(err instanceof ImageValidationError ? 400 : 500, MSG_CROPS_FAILED);
  }

  let saved: { changes: ReturnType<typeof PAGE_CHANGES.article> | null } | null;
  try {
    saved = await db.transaction(async (tx) => {
      const updated = await tx
        .update(media)
        .set({
          focalX: focal?.x ?? null,
          focalY: focal?.y ?? null,
          variants: regenerated.variants,
          cropFailures: 0,
          // Cached pages may still name the replaced crops: the job deletes them later.
          ...(regenerated.replaced.length > 0
            ? {
                retiredCrops: sql`${media.retiredCrops} || ${JSON.stringify(regenerated.replaced)}::jsonb`,
                cropsRetiredAt: sql`now()`,
              }
            : {}),
        })
        // jsonb equality: the variants are still the ones the crops were cut for.
        .where(and(eq(media.id, row.id), sql`${media.variants} = ${JSON.stringify(row.variants)}::jsonb`))
        .returning({ id: media.id });
      if (updated.length === 0) return null;
      await recordAudit(tx, actor, {
        action: "updated",
        entityType: "media",
        entityId: row.id,
        summary: focal
          ? `satte fokuspunkt på billedet ${row.url}`
          : `fjernede fokuspunktet på billedet ${row.url}`,
        metadata: { focal },
      });
      return { changes: await pagesShowing(tx, row.url) };
    });
  } catch (err) {
    await regenerated.discardNew();
    logger.error({ err, mediaId: row.id }, "a focal point could not be saved");
    return failure(500, MSG_CROPS_FAILED);
  }
  if (!saved) {
    await regenerated.discardNew();
    return failure(409, MSG_CHANGED_MEANWHILE);
  }
  if (saved.changes) invalidatePageCache(saved.changes);
  return {
    status: 200,
    body: {
      ok: true,
      message: focal ? MSG_FOCAL_SAVED : MSG_FOCAL_CLEARED,
      media: toFocalMedia({ ...row, variants: regenerated.variants, focalX: x, focalY: y }),
    },
  };
}
