import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deleteVariantFiles,
  ImageValidationError,
  MAX_IMAGE_BYTES,
  processImage,
  regenerateCrops,
  sniffImageType,
  storeProcessedImage,
  variantWidths,
} from "./images.server";
import { createLocalStorage } from "./storage.server";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "forsiden-media-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const noisy = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 200, g: 40, b: 60, alpha: 1 },
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  });

describe("sniffImageType", () => {
  it("recognises the accepted formats by magic bytes", async () => {
    const base = noisy(16, 16);
    for (const [input, format] of [
      [await base.clone().jpeg().toBuffer(), "jpeg"],
      [await base.clone().png().toBuffer(), "png"],
      [await base.clone().gif().toBuffer(), "gif"],
      [await base.clone().webp().toBuffer(), "webp"],
    ] as const) {
      expect(sniffImageType(input), format).toBe(format);
    }
    for (const refused of [
      await base.clone().avif().toBuffer(),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      Buffer.alloc(0),
    ]) {
      expect(sniffImageType(refused)).toBeNull();
    }
  });
});

describe("variantWidths", () => {
  it("keeps widths up to the original and adds the original when it is narrower than the largest", () => {
    for (const [original, widths] of [
      [1600, [240, 480, 800, 1200]],
      [1200, [240, 480, 800, 1200]],
      [1000, [240, 480, 800, 1000]],
      [300, [240, 300]],
      [480, [240, 480]],
      [200, [200]],
    ] as const) {
      expect(variantWidths(original), String(original)).toEqual(widths);
    }
  });
});

