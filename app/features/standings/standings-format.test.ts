import { describe, expect, it } from "vitest";
import { LEAGUES, leagueRules, ZONE_LABELS, zoneAt } from "~/lib/leagues";
import {
  formatGoalDifference,
  formDisplay,
  goalDifference,
  goalDifferenceClass,
  lastFiveForm,
  zonesShown,
} from "./standings-format";

describe("zones per competition (issue 14: counted against the league's teams, not the rows shown)", () => {
  const zones = (key: string, positions: number[]) => positions.map((p) => zoneAt(p, leagueRules(key)));

  it("Premier League (20): 1-4 Champions League, 5 Europa League, 6 Conference League, 8th nothing, 18-20 Nedrykning", () => {
    expect(leagueRules("premier-league").teams).toBe(20);
    expect(zones("premier-league", [1, 4, 5, 6, 7, 8, 17, 18, 20])).toEqual([
      "champions-league",
      "champions-league",
      "europa-league",
      "conference-league",
      null,
      null,
      null,
      "relegation",
      "relegation",
    ]);
  });

  it("a 10-row excerpt of a 20-team table shows no relegation, so its legend has none", () => {
    const positions = Array.from({ length: 10 }, (_, i) => i + 1);
    const rules = leagueRules("premier-league", positions);
    expect(positions.map((p) => zoneAt(p, rules))).not.toContain("relegation");
    expect(zonesShown(positions, rules).map((z) => ZONE_LABELS[z])).toEqual([
      "Champions League",
      "Europa League",
      "Conference League-kvalifikation",
    ]);
  });

  it("3F Superliga (12) after the split: 1-6 Mesterskabsspil, 7th Nedrykningsspil, 11-12 Nedrykning", () => {
    expect(leagueRules("3f-superliga").teams).toBe(12);
    expect(zones("3f-superliga", [1, 6, 7, 10, 11, 12]).map((z) => z && ZONE_LABELS[z])).toEqual([
      "Mesterskabsspil",
      "Mesterskabsspil",
      "Nedrykningsspil",
      "Nedrykningsspil",
      "Nedrykning",
      "Nedrykning",
    ]);
  });

  it("Champions League league phase (36): 1-8 Ottendedelsfinale, 9th play-off, 24 play-off, 25-36 ude", () => {
    expect(leagueRules("champions-league").teams).toBe(36);
    expect(zones("champions-league", [1, 8, 9, 24, 25, 36, 37]).map((z) => z && ZONE_LABELS[z])).toEqual([
      "Ottendedelsfinale",
      "Ottendedelsfinale",
      "Play-off",
      "Play-off",
      "Ude",
      "Ude",
      null,
    ]);
    expect(leagueRules("europa-league")).toEqual(leagueRules("champions-league"));
    expect(leagueRules("conference-league")).toEqual(leagueRules("champions-league"));
  });

  it("a World Cup qualifying group (4): the winner qualifies, the runner-up goes to the play-off", () => {
    expect(zones("vm", [1, 2, 3, 4]).map((z) => z && ZONE_LABELS[z])).toEqual([
      "Kvalificeret",
      "Play-off",
      null,
      null,
    ]);
  });

  it("Championship (24) and Bundesliga (18) have their own promotion and relegation places", () => {
    expect(zones("championship", [1, 2, 3, 6, 7, 21, 22, 24]).map((z) => z && ZONE_LABELS[z])).toEqual([
      "Oprykning",
      "Oprykning",
      "Oprykningsplayoff",
      "Oprykningsplayoff",
      null,
      null,
      "Nedrykning",
      "Nedrykning",
    ]);
    expect(zones("bundesliga", [15, 16, 17, 18]).map((z) => z && ZONE_LABELS[z])).toEqual([
      null,
      "Nedrykningsplayoff",
      "Nedrykning",
      "Nedrykning",
    ]);
  });

  it("every league has rules whose zones fit its team count without overlapping", () => {
    for (const league of LEAGUES) {
      const taken = new Set<number>();
      for (const rule of league.zones) {
        expect(rule.from, league.key).toBeGreaterThanOrEqual(1);
        expect(rule.to, league.key).toBeLessThanOrEqual(league.teams);
        for (let p = rule.from; p <= rule.to; p++) {
          expect(taken.has(p), `${league.key} ${p}`).toBe(false);
          taken.add(p);
        }
      }
    }
  });

  it("a league without rules keeps the spec's default: top 4 green, 5-6 blue, last 3 red of a full table", () => {
    const positions = Array.from({ length: 10 }, (_, i) => i + 1);
    const rules = leagueRules("unknown-league", positions);
    expect(positions.map((p) => zoneAt(p, rules))).toEqual([
      "champions-league",
      "champions-league",
      "champions-league",
      "champions-league",
      "europa-league",
      "europa-league",
      null,
      "relegation",
      "relegation",
      "relegation",
    ]);
    expect(ZONE_LABELS.relegation).toBe("Nedrykning");
    // A short table: the top zones win, so no row gets two.
    const five = leagueRules("unknown-league", [1, 2, 3, 4, 5]);
    expect([1, 2, 3, 4, 5].map((p) => zoneAt(p, five))).not.toContain("relegation");
    const seven = leagueRules("unknown-league", [1, 2, 3, 4, 5, 6, 7]);
    expect([5, 6, 7].map((p) => zoneAt(p, seven))).toEqual(["europa-league", "europa-league", "relegation"]);
  });

  it("has no zone outside the league", () => {
    expect(zoneAt(0, leagueRules("premier-league"))).toBeNull();
    expect(zoneAt(21, leagueRules("premier-league"))).toBeNull();
  });
});

describe("form (spec §2: V win green, U draw yellow, T loss red)", () => {
  it("shows stored W, D, L as the Danish letters V, U, T", () => {
    expect(formDisplay("W")).toMatchObject({ letter: "V", label: "Vundet" });
    expect(formDisplay("D")).toMatchObject({ letter: "U", label: "Uafgjort" });
    expect(formDisplay("L")).toMatchObject({ letter: "T", label: "Tabt" });
  });

  it("colours a win green, a draw yellow and a loss red", () => {
    expect(formDisplay("W")?.className).toContain("#15803d");
    expect(formDisplay("D")?.className).toContain("#facc15");
    expect(formDisplay("L")?.className).toContain("#b91c1c");
  });

  it("ignores unknown letters", () => {
    expect(formDisplay("X")).toBeNull();
  });

  it("uses the last 5 results, latest last", () => {
    expect(
      lastFiveForm(["L", "L", "W", "D", "W", "W", "L"])
        .map((f) => f.letter)
        .join(""),
    ).toBe("VUVVT");
    expect(
      lastFiveForm(["W", "D"])
        .map((f) => f.letter)
        .join(""),
    ).toBe("VU");
  });
});

describe("goal difference (spec §2: green with plus sign if positive, red if negative)", () => {
  it("is goals for minus goals against", () => {
    expect(goalDifference(45, 20)).toBe(25);
  });

  it("shows a plus sign and green when positive", () => {
    expect(formatGoalDifference(12)).toBe("+12");
    expect(goalDifferenceClass(12)).toContain("#15803d");
  });

  it("shows a minus sign and red when negative", () => {
    expect(formatGoalDifference(-4)).toBe("-4");
    expect(goalDifferenceClass(-4)).toContain("#b91c1c");
  });

  it("shows 0 without sign in a neutral colour", () => {
    expect(formatGoalDifference(0)).toBe("0");
    expect(goalDifferenceClass(0)).toBe("text-muted-foreground");
  });
});
