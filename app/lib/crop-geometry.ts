import type { FocalPoint } from "./media-variant";

/**
 * Issue 27: where a crop is cut from a picture. Pure, shared by the image pipeline (the server
 * cuts the crops) and the focal-point editor's previews; which stored crop a reader's box shows
 * is `image-crops.ts` (kept apart: it is in every public page's script).
 */

/** A rectangle in whole pixels of the picture, from its top left. */
export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A focal point's coordinate as a usable fraction: out-of-range values are clamped, missing ones centred. */
function fraction(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 0.5;
  return Math.min(1, Math.max(0, value));
}

/** One axis: the crop's start so that its centre is as close to `centre` as the edges allow. */
function start(size: number, cropSize: number, centre: number): number {
  const ideal = Math.round(centre * size - cropSize / 2);
  return Math.min(size - cropSize, Math.max(0, ideal));
}

/**
 * The largest rectangle of `ratio` (width / height) inside a `width` × `height` picture whose
 * centre is as close to the focal point as the picture's edges allow; without a focal point, the
 * middle. Whole pixels, never outside the picture, at least 1 × 1.
 */
export function cropRect(width: number, height: number, ratio: number, focal?: FocalPoint | null): CropRect {
  const w = Math.max(1, Math.floor(width));
  const h = Math.max(1, Math.floor(height));
  const r = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  let cropWidth: number;
  let cropHeight: number;
  if (w / h > r) {
    // The picture is wider than the crop: full height, the width cut.
    cropHeight = h;
    cropWidth = Math.min(w, Math.max(1, Math.round(h * r)));
  } else {
    cropWidth = w;
    cropHeight = Math.min(h, Math.max(1, Math.round(w / r)));
  }
  return {
    left: start(w, cropWidth, fraction(focal?.x)),
    top: start(h, cropHeight, fraction(focal?.y)),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * CSS `object-position` that makes a box of `ratio` covered by the whole picture show exactly what
 * `cropRect` cuts (the focal-point editor's previews): the visible window starts at p × (free room).
 */
export function cropObjectPosition(
  width: number,
  height: number,
  ratio: number,
  focal: FocalPoint | null | undefined,
): string {
  const rect = cropRect(width, height, ratio, focal);
  const pct = (offset: number, room: number) => `${room > 0 ? +((offset / room) * 100).toFixed(2) : 50}%`;
  return `${pct(rect.left, Math.floor(width) - rect.width)} ${pct(rect.top, Math.floor(height) - rect.height)}`;
}
