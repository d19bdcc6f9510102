import { describe, expect, it } from "vitest";
import { FEATURED_EUROPEAN_CLUB_SLUGS, FEATURED_LEAGUE } from "~/features/clubs/featured-clubs";
import { HISTORY_THEMES } from "~/lib/history-themes";
import { seedArticles } from "~/workflows/seed/data/articles";
import { seedClubs } from "~/workflows/seed/data/clubs";
import { seedPhotos } from "~/workflows/seed/data/photos";

describe("the sample data has the clubs the club pages feature", () => {
  it("features only clubs that exist in the sample data", () => {
    const slugs = new Set(seedClubs.map((c) => c.slug));
    expect(FEATURED_EUROPEAN_CLUB_SLUGS.filter((s) => !slugs.has(s))).toEqual([]);
    expect(seedClubs.filter((c) => c.league === FEATURED_LEAGUE)).toHaveLength(12);
  });
});

describe("the sample advertorials (issue 14)", () => {
  it("do not start their excerpts with 'Annonce:': the badge already says so", async () => {
    const { seedArticles } = await import("~/workflows/seed/data/articles");
    const advertorials = seedArticles.filter((a) => a.category === "Advertorial");
    expect(advertorials.length).toBeGreaterThan(0);
    expect(
      advertorials.filter((a) => /^\s*(annonce|sponseret)\s*:/i.test(a.excerpt)).map((a) => a.slug),
    ).toEqual([]);
  });
});

describe("the sample history articles (issue 14)", () => {
  const history = seedArticles.filter((a) => a.generator === "history");

  it("each has a picture of its own", () => {
    const keys = history.map((a) => a.photoKey);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(history.length);
    const photoKeys = new Set(seedPhotos.map((p) => p.key));
    expect(keys.filter((k) => !photoKeys.has(k ?? ""))).toEqual([]);
  });

  it("fill every theme the history page links to", () => {
    for (const theme of HISTORY_THEMES) {
      expect(history.filter((a) => a.tags.includes(theme.tag)).length, theme.title).toBeGreaterThan(0);
    }
  });
});
