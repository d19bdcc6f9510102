/**
 * Upload pipeline for images: verify (magic bytes + a real decode by sharp), auto-rotate by
 * EXIF, strip all metadata, normalise the original and encode responsive WebP/AVIF variants.
 */
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { cropRect } from "~/lib/crop-geometry";
import { type FocalPoint, IMAGE_CROPS, type ImageCropName, type MediaVariant } from "~/lib/media-variant";
import { type ObjectStorage, randomSuffix, stripExt } from "./storage.server";

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
  format: "webp" | "avif" | "jpeg";
  /** Cut to this crop around the focal point (issue 27); absent: the whole picture. */
  crop?: ImageCropName;
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
  /** Sorted by format (webp first), then width ascending; the crops (if asked for) after them. */
  variants: ProcessedVariant[];
}

export interface ProcessImageOptions {
  widths?: number[];
  /** Also encode AVIF variants (default true; skipped for animations, which AVIF output can't hold). */
  avif?: boolean;
  /**
   * Also cut every `IMAGE_CROPS` crop (issue 27), around `focal` or where sharp's attention
   * strategy finds the most (skin tones, saturation, edges). Off for logos and portraits.
   */
  crops?: boolean;
  focal?: FocalPoint | null;
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
    const [[original, ...variants], crops] = await Promise.all([
      Promise.all([
        encodeOriginal(),
        ...widths.map((w) => encodeVariant(w, "webp")),
        ...(wantAvif ? widths.map((w) => encodeVariant(w, "avif")) : []),
      ]),
      // Crops are stills: an animation's are cut from its first frame.
      opts.crops
        ? cutCrops(input, { width, height, focal: opts.focal ?? null, avif: opts.avif ?? true })
        : Promise.resolve([]),
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
      variants: [...(variants as ProcessedVariant[]), ...crops],
    };
  } catch (err) {
    throw toValidationError(err);
  }
}

const CROP_NAMES = Object.keys(IMAGE_CROPS) as ImageCropName[];
/** The side of the small copy sharp's attention strategy looks at (its choice does not need more). */
const ATTENTION_PROBE_PX = 256;

/**
 * Where sharp's attention strategy would cut a crop of `ratio` from a raw picture, as the focal
 * point that gives that rectangle: found once on a small copy, so every width of a crop shows the
 * same part of the picture.
 */
