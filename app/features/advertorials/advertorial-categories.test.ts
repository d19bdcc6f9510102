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
    expect(advertorialCategoryOf(["type:advertorial", "annonce:sport-betting", "ansvarligt-spil"])).toBe(
      "sport-betting",
    );
    expect(advertorialCategoryOf(["annonce:ukendt", "annonce:guide"])).toBe("guide");
    expect(advertorialCategoryOf(["type:advertorial"])).toBeNull();
    expect(advertorialCategoryOf(null)).toBeNull();
    expect(categoryTag("produkter")).toBe("annonce:produkter");
  });

  it("map keys to their Danish labels", () => {
    expect(categoryLabel("sport-betting")).toBe("Sport & Betting");
    expect(categoryLabel("teknologi")).toBe("Teknologi");
    expect(categoryLabel("guide")).toBe("Guide");
    expect(categoryLabel("produkter")).toBe("Produkter");
  });

  it("are chosen with ?kategori= links; unknown values choose none", () => {
    expect(parseCategoryParam("teknologi")).toBe("teknologi");
    expect(parseCategoryParam(" Guide ")).toBe("guide");
    expect(parseCategoryParam("casino")).toBeNull();
    expect(parseCategoryParam(null)).toBeNull();
    expect(categoryHref("teknologi")).toBe("/advertorial?kategori=teknologi");
    expect(categoryHref(null)).toBe("/advertorial");
  });
});
