/** Pure date helpers for analytics: calendar days in Europe/Copenhagen (the product's time zone). */
import { copenhagenDay } from "~/lib/copenhagen-time";

export { copenhagenDay };

/** Rows older than this many months are deleted (the privacy page promises 26 months). */
export const ANALYTICS_RETENTION_MONTHS = 26;

function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** Subtracts whole calendar months from a YYYY-MM-DD day; the day is clamped to the month's length. */
export function subtractMonthsFromDay(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month1 = (index % 12) + 1;
  const dd = Math.min(d, daysInMonth(year, month1));
  return `${year}-${pad(month1)}-${pad(dd)}`;
}

/** Adds (or with a negative number subtracts) days to a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Subtracts whole calendar months from an instant (UTC calendar, day clamped to the month's length). */
export function subtractMonthsFromInstant(date: Date, months: number): Date {
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
  const year = Math.floor(index / 12);
  const month0 = index % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month0 + 1));
  return new Date(
    Date.UTC(
      year,
      month0,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}
