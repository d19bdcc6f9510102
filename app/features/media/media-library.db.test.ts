import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { useDatabaseWithStorage } from "#tests/support/local-storage.ts";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { media } from "~/server/db/schema";
import { ImageValidationError } from "~/server/images.server";
import type { ObjectStorage } from "~/server/storage.server";
import { parseUploadRights, saveUploadedImage, searchMediaLibrary } from "./media-library.server";

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
  useDatabaseWithStorage("forsiden-upload-", (setup) => {
    ({ db, dir, storage } = setup);
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
      const whole = row.variants.filter((v) => !v.crop);
      expect(new Set(whole.map((v) => v.format))).toEqual(new Set(["webp", "avif"]));
      expect(whole.map((v) => v.width)).toEqual(expect.arrayContaining([480, 800, 900]));
      // Issue 27: the crops are cut at upload (the Open Graph one as JPEG too).
      expect(new Set(row.variants.map((v) => v.crop).filter(Boolean))).toEqual(
        new Set(["square", "wide", "og"]),
      );
      expect(row.variants.find((v) => v.crop === "og" && v.format === "jpeg")).toMatchObject({
        width: 900,
        height: 471,
      });

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

    it("an upload without a source is our own ('egen') with no credit", async () => {
      const image = await saveUploadedImage(db, storage, await jpegWithExif(300, 200), { createdBy: null });
      const [row] = await db.select().from(media).where(eq(media.id, image.id));
      expect(row).toMatchObject({ rights: "egen", credit: null });
    });

    it("stores the source and credit an upload carries (issue 27)", async () => {
      const image = await saveUploadedImage(db, storage, await jpegWithExif(300, 200), {
        createdBy: "redaktor@forsiden.dk",
        rights: "bureau",
        credit: "  Ritzau   Scanpix ",
      });
      const [row] = await db.select().from(media).where(eq(media.id, image.id));
      expect(row).toMatchObject({ rights: "bureau", credit: "Ritzau Scanpix" });
    });

    it("refuses a picture that is not our own without a credit, and writes no file and no row", async () => {
      for (const rights of ["bureau", "klub", "læser", "fri"] as const) {
        await expect(
          saveUploadedImage(db, storage, await jpegWithExif(300, 200), {
            createdBy: null,
            rights,
            credit: "  ",
          }),
        ).rejects.toThrow(new ImageValidationError("Angiv kredit for billeder, der ikke er vores egne"));
      }
      expect(await db.select().from(media)).toHaveLength(0);
      const files = await readdir(path.join(dir, "article-images")).catch(() => []);
      const before = files.length;
      await expect(
        saveUploadedImage(db, storage, await jpegWithExif(300, 200), { createdBy: null, rights: "klub" }),
      ).rejects.toThrow("Angiv kredit for billeder, der ikke er vores egne");
      expect(await readdir(path.join(dir, "article-images")).catch(() => [])).toHaveLength(before);
    });

    it("reads the form's 'Kilde' and 'Kredit': empty is our own, an unknown source is refused", () => {
      expect(parseUploadRights({ rights: null, credit: null })).toEqual({
        ok: true,
        value: { rights: "egen", credit: null },
      });
      expect(parseUploadRights({ rights: "læser", credit: "Jens Jensen" })).toEqual({
        ok: true,
        value: { rights: "læser", credit: "Jens Jensen" },
      });
      expect(parseUploadRights({ rights: "bureau", credit: "" })).toEqual({
        ok: false,
        error: "Angiv kredit for billeder, der ikke er vores egne",
      });
      expect(parseUploadRights({ rights: "stjålet", credit: "X" })).toEqual({
        ok: false,
        error: "Vælg en gyldig kilde",
      });
      expect(parseUploadRights({ rights: "fri", credit: "x".repeat(201) })).toEqual({
        ok: false,
        error: "Kreditten må højst være 200 tegn",
      });
    });

    it("the database refuses a media row that is not our own without a credit (media_credit_required)", async () => {
      const insert = db.insert(media).values({
        url: "/storage/article-images/uden-kredit.jpg",
        storageKey: "article-images/uden-kredit.jpg",
        mimeType: "image/jpeg",
        width: 10,
        height: 10,
        sizeBytes: 10,
        rights: "bureau",
      });
      await expect(insert).rejects.toThrow();
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
        row(4, { caption: "Klublogo", club: "FC København", source: "logo", rights: "klub", credit: "FCK" }),
        row(5, {
          caption: "Jubel på Aspmyra",
          rights: "bureau",
          credit: "Ritzau Scanpix",
          createdAt: new Date(Date.now() + 1000),
        }),
        row(6, {
          caption: "Læserfoto fra tribunen",
          rights: "læser",
          credit: "Jens Jensen",
          createdAt: new Date(Date.now() + 2000),
        }),
        // A provider's thumbnail behind an embed (issue 27): never an article picture.
        row(7, {
          caption: "Videoens forsidebillede",
          source: "embed",
          rights: "fri",
          credit: "FCK via YouTube",
        }),
      ]);
    });

    it("filters on source ('Kilde'), newest first, and shows each result's source and credit", async () => {
      expect(
        (await searchMediaLibrary(db, { rights: "bureau" })).map((r) => [r.caption, r.rights, r.credit]),
      ).toEqual([["Jubel på Aspmyra", "bureau", "Ritzau Scanpix"]]);
      expect((await searchMediaLibrary(db, { rights: "læser" })).map((r) => r.credit)).toEqual([
        "Jens Jensen",
      ]);
      expect(
        (await searchMediaLibrary(db, { rights: "egen", club: "FC København" })).map((r) => r.caption).sort(),
      ).toEqual(["FCK-fans på tribunen", "Parken klar til kamp"]);
      // Text finds the credit too.
      expect((await searchMediaLibrary(db, { q: "scanpix" })).map((r) => r.caption)).toEqual([
        "Jubel på Aspmyra",
      ]);
      const all = (await searchMediaLibrary(db)).map((r) => r.caption);
      expect(all.slice(0, 2)).toEqual(["Læserfoto fra tribunen", "Jubel på Aspmyra"]);
      expect(all.slice(2).sort()).toEqual([
        "FCK-fans på tribunen",
        "Jubel i Brøndby",
        "Parken klar til kamp",
      ]);
    });

    it("never offers an embed's thumbnail, not even under 'Fri'", async () => {
      expect(await searchMediaLibrary(db, { rights: "fri" })).toEqual([]);
      expect(await searchMediaLibrary(db, { q: "forsidebillede" })).toEqual([]);
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