async function attentionFocal(raw: Buffer, info: OutputInfo, ratio: number): Promise<FocalPoint> {
  const whole = cropRect(info.width, info.height, ratio);
  const k = Math.min(1, ATTENTION_PROBE_PX / Math.max(whole.width, whole.height));
  const width = Math.max(1, Math.round(whole.width * k));
  const height = Math.max(1, Math.round(whole.height * k));
  const probe = await sharp(raw, { raw: rawInput(info) })
    .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
    .resize({ width, height, fit: "cover", position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // 'cover' scales the picture by `scale`, then cuts at the (negative) offsets it reports.
  const scale = Math.max(width / info.width, height / info.height);
  const left = -(probe.info.cropOffsetLeft ?? 0) / scale;
  const top = -(probe.info.cropOffsetTop ?? 0) / scale;
  return { x: (left + whole.width / 2) / info.width, y: (top + whole.height / 2) / info.height };
}

function rawInput(info: OutputInfo) {
  return { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 };
}

/**
 * Issue 27: every `IMAGE_CROPS` crop at its widths (never wider than the crop itself), WebP plus
 * AVIF when asked, and the Open Graph crop as JPEG too (social networks read no WebP; it gets no
 * AVIF). The
 * picture is decoded once, scaled to what the largest crop needs, and cut from that copy.
 */
async function cutCrops(
  input: Buffer,
  opts: { width: number; height: number; focal: FocalPoint | null; avif: boolean },
): Promise<ProcessedVariant[]> {
  const plans = CROP_NAMES.map((name) => {
    const { ratio, widths } = IMAGE_CROPS[name];
    const rect = cropRect(opts.width, opts.height, ratio, opts.focal);
    return { name, ratio, rect, widths: variantWidths(rect.width, widths) };
  });
  const scale = Math.min(1, Math.max(...plans.map((p) => Math.max(...p.widths) / p.rect.width)));
  const { data: raw, info } = await sharp(input, { failOn: "truncated", limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
    .resize({
      width: Math.max(1, Math.round(opts.width * scale)),
      height: Math.max(1, Math.round(opts.height * scale)),
      fit: "fill",
    })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });

  const encodes: Promise<ProcessedVariant>[] = [];
  for (const plan of plans) {
    const focal = opts.focal ?? (await attentionFocal(raw, info, plan.ratio));
    const rect = cropRect(info.width, info.height, plan.ratio, focal);
    // No reader's box is 1.91:1 (the Open Graph crop is for social networks, as JPEG): its AVIF,
    // the costliest encode of all, would never be shown.
    const formats: ProcessedVariant["format"][] =
      opts.avif && plan.name !== "og" ? ["webp", "avif"] : ["webp"];
    for (const width of plan.widths) {
      const height = Math.max(1, Math.round((width * plan.rect.height) / plan.rect.width));
      const cut = () =>
        sharp(raw, { raw: rawInput(info) })
          .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
          .extract(rect)
          .resize({ width, height, fit: "fill" });
      const encode = async (format: ProcessedVariant["format"]): Promise<ProcessedVariant> => {
        const p = cut();
        const encoded =
          format === "webp"
            ? p.webp({ quality: 80, effort: 4 })
            : format === "avif"
              ? p.avif({ quality: 50, effort: 2, chromaSubsampling: "4:2:0" })
              : p.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
        return { width, height, format, crop: plan.name, data: await encoded.toBuffer() };
      };
      for (const format of formats) encodes.push(encode(format));
      if (plan.name === "og") encodes.push(encode("jpeg"));
    }
  }
  return Promise.all(encodes);
}

const VARIANT_MIME = { webp: "image/webp", avif: "image/avif", jpeg: "image/jpeg" } as const;
const VARIANT_EXT = { webp: "webp", avif: "avif", jpeg: "jpg" } as const;

/** A variant's object name: `${base}-${width}w.webp`, a crop's `${base}-${crop}[-${token}]-${width}w.webp`. */
function variantName(
  baseName: string,
  v: Pick<ProcessedVariant, "width" | "format" | "crop">,
  token?: string,
) {
  const crop = v.crop ? `-${v.crop}${token ? `-${token}` : ""}` : "";
  return `${baseName}${crop}-${v.width}w.${VARIANT_EXT[v.format]}`;
}

/** Writes every file, or none: if one write fails, the ones that succeeded are removed again. */
async function putAll(
  storage: Pick<ObjectStorage, "put" | "delete">,
  bucket: string,
  files: { name: string; data: Buffer; contentType: string }[],
): Promise<{ key: string; url: string }[]> {
  const results = await Promise.allSettled(
    files.map((f) => storage.put(bucket, f.name, f.data, f.contentType)),
  );
  const failed = results.find((r) => r.status === "rejected");
  if (failed) {
    await Promise.allSettled(
      files.map((f, i) =>
        results[i].status === "fulfilled" ? storage.delete(bucket, f.name) : Promise.resolve(false),
      ),
    );
    throw (failed as PromiseRejectedResult).reason;
  }
  return results.map((r) => (r as PromiseFulfilledResult<{ key: string; url: string }>).value);
}

function toMediaVariant(v: ProcessedVariant, url: string): MediaVariant {
  return { width: v.width, height: v.height, format: v.format, url, ...(v.crop ? { crop: v.crop } : {}) };
}

/**
 * Writes a processed image: the original as `${baseName}.${ext}` and each variant as
 * `${baseName}-${width}w.${format}` (a crop as `${baseName}-${crop}-${width}w.${format}`). If any
 * write fails, what was written is removed again.
 */
export async function storeProcessedImage(
  storage: Pick<ObjectStorage, "put" | "delete">,
  bucket: string,
  baseName: string,
  processed: ProcessedImage,
): Promise<{ url: string; storageKey: string; variants: MediaVariant[] }> {
  const stored = await putAll(storage, bucket, [
    { name: `${baseName}.${processed.ext}`, data: processed.original, contentType: processed.mimeType },
    ...processed.variants.map((v) => ({
      name: variantName(baseName, v),
      data: v.data,
      contentType: VARIANT_MIME[v.format],
    })),
  ]);
  return {
    url: stored[0].url,
    storageKey: stored[0].key,
    variants: processed.variants.map((v, i) => toMediaVariant(v, stored[i + 1].url)),
  };
}

/**
 * A media row's file columns: where the stored image is and what it is. Every path that adds to the
 * library (upload, embed thumbnail, generated article, sample data) writes these alike.
 */
export function mediaFileColumns(
  stored: { url: string; storageKey: string; variants: MediaVariant[] },
  processed: ProcessedImage,
) {
  return {
    url: stored.url,
    storageKey: stored.storageKey,
    mimeType: processed.mimeType,
    width: processed.width,
    height: processed.height,
    sizeBytes: processed.original.length,
    variants: stored.variants,
  };
}

/** The object name a stored variant's URL ends in (names hold no '/', storage.server.ts). */
export function objectNameOfUrl(url: string): string {
  return url.slice(url.lastIndexOf("/") + 1);
}

/** The bucket and object name of a media row's `storage_key` (`{bucket}/{name}`). */
export function splitStorageKey(storageKey: string): { bucket: string; name: string } {
  const slash = storageKey.indexOf("/");
  return { bucket: storageKey.slice(0, slash), name: storageKey.slice(slash + 1) };
}

/** Deletes stored variants by their addresses (all in `bucket`); a missing file is no error. */
export async function deleteVariantFiles(
  storage: Pick<ObjectStorage, "delete">,
  bucket: string,
  urls: readonly string[],
): Promise<void> {
  await Promise.allSettled(urls.map((url) => storage.delete(bucket, objectNameOfUrl(url))));
}

export interface RegeneratedCrops {
  /** The row's uncropped variants as they were, then the new crops. */
  variants: MediaVariant[];
  /** The addresses of the crops the row had: theirs to delete once nothing names them. */
  replaced: string[];
  /** Removes the new crops again: call when saving them failed. */
  discardNew(): Promise<void>;
}

/**
 * Issue 27: cuts a media row's crops again from its stored original, around `focal` (or by
 * attention when null), under new names: variants are served as immutable, so a changed crop
 * needs a new address. Nothing is deleted here: the caller saves `variants`, then deletes the
 * `replaced` files (`deleteVariantFiles`), at once or once cached pages no longer name them; or
 * calls `discardNew` when the save failed. AVIF crops only when the row has AVIF variants.
 */
export async function regenerateCrops(
  storage: Pick<ObjectStorage, "get" | "put" | "delete">,
  row: { storageKey: string; variants: readonly MediaVariant[] },
  focal: FocalPoint | null,
): Promise<RegeneratedCrops> {
  const { bucket, name } = splitStorageKey(row.storageKey);
  const original = await storage.get(bucket, name);
  if (!original) throw new Error(`the original ${row.storageKey} is missing from the storage`);
  let crops: ProcessedVariant[];
  try {
    const meta = await sharp(original.data, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new ImageValidationError(MSG_NOT_AN_IMAGE);
    const swap = (meta.orientation ?? 1) >= 5;
    crops = await cutCrops(original.data, {
      width: swap ? meta.height : meta.width,
      height: swap ? meta.width : meta.height,
      focal,
      avif: row.variants.some((v) => v.format === "avif"),
    });
  } catch (err) {
    throw toValidationError(err);
  }
  const token = randomSuffix(6);
  const baseName = stripExt(name);
  const files = crops.map((v) => ({
    name: variantName(baseName, v, token),
    data: v.data,
    contentType: VARIANT_MIME[v.format],
  }));
  const stored = await putAll(storage, bucket, files);
  const variants = crops.map((v, i) => toMediaVariant(v, stored[i].url));
  return {
    variants: [...row.variants.filter((v) => !v.crop), ...variants],
    replaced: row.variants.filter((v) => v.crop).map((v) => v.url),
    discardNew: () =>
      deleteVariantFiles(
        storage,
        bucket,
        variants.map((v) => v.url),
      ),
  };
}
