import { describe, expect, it } from "vitest";
import { fromCopenhagen } from "~/lib/copenhagen-time";
import { groupByDay, planningDays } from "./planning-days";

const HOUR = 3_600_000;

describe("the planning days", () => {
  it("are today and the next 7 Copenhagen days: 'I dag', 'I morgen', then weekday, day and month", () => {
    // Tuesday 1 December 2026, 23.30 in Copenhagen (22.30 UTC): still the 1st there.
    const days = planningDays(fromCopenhagen(2026, 12, 1, 23, 30));
    expect(days.map((d) => d.label)).toEqual([
      "I dag",
      "I morgen",
      "torsdag 3. december",
      "fredag 4. december",
      "lørdag 5. december",
      "søndag 6. december",
      "mandag 7. december",
      "tirsdag 8. december",
    ]);
    expect(days[0]).toMatchObject({
      key: "2026-12-01",
      start: new Date("2026-11-30T23:00:00Z"),
      end: new Date("2026-12-01T23:00:00Z"),
    });
  });

  it("start at Copenhagen midnight, not UTC's: 00.30 in Copenhagen is already the new day", () => {
    const days = planningDays(new Date("2026-06-30T22:30:00Z"));
    expect(days[0].key).toBe("2026-07-01");
    expect(days[0].start).toEqual(new Date("2026-06-30T22:00:00Z"));
  });

  it("cross the year", () => {
    const days = planningDays(fromCopenhagen(2026, 12, 29, 12));
    expect(days.map((d) => d.key)).toEqual([
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
      "2027-01-04",
      "2027-01-05",
    ]);
    expect(days[3].label).toBe("fredag 1. januar");
  });

  it("have 23 hours on the spring DST day and 25 on the autumn one", () => {
    const spring = planningDays(fromCopenhagen(2027, 3, 27, 12));
    expect(spring[1].key).toBe("2027-03-28");
    expect(spring[1].end.getTime() - spring[1].start.getTime()).toBe(23 * HOUR);
    const autumn = planningDays(fromCopenhagen(2026, 10, 24, 12));
    expect(autumn[1].key).toBe("2026-10-25");
    expect(autumn[1].end.getTime() - autumn[1].start.getTime()).toBe(25 * HOUR);
    expect(autumn[2].start).toEqual(new Date("2026-10-25T23:00:00Z"));
  });

  it("group items by the Copenhagen day they fall in and leave out the rest", () => {
    const days = planningDays(fromCopenhagen(2026, 10, 24, 12));
    const items = [
      { t: "late on the 25th", at: fromCopenhagen(2026, 10, 25, 23, 59) },
      { t: "midnight, the 26th", at: fromCopenhagen(2026, 10, 26, 0, 0) },
      { t: "yesterday", at: fromCopenhagen(2026, 10, 23, 23, 0) },
      { t: "after the week", at: fromCopenhagen(2026, 11, 1, 0, 0) },
    ];
    const groups = groupByDay(days, items, (i) => i.at);
    expect(groups.get("2026-10-25")?.map((i) => i.t)).toEqual(["late on the 25th"]);
    expect(groups.get("2026-10-26")?.map((i) => i.t)).toEqual(["midnight, the 26th"]);
    expect([...groups.values()].flat()).toHaveLength(2);
  });
});
