import { describe, expect, it } from "vitest";
import {
  analyticsPeriods,
  formatGrowth,
  formatPagesPerVisit,
  growthPercent,
  lastMonths,
  monthBuckets,
  pagesPerVisit,
  sourceShares,
  sumViews,
} from "./analytics-aggregation";
import { addDays, subtractMonthsFromDay, subtractMonthsFromInstant } from "./analytics-dates";

describe("analytics periods", () => {
  it("compares the last 7 complete days with the 7 before them; recent = 30 days with today", () => {
    expect(analyticsPeriods("2026-03-15")).toEqual({
      today: "2026-03-15",
      currentFrom: "2026-03-08",
      currentTo: "2026-03-14",
      previousFrom: "2026-03-01",
      previousTo: "2026-03-07",
      recentFrom: "2026-02-14",
      monthsFrom: "2025-10-01",
    });
  });

  it("sums views of the days in a period, both ends included", () => {
    const days = [
      { day: "2026-03-07", views: 1 },
      { day: "2026-03-08", views: 10 },
      { day: "2026-03-14", views: 100 },
      { day: "2026-03-15", views: 1000 },
    ];
    expect(sumViews(days, "2026-03-08", "2026-03-14")).toBe(110);
  });
});

describe("growthPercent", () => {
  it("gives the change against the previous period in percent with one decimal", () => {
    for (const [current, previous, percent] of [
      [1125, 1000, 12.5],
      [50, 100, -50],
      [100, 100, 0],
      [2, 3, -33.3],
    ]) {
      expect(growthPercent(current, previous), `${current} / ${previous}`).toBe(percent);
    }
  });
  it("is null without a previous period (no views then)", () => {
    expect(growthPercent(10, 0)).toBeNull();
    expect(growthPercent(0, 0)).toBeNull();
  });
  it.each([
    [12.5, "+12,5 %"],
    [-50, "-50 %"],
    [0, "0 %"],
    [null, "–"],
  ])("formats in Danish, '–' without a previous period: %s", (percent, text) => {
    expect(formatGrowth(percent)).toBe(text);
  });
});

describe("pagesPerVisit (engagement)", () => {
  it("is views divided by entries, one decimal", () => {
    expect(pagesPerVisit(24, 10)).toBe(2.4);
    expect(pagesPerVisit(10, 3)).toBe(3.3);
    expect(formatPagesPerVisit(2.4)).toBe("2,4");
    expect(formatPagesPerVisit(3)).toBe("3,0");
  });
  it("is '–' without entries", () => {
    expect(pagesPerVisit(5, 0)).toBeNull();
    expect(formatPagesPerVisit(null)).toBe("–");
  });
});

describe("sourceShares", () => {
  it("gives each referrer class a Danish label and whole percentages that add up to 100", () => {
    const shares = sourceShares([
      { referrerClass: "direct", views: 1 },
      { referrerClass: "search", views: 1 },
      { referrerClass: "social", views: 1 },
    ]);
    expect(shares).toEqual([
      { referrerClass: "direct", label: "Direkte", views: 1, percent: 34 },
      { referrerClass: "search", label: "Søgemaskiner", views: 1, percent: 33 },
      { referrerClass: "social", label: "Sociale medier", views: 1, percent: 33 },
      { referrerClass: "other", label: "Andre", views: 0, percent: 0 },
    ]);
  });

  it("matches the spec's layout example 45/32/23", () => {
    const shares = sourceShares([
      { referrerClass: "direct", views: 450 },
      { referrerClass: "search", views: 320 },
      { referrerClass: "social", views: 230 },
    ]);
    expect(shares.map((s) => s.percent)).toEqual([45, 32, 23, 0]);
  });

  it("is 0 everywhere without views", () => {
    expect(sourceShares([]).map((s) => s.percent)).toEqual([0, 0, 0, 0]);
  });
});

describe("month buckets", () => {
  it("lists the last 6 months with Danish names, across a new year", () => {
    expect(lastMonths("2026-02-10", 6).map((m) => `${m.label} ${m.year}`)).toEqual([
      "September 2025",
      "Oktober 2025",
      "November 2025",
      "December 2025",
      "Januar 2026",
      "Februar 2026",
    ]);
  });

  it("fills views per month and ignores months outside the window", () => {
    const buckets = monthBuckets("2026-06-30", [
      { month: "2026-01", views: 1200 },
      { month: "2026-06", views: 3600 },
      { month: "2025-12", views: 999 },
    ]);
    expect(buckets.map((b) => [b.label, b.views])).toEqual([
      ["Januar", 1200],
      ["Februar", 0],
      ["Marts", 0],
      ["April", 0],
      ["Maj", 0],
      ["Juni", 3600],
    ]);
  });
});

describe("date helpers", () => {
  it("subtracts months from a day, clamping to the month's length", () => {
    expect(subtractMonthsFromDay("2026-05-31", 26)).toBe("2024-03-31");
    expect(subtractMonthsFromDay("2026-04-30", 26)).toBe("2024-02-29");
    expect(subtractMonthsFromDay("2026-01-15", 1)).toBe("2025-12-15");
  });
  it("adds days across months", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });
  it("subtracts months from an instant", () => {
    expect(subtractMonthsFromInstant(new Date("2026-03-31T10:00:00Z"), 26).toISOString()).toBe(
      "2024-01-31T10:00:00.000Z",
    );
  });
});
