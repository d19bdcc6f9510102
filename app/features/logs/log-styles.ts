/** Badge colours of the logs page (pure, shared by the page and its tests). */

const GREEN = "border-transparent bg-green-100 text-green-800";
const RED = "border-transparent bg-red-100 text-red-800";
const BLUE = "border-transparent bg-blue-100 text-blue-800";
const GREY = "border-transparent bg-gray-100 text-gray-700";

/** Agent log level: info green, error red, log blue, anything else grey. */
export function levelBadgeClass(level: string): string {
  switch (level.toLowerCase()) {
    case "info":
      return GREEN;
    case "error":
      return RED;
    case "log":
      return BLUE;
    default:
      return GREY;
  }
}

/** Cron execution status: completed green, failed red, running blue, anything else grey. */
export function statusBadgeClass(status: string): string {
  switch (status.toLowerCase()) {
    case "completed":
      return GREEN;
    case "failed":
      return RED;
    case "running":
      return BLUE;
    default:
      return GREY;
  }
}

const timeFormat = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** "14.03.2026 23.30.05" (da-DK, Copenhagen time). */
export function formatLogTime(iso: string): string {
  return timeFormat.format(new Date(iso)).replace(", ", " ");
}

/** Response data as indented JSON. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
