import { describe, expect, it } from "vitest";
import { cropObjectPosition, cropRect } from "./crop-geometry";

type CropCase = [args: Parameters<typeof cropRect>, expected: ReturnType<typeof cropRect>];

function expectCrops(cases: CropCase[]) {
  for (const [args, expected] of cases) expect(cropRect(...args), JSON.stringify(args)).toEqual(expected);
}

describe("cropRect", () => {
  it("centres the largest crop when there is no focal point", () => {
    expectCrops([
      [[1600, 900, 1], { left: 350, top: 0, width: 900, height: 900 }],
      [[1600, 900, 16 / 9], { left: 0, top: 0, width: 1600, height: 900 }],
      [[1200, 1200, 16 / 9, null], { left: 0, top: 263, width: 1200, height: 675 }],
    ]);
  });

  it("centres the crop on the focal point when the edges allow it", () => {
    expectCrops([
      // Focal point at (0.4, 0.5) of 1600 × 900: a square centred on x = 640.
      [[1600, 900, 1, { x: 0.4, y: 0.5 }], { left: 190, top: 0, width: 900, height: 900 }],
      // A portrait picture cut to 16:9 around y = 0.3 of 1000 → centre 300.
      [[800, 1000, 16 / 9, { x: 0.5, y: 0.3 }], { left: 0, top: 75, width: 800, height: 450 }],
    ]);
  });

  it("slides against the edges for focal points in the corners", () => {
    expectCrops([
      [[1600, 900, 1, { x: 0, y: 0 }], { left: 0, top: 0, width: 900, height: 900 }],
      [[1600, 900, 1, { x: 1, y: 1 }], { left: 700, top: 0, width: 900, height: 900 }],
      [[900, 1600, 16 / 9, { x: 0, y: 0 }], { left: 0, top: 0, width: 900, height: 506 }],
      [[900, 1600, 16 / 9, { x: 1, y: 1 }], { left: 0, top: 1094, width: 900, height: 506 }],
    ]);
  });

  it("keeps the full height when the crop is wider than the picture, the full width when taller", () => {
    expectCrops([
      // 1.91:1 from a 16:9 picture: the whole width, a little of the height cut.
      [[1600, 900, 1.91], { left: 0, top: 31, width: 1600, height: 838 }],
      // A panorama cut to 16:9: the whole height.
      [[4000, 500, 16 / 9], { left: 1556, top: 0, width: 889, height: 500 }],
      // A tall strip cut to a square: the whole width.
      [[300, 2000, 1, { x: 0.5, y: 0.9 }], { left: 0, top: 1650, width: 300, height: 300 }],
    ]);
  });

  it("gives whole pixels inside tiny pictures, never less than 1 × 1", () => {
    expectCrops([
      [[1, 1, 16 / 9], { left: 0, top: 0, width: 1, height: 1 }],
      [[3, 1, 1, { x: 1, y: 0 }], { left: 2, top: 0, width: 1, height: 1 }],
      [[2, 9, 1.91, { x: 0.5, y: 1 }], { left: 0, top: 8, width: 2, height: 1 }],
    ]);
    for (const [w, h] of [
      [1, 1],
      [7, 3],
      [5, 11],
      [17, 17],
    ]) {
      for (const ratio of [1, 16 / 9, 1.91]) {
        for (const focal of [null, { x: 0, y: 1 }, { x: 0.33, y: 0.66 }, { x: 1, y: 0 }]) {
          const r = cropRect(w, h, ratio, focal);
          expect(Number.isInteger(r.left) && Number.isInteger(r.width)).toBe(true);
          expect(r.left).toBeGreaterThanOrEqual(0);
          expect(r.top).toBeGreaterThanOrEqual(0);
          expect(r.width).toBeGreaterThanOrEqual(1);
          expect(r.height).toBeGreaterThanOrEqual(1);
          expect(r.left + r.width).toBeLessThanOrEqual(w);
          expect(r.top + r.height).toBeLessThanOrEqual(h);
        }
      }
    }
  });

  it("clamps a focal point outside 0–1 and treats a missing coordinate as the middle", () => {
    expect(cropRect(1600, 900, 1, { x: 7, y: -3 })).toEqual(cropRect(1600, 900, 1, { x: 1, y: 0 }));
    expect(cropRect(1600, 900, 1, { x: Number.NaN, y: 0.5 })).toEqual(cropRect(1600, 900, 1));
  });
  it("positions a covered box so it shows exactly the crop the server cuts", () => {
    const cases: [args: Parameters<typeof cropObjectPosition>, expected: string][] = [
      // 1600 × 900 to a square around x = 0.4: the crop starts at 190 of 700 px of room.
      [[1600, 900, 1, { x: 0.4, y: 0.5 }], "27.14% 50%"],
      [[1600, 900, 1, { x: 0, y: 0 }], "0% 50%"],
      [[1600, 900, 1, { x: 1, y: 1 }], "100% 50%"],
      // 800 × 1000 to 16:9 around y = 0.3: 75 of 550 px.
      [[800, 1000, 16 / 9, { x: 0.5, y: 0.3 }], "50% 13.64%"],
      [[1600, 900, 16 / 9, { x: 0.9, y: 0.9 }], "50% 50%"],
      [[1600, 900, 1, null], "50% 50%"],
    ];
    for (const [args, expected] of cases) {
      expect(cropObjectPosition(...args), JSON.stringify(args)).toBe(expected);
    }
  });
});
