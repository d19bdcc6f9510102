/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The Danish texts readers and editors see while the database is away (server and browser). */
export const DATABASE_UNAVAILABLE_TEXT = {
  heading: "Siden er midlertidigt utilgængelig",
  body: "Vi har forbindelsesproblemer med databasen. Prøv igen om lidt.",
  saveTitle: "Ikke gemt",
  saveMessage: "Ændringen blev ikke gemt, fordi databasen ikke svarer lige nu. Prøv igen om lidt.",
} as const;

/** The 503 error data a loader throws while the database is away (read by the error pages). */
export interface DatabaseUnavailableData {
  databaseUnavailable: true;
  heading: string;
  message: string;
}

export function isDatabaseUnavailableData(value: unknown): value is DatabaseUnavailableData {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { databaseUnavailable?: unknown }).databaseUnavailable === true
  );
}
