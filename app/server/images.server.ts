/**
 * Upload pipeline for images: verify (magic bytes + a real decode by sharp), auto-rotate by
 * EXIF, strip all metadata, normalise the original and encode responsive WebP/AVIF variants.
 */
import sharp, { type Metadata } from "sharp";
import type { MediaVariant } from "~/server/db/schema";
import type { ObjectStorage } from "./storage.server";

// libvips' operation cache (by default 50 MB and 100 operations) only pays off when the same
// image is processed again; an upload is processed once, so the cache only held native memory.
sharp.cache(false);

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Guard against decompression bombs (a 6 KB PNG can declare 7,000 × 7,000 px and cost seconds of
 * CPU, issue 21): read from the header before anything is decoded. 40 megapixels is more than any
 * camera photo a newsroom uploads (a 45 MP full-frame original is scaled down first).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Each sharp pipeline of one upload is stopped after this long (wall clock, on libvips' threads). */
export const IMAGE_TIMEOUT_SECONDS = 20;
/**
 * 240 serves the thumbnails (112–160 CSS px beside a headline, a house ad's strip) on 1–2× screens;
 * with 480 as the smallest, phones downloaded four times the pixels they showed (Lighthouse
 * `uses-responsive-images`, issue 22).
 */
export const DEFAULT_VARIANT_WIDTHS: readonly number[] = [240, 480, 800, 1200];

export const MSG_NOT_AN_IMAGE = "Kun billedfiler er tilladt";
export const MSG_TOO_LARGE = "Billede må maksimalt være 5MB";
export const MSG_TOO_MANY_PIXELS = "Billedet har for store dimensioner (højst 40 megapixel)";
export const MSG_TOO_SLOW = "Billedet tog for lang tid at behandle";

export class ImageValidationError extends Error {
  override name = "ImageValidationError";
}

export type AcceptedImageFormat = "jpeg" | "png" | "gif" | "webp";
export type OutputImageFormat = "jpeg" | "png" | "gif" | "webp";

const MIME: Record<OutputImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};
const EXT: Record<OutputImageFormat, string> = { jpeg: "jpg", png: "png", gif: "gif", webp: "webp" };

