import { Calculator, Plus, Save } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { StandingsActionResult } from "./standings-admin-actions.server";
import { draftErrorLines, draftPayload, type EditorSourceRow, useStandingsDraft } from "./standings-draft";
import { StandingsDraftTable } from "./standings-draft-table";

export const STANDINGS_FETCHER = "standings-editor";

/** The save's or recompute's refusal (with a line per wrong field) and the save's warnings. */
function StandingsEditorMessages({
  result,
  errorLines,
}: {
  result: StandingsActionResult | undefined;
  errorLines: string[];
}) {
  const warnings = result?.ok && result.intent === "save-table" ? (result.warnings ?? []) : [];
  return (
    <>
      {errorLines.length > 0 ? (
        <div role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          <p className="font-semibold">{result && !result.ok ? result.message : null}</p>
          <ul className="mt-1 list-disc pl-5">
            {errorLines.map((line) => (
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
    </>
  );
}

/** Spec §3 standings editor: edit, add and remove teams, save the table or recompute it from matches. */
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
  const { draft, full, update, addRow, removeRow } = useStandingsDraft(rows);
  const fetcher = useFetcher<StandingsActionResult>({ key: STANDINGS_FETCHER });
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const errors = result && !result.ok && result.intent === "save-table" ? (result.fieldErrors ?? {}) : {};

  const save = () =>
    void fetcher.submit(
      { intent: "save-table", leagueKey, season, fingerprint, rows: JSON.stringify(draftPayload(draft)) },
      { method: "post" },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={save} disabled={busy}>
          <Save aria-hidden />
          Gem stilling
        </Button>
        <Button type="button" variant="outline" disabled={busy || full} onClick={addRow}>
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

      <StandingsEditorMessages result={result} errorLines={draftErrorLines(draft, errors)} />

      {draft.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-muted-foreground">
          Ingen hold i {leagueName} {season}. Tilføj hold, eller genberegn fra kampe.
        </p>
      ) : (
        <StandingsDraftTable
          caption={`Stilling for ${leagueName} ${season}`}
          draft={draft}
          errors={errors}
          clubListId={clubListId}
          update={update}
          removeRow={removeRow}
        />
      )}
      <p className="text-sm text-muted-foreground">
        K skal være V + U + T. Point, der afviger fra 3 pr. sejr og 1 pr. uafgjort, gemmes med en advarsel (fx
        ved pointfradrag). Rækkerne vises efter placering. Intet gemmes, før du trykker Gem stilling.
      </p>
    </div>
  );
}
