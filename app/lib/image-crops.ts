import { type FocalPoint, IMAGE_CROPS, type ImageCropName, type MediaVariant } from "./media-variant";

/**
 * Issue 27: which of a picture's stored variants a box shows, and where the whole picture sits in a
 * box without a crop of its ratio. Read by `ResponsiveImage` on every public page (kept small);
 * where the crops are cut is `crop-geometry.ts`.
 */

/** The stored crop whose ratio is within 1 % of a box's `aspectRatio`, or null. */
export function cropForAspectRatio(aspectRatio: number): ImageCropName | null {
  for (const [name, crop] of Object.entries(IMAGE_CROPS) as [ImageCropName, { ratio: number }][]) {
    if (Math.abs(crop.ratio - aspectRatio) / crop.ratio <= 0.01) return name;
  }
  return null;
}

/** The variants cut to `crop` (any format), or the uncropped ones when `crop` is null. */
export function variantsOfCrop(
  variants: readonly MediaVariant[] | null | undefined,
  crop: ImageCropName | null,
): MediaVariant[] {
  return (variants ?? []).filter((v) => (v.crop ?? null) === crop);
}

/**
 * The variants a box of `aspectRatio` shows (what `ResponsiveImage` picks: its crop when the
 * picture has one, else the whole picture's), so a page's data carries no others.
 */
export function variantsForAspectRatio<T extends readonly MediaVariant[] | null | undefined>(
  variants: T,
  aspectRatio: number,
): T | MediaVariant[] {
  if (!variants) return variants;
  const crop = cropForAspectRatio(aspectRatio);
  const cropped = crop ? variantsOfCrop(variants, crop) : [];
  return cropped.length > 0 ? cropped : variantsOfCrop(variants, null);
}

/**
 * CSS `object-position` for a focal point: the picture's x % point sits at the box's x % point, so
 * the focal point stays inside any box the picture covers (an exact centring would need the box's
 * size, which CSS layouts change by breakpoint).
 */
export function focalObjectPosition(focal: FocalPoint | null | undefined): string | undefined {
  if (!focal) return undefined;
  const pct = (value: number) => `${+(Math.min(1, Math.max(0, value)) * 100).toFixed(1)}%`;
  return `${pct(focal.x)} ${pct(focal.y)}`;
}

/** A focal point from a row's two nullable columns (both set or both null, by the CHECK constraint). */
export function focalOf(x: number | null | undefined, y: number | null | undefined): FocalPoint | null {
  return typeof x === "number" && typeof y === "number" ? { x, y } : null;
}
