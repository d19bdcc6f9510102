/** One stored size and format of an image (the media row's `variants`, read by responsive images). */
export type MediaVariant = {
  width: number;
  height: number;
  format: "webp" | "avif" | "jpeg" | "png";
  url: string;
};
