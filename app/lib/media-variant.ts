/**
 * Issue 27: the crops every picture is cut to around its focal point (or by sharp's attention
 * strategy when it has none). `ratio` is width / height.
 * - `square`: the front page's squares and phone cards (1:1);
 * - `wide`: the lead and the article's top picture (16:9);
 * - `og`: Open Graph and social cards (1.91:1).
 */
export const IMAGE_CROPS = {
  square: { ratio: 1, widths: [240, 480, 800] },
  wide: { ratio: 16 / 9, widths: [240, 480, 800, 1200] },
  og: { ratio: 1.91, widths: [1200] },
} as const satisfies Record<string, { ratio: number; widths: readonly number[] }>;

export type ImageCropName = keyof typeof IMAGE_CROPS;

/** One stored size and format of an image (the media row's `variants`, read by responsive images). */
export type MediaVariant = {
  width: number;
  height: number;
  format: "webp" | "avif" | "jpeg" | "png";
  url: string;
  /** Cut to this crop (issue 27); absent: the whole picture, scaled. */
  crop?: ImageCropName;
};

/** A focal point as fractions of the picture's width and height (0–1, from the top left). */
export interface FocalPoint {
  x: number;
  y: number;
}
