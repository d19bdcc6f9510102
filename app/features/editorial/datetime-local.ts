// Moved to app/lib (issue 26: the assignments take the same Copenhagen wall clock).
export { parseDateTimeLocal, toDateTimeLocal } from "~/lib/datetime-local";

const createdFormat = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** The list's "Oprettet" column: da-DK short date, e.g. "05.03.2026". */
export function formatCreatedDate(value: Date | string): string {
  return createdFormat.format(value instanceof Date ? value : new Date(value));
}
