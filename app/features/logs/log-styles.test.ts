import { describe, expect, it } from "vitest";
import { formatLogTime, levelBadgeClass, prettyJson, statusBadgeClass } from "./log-styles";

describe("logs page badges", () => {
  it("colours agent levels: info green, error red, log blue, other grey", () => {
    expect(levelBadgeClass("info")).toContain("bg-green-100");
    expect(levelBadgeClass("error")).toContain("bg-red-100");
    expect(levelBadgeClass("log")).toContain("bg-blue-100");
    expect(levelBadgeClass("debug")).toContain("bg-gray-100");
  });

  it("colours cron statuses: completed green, failed red, running blue, other grey", () => {
    expect(statusBadgeClass("completed")).toContain("bg-green-100");
    expect(statusBadgeClass("failed")).toContain("bg-red-100");
    expect(statusBadgeClass("running")).toContain("bg-blue-100");
    expect(statusBadgeClass("skipped")).toContain("bg-gray-100");
  });

  it("shows times in Danish, Copenhagen time", () => {
    expect(formatLogTime("2026-03-14T22:30:05Z")).toBe("14.03.2026 23.30.05");
  });

  it("pretty-prints response data", () => {
    expect(prettyJson({ created: 2, skipped: [] })).toBe('{\n  "created": 2,\n  "skipped": []\n}');
  });
});
