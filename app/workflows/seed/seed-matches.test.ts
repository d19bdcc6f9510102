import { describe, expect, it } from "vitest";
import { copenhagenDay } from "~/lib/copenhagen-time";
import { seedMatches } from "./data/matches";
import { placeSeedMatch } from "./seed-matches";

const today = seedMatches.filter((m) => m.daysFromNow === 0);
const place = (now: Date) => seedMatches.map((m) => placeSeedMatch(m, now));

describe("seeded matches fill the match centre on any date", () => {
  it.each([
    ["just after midnight", "2026-11-23T23:05:00Z"],
    ["mid-afternoon", "2026-11-24T15:30:00Z"],
    ["late evening", "2026-11-24T22:50:00Z"],
    ["in summer time", "2027-07-01T10:00:00Z"],
  ])("%s: today, tomorrow and yesterday have matches, on the Copenhagen calendar", (_when, iso) => {
    const now = new Date(iso);
    const days = place(now).map((m) => copenhagenDay(m.kickoffAt));
    const day = (offset: number) => copenhagenDay(new Date(now.getTime() + offset * 86_400_000));
    expect(days.filter((d) => d === day(0))).toHaveLength(today.length);
    expect(days.filter((d) => d === day(1)).length).toBeGreaterThanOrEqual(3);
    expect(days.filter((d) => d === day(-1)).length).toBeGreaterThanOrEqual(3);
    expect(today.length).toBeGreaterThanOrEqual(4);
  });

  it("today's fixtures that kicked off before the seed ran are results; the rest are upcoming", () => {
    // 17.30 in Copenhagen: the 13.00, 15.00 and 17.00 matches are played.
    const now = new Date("2026-11-24T16:30:00Z");
    const placed = today.map((m) => ({ time: m.time, ...placeSeedMatch(m, now) }));
    for (const m of placed) {
      if (m.time <= "17:30") {
        expect(m).toMatchObject({
          status: "finished",
          homeScore: expect.any(Number),
          awayScore: expect.any(Number),
        });
      } else {
        expect(m).toMatchObject({ status: "upcoming", homeScore: null, awayScore: null });
      }
    }
    expect(placed.filter((m) => m.status === "finished")).toHaveLength(3);
  });

  it("keeps the other sample matches as they were (results stay results, fixtures stay fixtures)", () => {
    const now = new Date("2026-11-24T16:30:00Z");
    for (const m of seedMatches.filter((x) => x.daysFromNow !== 0)) {
      expect(placeSeedMatch(m, now)).toMatchObject({ status: m.status, homeScore: m.homeScore });
    }
  });
});
