/**
 * The standings editor's rules, shared by the browser (early hints) and the server (the gate).
 *
 * Decisions:
 * - Numbers are whole numbers of 0 or more; K (played) must equal V + U + T, else the save is refused.
 * - Points that differ from 3 per win + 1 per draw are saved with a warning, not refused: real
 *   tables carry point deductions (e.g. Sheffield United 2024-25).
 * - Positions must be unique within the table; the rows are stored in position order.
 * - Form is typed with the public page's Danish letters V, U, T, at most 5, the latest last
 *   (as the league page shows it) and stored as W, D, L.
 */
import { z } from "zod";
import { parseForm } from "~/lib/form";
import { SEASON_PATTERN } from "~/lib/leagues";

export const MAX_TABLE_ROWS = 40;
export const MAX_FORM = 5;

export const STANDINGS_TEXT = {
  teamRequired: "Holdnavn er påkrævet",
  teamTooLong: "Holdnavnet må højst være 80 tegn",
  wholeNumber: "skal være et helt tal på 0 eller mere",
  positionInvalid: "Placering skal være et helt tal fra 1",
  playedSum: "K (kampe) skal være summen af V, U og T",
  formInvalid: "Form må højst have 5 resultater og kun bogstaverne V, U og T",
  clubSlugInvalid: "Klub-slug må kun indeholde a-z, 0-9 og bindestreger",
  tooManyRows: `En tabel kan højst have ${MAX_TABLE_ROWS} hold`,
  seasonInvalid: "Sæson skal skrives som 2024-25 eller 2026",
  leagueUnknown: "Ligaen findes ikke",
  saved: "Stillingen er gemt",
  saveFailed: "Stillingen blev ikke gemt. Ret fejlene og prøv igen.",
  recomputed: "Stillingen er genberegnet fra afsluttede kampe",
  noFinishedMatches: "Der er ingen afsluttede kampe i denne liga og sæson at beregne ud fra",
  conflict: "Stillingen er ændret af en anden, siden du åbnede den. Genindlæs siden og prøv igen.",
} as const;

export const duplicatePositionMessage = (position: number) => `Placering ${position} bruges af flere hold`;
export const duplicateTeamMessage = (team: string) => `Holdet "${team}" står i tabellen mere end én gang`;
export const unknownClubMessage = (slug: string) => `Klubben "${slug}" findes ikke`;
export const pointsWarning = (team: string, points: number, expected: number) =>
  `${team}: ${points} point passer ikke med 3 pr. sejr og 1 pr. uafgjort (${expected}). Gemt alligevel, fx ved pointfradrag.`;

const LETTER_TO_RESULT: Record<string, "W" | "D" | "L"> = { V: "W", U: "D", T: "L" };
const RESULT_TO_LETTER: Record<string, string> = { W: "V", D: "U", L: "T" };

/** "V U t" → ["W", "D", "L"], or null when it is not up to 5 of V/U/T. */
export function parseFormLetters(value: string): ("W" | "D" | "L")[] | null {
  const letters = value.toUpperCase().replace(/[\s,.-]/g, "");
  if (letters.length > MAX_FORM || !/^[VUT]*$/.test(letters)) return null;
  return [...letters].map((c) => LETTER_TO_RESULT[c]);
}

/** Stored ["W", "D", "L"] → "VUT" for the editor. */
export function formToLetters(form: readonly string[]): string {
  return form.map((r) => RESULT_TO_LETTER[r] ?? "").join("");
}

const count = z.coerce
  .number({ error: STANDINGS_TEXT.wholeNumber })
  .int(STANDINGS_TEXT.wholeNumber)
  .min(0, STANDINGS_TEXT.wholeNumber)
  .max(9999, STANDINGS_TEXT.wholeNumber);

/** Empty number fields count as missing, not as 0. */
const numberField = z.preprocess((v) => (v === "" || v === null ? undefined : v), count);

