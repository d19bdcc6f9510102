import { Calculator, Plus, Save, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import type { StandingsActionResult } from "./standings-admin-actions.server";
import { formToLetters, MAX_TABLE_ROWS } from "./standings-admin-schema";
import { formatGoalDifference } from "./standings-format";
import type { StandingsRow } from "./standings-row";

export const STANDINGS_FETCHER = "standings-editor";

/** A row as the editor starts from it: the public table's row without its id. */
export type EditorSourceRow = Omit<StandingsRow, "id">;

const NUMBER_COLUMNS = [
  { key: "played", short: "K", label: "Kampe" },
  { key: "won", short: "V", label: "Vundet" },
  { key: "drawn", short: "U", label: "Uafgjort" },
  { key: "lost", short: "T", label: "Tabt" },
  { key: "goalsFor", short: "M+", label: "Mål for" },
  { key: "goalsAgainst", short: "M-", label: "Mål imod" },
  { key: "points", short: "P", label: "Point" },
] as const;

type NumberKey = (typeof NUMBER_COLUMNS)[number]["key"];

interface DraftRow extends Record<NumberKey, string> {
  key: number;
  position: string;
  team: string;
  clubSlug: string;
  form: string;
}

let nextKey = 1;
const toDraft = (row: EditorSourceRow): DraftRow => ({
  key: nextKey++,
  position: String(row.position),
  team: row.team,
  clubSlug: row.clubSlug ?? "",
  played: String(row.played),
  won: String(row.won),
  drawn: String(row.drawn),
  lost: String(row.lost),
  goalsFor: String(row.goalsFor),
  goalsAgainst: String(row.goalsAgainst),
  points: String(row.points),
  form: formToLetters(row.form),
});

const blankRow = (position: number): DraftRow => ({
  key: nextKey++,
  position: String(position),
  team: "",
  clubSlug: "",
  played: "0",
  won: "0",
  drawn: "0",
  lost: "0",
  goalsFor: "0",
  goalsAgainst: "0",
  points: "0",
  form: "",
});

/** A number field's value as sent: whole numbers as numbers, anything else as typed (the server says why). */
const asNumber = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : value.trim());