/** Image type by magic bytes; null for anything that is not JPEG, PNG, GIF or WebP. */
export function sniffImageType(buf: Uint8Array): AcceptedImageFormat | null {
  if (!buf || buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (
    buf[0] === 0x89 &&
    buf[1] === 0x50 &&
    buf[2] === 0x4e &&
    buf[3] === 0x47 &&
    buf[4] === 0x0d &&
    buf[5] === 0x0a &&
    buf[6] === 0x1a &&
    buf[7] === 0x0a
  ) {
    return "png";
  }
  const ascii = (start: number, end: number) => String.fromCharCode(...buf.subarray(start, end));
  const head6 = ascii(0, 6);
  if (head6 === "GIF87a" || head6 === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

export interface ProcessedVariant {
  width: number;
  height: number;
  format: "webp" | "avif";
  data: Buffer;
}

export interface ProcessedImage {
  /** Format of `original` (a still GIF is normalised to PNG). */
  format: OutputImageFormat;
  mimeType: string;
  ext: string;
  /** Format the upload actually was. */
  sourceFormat: AcceptedImageFormat;
  /** Dimensions after auto-rotation (for animations: one frame). */
  width: number;
  height: number;
  animated: boolean;
  original: Buffer;
  /** Sorted by format (webp first), then width ascending. */
  variants: ProcessedVariant[];
}

export interface ProcessImageOptions {
  widths?: number[];
  /** Also encode AVIF variants (default true; skipped for animations, which AVIF output can't hold). */
  avif?: boolean;
}

/** Variant widths for an original of `originalWidth`: the configured widths up to the original, plus the original when it is narrower than the largest. */
export function variantWidths(
  originalWidth: number,
  widths: readonly number[] = DEFAULT_VARIANT_WIDTHS,
): number[] {
  const valid = widths.filter((w) => Number.isInteger(w) && w > 0);
  const out = new Set(valid.filter((w) => w <= originalWidth));
  const max = valid.length ? Math.max(...valid) : 0;
  if (originalWidth < max) out.add(originalWidth);
  return [...out].sort((a, b) => a - b);
}

function toValidationError(err: unknown): ImageValidationError {
  if (err instanceof ImageValidationError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const text = /pixel limit/i.test(message)
    ? MSG_TOO_MANY_PIXELS
    : /timeout/i.test(message)
      ? MSG_TOO_SLOW
      : MSG_NOT_AN_IMAGE;
  const e = new ImageValidationError(text);
  (e as Error & { cause?: unknown }).cause = err;
  return e;
}

export async function processImage(input: Buffer, opts: ProcessImageOptions = {}): Promise<ProcessedImage> {
  if (!Buffer.isBuffer(input) || input.length === 0) throw new ImageValidationError(MSG_NOT_AN_IMAGE);
  if (input.length > MAX_IMAGE_BYTES) throw new ImageValidationError(MSG_TOO_LARGE);

  const sniffed = sniffImageType(input);
  if (!sniffed) throw new ImageValidationError(MSG_NOT_AN_IMAGE);

  const inputOpts = { failOn: "truncated", limitInputPixels: MAX_IMAGE_PIXELS } as const;
  let meta: Metadata;
  try {
    meta = await sharp(input, inputOpts).metadata();
  } catch (err) {
    throw toValidationError(err);
  }
  // The container must agree with the magic bytes and be one we accept.
  if (meta.format !== sniffed || !meta.width || !meta.height)
    throw new ImageValidationError(MSG_NOT_AN_IMAGE);
  const animated = (sniffed === "gif" || sniffed === "webp") && (meta.pages ?? 1) > 1;
  // Every frame of an animation is decoded: they all count.
  const pixels = meta.width * (meta.pageHeight ?? meta.height) * (animated ? (meta.pages ?? 1) : 1);
  if (pixels > MAX_IMAGE_PIXELS) throw new ImageValidationError(MSG_TOO_MANY_PIXELS);

  const swap = (meta.orientation ?? 1) >= 5; // EXIF orientations 5-8 turn the image a quarter
  const width = swap ? meta.height : meta.width;
  const height = swap ? meta.width : meta.height;

  // Each pipeline decodes the (in-memory) input itself: JPEG shrink-on-load makes the small
  // variants cheap, and the encodes run concurrently on libuv's thread pool (Promise.all below).
  // sharp drops all metadata (EXIF, XMP, IPTC, ICC → converted to sRGB) unless asked to keep it.
  const pipeline = () =>
    sharp(input, { ...inputOpts, animated })
      .autoOrient()
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS });

  const format: OutputImageFormat = sniffed === "gif" && !animated ? "png" : sniffed;
  const encodeOriginal = async (): Promise<Buffer> => {
    const p = pipeline();
    switch (format) {
      case "jpeg":
        return p.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case "png":
        return p.png({ compressionLevel: 8, adaptiveFiltering: true }).toBuffer();
      case "gif":
        return p.gif({ effort: 5 }).toBuffer();
      case "webp":
        return p.webp({ quality: 85, effort: 4 }).toBuffer();
    }
  };

  const widths = variantWidths(width, opts.widths ?? DEFAULT_VARIANT_WIDTHS);
  const wantAvif = (opts.avif ?? true) && !animated;
  const encodeVariant = async (w: number, fmt: "webp" | "avif"): Promise<ProcessedVariant> => {
    let p = pipeline();
    if (w !== width) p = p.resize({ width: w, withoutEnlargement: true });
    p =
      fmt === "webp"
        ? p.webp({ quality: 80, effort: 4 })
        : p.avif({ quality: 50, effort: 2, chromaSubsampling: "4:2:0" });
    const { data, info } = await p.toBuffer({ resolveWithObject: true });
    return {
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
      format: fmt,
      data,
    };
  };

  try {
    const [original, ...variants] = await Promise.all([
      encodeOriginal(),
      ...widths.map((w) => encodeVariant(w, "webp")),
      ...(wantAvif ? widths.map((w) => encodeVariant(w, "avif")) : []),
    ]);
    return {
      format,
      mimeType: MIME[format],
      ext: EXT[format],
      sourceFormat: sniffed,
      width,
      height,
      animated,
      original: original as Buffer,
      variants: variants as ProcessedVariant[],
    };
  } catch (err) {
    throw toValidationError(err);
  }
}

const VARIANT_MIME = { webp: "image/webp", avif: "image/avif" } as const;

/**
 * Writes a processed image: the original as `${baseName}.${ext}` and each variant as
 * `${baseName}-${width}w.${format}`. If any write fails, what was written is removed again.
 */
export async function storeProcessedImage(
  storage: Pick<ObjectStorage, "put" | "delete">,
  bucket: string,
  baseName: string,
  processed: ProcessedImage,
): Promise<{ url: string; storageKey: string; variants: MediaVariant[] }> {
  const originalName = `${baseName}.${processed.ext}`;
  const variantNames = processed.variants.map((v) => `${baseName}-${v.width}w.${v.format}`);
  const writes = [
    storage.put(bucket, originalName, processed.original, processed.mimeType),
    ...processed.variants.map((v, i) => storage.put(bucket, variantNames[i], v.data, VARIANT_MIME[v.format])),
  ];
  const results = await Promise.allSettled(writes);
  const failed = results.find((r) => r.status === "rejected");
  if (failed) {
    await Promise.allSettled(
      [originalName, ...variantNames].map((name, i) =>
        results[i].status === "fulfilled" ? storage.delete(bucket, name) : Promise.resolve(false),
      ),
    );
    throw (failed as PromiseRejectedResult).reason;
  }
  const stored = results.map((r) => (r as PromiseFulfilledResult<{ key: string; url: string }>).value);
  return {
    url: stored[0].url,
    storageKey: stored[0].key,
    variants: processed.variants.map((v, i) => ({
      width: v.width,
      height: v.height,
      format: v.format,
      url: stored[i + 1].url,
    })),
  };
}
