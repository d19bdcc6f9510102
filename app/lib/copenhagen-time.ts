/** PRODUCT.md: dates use da-DK and the Europe/Copenhagen time zone on the server and in the browser. */
export const TIME_ZONE = "Europe/Copenhagen";

// Created on first use: a formatter with a time zone loads the zone's data, the costliest single
// line of a reader's page when the browser evaluated it with the other modules (ADR 0022).
let partsFormatter: Intl.DateTimeFormat | undefined;
/** Every wall-clock part of an instant in Copenhagen, as numbers ("en-GB", 24-hour). */
export const WALL_CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
};
function formatter(): Intl.DateTimeFormat {
  partsFormatter ??= new Intl.DateTimeFormat("en-GB", WALL_CLOCK_PARTS);
  return partsFormatter;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function formattedParts(date: Date): ZonedParts {
  const parts = Object.fromEntries(
    formatter()
      .formatToParts(date)
      .map((p) => [p.type, p.value] as const),
  ) as Record<string, string>;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const HOUR_MS = 3_600_000;
/** Copenhagen's offset from UTC per UTC hour, for instants before the EU rule (bounded). */
const offsetByHour = new Map<number, number>();
const MAX_CACHED_HOURS = 4096;
/** From 1996 Denmark follows the EU rule; older instants ask Intl (the 1980s ended in September). */
const EU_RULE_FROM = Date.UTC(1996, 0, 1);

/** 01:00 UTC on the last Sunday of the month (0-based) of the year. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Copenhagen's UTC offset. Since 1996 the EU rule decides it: summer time (UTC+2) from 01:00 UTC
 * on the last Sunday of March to 01:00 UTC on the last Sunday of October, else UTC+1; computed,
 * because a page lists some 40 times and Intl was a visible share of a cold render's CPU profile
 * (and of the browser's, ADR 0022). Older instants: one formatToParts per UTC hour, as the offset
 * changes only on whole hours.
 */
function offsetAt(ms: number): number {
  if (ms >= EU_RULE_FROM) {
    const year = new Date(ms).getUTCFullYear();
    const summer = ms >= lastSundayOneUtc(year, 2) && ms < lastSundayOneUtc(year, 9);
    return (summer ? 2 : 1) * HOUR_MS;
  }
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const p = formattedParts(new Date(start));
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - start;
    if (offsetByHour.size >= MAX_CACHED_HOURS) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The wall-clock parts of an instant in Copenhagen. */
export function copenhagenParts(date: Date): ZonedParts {
  const ms = date.getTime();
  // An invalid date throws the formatter's RangeError, as before.
  if (!Number.isFinite(ms)) return formattedParts(date);
  const local = new Date(ms + offsetAt(ms));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The calendar day in Copenhagen as "YYYY-MM-DD". */
export function copenhagenDay(date: Date): string {
  const p = copenhagenParts(date);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** The instant at which the Copenhagen wall clock shows the given date and time. */
export function fromCopenhagen(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Correct by the zone offset at the guess, then once more around DST changes.
  let result = guess;
  for (let i = 0; i < 2; i++) {
    const p = copenhagenParts(new Date(result));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    result += guess - shown;
  }
  return new Date(result);
}
