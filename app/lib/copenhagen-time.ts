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

/** The wall-clock parts of an instant in Copenhagen. */
export function copenhagenParts(date: Date): ZonedParts {
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
