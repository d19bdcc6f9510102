import { describe, expect, it } from "vitest";
import {
  cropForAspectRatio,
  focalObjectPosition,
  focalOf,
  variantsForAspectRatio,
  variantsOfCrop,
} from "./image-crops";
import type { MediaVariant } from "./media-variant";

describe("choosing a crop for a box", () => {
  const v = (width: number, crop?: MediaVariant["crop"]): MediaVariant => ({
    width,
    height: width,
    format: "webp",
    url: `/s/${crop ?? "full"}-${width}.webp`,
    ...(crop ? { crop } : {}),
  });

  it("matches a box's aspect ratio to a crop within 1 %", () => {
    for (const [ratio, crop] of [
      [1, "square"],
      [16 / 9, "wide"],
      [1.7778, "wide"],
      [1.91, "og"],
      [1.2, null],
      [4 / 3, null],
    ] as const) {
      expect(cropForAspectRatio(ratio), String(ratio)).toBe(crop);
    }
  });

  it("picks the variants of one crop, or the uncropped ones", () => {
    const variants = [v(240), v(480), v(240, "square"), v(480, "wide")];
    expect(variantsOfCrop(variants, "square").map((x) => x.url)).toEqual(["/s/square-240.webp"]);
    expect(variantsOfCrop(variants, null).map((x) => x.url)).toEqual([
      "/s/full-240.webp",
      "/s/full-480.webp",
    ]);
    expect(variantsOfCrop(null, "wide")).toEqual([]);
  });

  it("keeps only the variants a box of a ratio shows", () => {
    const all = [v(240), v(480), v(240, "square"), v(240, "wide"), v(480, "wide")];
    expect(variantsForAspectRatio(all, 16 / 9).map((x) => x.url)).toEqual([
      "/s/wide-240.webp",
      "/s/wide-480.webp",
    ]);
    expect(variantsForAspectRatio(all, 4 / 3).map((x) => x.url)).toEqual([
      "/s/full-240.webp",
      "/s/full-480.webp",
    ]);
    // Stored before crops existed: the whole picture's.
    expect(variantsForAspectRatio([v(240)], 1).map((x) => x.url)).toEqual(["/s/full-240.webp"]);
    expect(variantsForAspectRatio(null, 1)).toBeNull();
  });

  it("writes a focal point as CSS object-position percentages", () => {
    expect(focalObjectPosition({ x: 0.25, y: 0.8 })).toBe("25% 80%");
    expect(focalObjectPosition({ x: 1 / 3, y: 0 })).toBe("33.3% 0%");
    expect(focalObjectPosition(null)).toBeUndefined();
    expect(focalOf(0.2, 0.4)).toEqual({ x: 0.2, y: 0.4 });
    expect(focalOf(null, null)).toBeNull();
  });
});
