/** PRODUCT.md: dates use da-DK and the Europe/Copenhagen time zone on the server and in the browser. */
export const TIME_ZONE = "Europe/Copenhagen";

const partsFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

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
    partsFormatter.formatToParts(date).map((p) => [p.type, p.value] as const),
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
/** Copenhagen's offset from UTC per UTC hour (bounded: cleared when full). */
const offsetByHour = new Map<number, number>();
const MAX_CACHED_HOURS = 4096;

/**
 * Copenhagen's UTC offset changes only on whole UTC hours (CET/CEST switch at 01:00 UTC), so
 * one formatToParts per hour is enough: a page lists some 40 times, each shown via several
 * of these calls, and formatToParts was a visible share of a cold render's CPU profile.
 */
function offsetAt(ms: number): number {
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
