import { describe, expect, it } from "vitest";
import { formatCreatedDate, parseDateTimeLocal, toDateTimeLocal } from "./datetime-local";

describe("publish time in Copenhagen time", () => {
  it("shows an instant on the Copenhagen clock (summer and winter)", () => {
    expect(toDateTimeLocal(new Date("2026-07-01T12:30:00Z"))).toBe("2026-07-01T14:30");
    expect(toDateTimeLocal(new Date("2026-01-15T23:05:00Z"))).toBe("2026-01-16T00:05");
    expect(toDateTimeLocal(null)).toBe("");
  });
  it("reads it back", () => {
    expect(parseDateTimeLocal("2026-01-16T00:05")?.toISOString()).toBe("2026-01-15T23:05:00.000Z");
    expect(parseDateTimeLocal("not a date")).toBeNull();
    expect(parseDateTimeLocal("2026-02-30T10:00")).toBeNull();
  });
  it("formats the created column da-DK", () => {
    expect(formatCreatedDate(new Date("2026-03-05T10:00:00Z"))).toBe("05.03.2026");
  });
});
