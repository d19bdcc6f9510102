import { describe, expect, it } from "vitest";
import { COUNTRY_FILTERS, leaguesForFilter, parseClubFilter } from "./club-geography";

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
