import { copenhagenParts, fromCopenhagen } from "~/lib/copenhagen-time";

// Shared by the article editor and the assignments (issue 26): both take a Copenhagen wall clock.

const pad = (n: number) => String(n).padStart(2, "0");

/** A `datetime-local` value on the Copenhagen clock ("2026-03-01T14:05"); empty for no date. */
export function toDateTimeLocal(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = copenhagenParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant a `datetime-local` value means in Copenhagen, or null when it is not one. */
export function parseDateTimeLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const date = fromCopenhagen(year, month, day, hour, minute);
  // Reject dates that roll over (31 February) by reading the wall clock back.
  return toDateTimeLocal(date) === value.trim().slice(0, 16) ? date : null;
}
