import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { closeUnlessBusy, DialogFormFooter, TitledDialog } from "~/components/ui/titled-dialog";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { cx } from "~/lib/class-names";
import { copenhagenDay } from "~/lib/copenhagen-time";
import { LeagueOptions } from "./league-options-admin";
import { kickoffToParts } from "./match-admin-schema";
import { formatMatchDate, formatMatchTime, formatScore, matchStatusLabel } from "./match-format";
import type { MatchItem } from "./match-list";
import type { StandingsActionResult } from "./standings-admin-actions.server";

export const MATCH_FETCHER = "match-admin";

/** A match as the club pages list it, with the league and season its result counts in. */
export interface AdminMatchItem extends MatchItem {
  leagueKey: string | null;
  season: string | null;
}

export interface LeagueChoice {
  key: string;
  name: string;
  season: string;
}

type FormValues = Record<
  | "homeTeam"
  | "awayTeam"
  | "homeClubSlug"
  | "awayClubSlug"
  | "date"
  | "time"
  | "competition"
  | "leagueKey"
  | "season"
  | "status"
  | "homeScore"
  | "awayScore",
  string
>;

function valuesOf(
  match: AdminMatchItem | null,
  defaults: { leagueKey: string; leagueName: string; season: string },
) {
  if (!match) {
    return {
      homeTeam: "",
      awayTeam: "",
      homeClubSlug: "",
      awayClubSlug: "",
      date: copenhagenDay(new Date()),
      time: "18:00",
      competition: defaults.leagueName,
      leagueKey: defaults.leagueKey,
      season: defaults.season,
      status: "upcoming",
      homeScore: "",
      awayScore: "",
    } satisfies FormValues;
  }
  const { date, time } = kickoffToParts(match.kickoffAt);
  return {
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    homeClubSlug: match.homeClubSlug ?? "",
    awayClubSlug: match.awayClubSlug ?? "",
    date,
    time,
    competition: match.competition,
    leagueKey: match.leagueKey ?? "",
    season: match.season ?? "",
    status: match.status,
    homeScore: match.homeScore == null ? "" : String(match.homeScore),
    awayScore: match.awayScore == null ? "" : String(match.awayScore),
  } satisfies FormValues;
}

/** Create or edit a match; stays open on errors (spec §8: admin dialogs stay open), closes on success. */
function MatchDialog({
  match,
  open,
  onClose,
  leagues,
  defaults,
  clubListId,
}: {
  match: AdminMatchItem | null;
  open: boolean;
  onClose: () => void;
  leagues: LeagueChoice[];
  defaults: { leagueKey: string; leagueName: string; season: string };
  clubListId: string;
}) {
  const fetcher = useFetcher<StandingsActionResult>({ key: MATCH_FETCHER });
  const [values, setValues] = useState<FormValues>(() => valuesOf(match, defaults));
  const [submitted, setSubmitted] = useState(false);
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (submitted && fetcher.state === "idle" && result?.ok) {
      setSubmitted(false);
      onClose();
    }
  }, [submitted, fetcher.state, result, onClose]);

  const errors = submitted && result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const set = (field: keyof FormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const upcoming = values.status === "upcoming";
  // A match not yet played has no score; a played one must have both.
  const scoreInput = {
    type: "number",
    min: 0,
    max: 99,
    inputMode: "numeric",
    disabled: upcoming,
    required: !upcoming,
  } as const;
  const prefix = match ? `match-${match.id}` : "match-new";

  const field = (name: keyof FormValues, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <Field id={`${prefix}-${name}`} error={errors[name]} className="grid gap-1.5">
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input name={name} value={values[name]} onChange={(e) => set(name, e.target.value)} {...props} />
      </FieldControl>
      <FieldError />
    </Field>
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={closeUnlessBusy(busy, onClose)}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      title={match ? "Rediger kamp" : "Ny kamp"}
      description="Dato og tid er dansk tid. En afsluttet kamp skal have et resultat; en kommende må ikke have et."
    >
      <fetcher.Form
        method="post"
        className="grid gap-4"
        onSubmit={() => setSubmitted(true)}
        aria-label={match ? "Rediger kamp" : "Ny kamp"}
      >
        <input type="hidden" name="intent" value={match ? "match-update" : "match-create"} />
        {match ? <input type="hidden" name="id" value={match.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("homeTeam", "Hjemmehold", { required: true, maxLength: 80 })}
          {field("awayTeam", "Udehold", { required: true, maxLength: 80 })}
          {field("homeClubSlug", "Hjemmeklub (valgfri)", { list: clubListId, placeholder: "klub-slug" })}
          {field("awayClubSlug", "Udeklub (valgfri)", { list: clubListId, placeholder: "klub-slug" })}
          {field("date", "Dato", { type: "date", required: true })}
          {field("time", "Tid", { type: "time", required: true })}
          <Field id={`${prefix}-leagueKey`} error={errors.leagueKey} className="grid gap-1.5">
            <FieldLabel>Liga (til stillingen)</FieldLabel>
            <FieldControl>
              <NativeSelect
                name="leagueKey"
                value={values.leagueKey}
                onChange={(e) => {
                  const league = leagues.find((l) => l.key === e.target.value);
                  setValues((v) => ({
                    ...v,
                    leagueKey: e.target.value,
                    competition: league && !v.competition ? league.name : v.competition,
                    season: league ? v.season || league.season : "",
                  }));
                }}
              >
                <option value="">Ingen (pokal, venskabskamp …)</option>
                <LeagueOptions leagues={leagues} />
              </NativeSelect>
            </FieldControl>
            <FieldError />
          </Field>
          {field("season", "Sæson", { placeholder: "2024-25", disabled: !values.leagueKey })}
          {field("competition", "Turnering", { required: true, maxLength: 80 })}
          <Field id={`${prefix}-status`} error={errors.status} className="grid gap-1.5">
            <FieldLabel>Status</FieldLabel>
            <FieldControl>
              <NativeSelect
                name="status"
                value={values.status}
                onChange={(e) => {
                  const status = e.target.value;
                  setValues((v) =>
                    status === "upcoming" ? { ...v, status, homeScore: "", awayScore: "" } : { ...v, status },
                  );
                }}
              >
                <option value="upcoming">Kommende</option>
                <option value="finished">Afsluttet</option>
              </NativeSelect>
            </FieldControl>
            <FieldError />
          </Field>
          {field("homeScore", "Hjemmemål", scoreInput)}
          {field("awayScore", "Udemål", scoreInput)}
        </div>
        {submitted && result && !result.ok ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {result.message}
          </p>
        ) : null}
        <DialogFormFooter onCancel={onClose} busy={busy} submitLabel={match ? "Gem kamp" : "Opret kamp"} />
      </fetcher.Form>
    </TitledDialog>
  );
}

