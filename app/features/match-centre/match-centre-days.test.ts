import { describe, expect, it } from "vitest";
import { fromCopenhagen } from "~/lib/copenhagen-time";
import {
  type CentreMatch,
  copenhagenDayStart,
  dayLabel,
  groupMatchesByDay,
  matchCentreWindow,
  shownScore,
  statusText,
} from "./match-centre-days";

// Tuesday 24 November 2026, 10.00 in Copenhagen (CET, UTC+1).
const NOW = new Date("2026-11-24T09:00:00Z");

let seq = 0;
function m(kickoffAt: string, overrides: Partial<CentreMatch> = {}): CentreMatch {
  seq += 1;
  return {
    id: `m${seq}`,
    homeTeam: `Hjemme ${seq}`,
    awayTeam: `Ude ${seq}`,
    homeClubSlug: null,
    awayClubSlug: null,
    kickoffAt,
    competition: "3F Superliga",
    leagueKey: "3f-superliga",
    status: "upcoming",
    homeScore: null,
    awayScore: null,
    phase: null,
    minute: null,
    ...overrides,
  };
}

describe("day labels (Copenhagen days)", () => {
  it("says 'I går', 'I dag', 'I morgen', then the Danish weekday and date", () => {
    for (const [kickoff, label] of [
      ["2026-11-23T19:00:00Z", "I går"],
      ["2026-11-24T19:00:00Z", "I dag"],
      ["2026-11-25T17:00:00Z", "I morgen"],
      ["2026-11-26T17:00:00Z", "Torsdag 26. nov."],
      ["2026-11-28T14:00:00Z", "Lørdag 28. nov."],
    ]) {
      expect(dayLabel(new Date(kickoff), NOW), kickoff).toBe(label);
    }
  });

  it("writes the weekday and date as Intl's da-DK does, for every day of 2026 and 2027 at 00.30 and 23.30 Copenhagen time", () => {
    const weekday = new Intl.DateTimeFormat("da-DK", { timeZone: "Europe/Copenhagen", weekday: "long" });
    const dayMonth = new Intl.DateTimeFormat("da-DK", {
      timeZone: "Europe/Copenhagen",
      day: "numeric",
      month: "short",
    });
    const far = new Date("2020-01-01T12:00:00Z");
    for (let day = 0; day < 730; day++) {
      for (const [hour, minute] of [
        [0, 30],
        [23, 30],
      ]) {
        const kickoff = fromCopenhagen(2026, 1, 1 + day, hour, minute);
        const name = weekday.format(kickoff);
        expect(dayLabel(kickoff, far)).toBe(
          `${name[0].toUpperCase()}${name.slice(1)} ${dayMonth.format(kickoff)}`,
        );
      }
    }
  });

  it("counts days on the Copenhagen clock: 23.30 UTC on Tuesday is Wednesday in Copenhagen", () => {
    expect(dayLabel(new Date("2026-11-24T23:30:00Z"), NOW)).toBe("I morgen");
    // Late on Tuesday in Copenhagen (22.30 UTC = 23.30 CET), Monday's match is still 'I går'.
    expect(dayLabel(new Date("2026-11-23T12:00:00Z"), new Date("2026-11-24T22:30:00Z"))).toBe("I går");
  });

  it("the window runs from yesterday 00.00 to the end of the third day ahead, across a DST change", () => {
    expect(matchCentreWindow(NOW)).toEqual({
      from: new Date("2026-11-22T23:00:00Z"),
      to: new Date("2026-11-27T23:00:00Z"),
    });
    // Sunday 29 March 2026 is 23 hours long in Copenhagen.
    expect(copenhagenDayStart(new Date("2026-03-29T12:00:00Z"), 1)).toEqual(new Date("2026-03-29T22:00:00Z"));
  });
});

