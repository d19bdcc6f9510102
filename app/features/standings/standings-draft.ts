import { useState } from "react";
import { formToLetters, MAX_TABLE_ROWS } from "./standings-admin-schema";
import { NO_MATCHES_PLAYED, type StandingsRow } from "./standings-row";

/** A row as the editor starts from it: the public table's row without its id. */
export type EditorSourceRow = Omit<StandingsRow, "id">;

export const NUMBER_COLUMNS = [
  { key: "played", short: "K", label: "Kampe" },
  { key: "won", short: "V", label: "Vundet" },
  { key: "drawn", short: "U", label: "Uafgjort" },
  { key: "lost", short: "T", label: "Tabt" },
  { key: "goalsFor", short: "M+", label: "Mål for" },
  { key: "goalsAgainst", short: "M-", label: "Mål imod" },
  { key: "points", short: "P", label: "Point" },
] as const;

type NumberKey = (typeof NUMBER_COLUMNS)[number]["key"];

/** A table row as typed: every field a string until it is sent. */
export interface DraftRow extends Record<NumberKey, string> {
  key: number;
  position: string;
  team: string;
  clubSlug: string;
  form: string;
}

let nextKey = 1;
function toDraft(row: EditorSourceRow): DraftRow {
  const numbers = Object.fromEntries(NUMBER_COLUMNS.map((c) => [c.key, String(row[c.key])]));
  return {
    key: nextKey++,
    position: String(row.position),
    team: row.team,
    clubSlug: row.clubSlug ?? "",
    ...(numbers as Record<NumberKey, string>),
    form: formToLetters(row.form),
  };
}

const blankRow = (position: number): DraftRow =>
  toDraft({
    position,
    team: "",
    clubSlug: null,
    ...NO_MATCHES_PLAYED,
    form: [],
  });

/** A number field's value as sent: whole numbers as numbers, anything else as typed (the server says why). */
const asNumber = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : value.trim());

/** The rows as the 'save-table' intent sends them. */
export function draftPayload(draft: DraftRow[]) {
  return draft.map((r) => ({
    position: asNumber(r.position),
    team: r.team,
    clubSlug: r.clubSlug.trim() || null,
    ...Object.fromEntries(NUMBER_COLUMNS.map((c) => [c.key, asNumber(r[c.key])])),
    form: r.form,
  }));
}

/** The server's field errors (`rows.3.points`) as lines naming the row: 'Række 4 (AGF): …'. */
export function draftErrorLines(draft: DraftRow[], errors: Partial<Record<string, string>>): string[] {
  return Object.entries(errors).map(([path, message]) => {
    const index = Number(path.split(".")[1]);
    const row = Number.isInteger(index) ? draft[index] : undefined;
    return row ? `Række ${index + 1}${row.team ? ` (${row.team})` : ""}: ${message}` : (message ?? "");
  });
}

/** The editor's rows: edit a field, add a team below the last position, remove a row. */
export function useStandingsDraft(rows: EditorSourceRow[]) {
  const [draft, setDraft] = useState<DraftRow[]>(() => rows.map(toDraft));
  return {
    draft,
    full: draft.length >= MAX_TABLE_ROWS,
    update: (key: number, field: keyof DraftRow, value: string) =>
      setDraft((rows) => rows.map((r) => (r.key === key ? { ...r, [field]: value } : r))),
    addRow: () =>
      setDraft((rows) => [
        ...rows,
        blankRow(rows.reduce((max, r) => Math.max(max, Number(r.position) || 0), 0) + 1),
      ]),
    removeRow: (key: number) => setDraft((rows) => rows.filter((r) => r.key !== key)),
  };
}
