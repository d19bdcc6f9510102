import { describe, expect, it } from "vitest";
import {
  CLUB_MATCH,
  clubMatchesQuery,
  clubMatchRank,
  filterClubs,
  groupClubsByLeague,
  suggestClubName,
} from "./club-search";

const brondby = { name: "Brøndby IF", shortName: "BIF", location: "Brøndby", league: "3F Superliga" };
const fck = { name: "FC København", shortName: "FCK", location: "København", league: "3F Superliga" };
const aab = { name: "Aalborg BK", shortName: "AaB", location: "Aalborg", league: "Betinia Liga" };
const agf = { name: "AGF", shortName: "AGF", location: "Aarhus", league: "3F Superliga" };
const lyngby = { name: "Lyngby Boldklub", shortName: null, location: null, league: "Betinia Liga" };

describe("club search (spec §5: case-insensitive substring on name or location, and league name)", () => {
  it("matches the name case-insensitively with Danish letters", () => {
    expect(clubMatchesQuery(brondby, "brøndby")).toBe(true);
    expect(clubMatchesQuery(brondby, "BRØNDBY")).toBe(true);
    expect(clubMatchesQuery(fck, "københavn")).toBe(true);
  });

  it("matches a substring anywhere in the name", () => {
    expect(clubMatchesQuery(fck, "benh")).toBe(true);
  });

  it("matches the location", () => {
    expect(clubMatchesQuery(agf, "aarhus")).toBe(true);
  });

  it("matches the league name", () => {
    expect(clubMatchesQuery(aab, "betinia")).toBe(true);
    expect(clubMatchesQuery(fck, "superliga")).toBe(true);
  });

  it("finds Danish letters from their ASCII spelling", () => {
    expect(clubMatchesQuery(brondby, "brondby")).toBe(true);
    expect(clubMatchesQuery(fck, "kobenhavn")).toBe(true);
  });

  it("rejects a query found in no field", () => {
    expect(clubMatchesQuery(fck, "xyz")).toBe(false);
    expect(clubMatchesQuery(lyngby, "aarhus")).toBe(false);
  });

  it("treats an empty or blank query as no filter", () => {
    expect(filterClubs([fck, brondby], "   ")).toEqual([fck, brondby]);
  });

  it("keeps only the matching clubs", () => {
    expect(filterClubs([fck, brondby, aab], "brøndby")).toEqual([brondby]);
    expect(filterClubs([fck, brondby, aab], "xyz")).toEqual([]);
  });
});

describe("clubs grouped by league", () => {
  it("orders a country's leagues as in spec §9 and names alphabetically (Danish)", () => {
    const groups = groupClubsByLeague([lyngby, fck, aab, brondby, agf], "Danmark");
    expect(groups.map((g) => g.league)).toEqual(["3F Superliga", "Betinia Liga"]);
    expect(groups[0].clubs.map((c) => c.name)).toEqual(["AGF", "Brøndby IF", "FC København"]);
    // Danish alphabet: "Aa" is "Å", the last letter.
    expect(groups[1].clubs.map((c) => c.name)).toEqual(["Lyngby Boldklub", "Aalborg BK"]);
  });

  it("puts Premier League before Championship for England", () => {
    const groups = groupClubsByLeague(
      [
        { name: "Leicester City", league: "Championship" },
        { name: "Arsenal", league: "Premier League" },
      ],
      "England",
    );
    expect(groups.map((g) => g.league)).toEqual(["Premier League", "Championship"]);
  });

  it("lists a league outside the spec's list after the known ones", () => {
    const groups = groupClubsByLeague(
      [
        { name: "X", league: "Danmarksserien" },
        { name: "FC København", league: "3F Superliga" },
      ],
      "Danmark",
    );
    expect(groups.map((g) => g.league)).toEqual(["3F Superliga", "Danmarksserien"]);
  });

  it("leaves out empty groups", () => {
    expect(groupClubsByLeague([], "Danmark")).toEqual([]);
  });
});

describe("forgiving club search (issue 14)", () => {
  const vejle = { name: "Vejle Boldklub", shortName: null, location: "Vejle", league: "Betinia Liga" };
  const brondbyStrand = {
    name: "Brøndby Strand IF",
    shortName: null,
    location: "Brøndby Strand",
    league: "Danmarksserien",
  };

  it("folds ø written as oe, and å written as aa or a", () => {
    expect(clubMatchesQuery(brondby, "Broendby")).toBe(true);
    expect(clubMatchesQuery(fck, "Koebenhavn")).toBe(true);
    expect(clubMatchesQuery(aab, "Ålborg")).toBe(true);
    expect(clubMatchesQuery(agf, "Århus")).toBe(true);
  });

  it("tolerates one typo in a name from four letters ('Brøndy', 'Kobenhvn')", () => {
    expect(clubMatchesQuery(brondby, "Brøndy")).toBe(true);
    expect(clubMatchesQuery(fck, "Kobenhvn")).toBe(true);
    expect(clubMatchesQuery(fck, "Brøndy")).toBe(false);
    // Three letters are matched exactly: no near misses.
    expect(clubMatchesQuery(vejle, "vjl")).toBe(false);
  });

  it("ranks an exact club name before names that contain it and before other fields", () => {
    expect(clubMatchRank(brondby, "Brøndby IF")).toBe(CLUB_MATCH.exact);
    expect(clubMatchRank(brondby, "BIF")).toBe(CLUB_MATCH.exact);
    expect(clubMatchRank(brondbyStrand, "brondby")).toBe(CLUB_MATCH.prefix);
    expect(clubMatchRank(agf, "aarhus")).toBe(CLUB_MATCH.other);
    expect(clubMatchRank(brondby, "Brøndy")).toBe(CLUB_MATCH.similar);
    const groups = groupClubsByLeague([brondbyStrand, brondby], "Danmark", "Brøndby IF");
    expect(groups[0].clubs.map((c) => c.name)).toEqual(["Brøndby IF"]);
    // Within a league the exact name leads, before the alphabet.
    const ranked = groupClubsByLeague(
      [
        { ...brondbyStrand, league: "3F Superliga" },
        { ...brondby, name: "Brøndby" },
      ],
      "Danmark",
      "Brøndby",
    );
    expect(ranked[0].clubs.map((c) => c.name)).toEqual(["Brøndby", "Brøndby Strand IF"]);
  });

  it("suggests the closest club name when nothing matches ('Mente du …?')", () => {
    const all = [fck, brondby, aab, agf, lyngby];
    expect(filterClubs(all, "Brnødby")).toEqual([]);
    expect(suggestClubName(all, "Brnødby")).toBe("Brøndby IF");
    expect(suggestClubName(all, "xyzzy")).toBeNull();
  });
});
