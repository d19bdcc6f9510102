import { copenhagenDay, copenhagenParts, TIME_ZONE } from "./copenhagen-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Spec §9: under 1 minute 'Lige nu', then 'Nm siden', 'Nt siden', 'Nd siden'. */
export function formatRelativeTime(value: Date | string | number, now: Date | string | number = Date.now()) {
  const diff = Math.max(0, toDate(now).getTime() - toDate(value).getTime());
  if (diff < MINUTE) return "Lige nu";
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m siden`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}t siden`;
  return `${Math.floor(diff / DAY)}d siden`;
}

/** "HH.mm" on the Copenhagen clock, as Danes write times. */
export function formatClock(value: Date | string | number): string {
  const p = copenhagenParts(toDate(value));
  return `${String(p.hour).padStart(2, "0")}.${String(p.minute).padStart(2, "0")}`;
}

/**
 * Spec §9, public lists: today 'HH.mm', yesterday 'i går HH.mm', otherwise the relative Danish
 * text ('Nd siden'). Days are Copenhagen calendar days.
 */
export function formatListTime(value: Date | string | number, now: Date | string | number = Date.now()) {
  const date = toDate(value);
  const today = copenhagenDay(toDate(now));
  const day = copenhagenDay(date);
  if (day === today) return formatClock(date);
  const yesterday = copenhagenDay(new Date(toDate(now).getTime() - DAY));
  if (day === yesterday) return `i går ${formatClock(date)}`;
  return formatRelativeTime(date, now);
}

const longDate = new Intl.DateTimeFormat("da-DK", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "21. november 2026" (da-DK, Copenhagen). */
export function formatDanishDate(value: Date | string | number): string {
  return longDate.format(toDate(value));
}

const dateTime = new Intl.DateTimeFormat("da-DK", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "21. november 2026 kl. 14.05" (da-DK, Copenhagen). */
export function formatDanishDateTime(value: Date | string | number): string {
  return dateTime.format(toDate(value));
}

/** Views shown as e.g. 1.2k from 1000 (spec §9). */
export function formatViews(views: number): string {
  if (views < 1000) return String(views);
  const thousands = views / 1000;
  return `${thousands >= 100 ? Math.round(thousands) : Number(thousands.toFixed(1))}k`;
}
