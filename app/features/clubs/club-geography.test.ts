import { describe, expect, it } from "vitest";
import {
  CLUB_COUNTRIES,
  COUNTRY_FILTERS,
  LEAGUES_BY_COUNTRY,
  leaguesForFilter,
  parseClubFilter,
} from "./club-geography";
import { FEATURED_EUROPEAN_CLUB_SLUGS, FEATURED_LEAGUE } from "./featured-clubs";

describe("club list country filter (spec §2)", () => {
  it("offers Landshold, Danmark, England, Tyskland, Italien, Frankrig, Spanien in this order", () => {
    expect(COUNTRY_FILTERS).toEqual([
      "Landshold",
      "Danmark",
      "England",
      "Tyskland",
      "Italien",
      "Frankrig",
      "Spanien",
    ]);
  });

  it("defaults to Danmark", () => {
    expect(parseClubFilter(null)).toBe("Danmark");
    expect(parseClubFilter("")).toBe("Danmark");
    expect(parseClubFilter("Atlantis")).toBe("Danmark");
  });

  it("accepts the spec's countries and Landshold case-insensitively", () => {
    expect(parseClubFilter("England")).toBe("England");
    expect(parseClubFilter("landshold")).toBe("Landshold");
    expect(parseClubFilter(" norge ")).toBe("Norge");
  });

  it("lists a country's club leagues in spec §9 order, without Landshold", () => {
    expect(leaguesForFilter("England")).toEqual(["Premier League", "Championship"]);
    expect(leaguesForFilter("Danmark")).toEqual(["3F Superliga", "Betinia Liga"]);
    expect(leaguesForFilter("Landshold")).toEqual(["Landshold"]);
  });
});

describe("the copy of spec §9 stays in step with the sample data", () => {
  it("has the same countries and leagues as the seed", async () => {
    const seed = await import("~/features/seed/seed-types");
    expect(CLUB_COUNTRIES).toEqual(seed.COUNTRIES);
    expect(LEAGUES_BY_COUNTRY).toEqual(seed.LEAGUES_BY_COUNTRY);
  });

  it("features only clubs that exist in the sample data", async () => {
    const { seedClubs } = await import("~/features/seed/data/clubs");
    const slugs = new Set(seedClubs.map((c) => c.slug));
    expect(FEATURED_EUROPEAN_CLUB_SLUGS.filter((s) => !slugs.has(s))).toEqual([]);
    expect(seedClubs.filter((c) => c.league === FEATURED_LEAGUE)).toHaveLength(12);
  });
});