/** Toasts each new answer of a fetcher once. */
export function StandingsEditor({
  leagueKey,
  leagueName,
  season,
  rows,
  fingerprint,
  clubListId,
}: {
  leagueKey: string;
  leagueName: string;
  season: string;
  rows: EditorSourceRow[];
  fingerprint: string;
  clubListId: string;
}) {
  const [draft, setDraft] = useState<DraftRow[]>(() => rows.map(toDraft));
  const fetcher = useFetcher<StandingsActionResult>({ key: STANDINGS_FETCHER });
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const errors = result && !result.ok && result.intent === "save-table" ? (result.fieldErrors ?? {}) : {};
  const warnings = result?.ok && result.intent === "save-table" ? (result.warnings ?? []) : [];

  const update = (key: number, field: keyof DraftRow, value: string) =>
    setDraft((rows) => rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  const save = () => {
    const payload = draft.map((r) => ({
      position: asNumber(r.position),
      team: r.team,
      clubSlug: r.clubSlug.trim() || null,
      played: asNumber(r.played),
      won: asNumber(r.won),
      drawn: asNumber(r.drawn),
      lost: asNumber(r.lost),
      goalsFor: asNumber(r.goalsFor),
      goalsAgainst: asNumber(r.goalsAgainst),
      points: asNumber(r.points),
      form: r.form,
    }));
    void fetcher.submit(
      { intent: "save-table", leagueKey, season, fingerprint, rows: JSON.stringify(payload) },
      { method: "post" },
    );
  };

  const errorList = Object.entries(errors).map(([path, message]) => {
    const index = Number(path.split(".")[1]);
    const row = Number.isInteger(index) ? draft[index] : undefined;
    return row ? `Række ${index + 1}${row.team ? ` (${row.team})` : ""}: ${message}` : message;
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={save} disabled={busy}>
          <Save aria-hidden />
          Gem stilling
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy || draft.length >= MAX_TABLE_ROWS}
          onClick={() =>
            setDraft((rows) => [
              ...rows,
              blankRow(rows.reduce((max, r) => Math.max(max, Number(r.position) || 0), 0) + 1),
            ])
          }
        >
          <Plus aria-hidden />
          Tilføj hold
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" disabled={busy}>
              <Calculator aria-hidden />
              Genberegn fra kampe
            </Button>
          }
          title="Genberegn stillingen?"
          description={`Tabellen for ${leagueName} ${season} erstattes af en, der er beregnet ud fra ligaens afsluttede kampe i sæsonen: 3 point for sejr, 1 for uafgjort. Ændringer, der ikke er gemt, går tabt.`}
          confirmLabel="Genberegn"
          onConfirm={() =>
            void fetcher.submit({ intent: "recompute", leagueKey, season, fingerprint }, { method: "post" })
          }
        />
      </div>

      {errorList.length > 0 ? (
        <div role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          <p className="font-semibold">{result && !result.ok ? result.message : null}</p>
          <ul className="mt-1 list-disc pl-5">
            {errorList.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : result && !result.ok && (result.intent === "save-table" || result.intent === "recompute") ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {result.message}
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <div role="status" className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
          <p className="font-semibold">Advarsel</p>
          <ul className="mt-1 list-disc pl-5">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {draft.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-muted-foreground">
          Ingen hold i {leagueName} {season}. Tilføj hold, eller genberegn fra kampe.
        </p>
      ) : (
        // `relative` makes the box the sr-only texts' containing block: without it they sat outside
        // the scroll box and widened the whole page to 1304 px at 1280. The inputs are sized so
        // the whole table fits beside the admin menu at 1280.
        <div className="relative overflow-x-auto rounded-md border border-border bg-card">
          <table className="w-full text-sm" aria-label={`Stilling for ${leagueName} ${season}`}>
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-1 py-2">
                  <abbr title="Placering">#</abbr>
                </th>
                <th scope="col" className="px-1 py-2">
                  Hold
                </th>
                <th scope="col" className="px-1 py-2">
                  Klub (slug)
                </th>
                {NUMBER_COLUMNS.map((c) => (
                  <th key={c.key} scope="col" className="px-1 py-2 text-center">
                    <abbr title={c.label}>{c.short}</abbr>
                  </th>
                ))}
                <th scope="col" className="px-1 py-2 text-center">
                  +/-
                </th>
                <th scope="col" className="px-1 py-2">
                  Form <span className="font-normal text-muted-foreground">(V/U/T, seneste sidst)</span>
                </th>
                <th scope="col" className="px-1 py-2">
                  <span className="sr-only">Handlinger</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.map((row, i) => {
                const name = row.team.trim() || `række ${i + 1}`;
                const invalid = (field: string) => Boolean(errors[`rows.${i}.${field}`]);
                const gd = Number(row.goalsFor) - Number(row.goalsAgainst);
                return (
                  <tr key={row.key} className="border-b last:border-0" data-testid="standings-edit-row">
                    <td className="px-1 py-1">
                      <Input
                        className="h-8 w-12 px-1.5 tabular-nums"
                        inputMode="numeric"
                        aria-label={`Placering, ${name}`}
                        aria-invalid={invalid("position")}
                        value={row.position}
                        onChange={(e) => update(row.key, "position", e.target.value)}
                      />
                    </td>
                    <td className="px-1 py-1">
                      <Input
                        className="h-8 min-w-32"
                        aria-label={`Hold, række ${i + 1}`}
                        aria-invalid={invalid("team")}
                        maxLength={80}
                        value={row.team}
                        onChange={(e) => update(row.key, "team", e.target.value)}
                      />
                    </td>
                    <td className="px-1 py-1">
                      <Input
                        className="h-8 min-w-28"
                        list={clubListId}
                        aria-label={`Klub, ${name}`}
                        aria-invalid={invalid("clubSlug")}
                        placeholder="valgfri"
                        value={row.clubSlug}
                        onChange={(e) => update(row.key, "clubSlug", e.target.value)}
                      />
                    </td>
                    {NUMBER_COLUMNS.map((c) => (
                      <td key={c.key} className="px-1 py-1">
                        <Input
                          className="h-8 w-12 px-1 text-center tabular-nums"
                          inputMode="numeric"
                          aria-label={`${c.label}, ${name}`}
                          aria-invalid={invalid(c.key)}
                          value={row[c.key]}
                          onChange={(e) => update(row.key, c.key, e.target.value)}
                        />
                      </td>
                    ))}
                    <td
                      className={cn(
                        "px-1 py-1 text-center tabular-nums",
                        gd > 0 ? "text-[#15803d]" : gd < 0 ? "text-[#b91c1c]" : "text-muted-foreground",
                      )}
                    >
                      {Number.isFinite(gd) ? formatGoalDifference(gd) : "–"}
                    </td>
                    <td className="px-1 py-1">
                      <Input
                        className="h-8 w-24 uppercase"
                        aria-label={`Form, ${name}`}
                        aria-invalid={invalid("form")}
                        maxLength={9}
                        placeholder="fx VVUTV"
                        value={row.form}
                        onChange={(e) => update(row.key, "form", e.target.value.toUpperCase())}
                      />
                    </td>
                    <td className="px-1 py-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Fjern ${name}`}
                        title="Fjern"
                        onClick={() => setDraft((rows) => rows.filter((r) => r.key !== row.key))}
                      >
                        <Trash2 aria-hidden className="text-destructive" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        K skal være V + U + T. Point, der afviger fra 3 pr. sejr og 1 pr. uafgjort, gemmes med en advarsel (fx
        ved pointfradrag). Rækkerne vises efter placering. Intet gemmes, før du trykker Gem stilling.
      </p>
    </div>
  );
}
