import { copenhagenParts, fromCopenhagen } from "~/lib/copenhagen-time";
import { DANISH_MONTHS } from "~/lib/relative-time";

/**
 * 'Planlægning' (issue 26): today and the next 7 days on the Copenhagen calendar. A day runs from
 * Copenhagen midnight to the next one, so a DST day is 23 or 25 hours long. Pure.
 */
export const PLANNING_DAYS = 8;

const WEEKDAYS = ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"];

export interface PlanningDay {
  /** "YYYY-MM-DD" (Copenhagen). */
  key: string;
  /** 'I dag', 'I morgen', then e.g. 'torsdag 3. december'. */
  label: string;
  start: Date;
  /** Exclusive: the next day's start. */
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The eight days from today's Copenhagen midnight. */
export function planningDays(now: Date, count = PLANNING_DAYS): PlanningDay[] {
  const today = copenhagenParts(now);
  const days: PlanningDay[] = [];
  for (let i = 0; i < count; i++) {
    // Date.UTC rolls 32 December over into January; only the calendar date is read from it.
    const cal = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const next = new Date(Date.UTC(today.year, today.month - 1, today.day + i + 1));
    const [y, m, d] = [cal.getUTCFullYear(), cal.getUTCMonth() + 1, cal.getUTCDate()];
    const label =
      i === 0 ? "I dag" : i === 1 ? "I morgen" : `${WEEKDAYS[cal.getUTCDay()]} ${d}. ${DANISH_MONTHS[m - 1]}`;
    days.push({
      key: `${y}-${pad(m)}-${pad(d)}`,
      label,
      start: fromCopenhagen(y, m, d),
      end: fromCopenhagen(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
    });
  }
  return days;
}

/** Puts each item in the day its instant falls in; items outside every day are left out. */
export function groupByDay<T>(
  days: readonly PlanningDay[],
  items: readonly T[],
  at: (item: T) => Date | string,
) {
  const groups = new Map<string, T[]>(days.map((d) => [d.key, []]));
  for (const item of items) {
    const t = new Date(at(item)).getTime();
    const day = days.find((d) => t >= d.start.getTime() && t < d.end.getTime());
    if (day) groups.get(day.key)?.push(item);
  }
  return groups;
}
