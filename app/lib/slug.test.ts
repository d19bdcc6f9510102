import { describe, expect, it } from "vitest";
import { cleanManualSlug, nextFreeSlug, slugFromTitle, toSlugValue } from "./slug";

describe("slugFromTitle (spec §5 auto-derived slug)", () => {
  it("lowercases, turns æ and ø into ae and å into aa, spaces into hyphens", () => {
    expect(slugFromTitle("Brøndby vinder på Århus Stadion")).toBe("braendby-vinder-paa-aarhus-stadion");
    expect(slugFromTitle("Æblet og Østerbro")).toBe("aeblet-og-aesterbro");
  });
  it("removes other characters and collapses hyphens", () => {
    expect(slugFromTitle("FCK: 3-1 sejr!! -- igen?")).toBe("fck-3-1-sejr-igen");
  });
});

describe("cleanManualSlug (spec §5 manual slug input)", () => {
  it("lowercases, keeps only a-z, 0-9 and hyphens, collapses repeated hyphens", () => {
    expect(cleanManualSlug("Min--Artikel_2025 ÆØÅ")).toBe("min-artikel2025");
  });
});

describe("toSlugValue (tags and club slugs)", () => {
  it("turns Danish and accented names into ASCII", () => {
    for (const [name, slug] of [
      ["FC København", "fc-kobenhavn"],
      ["Bayern München", "bayern-munchen"],
      ["Atlético Madrid", "atletico-madrid"],
      ["FC Nordsjælland", "fc-nordsjaelland"],
    ]) {
      expect(toSlugValue(name), name).toBe(slug);
    }
  });
});

describe("nextFreeSlug", () => {
  it("adds -2, -3 … to a taken derived slug", () => {
    expect(nextFreeSlug("derby", new Set())).toBe("derby");
    expect(nextFreeSlug("derby", new Set(["derby"]))).toBe("derby-2");
    expect(nextFreeSlug("derby", new Set(["derby", "derby-2", "derby-3"]))).toBe("derby-4");
  });
});
