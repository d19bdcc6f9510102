import { describe, expect, it } from "vitest";
import { clockToTheMinute, formatDanishDate, formatReaderTime, formatViews } from "./relative-time";

const now = new Date("2026-11-21T14:30:00Z"); // lørdag 15.30 in Copenhagen (CET)
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

/** A moment, how the reader sees it, and the variant ("relative" when left out). */
type ReaderTimeCase = [published: Date, text: string, variant?: "list" | "event"];

/** One assertion for every case of a rule, each read at `clock` (by default `now`). */
function expectReaderTimes(cases: ReaderTimeCase[], clock: Date = now) {
  for (const [published, text, variant] of cases) {
    expect(formatReaderTime(published, clock, variant), `${published.toISOString()} ${variant ?? ""}`).toBe(
      text,
    );
  }
}

describe("formatReaderTime, relative (spec §9, issue 22)", () => {
  it("says 'Lige nu' under one minute, also a few seconds ahead (clocks differ)", () => {
    expectReaderTimes([
      [ago(59_000), "Lige nu"],
      [ago(-30_000), "Lige nu"],
    ]);
  });
  it("counts minutes, then hours for the first 24 hours", () => {
    expectReaderTimes([
      [ago(MIN), "1m siden"],
      [ago(59 * MIN), "59m siden"],
      [ago(3 * HOUR), "3t siden"],
      [ago(23 * HOUR + 59 * MIN), "23t siden"],
    ]);
  });
  it("after 24 hours: 'i går HH.mm', never '1d siden'", () => {
    expect(formatReaderTime(ago(25 * HOUR), now)).toBe("i går 14.30");
  });
  it("2–6 calendar days ago: the spec's 'Nd siden'", () => {
    expectReaderTimes([
      [new Date("2026-11-19T07:05:00Z"), "2d siden"],
      [new Date("2026-11-15T13:00:00Z"), "6d siden"],
    ]);
  });
  it("from 7 days: the full Danish date, as the 2021 derby", () => {
    expectReaderTimes([
      [new Date("2026-11-14T13:00:00Z"), "14. november 2026"],
      [new Date("2021-03-12T19:00:00Z"), "12. marts 2021"],
    ]);
  });
});

describe("formatReaderTime, list (spec §9, Europe/Copenhagen)", () => {
  it("shows HH.mm today, also for the last minutes", () => {
    expectReaderTimes([
      [new Date("2026-11-21T08:05:00Z"), "09.05", "list"],
      [ago(2 * MIN), "15.28", "list"],
    ]);
  });
  it("shows 'i går HH.mm' yesterday, by the Copenhagen calendar", () => {
    expectReaderTimes([
      [new Date("2026-11-20T22:59:00Z"), "i går 23.59", "list"],
      // 23.10 UTC on the 20th is already the 21st in Copenhagen.
      [new Date("2026-11-20T23:10:00Z"), "00.10", "list"],
    ]);
  });
  it("2–6 days: 'Nd siden'; from 7 days: the date", () => {
    expectReaderTimes([
      [new Date("2026-11-18T14:30:00Z"), "3d siden", "list"],
      [new Date("2026-11-14T23:30:00Z"), "6d siden", "list"],
      [new Date("2026-11-14T22:59:00Z"), "14. november 2026", "list"],
      [new Date("2026-11-14T10:00:00Z"), "14. november 2026", "list"],
    ]);
  });
});

describe("formatReaderTime, future and kick-offs", () => {
  it("says 'i dag kl.', 'i morgen kl.' or the date with the time", () => {
    expectReaderTimes([
      [new Date("2026-11-21T17:00:00Z"), "i dag kl. 18.00"],
      [new Date("2026-11-22T17:00:00Z"), "i morgen kl. 18.00", "list"],
      [new Date("2026-11-23T17:00:00Z"), "23. november 2026 kl. 18.00"],
    ]);
  });
  it("an event (kick-off) keeps the day words once it has passed", () => {
    expectReaderTimes([
      [new Date("2026-11-21T08:05:00Z"), "i dag kl. 09.05", "event"],
      [new Date("2026-11-20T19:00:00Z"), "i går kl. 20.00", "event"],
      [new Date("2021-03-12T19:00:00Z"), "12. marts 2021 kl. 20.00", "event"],
    ]);
  });
});

describe("formatReaderTime across the DST changes (Copenhagen calendar days)", () => {
  // 25 October 2026: CEST → CET at 01.00 UTC (03.00 → 02.00); 29 March 2026: CET → CEST.
  const autumn = new Date("2026-10-26T09:00:00Z"); // mandag 10.00 CET
  it("autumn: the night of the change is yesterday, the evening before is '2d siden'", () => {
    expectReaderTimes(
      [
        [new Date("2026-10-25T00:30:00Z"), "i går 02.30", "list"],
        [new Date("2026-10-24T22:30:00Z"), "i går 00.30", "list"],
        [new Date("2026-10-24T21:59:00Z"), "2d siden", "list"],
        [new Date("2026-10-19T08:00:00Z"), "19. oktober 2026", "list"],
      ],
      autumn,
    );
  });
  it("autumn: tomorrow's kick-off after the change is 'i morgen' at CET", () => {
    const saturdayEvening = new Date("2026-10-24T20:00:00Z"); // lørdag 22.00 CEST
    expect(formatReaderTime(new Date("2026-10-25T17:00:00Z"), saturdayEvening)).toBe("i morgen kl. 18.00");
  });
  it("spring: 23 hours (a short day) is 'Nt siden', 30 hours 'i går' at the old offset", () => {
    const spring = new Date("2026-03-30T06:00:00Z"); // mandag 08.00 CEST
    expectReaderTimes(
      [
        [new Date("2026-03-29T07:00:00Z"), "23t siden"],
        [new Date("2026-03-29T07:00:00Z"), "i går 09.00", "list"],
        [new Date("2026-03-29T00:30:00Z"), "i går 01.30"],
        [new Date("2026-03-27T23:30:00Z"), "2d siden"],
      ],
      spring,
    );
  });
});

describe("Danish formats", () => {
  it("writes dates in da-DK", () => {
    expect(formatDanishDate(now)).toBe("21. november 2026");
  });
  it("shows views as 1.2k from 1000", () => {
    for (const [views, text] of [
      [999, "999"],
      [1000, "1k"],
      [1234, "1.2k"],
      [25_400, "25.4k"],
    ] as const) {
      expect(formatViews(views), String(views)).toBe(text);
    }
  });
});

describe("clockToTheMinute (an island rendered apart is remembered by its props, issue 23)", () => {
  it("drops the seconds and milliseconds, and a card's time still reads the same", () => {
    expect(clockToTheMinute("2026-11-28T18:05:59.999Z")).toBe("2026-11-28T18:05:00.000Z");
    expect(clockToTheMinute("2026-11-28T18:05:00.000Z")).toBe("2026-11-28T18:05:00.000Z");
    // Published 30 seconds after the minute began: up to a minute ahead of the clock is 'Lige nu'.
    expect(formatReaderTime("2026-11-28T18:05:30.000Z", clockToTheMinute("2026-11-28T18:05:40.000Z"))).toBe(
      "Lige nu",
    );
    expect(formatReaderTime("2026-11-28T17:55:00.000Z", clockToTheMinute("2026-11-28T18:05:40.000Z"))).toBe(
      "10m siden",
    );
  });
});
