import { describe, expect, it } from "vitest";
import { copenhagenDay, copenhagenParts, fromCopenhagen } from "./copenhagen-time";

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