describe("status line", () => {
  it("shows the kick-off time before the match, 'Slut' after it", () => {
    expect(statusText(m("2026-11-24T17:00:00Z"))).toBe("18.00");
    expect(statusText(m("2026-11-24T17:00:00Z", { status: "finished", homeScore: 2, awayScore: 1 }))).toBe(
      "Slut",
    );
  });

  it("shows the minute and the phase while live, in Danish", () => {
    const live = (phase: string | null, minute: number | null) =>
      statusText(m("2026-11-24T17:00:00Z", { status: "live", phase, minute }));
    for (const [phase, minute, text] of [
      ["first_half", 23, "23' · 1. halvleg"],
      ["half_time", 45, "Pause"],
      ["second_half", 67, "67' · 2. halvleg"],
      ["extra_time", 104, "104' · Forlænget"],
      ["penalties", 120, "Straffespark"],
      ["full_time", 90, "Slut"],
      [null, 12, "12'"],
      [null, null, "Live"],
    ] as const) {
      expect(live(phase, minute), `${phase} ${minute}`).toBe(text);
    }
  });

  it("shows scores only once the match has started", () => {
    for (const [status, score, shown] of [
      ["upcoming", 0, ""],
      ["live", 0, "0"],
      ["finished", 3, "3"],
    ] as const) {
      expect(shownScore({ status }, score), status).toBe(shown);
    }
  });
});

describe("grouping by day and competition", () => {
  it("groups by Copenhagen day (today first, yesterday's results last), Superliga first within a day, then the overview's league order", () => {
    const matches = [
      m("2026-11-23T20:00:00Z", { status: "finished", homeScore: 1, awayScore: 0, id: "y-sl" }),
      m("2026-11-24T12:00:00Z", { competition: "Premier League", leagueKey: "premier-league", id: "t-pl" }),
      m("2026-11-24T19:00:00Z", { id: "t-sl-late" }),
      m("2026-11-24T17:00:00Z", { id: "t-sl" }),
      m("2026-11-24T20:00:00Z", { competition: "DBU Pokalen", leagueKey: null, id: "t-cup" }),
      m("2026-11-24T13:00:00Z", { competition: "La Liga", leagueKey: "la-liga", id: "t-ll" }),
      m("2026-11-26T17:00:00Z", { id: "thu" }),
    ];
    const days = groupMatchesByDay(matches, NOW);
    expect(days.map((d) => d.label)).toEqual(["I dag", "Torsdag 26. nov.", "I går"]);
    expect(days[0].competitions.map((c) => c.competition)).toEqual([
      "3F Superliga",
      "Premier League",
      "La Liga",
      "DBU Pokalen",
    ]);
    expect(days[0].competitions[0].matches.map((x) => x.id)).toEqual(["t-sl", "t-sl-late"]);
  });

  it("keeps only results from yesterday and nothing older", () => {
    const days = groupMatchesByDay(
      [
        m("2026-11-23T12:00:00Z", { id: "postponed" }),
        m("2026-11-23T14:00:00Z", { id: "played", status: "finished", homeScore: 0, awayScore: 0 }),
        m("2026-11-21T14:00:00Z", { id: "old", status: "finished", homeScore: 2, awayScore: 2 }),
      ],
      NOW,
    );
    expect(days).toHaveLength(1);
    expect(days[0].competitions[0].matches.map((x) => x.id)).toEqual(["played"]);
  });

  it("shows a live match under 'I dag', first, even when its kick-off was set for tomorrow or was yesterday (issue 22)", () => {
    const tomorrowLive = m("2026-11-25T17:00:00Z", {
      status: "live",
      homeScore: 1,
      awayScore: 0,
      minute: 23,
      phase: "first_half",
    });
    const pastMidnight = m("2026-11-23T22:45:00Z", { status: "live", minute: 88, phase: "second_half" });
    const today = m("2026-11-24T17:00:00Z");
    const tomorrow = m("2026-11-25T19:00:00Z");
    const days = groupMatchesByDay([today, tomorrow, tomorrowLive, pastMidnight], NOW);
    expect(days.map((d) => [d.label, d.competitions.flatMap((c) => c.matches.map((x) => x.id))])).toEqual([
      ["I dag", [pastMidnight.id, tomorrowLive.id, today.id]],
      ["I morgen", [tomorrow.id]],
    ]);
    expect(statusText(tomorrowLive)).toBe("23' · 1. halvleg");
  });

  it("returns no days for no matches", () => {
    expect(groupMatchesByDay([], NOW)).toEqual([]);
  });
});
