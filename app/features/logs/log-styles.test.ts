import { describe, expect, it } from "vitest";
import { formatLogTime, levelBadgeClass, prettyJson, statusBadgeClass } from "./log-styles";

describe("logs page badges", () => {
  // Both badges follow one rule; each row names its green, red, blue and grey ("other") value.
  it.each([
    [
      "colours agent levels: info green, error red, log blue, other grey",
      levelBadgeClass,
      ["info", "error", "log", "debug"],
    ],
    [
      "colours cron statuses: completed green, failed red, running blue, other grey",
      statusBadgeClass,
      ["completed", "failed", "running", "skipped"],
    ],
  ] as const)("%s", (_name, badgeClass, [green, red, blue, other]) => {
    expect(badgeClass(green)).toContain("bg-green-100");
    expect(badgeClass(red)).toContain("bg-red-100");
    expect(badgeClass(blue)).toContain("bg-blue-100");
    expect(badgeClass(other)).toContain("bg-gray-100");
  });

  it("shows times in Danish, Copenhagen time", () => {
    expect(formatLogTime("2026-03-14T22:30:05Z")).toBe("14.03.2026 23.30.05");
  });

  it("pretty-prints response data", () => {
    expect(prettyJson({ created: 2, skipped: [] })).toBe('{\n  "created": 2,\n  "skipped": []\n}');
  });
});
