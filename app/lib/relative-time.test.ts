import { describe, expect, it } from "vitest";
import { formatDanishDate, formatListTime, formatRelativeTime, formatViews } from "./relative-time";

const now = new Date("2026-11-21T14:30:00Z"); // 15.30 in Copenhagen

describe("formatRelativeTime (spec §9)", () => {
  it("says 'Lige nu' under one minute", () => {
    expect(formatRelativeTime(new Date(now.getTime() - 59_000), now)).toBe("Lige nu");
  });
  it("counts minutes, hours and days", () => {
    expect(formatRelativeTime(new Date(now.getTime() - 60_000), now)).toBe("1m siden");
    expect(formatRelativeTime(new Date(now.getTime() - 59 * 60_000), now)).toBe("59m siden");
    expect(formatRelativeTime(new Date(now.getTime() - 3 * 3_600_000), now)).toBe("3t siden");
    expect(formatRelativeTime(new Date(now.getTime() - 49 * 3_600_000), now)).toBe("2d siden");
  });
});

describe("formatListTime (spec §9, Europe/Copenhagen)", () => {
  it("shows HH.mm today", () => {
    expect(formatListTime(new Date("2026-11-21T08:05:00Z"), now)).toBe("09.05");
  });
  it("shows 'i går HH.mm' yesterday, by the Copenhagen calendar", () => {
    expect(formatListTime(new Date("2026-11-20T22:59:00Z"), now)).toBe("i går 23.59");
    // 23.10 UTC on the 20th is already the 21st in Copenhagen.
    expect(formatListTime(new Date("2026-11-20T23:10:00Z"), now)).toBe("00.10");
  });
  it("falls back to relative text for older dates", () => {
    expect(formatListTime(new Date("2026-11-18T14:30:00Z"), now)).toBe("3d siden");
  });
});

describe("Danish formats", () => {
  it("writes dates in da-DK", () => {
    expect(formatDanishDate(now)).toBe("21. november 2026");
  });
  it("shows views as 1.2k from 1000", () => {
    expect(formatViews(999)).toBe("999");
    expect(formatViews(1000)).toBe("1k");
    expect(formatViews(1234)).toBe("1.2k");
    expect(formatViews(25_400)).toBe("25.4k");
  });
});
