/**
 * Pure arithmetic of the analytics page (no database): periods, growth, engagement, traffic-source
 * percentages and monthly buckets. Days are Copenhagen calendar days as "YYYY-MM-DD".
 */
import { addDays } from "./analytics-dates";
import { REFERRER_CLASSES, REFERRER_LABELS, type ReferrerClass } from "./referrer-class";

/** Growth compares the last 7 complete days (yesterday and the 6 before) with the 7 days before them. */
export const GROWTH_PERIOD_DAYS = 7;
/** Engagement and traffic sources cover the last 30 days, today included. */
export const RECENT_PERIOD_DAYS = 30;
/** Monthly views: the current month and the 5 before it. */
export const MONTHS_SHOWN = 6;

export const DANISH_MONTHS = [
  "Januar",
  "Februar",
  "Marts",
  "April",
  "Maj",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "December",
] as const;

export interface AnalyticsPeriods {
  today: string;
  /** Growth: the current period, both ends included. */
  currentFrom: string;
  currentTo: string;
  /** Growth: the period before it. */
  previousFrom: string;
  previousTo: string;
  /** Engagement and sources: from this day up to today. */
  recentFrom: string;
  /** Monthly bars: from the first day of the oldest month shown. */
  monthsFrom: string;
}

export function analyticsPeriods(today: string): AnalyticsPeriods {
  const currentTo = addDays(today, -1);
  const currentFrom = addDays(today, -GROWTH_PERIOD_DAYS);
  const previousTo = addDays(currentFrom, -1);
  const previousFrom = addDays(currentFrom, -GROWTH_PERIOD_DAYS);
  const months = lastMonths(today, MONTHS_SHOWN);
  return {
    today,
    currentFrom,
    currentTo,
    previousFrom,
    previousTo,
    recentFrom: addDays(today, -(RECENT_PERIOD_DAYS - 1)),
    monthsFrom: `${months[0].key}-01`,
  };
}

/** Sums the views of the days in [from, to] (both included). */
export function sumViews(days: readonly { day: string; views: number }[], from: string, to: string): number {
  return days.reduce((sum, d) => (d.day >= from && d.day <= to ? sum + d.views : sum), 0);
}

/** Growth in percent, one decimal; null when there is no previous period to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * Engagement = page views per visit = views / entries, one decimal. An entry is a view that starts
 * a visit (no referrer, or a link from another site); null when there are no entries.
 */
export function pagesPerVisit(views: number, entries: number): number | null {
  if (entries <= 0) return null;
  return Math.round((views / entries) * 10) / 10;
}

export interface SourceShare {
  referrerClass: ReferrerClass;
  label: string;
  views: number;
  /** Whole percent of all views; the four add up to 100 (largest remainder), or all 0 without views. */
  percent: number;
}

export function sourceShares(rows: readonly { referrerClass: string; views: number }[]): SourceShare[] {
  const views = new Map<ReferrerClass, number>(REFERRER_CLASSES.map((c) => [c, 0]));
  for (const row of rows) {
    const cls = (REFERRER_CLASSES as readonly string[]).includes(row.referrerClass)
      ? (row.referrerClass as ReferrerClass)
      : "other";
    views.set(cls, (views.get(cls) ?? 0) + row.views);
  }
  const total = [...views.values()].reduce((a, b) => a + b, 0);
  const shares = REFERRER_CLASSES.map((cls) => {
    const v = views.get(cls) ?? 0;
    const exact = total > 0 ? (v / total) * 100 : 0;
    return {
      referrerClass: cls,
      label: REFERRER_LABELS[cls],
      views: v,
      percent: Math.floor(exact),
      rest: exact % 1,
    };
  });
  if (total > 0) {
    let missing = 100 - shares.reduce((a, s) => a + s.percent, 0);
    const byRest = [...shares].sort((a, b) => b.rest - a.rest);
    for (const s of byRest) {
      if (missing <= 0) break;
      s.percent += 1;
      missing -= 1;
    }
  }
  return shares.map(({ rest: _rest, ...s }) => s);
}

export interface MonthBucket {
  /** "YYYY-MM" */
  key: string;
  /** Danish month name, e.g. "Marts". */
  label: string;
  year: number;
  views: number;
}

/** The last `n` calendar months up to and including the month of `today`, oldest first, with 0 views. */
export function lastMonths(today: string, n: number): MonthBucket[] {
  const [y, m] = today.split("-").map(Number);
  const result: MonthBucket[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    const year = Math.floor(index / 12);
    const month0 = index % 12;
    result.push({
      key: `${year}-${String(month0 + 1).padStart(2, "0")}`,
      label: DANISH_MONTHS[month0],
      year,
      views: 0,
    });
  }
  return result;
}

/** Fills the month buckets from per-month sums ("YYYY-MM" → views); other months are ignored. */
export function monthBuckets(
  today: string,
  rows: readonly { month: string; views: number }[],
): MonthBucket[] {
  const buckets = lastMonths(today, MONTHS_SHOWN);
  for (const row of rows) {
    const bucket = buckets.find((b) => b.key === row.month);
    if (bucket) bucket.views += row.views;
  }
  return buckets;
}

const percentFormat = new Intl.NumberFormat("da-DK", {
  maximumFractionDigits: 1,
  minimumFractionDigits: 0,
  signDisplay: "exceptZero",
});
const decimalFormat = new Intl.NumberFormat("da-DK", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const integerFormat = new Intl.NumberFormat("da-DK");

/** "+12,5 %", "-3 %", "0 %"; "–" without a previous period. */
export function formatGrowth(percent: number | null): string {
  return percent === null ? "–" : `${percentFormat.format(percent)} %`;
}

/** "2,4"; "–" without entries. */
export function formatPagesPerVisit(value: number | null): string {
  return value === null ? "–" : decimalFormat.format(value);
}

/** "1.234" */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}
