import { describe, expect, it } from "vitest";
import { copenhagenDay, copenhagenParts, fromCopenhagen, WALL_CLOCK_PARTS } from "./copenhagen-time";

describe("Copenhagen time", () => {
  it("reads wall-clock time in winter (UTC+1) and summer (UTC+2)", () => {
    expect(copenhagenParts(new Date("2026-01-15T12:00:00Z")).hour).toBe(13);
    expect(copenhagenParts(new Date("2026-07-15T12:00:00Z")).hour).toBe(14);
  });
  it("builds instants from wall-clock time", () => {
    expect(fromCopenhagen(2026, 1, 15, 18, 0).toISOString()).toBe("2026-01-15T17:00:00.000Z");
    expect(fromCopenhagen(2026, 7, 15, 18, 0).toISOString()).toBe("2026-07-15T16:00:00.000Z");
  });
  it("knows the Copenhagen calendar day around midnight UTC", () => {
    expect(copenhagenDay(new Date("2026-03-10T23:30:00Z"))).toBe("2026-03-11");
  });
});

describe("copenhagenParts from the per-hour offset (issue 13)", () => {
  // Intl itself is the reference (the module computes most offsets without it).
  const reference = new Intl.DateTimeFormat("en-GB", WALL_CLOCK_PARTS);
  it("matches Intl for every 7 minutes 13 seconds across both DST switches of 2026", () => {
    const start = Date.UTC(2026, 2, 28, 20);
    for (let ms = start; ms < Date.UTC(2026, 9, 26); ms += (7 * 60 + 13) * 1000) {
      // Skip the summer months in big steps; walk the switch days densely.
      if (ms > Date.UTC(2026, 2, 30) && ms < Date.UTC(2026, 9, 24)) {
        ms = Date.UTC(2026, 9, 24);
      }
      const p = Object.fromEntries(
        reference.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]),
      );
      expect(copenhagenParts(new Date(ms))).toEqual({
        year: p.year,
        month: p.month,
        day: p.day,
        hour: p.hour,
        minute: p.minute,
        second: p.second,
      });
    }
  });

  it("follows the EU rule from 1996 and the older Danish rules before it, as Intl does: hourly around every switch 1990–2045, and 2,000 instants 1900–2100", () => {
    const partsOf = (ms: number) =>
      Object.fromEntries(reference.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
    const instants: number[] = [];
    for (let year = 1990; year <= 2045; year++) {
      for (const [from, to] of [
        [Date.UTC(year, 2, 20), Date.UTC(year, 3, 8)],
        [Date.UTC(year, 8, 20), Date.UTC(year, 10, 2)],
      ])
        for (let ms = from; ms < to; ms += 3_600_000) instants.push(ms, ms + 3_599_000);
    }
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 16807) % 2147483647;
      instants.push(Date.UTC(1900, 0, 1) + Math.floor((seed / 2147483647) * 200 * 365.25 * 86_400_000));
    }
    const wrong = instants.filter((ms) => {
      const p = partsOf(ms);
      const ours = copenhagenParts(new Date(ms));
      return (
        ours.year !== p.year ||
        ours.month !== p.month ||
        ours.day !== p.day ||
        ours.hour !== p.hour ||
        ours.minute !== p.minute
      );
    });
    expect(wrong.map((ms) => new Date(ms).toISOString())).toEqual([]);
    expect(instants.length).toBeGreaterThan(100_000);
  });
});
