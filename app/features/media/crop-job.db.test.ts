// Issue 27: the job 'billedudsnit' on PGlite and PostgreSQL, with the real image pipeline and a
// local storage: pictures without crops get them (oldest first, a batch at a time), a broken one
// is given up after three tries, and replaced crops are deleted once no cached page names them.
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { useDatabaseWithStorage } from "#tests/support/local-storage.ts";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { media } from "~/server/db/schema";
import { processImage, storeProcessedImage } from "~/server/images.server";
import type { LocalObjectStorage } from "~/server/storage.server";
import {
  listPendingCrops,
  listRetiredCropsDue,
  MAX_CROP_FAILURES,
  RETIRED_CROPS_GRACE_MS,
  runCropJob,
} from "./crop-job.server";

const MINUTE = 60_000;

describe(`the job 'billedudsnit' on ${TEST_DB_KIND} (issue 27)`, () => {
  let db: Database;
  let storage: LocalObjectStorage;
  let n = 0;

  /** A picture stored the way it was before crops existed (no crops), `minutesAgo` old. */
  async function oldPicture(minutesAgo: number, values: Partial<typeof media.$inferInsert> = {}) {
    const input = await sharp({
      create: { width: 800, height: 450, channels: 3, background: { r: 20 + n * 10, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const processed = await processImage(input, { avif: false });
    const stored = await storeProcessedImage(storage, "article-images", `gammel-${++n}`, processed);
    const [row] = await db
      .insert(media)
      .values({
        url: stored.url,
        storageKey: stored.storageKey,
        source: "stock",
        mimeType: processed.mimeType,
        width: processed.width,
        height: processed.height,
        sizeBytes: processed.original.length,
        variants: stored.variants,
        createdAt: new Date(Date.now() - minutesAgo * MINUTE),
        ...values,
      })
      .returning();
    return row;
  }

  const rowOf = async (id: string) => (await db.select().from(media).where(eq(media.id, id)))[0];

  useDatabaseWithStorage("forsiden-crop-job-", (setup) => {
    ({ db, storage } = setup);
  });
  beforeEach(async () => {
    await db.delete(media);
  });

  it("cuts the crops of pictures stored without them, oldest first, a batch per run", async () => {
    const oldest = await oldPicture(300, { focalX: 0.1, focalY: 0.5 });
    const middle = await oldPicture(200);
    const newest = await oldPicture(100);
    // Logos and embed thumbnails are never cropped.
    const logo = await oldPicture(400, { source: "logo", rights: "klub", credit: "AGF" });
    const embed = await oldPicture(500, { source: "embed", rights: "fri", credit: "FCK via YouTube" });

    expect((await listPendingCrops(db, 10)).map((r) => r.id)).toEqual([oldest.id, middle.id, newest.id]);
    expect(await runCropJob(db, storage, { batch: 2 })).toEqual({ cropped: 2, failed: 0, deletedFiles: 0 });
    for (const row of [await rowOf(oldest.id), await rowOf(middle.id)]) {
      expect(
        row.variants.filter((v) => v.crop).map((v) => `${v.crop}:${v.format}:${v.width}x${v.height}`),
      ).toEqual([
        "square:webp:240x240",
        "square:webp:450x450",
        "wide:webp:240x135",
        "wide:webp:480x270",
        "wide:webp:800x450",
        "og:webp:800x419",
        "og:jpeg:800x419",
      ]);
      // The whole picture's variants are kept; no AVIF crops for a picture stored without AVIF.
      expect(row.variants.filter((v) => !v.crop)).toEqual((row.id === oldest.id ? oldest : middle).variants);
    }
    for (const v of (await rowOf(oldest.id)).variants) {
      expect(await storage.exists("article-images", v.url.split("/").pop()!)).toBe(true);
    }
    expect((await rowOf(newest.id)).variants.some((v) => v.crop)).toBe(false);

    expect(await runCropJob(db, storage, { batch: 2 })).toEqual({ cropped: 1, failed: 0, deletedFiles: 0 });
    expect(await listPendingCrops(db, 10)).toEqual([]);
    expect((await rowOf(logo.id)).variants.some((v) => v.crop)).toBe(false);
    expect((await rowOf(embed.id)).variants.some((v) => v.crop)).toBe(false);
    // Nothing left: a run reads two index entries and does nothing.
    expect(await runCropJob(db, storage)).toEqual({ cropped: 0, failed: 0, deletedFiles: 0 });
  });

  it("counts a picture whose original is gone as failed and leaves it alone after three tries", async () => {
    const broken = await oldPicture(300);
    await storage.delete("article-images", broken.storageKey.split("/")[1]);
    const fine = await oldPicture(100);
    expect(await runCropJob(db, storage, { batch: 1 })).toEqual({ cropped: 0, failed: 1, deletedFiles: 0 });
    // The broken picture does not block the queue: the next run tries it again and then the next one.
    expect(await runCropJob(db, storage, { batch: 2 })).toEqual({ cropped: 1, failed: 1, deletedFiles: 0 });
    expect(await runCropJob(db, storage, { batch: 1 })).toEqual({ cropped: 0, failed: 1, deletedFiles: 0 });
    expect((await rowOf(broken.id)).cropFailures).toBe(MAX_CROP_FAILURES);
    expect(await runCropJob(db, storage, { batch: 1 })).toEqual({ cropped: 0, failed: 0, deletedFiles: 0 });
    expect((await rowOf(fine.id)).variants.some((v) => v.crop)).toBe(true);
  });

  it("deletes replaced crops only after the grace period, and only the ones it read", async () => {
    const row = await oldPicture(100);
    await runCropJob(db, storage);
    const crops = (await rowOf(row.id)).variants.filter((v) => v.crop).map((v) => v.url);
    const now = new Date();
    // As a saved focal point leaves them: retired, the new crops in their place.
    await db
      .update(media)
      .set({ retiredCrops: crops, cropsRetiredAt: new Date(now.getTime() - RETIRED_CROPS_GRACE_MS + MINUTE) })
      .where(eq(media.id, row.id));
    expect(await runCropJob(db, storage, { now })).toEqual({ cropped: 0, failed: 0, deletedFiles: 0 });
    for (const url of crops) expect(await storage.exists("article-images", url.split("/").pop()!)).toBe(true);

    const later = new Date(now.getTime() + 2 * MINUTE);
    expect(
      (await listRetiredCropsDue(db, new Date(later.getTime() - RETIRED_CROPS_GRACE_MS), 10)).length,
    ).toBe(1);
    expect(await runCropJob(db, storage, { now: later })).toEqual({
      cropped: 0,
      failed: 0,
      deletedFiles: crops.length,
    });
    for (const url of crops)
      expect(await storage.exists("article-images", url.split("/").pop()!)).toBe(false);
    const after = await rowOf(row.id);
    expect([after.retiredCrops, after.cropsRetiredAt]).toEqual([[], null]);
    // The original and the whole picture's variants are untouched.
    expect(await storage.exists("article-images", row.storageKey.split("/")[1])).toBe(true);
    for (const v of row.variants)
      expect(await storage.exists("article-images", v.url.split("/").pop()!)).toBe(true);
  });

  it("the queues are read from their partial indexes", async () => {
    await oldPicture(100);
    await db.execute(sql`ANALYZE media`);
    const plan = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = query.toSQL();
      // Index usability, not the planner's choice on a tiny table.
      await db.execute(sql`SET enable_seqscan = off`);
      try {
        const inlined = text.replace(/\$(\d+)/g, (_, i) => {
          const value = params[Number(i) - 1];
          return typeof value === "string" ? `'${value.replaceAll("'", "''")}'` : String(value);
        });
        const result = await db.execute(sql.raw(`EXPLAIN ${inlined}`));
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
          string,
          string
        >[];
        return rows.map((r) => Object.values(r)[0]).join("\n");
      } finally {
        await db.execute(sql`SET enable_seqscan = on`);
      }
    };
    expect(await plan(listPendingCrops(db, 25))).toContain("media_crops_pending_idx");
    expect(await plan(listRetiredCropsDue(db, new Date(), 25))).toContain("media_crops_retired_idx");
  });
});
