import { describe, expect, it } from "vitest";
import {
  formatGoalDifference,
  formDisplay,
  goalDifference,
  goalDifferenceClass,
  lastFiveForm,
  standingsZone,
  ZONE_LABELS,
} from "./standings-format";

describe("row zones (spec §2: first 4 Champions League, 5-6 Europa League, last 3 Nedrykning)", () => {
  it("marks a 10-row table 4 green, 2 blue, 1 plain, 3 red", () => {
    const zones = Array.from({ length: 10 }, (_, i) => standingsZone(i + 1, 10));
    expect(zones).toEqual([
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
  });

  it("gives a 5-row table no relegation row: the top zones win", () => {
    const zones = Array.from({ length: 5 }, (_, i) => standingsZone(i + 1, 5));
    expect(zones).toEqual([
      "champions-league",
      "champions-league",
      "champions-league",
      "champions-league",
      "europa-league",
    ]);
  });

  it("relegates only rows below 6 in a 7-row table", () => {
    expect(standingsZone(5, 7)).toBe("europa-league");
    expect(standingsZone(6, 7)).toBe("europa-league");
    expect(standingsZone(7, 7)).toBe("relegation");
  });

  it("relegates the last 3 in a 20-row table", () => {
    expect(standingsZone(17, 20)).toBeNull();
    expect(standingsZone(18, 20)).toBe("relegation");
    expect(standingsZone(20, 20)).toBe("relegation");
  });

  it("has no zone outside the table", () => {
    expect(standingsZone(0, 10)).toBeNull();
    expect(standingsZone(11, 10)).toBeNull();
  });

  it("names the zones in the legend", () => {
    expect(Object.values(ZONE_LABELS)).toEqual(["Champions League", "Europa League", "Nedrykning"]);
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
