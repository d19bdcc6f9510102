import { describe, expect, it } from "vitest";
import { groupLeaguesBySection } from "./standings-sections";

describe("/stillinger sections (spec §2)", () => {
  it("groups leagues into 'Populære turneringer', 'Danske ligaer', 'Europa (UEFA)' and leaves out vm and em", () => {
    const groups = groupLeaguesBySection([
      { key: "premier-league", section: "popular" },
      { key: "3f-superliga", section: "danish" },
      { key: "betinia-liga", section: "danish" },
      { key: "champions-league", section: "europe" },
      { key: "vm", section: "tournament" },
      { key: "em", section: "tournament" },
    ]);
    expect(groups.map((g) => g.title)).toEqual(["Populære turneringer", "Danske ligaer", "Europa (UEFA)"]);
    expect(groups.flatMap((g) => g.leagues.map((l) => l.key))).toEqual([
      "premier-league",
      "3f-superliga",
      "betinia-liga",
      "champions-league",
    ]);
  });

  it("leaves out a section without leagues", () => {
    expect(groupLeaguesBySection([{ section: "danish" }]).map((g) => g.title)).toEqual(["Danske ligaer"]);
  });
});
