import { copenhagenParts, TIME_ZONE } from "./copenhagen-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** How a reader time is shown; see `formatReaderTime`. */
export type ReaderTimeVariant = "relative" | "list" | "event";

/**
 * The server's clock to the minute, for a static island rendered apart (server/island-markup.server.tsx):
 * it is remembered by its props, which a clock to the millisecond would change on every request.
 * Its times read 'Lige nu' and 'Nm siden' (below), and the reader's clock takes over in the browser
 * (lib/reader-clock.ts).
 */
export function clockToTheMinute(now: string): string {
  return new Date(Math.floor(Date.parse(now) / MINUTE) * MINUTE).toISOString();
}

/** The Danish month names, January first. */
export const DANISH_MONTHS = [
  "januar",
  "februar",
  "marts",
  "april",
  "maj",
  "juni",
  "juli",
  "august",
  "september",
  "oktober",
  "november",
  "december",
];

/** Whole Copenhagen calendar days from `from`'s day to `to`'s day (DST-proof: counts dates). */
function calendarDaysBetween(from: Date, to: Date): number {
  const a = copenhagenParts(from);
  const b = copenhagenParts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY);
}

/** "12. marts 2021" on the Copenhagen calendar (fixed names: the server and the browser agree). */
function calendarDate(date: Date): string {
  const p = copenhagenParts(date);
  return `${p.day}. ${DANISH_MONTHS[p.month - 1]} ${p.year}`;
}

/**
 * The one way a time is shown to readers (issue 22; spec §9), Copenhagen calendar days:
 *
 * - Future: 'i dag kl. 18.00', 'i morgen kl. 18.00', else '28. november 2026 kl. 18.00'.
 * - "relative" (an article's own time, the ticker): under a minute (also up to a minute ahead:
 *   clocks differ) 'Lige nu', then 'Nm siden', 'Nt siden' for the first 24 hours.
 * - "list" (public lists), and "relative" after 24 hours: today 'HH.mm'.
 * - Yesterday: 'i går HH.mm'.
 * - 2–6 calendar days ago: the spec's 'Nd siden' ('2d siden' … '6d siden'); never '1d siden', which
 *   would stand beside 'i går' for the same day.
 * - From 7 days: the date, '12. marts 2021' (not '1700d siden').
 *
 * "event" (a kick-off: a fixed moment, not an age) uses the calendar words on both sides:
 * 'i går kl. 18.00', 'i dag kl. 18.00', 'i morgen kl. 18.00', else the date with 'kl.'.
 */
export function formatReaderTime(
  value: Date | string | number,
  now: Date | string | number = Date.now(),
  variant: ReaderTimeVariant = "relative",
): string {
  const date = toDate(value);
  const current = toDate(now);
  const diff = current.getTime() - date.getTime();
  const days = calendarDaysBetween(date, current);
  const clock = formatClock(date);
  if (variant === "event" || diff < -MINUTE) {
    if (days === 0) return `i dag kl. ${clock}`;
    if (days === -1) return `i morgen kl. ${clock}`;
    if (days === 1) return `i går kl. ${clock}`;
    return `${calendarDate(date)} kl. ${clock}`;
  }
  if (variant === "relative") {
    if (diff < MINUTE) return "Lige nu";
    if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m siden`;
    if (diff < DAY) return `${Math.floor(diff / HOUR)}t siden`;
  }
  if (days === 0) return clock;
  if (days === 1) return `i går ${clock}`;
  if (days < 7) return `${days}d siden`;
  return calendarDate(date);
}

/** "HH.mm" on the Copenhagen clock, as Danes write times. */
export function formatClock(value: Date | string | number): string {
  const p = copenhagenParts(toDate(value));
  return `${String(p.hour).padStart(2, "0")}.${String(p.minute).padStart(2, "0")}`;
}

// Created on first use (a zone's formatter is costly to build; most pages never call these).
let longDate: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

/** "21. november 2026" (da-DK, Copenhagen). */
export function formatDanishDate(value: Date | string | number): string {
  longDate ??= new Intl.DateTimeFormat("da-DK", {
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return longDate.format(toDate(value));
}

/** "21. november 2026 kl. 14.05" (da-DK, Copenhagen). */
export function formatDanishDateTime(value: Date | string | number): string {
  dateTime ??= new Intl.DateTimeFormat("da-DK", {
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return dateTime.format(toDate(value));
}

/** Views shown as e.g. 1.2k from 1000 (spec §9). */
export function formatViews(views: number): string {
  if (views < 1000) return String(views);
  const thousands = views / 1000;
  return `${thousands >= 100 ? Math.round(thousands) : Number(thousands.toFixed(1))}k`;
}