describe("processImage", () => {
  it("strips EXIF metadata from a PNG", async () => {
    const input = await noisy(64, 48)
      .withExif({ IFD0: { Copyright: "Forsiden", Artist: "Fotograf", ImageDescription: "secret" } })
      .png()
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined(); // the fixture really carries EXIF

    const out = await processImage(input);
    expect(out.format).toBe("png");
    expect(out.mimeType).toBe("image/png");
    expect(out.ext).toBe("png");
    const meta = await sharp(out.original).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    for (const v of out.variants) expect((await sharp(v.data).metadata()).exif).toBeUndefined();
  });

  it("auto-rotates by EXIF orientation and drops it", async () => {
    const input = await noisy(40, 20).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await processImage(input, { avif: false });
    expect([out.width, out.height]).toEqual([20, 40]);
    const meta = await sharp(out.original).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it("makes WebP and AVIF variants at 240/480/800/1200 for a 1600×900 JPEG", async () => {
    const input = await noisy(1600, 900).jpeg({ quality: 90 }).toBuffer();
    const out = await processImage(input);
    expect(out).toMatchObject({
      format: "jpeg",
      mimeType: "image/jpeg",
      ext: "jpg",
      width: 1600,
      height: 900,
    });
    const origMeta = await sharp(out.original).metadata();
    expect([origMeta.format, origMeta.width, origMeta.height]).toEqual(["jpeg", 1600, 900]);

    expect(out.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
      "webp:240x135",
      "webp:480x270",
      "webp:800x450",
      "webp:1200x675",
      "avif:240x135",
      "avif:480x270",
      "avif:800x450",
      "avif:1200x675",
    ]);
    for (const v of out.variants) {
      const m = await sharp(v.data).metadata();
      expect(m.width).toBe(v.width);
      expect(m.height).toBe(v.height);
      if (v.format === "webp") expect(m.format).toBe("webp");
      else expect([m.format, m.compression]).toEqual(["heif", "av1"]);
    }
  }, 60_000);

  it("skips AVIF when asked and adds the original width when it is narrower than 1200", async () => {
    const out = await processImage(await noisy(1000, 500).jpeg().toBuffer(), { avif: false });
    expect(out.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
      "webp:240x120",
      "webp:480x240",
      "webp:800x400",
      "webp:1000x500",
    ]);
    const small = await processImage(await noisy(300, 200).png().toBuffer(), {
      avif: false,
      widths: [480, 800],
    });
    expect(small.variants.map((v) => v.width)).toEqual([300]);
  });

  it("rejects a text file renamed to .jpg", async () => {
    const file = path.join(dir, "not-a-photo.jpg");
    await writeFile(file, "Dette er bare tekst, ikke et billede.\n".repeat(20));
    const buf = await readFile(file);
    await expect(processImage(buf)).rejects.toThrow("Kun billedfiler er tilladt");
    await expect(processImage(buf)).rejects.toBeInstanceOf(ImageValidationError);
  });

  it("rejects fake and unsupported images", async () => {
    // JPEG magic bytes followed by garbage: the decode must fail.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    await expect(processImage(fake)).rejects.toThrow("Kun billedfiler er tilladt");
    // A truncated JPEG.
    const jpeg = await noisy(200, 200).jpeg().toBuffer();
    await expect(processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toThrow(
      ImageValidationError,
    );
    // Real images in formats we don't take.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expect(processImage(svg)).rejects.toThrow("Kun billedfiler er tilladt");
    await expect(processImage(await noisy(16, 16).avif().toBuffer())).rejects.toThrow(
      "Kun billedfiler er tilladt",
    );
    await expect(processImage(await noisy(16, 16).tiff().toBuffer())).rejects.toThrow(
      "Kun billedfiler er tilladt",
    );
    await expect(processImage(Buffer.alloc(0))).rejects.toThrow("Kun billedfiler er tilladt");
  });

  it("rejects more than 5MB", async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    // Even a valid header must not get past the size check.
    big.set([0xff, 0xd8, 0xff], 0);
    await expect(processImage(big)).rejects.toThrow("Billede må maksimalt være 5MB");
    await expect(processImage(big)).rejects.toBeInstanceOf(ImageValidationError);
  });

  it("refuses a tiny file that declares 49 megapixels from its header, before decoding it", async () => {
    // Issue 21 §9: a few KB of one colour that decodes to 7,000 × 7,000 px took 3.5 s of CPU.
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: { r: 20, g: 120, b: 40 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await expect(processImage(bomb)).rejects.toThrow(
      "Billedet har for store dimensioner (højst 40 megapixel)",
    );
    expect(performance.now() - started).toBeLessThan(500);
    const cpu = process.cpuUsage(cpuBefore);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(500);
  });

  it("counts every frame of an animation towards the pixel limit", async () => {
    // 12 frames of 2,000 × 2,000 = 48 megapixels decoded, though each frame is small.
    const frame = { width: 2000, height: 2000, channels: 3 as const, background: { r: 0, g: 0, b: 200 } };
    // Distinct colours: the GIF encoder merges identical frames.
    const frames = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        sharp({ create: { ...frame, background: { r: i * 20, g: 0, b: 200 } } })
          .png({ compressionLevel: 1 })
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ effort: 1 })
      .toBuffer();
    expect(gif.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expect(processImage(gif)).rejects.toThrow(
      "Billedet har for store dimensioner (højst 40 megapixel)",
    );
  }, 60_000);

  it("accepts a GIF (a still one becomes PNG)", async () => {
    const gif = await noisy(120, 80).gif().toBuffer();
    const out = await processImage(gif, { avif: false });
    expect(out).toMatchObject({
      sourceFormat: "gif",
      format: "png",
      ext: "png",
      width: 120,
      height: 80,
      animated: false,
    });
    expect((await sharp(out.original).metadata()).format).toBe("png");
    expect(out.variants.map((v) => `${v.format}:${v.width}`)).toEqual(["webp:120"]);
  });

  it("keeps an animated GIF animated", async () => {
    const frame = (c: string) =>
      sharp({ create: { width: 60, height: 40, channels: 4, background: c } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#ff0000"), await frame("#0000ff"), await frame("#00ff00")], {
      join: { animated: true },
    })
      .gif({ delay: [100, 100, 100] })
      .toBuffer();
    const out = await processImage(gif);
    expect(out).toMatchObject({ format: "gif", ext: "gif", width: 60, height: 40, animated: true });
    expect((await sharp(out.original, { animated: true }).metadata()).pages).toBe(3);
    // AVIF output can't animate, so only WebP variants.
    expect(out.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual(["webp:60x40"]);
    expect((await sharp(out.variants[0].data, { animated: true }).metadata()).pages).toBe(3);
  });

  it("accepts a WebP with transparency", async () => {
    const webp = await noisy(900, 600, 4).webp().toBuffer();
    const out = await processImage(webp);
    expect(out).toMatchObject({
      format: "webp",
      mimeType: "image/webp",
      ext: "webp",
      width: 900,
      height: 600,
    });
    expect(out.variants.map((v) => `${v.format}:${v.width}`)).toEqual([
      "webp:240",
      "webp:480",
      "webp:800",
      "webp:900",
      "avif:240",
      "avif:480",
      "avif:800",
      "avif:900",
    ]);
    expect((await sharp(out.original).metadata()).hasAlpha).toBe(true);
  }, 30_000);
});

describe("storeProcessedImage", () => {
  it("writes the original and the variants and returns their URLs", async () => {
    const storage = createLocalStorage(path.join(dir, "storage"));
    const processed = await processImage(await noisy(1000, 600).jpeg().toBuffer());
    const stored = await storeProcessedImage(storage, "article-images", "1700000000000-abcd1234", processed);
    expect(stored.url).toBe("/storage/article-images/1700000000000-abcd1234.jpg");
    expect(stored.storageKey).toBe("article-images/1700000000000-abcd1234.jpg");
    expect(stored.variants).toEqual([
      {
        width: 240,
        height: 144,
        format: "webp",
        url: "/storage/article-images/1700000000000-abcd1234-240w.webp",
      },
      {
        width: 480,
        height: 288,
        format: "webp",
        url: "/storage/article-images/1700000000000-abcd1234-480w.webp",
      },
      {
        width: 800,
        height: 480,
        format: "webp",
        url: "/storage/article-images/1700000000000-abcd1234-800w.webp",
      },
      {
        width: 1000,
        height: 600,
        format: "webp",
        url: "/storage/article-images/1700000000000-abcd1234-1000w.webp",
      },
      {
        width: 240,
        height: 144,
        format: "avif",
        url: "/storage/article-images/1700000000000-abcd1234-240w.avif",
      },
      {
        width: 480,
        height: 288,
        format: "avif",
        url: "/storage/article-images/1700000000000-abcd1234-480w.avif",
      },
      {
        width: 800,
        height: 480,
        format: "avif",
        url: "/storage/article-images/1700000000000-abcd1234-800w.avif",
      },
      {
        width: 1000,
        height: 600,
        format: "avif",
        url: "/storage/article-images/1700000000000-abcd1234-1000w.avif",
      },
    ]);
    const files = (await readdir(path.join(dir, "storage", "article-images"))).sort();
    expect(files).toHaveLength(9);
    const avif = await storage.get("article-images", "1700000000000-abcd1234-800w.avif");
    expect(avif?.contentType).toBe("image/avif");
    expect((await sharp(avif!.data).metadata()).width).toBe(800);
    expect((await storage.get("article-images", "1700000000000-abcd1234.jpg"))?.data).toEqual(
      processed.original,
    );
  }, 30_000);

  it("rejects an unsafe base name without writing anything", async () => {
    const storage = createLocalStorage(path.join(dir, "storage2"));
    const processed = await processImage(await noisy(100, 100).png().toBuffer(), { avif: false });
    await expect(storeProcessedImage(storage, "article-images", "../evil", processed)).rejects.toThrow();
    await expect(readdir(path.join(dir, "storage2"))).rejects.toThrow(); // nothing created
  });
});

/** A flat grey picture with a red block (`left`…`left + size` across, vertically centred). */
async function pictureWithRedBlock(width: number, height: number, left: number, size: number) {
  const block = await sharp({
    create: { width: size, height: size, channels: 3, background: { r: 230, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .composite([{ input: block, left, top: Math.round((height - size) / 2) }])
    .png()
    .toBuffer();
}

/** The colour of the centre pixel of an encoded picture. */
async function centrePixel(data: Buffer) {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: raw[i], g: raw[i + 1], b: raw[i + 2] };
}

const isRed = (p: { r: number; g: number; b: number }) => p.r > 180 && p.g < 60 && p.b < 60;

describe("crops (issue 27)", () => {
  it("cuts every crop at its widths, WebP and AVIF, and the Open Graph crop as WebP and JPEG", async () => {
    const out = await processImage(await noisy(1600, 900).jpeg().toBuffer(), { crops: true });
    const crops = out.variants.filter((v) => v.crop);
    expect(crops.map((v) => `${v.crop}:${v.format}:${v.width}x${v.height}`)).toEqual([
      "square:webp:240x240",
      "square:avif:240x240",
      "square:webp:480x480",
      "square:avif:480x480",
      "square:webp:800x800",
      "square:avif:800x800",
      "wide:webp:240x135",
      "wide:avif:240x135",
      "wide:webp:480x270",
      "wide:avif:480x270",
      "wide:webp:800x450",
      "wide:avif:800x450",
      "wide:webp:1200x675",
      "wide:avif:1200x675",
      "og:webp:1200x629",
      "og:jpeg:1200x629",
    ]);
    // The uncropped variants are still there, first.
    expect(out.variants.filter((v) => !v.crop).map((v) => `${v.format}:${v.width}`)).toEqual([
      "webp:240",
      "webp:480",
      "webp:800",
      "webp:1200",
      "avif:240",
      "avif:480",
      "avif:800",
      "avif:1200",
    ]);
    for (const v of crops) {
      const m = await sharp(v.data).metadata();
      expect([m.width, m.height]).toEqual([v.width, v.height]);
      expect(m.format).toBe(v.format === "avif" ? "heif" : v.format);
    }
  }, 60_000);

  it("never makes a crop wider than the picture has pixels for; a logo or portrait gets no crops", async () => {
    const out = await processImage(await noisy(600, 400).png().toBuffer(), { crops: true, avif: false });
    expect(
      out.variants.filter((v) => v.crop).map((v) => `${v.crop}:${v.format}:${v.width}x${v.height}`),
    ).toEqual([
      "square:webp:240x240",
      "square:webp:400x400",
      "wide:webp:240x135",
      "wide:webp:480x270",
      "wide:webp:600x338",
      "og:webp:600x314",
      "og:jpeg:600x314",
    ]);
    const plain = await processImage(await noisy(600, 400).png().toBuffer(), { avif: false });
    expect(plain.variants.some((v) => v.crop)).toBe(false);
  }, 30_000);

  it("cuts the square around the focal point: a red block at the left third is its centre", async () => {
    // 1600 × 600: the block's centre is at x = 533 (a third), the picture's centre at 800.
    const input = await pictureWithRedBlock(1600, 600, 433, 200);
    const focused = await processImage(input, { crops: true, avif: false, focal: { x: 1 / 3, y: 0.5 } });
    const square = focused.variants.find((v) => v.crop === "square" && v.width === 480);
    expect(isRed(await centrePixel(square!.data))).toBe(true);
    // The whole picture's middle is grey: the uncropped variant would not show the block there.
    const whole = focused.variants.find((v) => !v.crop && v.width === 480);
    expect(isRed(await centrePixel(whole!.data))).toBe(false);
  }, 30_000);

  it("without a focal point, sharp's attention strategy finds the high-contrast region", async () => {
    // The block sits far right (x 1200–1500); a centred square would be all grey.
    const input = await pictureWithRedBlock(1600, 600, 1200, 300);
    const out = await processImage(input, { crops: true, avif: false });
    for (const width of [240, 480]) {
      const square = out.variants.find((v) => v.crop === "square" && v.width === width);
      expect(isRed(await centrePixel(square!.data))).toBe(true);
    }
    const og = out.variants.find((v) => v.crop === "og" && v.format === "jpeg");
    expect(og).toMatchObject({ width: 1146, height: 600 });
  }, 30_000);

  it("stores crops under their crop's name and says which crop each variant is", async () => {
    const storage = createLocalStorage(path.join(dir, "storage-crops"));
    const processed = await processImage(await noisy(480, 270).jpeg().toBuffer(), {
      crops: true,
      avif: false,
    });
    const stored = await storeProcessedImage(storage, "article-images", "1700000000000-crop0001", processed);
    expect(stored.variants.filter((v) => v.crop)).toEqual([
      {
        width: 240,
        height: 240,
        format: "webp",
        crop: "square",
        url: "/storage/article-images/1700000000000-crop0001-square-240w.webp",
      },
      {
        width: 270,
        height: 270,
        format: "webp",
        crop: "square",
        url: "/storage/article-images/1700000000000-crop0001-square-270w.webp",
      },
      {
        width: 240,
        height: 135,
        format: "webp",
        crop: "wide",
        url: "/storage/article-images/1700000000000-crop0001-wide-240w.webp",
      },
      {
        width: 480,
        height: 270,
        format: "webp",
        crop: "wide",
        url: "/storage/article-images/1700000000000-crop0001-wide-480w.webp",
      },
      {
        width: 480,
        height: 251,
        format: "webp",
        crop: "og",
        url: "/storage/article-images/1700000000000-crop0001-og-480w.webp",
      },
      {
        width: 480,
        height: 251,
        format: "jpeg",
        crop: "og",
        url: "/storage/article-images/1700000000000-crop0001-og-480w.jpg",
      },
    ]);
    const jpeg = await storage.get("article-images", "1700000000000-crop0001-og-480w.jpg");
    expect(jpeg?.contentType).toBe("image/jpeg");
  }, 30_000);

  it("regenerateCrops cuts new crops under new names from the stored original and names the ones it replaced", async () => {
    const storage = createLocalStorage(path.join(dir, "storage-regen"));
    const input = await pictureWithRedBlock(1600, 600, 433, 200);
    const processed = await processImage(input, { crops: true, avif: false });
    const stored = await storeProcessedImage(storage, "article-images", "1700000000000-regen001", processed);
    const before = stored.variants;
    const centredSquare = before.find((v) => v.crop === "square" && v.width === 240)!;
    const nameOf = (url: string) => url.split("/").pop()!;

    const regenerated = await regenerateCrops(
      storage,
      { storageKey: stored.storageKey, variants: before },
      { x: 1 / 3, y: 0.5 },
    );
    // The uncropped variants are kept as they were; the crops are new files with a new token.
    expect(regenerated.variants.filter((v) => !v.crop)).toEqual(before.filter((v) => !v.crop));
    const crops = regenerated.variants.filter((v) => v.crop);
    expect(crops).toHaveLength(before.filter((v) => v.crop).length);
    for (const v of crops) {
      expect(nameOf(v.url)).toMatch(
        new RegExp(`^1700000000000-regen001-${v.crop}-[a-z0-9]{6}-${v.width}w\\.`),
      );
    }
    const square = crops.find((v) => v.crop === "square" && v.width === 240)!;
    const file = await storage.get("article-images", nameOf(square.url));
    expect(isRed(await centrePixel(file!.data))).toBe(true);
    // Both sets exist until the caller decides.
    expect(regenerated.replaced).toEqual(before.filter((v) => v.crop).map((v) => v.url));
    expect(await storage.exists("article-images", nameOf(centredSquare.url))).toBe(true);
    await deleteVariantFiles(storage, "article-images", regenerated.replaced);
    expect(await storage.exists("article-images", nameOf(centredSquare.url))).toBe(false);
    expect(await storage.exists("article-images", nameOf(square.url))).toBe(true);
    expect(await storage.exists("article-images", "1700000000000-regen001-240w.webp")).toBe(true);

    const again = await regenerateCrops(
      storage,
      { storageKey: stored.storageKey, variants: regenerated.variants },
      null,
    );
    await again.discardNew();
    for (const v of again.variants.filter((x) => x.crop)) {
      expect(await storage.exists("article-images", nameOf(v.url))).toBe(false);
    }
  }, 30_000);

  it("regenerateCrops fails without touching anything when the original is missing", async () => {
    const storage = createLocalStorage(path.join(dir, "storage-missing"));
    await expect(
      regenerateCrops(storage, { storageKey: "article-images/none.jpg", variants: [] }, null),
    ).rejects.toThrow("the original article-images/none.jpg is missing from the storage");
  });
});
