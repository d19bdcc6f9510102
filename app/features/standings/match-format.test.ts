import { describe, expect, it } from "vitest";
import { formatMatchDate, formatMatchTime, formatScore, matchStatusLabel } from "./match-format";

describe("match list formats", () => {
  it("shows the date in da-DK on the Copenhagen calendar", () => {
    // 23:30 UTC on 14 March is already 15 March in Copenhagen.
    expect(formatMatchDate(new Date("2025-03-14T23:30:00Z"))).toBe("lør. 15. mar. 2025");
  });

  it("shows the time as HH.mm on the Copenhagen clock", () => {
    expect(formatMatchTime(new Date("2025-07-01T16:00:00Z"))).toBe("18.00");
    expect(formatMatchTime(new Date("2025-01-10T08:05:00Z"))).toBe("09.05");
  });

  it("names the status Kommende or Afsluttet", () => {
    expect(matchStatusLabel("upcoming")).toBe("Kommende");
    expect(matchStatusLabel("finished")).toBe("Afsluttet");
  });

  it("shows the score of a finished match only", () => {
    expect(formatScore({ status: "finished", homeScore: 2, awayScore: 1 })).toBe("2–1");
    expect(formatScore({ status: "upcoming", homeScore: null, awayScore: null })).toBeNull();
  });
});
