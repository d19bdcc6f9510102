import { describe, expect, it } from "vitest";
import {
  ADVERTORIAL_CATEGORIES,
  advertorialCategoryOf,
  categoryHref,
  categoryLabel,
  categoryTag,
  parseCategoryParam,
} from "./advertorial-categories";

describe("advertorial categories (spec §2 Advertorials)", () => {
  it("are Sport & Betting, Teknologi, Guide and Produkter, in that order", () => {
    expect(ADVERTORIAL_CATEGORIES.map((c) => c.label)).toEqual([
      "Sport & Betting",
      "Teknologi",
      "Guide",
      "Produkter",
    ]);
  });

  it("come from the tag annonce:{key}", () => {
    for (const [tags, key] of [
      [["type:advertorial", "annonce:sport-betting", "ansvarligt-spil"], "sport-betting"],
      [["annonce:ukendt", "annonce:guide"], "guide"],
      [["type:advertorial"], null],
      [null, null],
    ] as const) {
      expect(advertorialCategoryOf(tags), String(tags)).toBe(key);
    }
    expect(categoryTag("produkter")).toBe("annonce:produkter");
  });

  it.each([
    ["sport-betting", "Sport & Betting"],
    ["teknologi", "Teknologi"],
    ["guide", "Guide"],
    ["produkter", "Produkter"],
  ] as const)("map keys to their Danish labels: %s", (key, label) => {
    expect(categoryLabel(key)).toBe(label);
  });

  it("are chosen with ?kategori= links; unknown values choose none", () => {
    for (const [param, key] of [
      ["teknologi", "teknologi"],
      [" Guide ", "guide"],
      ["casino", null],
      [null, null],
    ] as const) {
      expect(parseCategoryParam(param), String(param)).toBe(key);
    }
    expect(categoryHref("teknologi")).toBe("/advertorial?kategori=teknologi");
    expect(categoryHref(null)).toBe("/advertorial");
  });
});