/** The list's columns: heading and alignment. */
const MATCH_COLUMNS = [
  ["Dato", ""],
  ["Tid", ""],
  ["Kamp", ""],
  ["Turnering", ""],
  ["Status", ""],
  ["Resultat", "text-center"],
  ["Handlinger", "text-right"],
] as const;

function DeleteMatchButton({ match }: { match: AdminMatchItem }) {
  const fetcher = useFetcher<StandingsActionResult>({ key: MATCH_FETCHER });
  const label = `${match.homeTeam} – ${match.awayTeam}`;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Slet kampen ${label}`} title="Slet">
          <Trash2 aria-hidden className="text-destructive" />
        </Button>
      }
      title="Slet kampen?"
      description={`${label} den ${formatMatchDate(match.kickoffAt)} slettes permanent. Handlingen kan ikke fortrydes.`}
      confirmLabel="Slet"
      destructive
      onConfirm={() => void fetcher.submit({ intent: "match-delete", id: match.id }, { method: "post" })}
    />
  );
}

export function MatchAdminList({
  matches,
  leagues,
  defaults,
  clubListId,
  limit,
}: {
  matches: AdminMatchItem[];
  leagues: LeagueChoice[];
  defaults: { leagueKey: string; leagueName: string; season: string };
  clubListId: string;
  limit: number;
}) {
  // null: closed; "new": create; otherwise the match being edited.
  const [editing, setEditing] = useState<AdminMatchItem | "new" | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const fetcher = useFetcher<StandingsActionResult>({ key: MATCH_FETCHER });
  useActionResultToast(fetcher.data);
  const leagueName = (key: string | null) => leagues.find((l) => l.key === key)?.name;

  const open = (value: AdminMatchItem | "new") => {
    setDialogKey((k) => k + 1);
    setEditing(value);
  };

  return (
    <div className="space-y-4">
      <Button type="button" onClick={() => open("new")}>
        <Plus aria-hidden />
        Ny kamp
      </Button>
      {matches.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-muted-foreground">
          Ingen kampe matcher filteret.
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-md border border-border bg-card">
          <table className="w-full text-sm" aria-label="Kampe">
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                {MATCH_COLUMNS.map(([label, align]) => (
                  <th key={label} scope="col" className={cx("px-3 py-2", align)}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matches.map((m) => (
                <tr key={m.id} className="border-b last:border-0" data-testid="admin-match">
                  <td className="px-3 py-2 whitespace-nowrap">{formatMatchDate(m.kickoffAt)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatMatchTime(m.kickoffAt)}</td>
                  <td className="px-3 py-2">
                    <span className="font-medium">{m.homeTeam}</span> –{" "}
                    <span className="font-medium">{m.awayTeam}</span>
                  </td>
                  <td className="px-3 py-2">
                    {m.competition}
                    {m.leagueKey && leagueName(m.leagueKey) !== m.competition ? (
                      <span className="block text-xs text-muted-foreground">
                        Stilling: {leagueName(m.leagueKey)} {m.season}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">{matchStatusLabel(m.status)}</td>
                  <td className="px-3 py-2 text-center tabular-nums">{formatScore(m) ?? "–"}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Rediger kampen ${m.homeTeam} – ${m.awayTeam}`}
                        title="Rediger"
                        onClick={() => open(m)}
                      >
                        <Pencil aria-hidden />
                      </Button>
                      <DeleteMatchButton match={m} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {matches.length >= limit ? (
        <p className="text-sm text-muted-foreground">Viser de seneste {limit}. Filtrér på liga eller klub.</p>
      ) : null}
      {editing ? (
        <MatchDialog
          key={dialogKey}
          match={editing === "new" ? null : editing}
          open
          onClose={() => setEditing(null)}
          leagues={leagues}
          defaults={defaults}
          clubListId={clubListId}
        />
      ) : null}
    </div>
  );
}
