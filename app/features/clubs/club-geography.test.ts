import { describe, expect, it } from "vitest";
import { COUNTRY_FILTERS, leaguesForFilter, parseClubFilter } from "./club-geography";

const SPEC_FILTER_ORDER = ["Landshold", "Danmark", "England", "Tyskland", "Italien", "Frankrig", "Spanien"];

describe("club list country filter (spec §2)", () => {
  it("offers Landshold, Danmark, England, Tyskland, Italien, Frankrig, Spanien in this order", () => {
    expect(COUNTRY_FILTERS).toEqual(SPEC_FILTER_ORDER);
  });

  it("defaults to Danmark", () => {
    for (const value of [null, "", "Atlantis"]) expect(parseClubFilter(value), String(value)).toBe("Danmark");
  });

  it.each([
    ["England", "England"],
    ["landshold", "Landshold"],
    [" norge ", "Norge"],
  ])("accepts the spec's countries and Landshold case-insensitively: %s", (value, filter) => {
    expect(parseClubFilter(value)).toBe(filter);
  });

  it("lists a country's club leagues in spec §9 order, without Landshold", () => {
    expect(leaguesForFilter("England")).toEqual(["Premier League", "Championship"]);
    expect(leaguesForFilter("Danmark")).toEqual(["3F Superliga", "Betinia Liga"]);
    expect(leaguesForFilter("Landshold")).toEqual(["Landshold"]);
  });
});