export const standingsRowSchema = z
  .object({
    position: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce
        .number({ error: STANDINGS_TEXT.positionInvalid })
        .int(STANDINGS_TEXT.positionInvalid)
        .min(1, STANDINGS_TEXT.positionInvalid)
        .max(999, STANDINGS_TEXT.positionInvalid),
    ),
    team: z
      .string({ error: STANDINGS_TEXT.teamRequired })
      .trim()
      .min(1, STANDINGS_TEXT.teamRequired)
      .max(80, STANDINGS_TEXT.teamTooLong),
    clubSlug: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), STANDINGS_TEXT.clubSlugInvalid),
    played: numberField,
    won: numberField,
    drawn: numberField,
    lost: numberField,
    goalsFor: numberField,
    goalsAgainst: numberField,
    points: numberField,
    form: z
      .string()
      .optional()
      .default("")
      .transform((v, ctx) => {
        const parsed = parseFormLetters(v);
        if (!parsed) {
          ctx.addIssue({ code: "custom", message: STANDINGS_TEXT.formInvalid });
          return z.NEVER;
        }
        return parsed;
      }),
  })
  .superRefine((row, ctx) => {
    if (row.played !== row.won + row.drawn + row.lost) {
      ctx.addIssue({ code: "custom", path: ["played"], message: STANDINGS_TEXT.playedSum });
    }
  });

export type StandingsRowInput = z.input<typeof standingsRowSchema>;
export type StandingsRowData = z.output<typeof standingsRowSchema>;

export const standingsTableSchema = z
  .object({
    leagueKey: z.string().trim().min(1, STANDINGS_TEXT.leagueUnknown),
    season: z.string().trim().regex(SEASON_PATTERN, STANDINGS_TEXT.seasonInvalid),
    rows: z.array(standingsRowSchema).max(MAX_TABLE_ROWS, STANDINGS_TEXT.tooManyRows),
  })
  .superRefine((table, ctx) => {
    for (const [key, message] of Object.entries(duplicateErrors(table.rows))) {
      ctx.addIssue({
        code: "custom",
        path: key.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      });
    }
  });

/** Positions and team names (case-insensitive) used twice, keyed like the parsed field errors ("rows.3.team"). */
export function duplicateErrors(rows: readonly { position?: unknown; team?: unknown }[]): TableErrors {
  const errors: TableErrors = {};
  const positions = new Set<number>();
  const teams = new Set<string>();
  rows.forEach((row, i) => {
    const position = Number(row?.position);
    if (Number.isInteger(position) && position > 0) {
      if (positions.has(position)) errors[`rows.${i}.position`] = duplicatePositionMessage(position);
      positions.add(position);
    }
    const team = typeof row?.team === "string" ? row.team.trim() : "";
    if (team) {
      const key = team.toLocaleLowerCase("da");
      if (teams.has(key)) errors[`rows.${i}.team`] = duplicateTeamMessage(team);
      teams.add(key);
    }
  });
  return errors;
}

export type StandingsTableData = z.output<typeof standingsTableSchema>;

/** Field errors keyed "rows.3.played"; table-level errors under "table". */
export type TableErrors = Record<string, string>;

/** Row issues under their full path; the rest (league, season, too few rows) under "table". */
function tableErrorKey(path: readonly PropertyKey[]): string {
  return path.length > 1 && path[0] === "rows" ? path.join(".") : "table";
}

/** Points not matching 3 per win and 1 per draw: a warning for each such row. */
export function pointsWarnings(rows: readonly StandingsRowData[]): string[] {
  return rows
    .filter((r) => r.points !== r.won * 3 + r.drawn)
    .map((r) => pointsWarning(r.team, r.points, r.won * 3 + r.drawn));
}

export type ParsedTable = { ok: true; data: StandingsTableData } | { ok: false; fieldErrors: TableErrors };

/** Parses the editor's submission: league, season and the rows as JSON. */
export function parseStandingsTable(input: {
  leagueKey: unknown;
  season: unknown;
  rows: unknown;
}): ParsedTable {
  let rows: unknown = input.rows;
  if (typeof rows === "string") {
    try {
      rows = JSON.parse(rows);
    } catch {
      return { ok: false, fieldErrors: { table: STANDINGS_TEXT.saveFailed } };
    }
  }
  const parsed = parseForm(
    standingsTableSchema,
    { leagueKey: input.leagueKey, season: input.season, rows },
    { keyOf: tableErrorKey },
  );
  if (parsed.ok) return parsed;
  // Field errors stop the table-wide checks; report duplicates among the rows anyway.
  const duplicates = Array.isArray(rows) ? duplicateErrors(rows) : {};
  return { ok: false, fieldErrors: { ...duplicates, ...parsed.fieldErrors } as TableErrors };
}
