import { describe, expect, it } from "vitest";
import { FEATURED_EUROPEAN_CLUB_SLUGS, FEATURED_LEAGUE } from "~/features/clubs/featured-clubs";
import { seedClubs } from "~/workflows/seed/data/clubs";

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
