import { and, asc, eq, lt, sql } from "drizzle-orm";
import { focalOf } from "~/lib/image-crops";
import type { Database, Queryable } from "~/server/db/client.server";
import { media } from "~/server/db/schema";
import { deleteVariantFiles, regenerateCrops, splitStorageKey } from "~/server/images.server";
import { logger } from "~/server/logger.server";
import type { ObjectStorage } from "~/server/storage.server";

/*
 * The job 'billedudsnit' (issue 27): crops for pictures that have none (stored before crops
 * existed, or left to the job), oldest first, around their focal point or by sharp's attention
 * strategy; and the files of crops a new focal point replaced, once no cached page names them.
 */

/** Pictures per run: one picture's crops take 0.2–1 s of CPU. */
export const CROP_JOB_BATCH = 25;
/**
 * Replaced crops stay this long: a CDN may serve a page from before the change for s-maxage (60 s)
 * plus stale-while-revalidate (300 s), and the page cache as long again while it refreshes.
 */
export const RETIRED_CROPS_GRACE_MS = 15 * 60_000;
/** After this many failed attempts (a missing or broken original) a picture is left alone. */
export const MAX_CROP_FAILURES = 3;

export interface CropJobResult {
  cropped: number;
  failed: number;
  deletedFiles: number;
}

/**
 * Pictures without crops, oldest first: literally the predicate of the partial index
 * media_crops_pending_idx (a bound parameter would keep the planner from proving it), in its order.
 */
export function listPendingCrops(db: Queryable, batch: number) {
  return db
    .select({
      id: media.id,
      storageKey: media.storageKey,
      variants: media.variants,
      focalX: media.focalX,
      focalY: media.focalY,
    })
    .from(media)
    .where(
      sql`NOT (${media.variants} @> '[{"crop":"square"}]'::jsonb) AND ${media.cropFailures} < ${sql.raw(String(MAX_CROP_FAILURES))} AND ${media.source} NOT IN ('logo', 'embed')`,
    )
    .orderBy(asc(media.createdAt), asc(media.id))
    .limit(batch);
}

/** Pictures whose replaced crops were retired before `cutoff` (media_crops_retired_idx). */
export function listRetiredCropsDue(db: Queryable, cutoff: Date, batch: number) {
  return db
    .select({ id: media.id })
    .from(media)
    .where(lt(media.cropsRetiredAt, cutoff))
    .orderBy(asc(media.cropsRetiredAt))
    .limit(batch);
}

/** Cuts the missing crops of up to `batch` pictures and deletes the replaced crops that are due. */
export async function runCropJob(
  db: Database,
  storage: Pick<ObjectStorage, "get" | "put" | "delete">,
  { now = new Date(), batch = CROP_JOB_BATCH }: { now?: Date; batch?: number } = {},
): Promise<CropJobResult> {
  const result: CropJobResult = { cropped: 0, failed: 0, deletedFiles: 0 };

  const pending = await listPendingCrops(db, batch);
  for (const row of pending) {
    let regenerated: Awaited<ReturnType<typeof regenerateCrops>>;
    try {
      regenerated = await regenerateCrops(storage, row, focalOf(row.focalX, row.focalY));
    } catch (err) {
      logger.warn({ err, mediaId: row.id }, "billedudsnit: the picture's crops could not be cut");
      await db
        .update(media)
        .set({ cropFailures: sql`${media.cropFailures} + 1` })
        .where(eq(media.id, row.id));
      result.failed++;
      continue;
    }
    const updated = await db
      .update(media)
      .set({ variants: regenerated.variants })
      .where(and(eq(media.id, row.id), sql`${media.variants} = ${JSON.stringify(row.variants)}::jsonb`))
      .returning({ id: media.id });
    if (updated.length === 0) {
      // An editor saved a focal point meanwhile: that save's crops stand.
      await regenerated.discardNew();
      continue;
    }
    result.cropped++;
  }

  const cutoff = new Date(now.getTime() - RETIRED_CROPS_GRACE_MS);
  const due = await listRetiredCropsDue(db, cutoff, batch);
  for (const { id } of due) {
    // Under the row's lock: a focal point saved meanwhile appends to the list and moves the time on.
    const taken = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ storageKey: media.storageKey, retiredCrops: media.retiredCrops })
        .from(media)
        .where(and(eq(media.id, id), lt(media.cropsRetiredAt, cutoff)))
        .for("update");
      if (!row) return null;
      await tx.update(media).set({ retiredCrops: [], cropsRetiredAt: null }).where(eq(media.id, id));
      return row;
    });
    if (!taken) continue;
    await deleteVariantFiles(storage, splitStorageKey(taken.storageKey).bucket, taken.retiredCrops);
    result.deletedFiles += taken.retiredCrops.length;
  }
  return result;
}
