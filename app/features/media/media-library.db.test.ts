import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { media } from "~/server/db/schema";
import { ImageValidationError } from "~/server/images.server";
import { createLocalStorage, type ObjectStorage } from "~/server/storage.server";
import { saveUploadedImage, searchMediaLibrary } from "./media-library.server";

/** A real JPEG with EXIF (camera make, GPS-like comment) that must not survive the upload. */
async function jpegWithExif(width = 900, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: "Forsiden-Testkamera", ImageDescription: "Hemmelig placering" } })
    .toBuffer();
}

describe(`media library on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let dir: string;
  let storage: ObjectStorage;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    dir = await mkdtemp(path.join(os.tmpdir(), "forsiden-upload-"));
    storage = createLocalStorage(dir, "/storage");
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.delete(media);
  });

  describe("upload processing (spec §7 storage)", () => {
    it("stores the image as {timestamp}-{random}.jpg with WebP and AVIF variants and a media row", async () => {
      const input = await jpegWithExif();
      expect((await sharp(input).metadata()).exif).toBeDefined();

      const image = await saveUploadedImage(db, storage, input, {
        createdBy: "redaktor@forsiden.dk",
        fileName: "derby.jpg",
      });
      expect(image.url).toMatch(/^\/storage\/article-images\/\d{13}-[a-z0-9]{8}\.jpg$/);
      expect(image).toMatchObject({ width: 900, height: 600 });

      const [row] = await db.select().from(media);
      expect(row).toMatchObject({
        id: image.id,
        url: image.url,
        source: "upload",
        mimeType: "image/jpeg",
        createdBy: "redaktor@forsiden.dk",
        title: "derby",
        width: 900,
        height: 600,
      });
      expect(row.storageKey).toBe(`article-images/${path.basename(image.url)}`);
      const formats = new Set(row.variants.map((v) => v.format));
      expect(formats).toEqual(new Set(["webp", "avif"]));
      expect(row.variants.map((v) => v.width)).toEqual(expect.arrayContaining([480, 800, 900]));

      const files = await readdir(path.join(dir, "article-images"));
      const base = path.basename(image.url, ".jpg");
      expect(files).toEqual(
        expect.arrayContaining([`${base}.jpg`, `${base}-480w.webp`, `${base}-480w.avif`]),
      );

      // Metadata stripped.
      const stored = await readFile(path.join(dir, "article-images", `${base}.jpg`));
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
    });

    it("refuses a file that is not an image with 'Kun billedfiler er tilladt' and stores nothing", async () => {
      const fake = Buffer.from("%PDF-1.7 this is not an image at all, but claims to be one");
      await expect(saveUploadedImage(db, storage, fake, { createdBy: null })).rejects.toThrow(
        ImageValidationError,
      );
      await expect(saveUploadedImage(db, storage, fake, { createdBy: null })).rejects.toThrow(
        "Kun billedfiler er tilladt",
      );
      expect(await db.select().from(media)).toHaveLength(0);
    });

    it("refuses more than 5MB with 'Billede må maksimalt være 5MB'", async () => {
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
      await expect(saveUploadedImage(db, storage, big, { createdBy: null })).rejects.toThrow(
        "Billede må maksimalt være 5MB",
      );
    });
  });

  describe("stock-photo search", () => {
    beforeEach(async () => {
      const row = (n: number, extra: Partial<typeof media.$inferInsert>) => ({
        url: `/storage/article-images/stock-${n}.jpg`,
        storageKey: `article-images/stock-${n}.jpg`,
        mimeType: "image/jpeg",
        width: 1200,
        height: 675,
        sizeBytes: 1000,
        source: "stock",
        ...extra,
      });
      await db.insert(media).values([
        row(1, {
          caption: "Parken klar til kamp",
          keywords: ["stadion", "parken"],
          club: "FC København",
          category: "stadion",
          photographer: "Forsiden Grafik",
        }),
        row(2, {
          caption: "Jubel i Brøndby",
          keywords: ["jubel", "mål"],
          club: "Brøndby IF",
          category: "jubel",
          photographer: "Foto A",
        }),
        row(3, {
          caption: "FCK-fans på tribunen",
          keywords: ["fans"],
          club: "FC København",
          category: "fans",
          photographer: "Foto B",
        }),
        row(4, { caption: "Klublogo", club: "FC København", source: "logo" }),
      ]);
    });

    it("matches text in caption or keywords, case-insensitive", async () => {
      expect((await searchMediaLibrary(db, { q: "PARKEN" })).map((r) => r.caption)).toEqual([
        "Parken klar til kamp",
      ]);
      expect((await searchMediaLibrary(db, { q: "mål" })).map((r) => r.caption)).toEqual(["Jubel i Brøndby"]);
    });

    it("filters on club and category, never returning logos", async () => {
      const fck = await searchMediaLibrary(db, { club: "FC København" });
      expect(fck.map((r) => r.caption).sort()).toEqual(["FCK-fans på tribunen", "Parken klar til kamp"]);
      expect(
        (await searchMediaLibrary(db, { club: "FC København", category: "fans" })).map((r) => r.photographer),
      ).toEqual(["Foto B"]);
      expect(await searchMediaLibrary(db, { q: "ingenting-her" })).toEqual([]);
    });
  });
});
