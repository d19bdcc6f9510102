/** The /admin/stillinger actions: save a table, recompute it, and create/edit/delete matches. */
import { createMatch, deleteMatch, updateMatch } from "~/features/standings/match-admin.server";
import { MATCH_TEXT, parseMatchForm } from "~/features/standings/match-admin-schema";
import type { ActionResult } from "~/lib/form";
import { SEASON_PATTERN } from "~/lib/leagues";
import { isUuid } from "~/lib/uuid";
import type { AuditActor } from "~/server/audit.server";
import type { Queryable } from "~/server/db/client.server";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { logger } from "~/server/logger.server";
import { recomputeStandings, saveStandingsTable } from "./standings-admin.server";
import { parseStandingsTable, STANDINGS_TEXT } from "./standings-admin-schema";

export type StandingsIntent = "save-table" | "recompute" | "match-create" | "match-update" | "match-delete";

/** Field errors: "rows.2.played" (and "table" for the whole table) from the standings editor; field names from the match form. */
export type StandingsActionResult = ActionResult<
  StandingsIntent,
  { intent: StandingsIntent; title: string; warnings?: string[] },
  {
    intent: StandingsIntent | "unknown";
    title: string;
    /** The submitted match form, so the dialog can be shown again filled in. */
    values?: Record<string, string>;
  }
>;

export interface StandingsActionOutcome {
  result: StandingsActionResult;
  status: number;
}

const OK_TITLE = "Gemt";
const ERROR_TITLE = "Fejl";
const UNEXPECTED = "Der opstod en uventet fejl. Prøv igen.";

const MATCH_KEYS = [
  "homeTeam",
  "awayTeam",
  "homeClubSlug",
  "awayClubSlug",
  "date",
  "time",
  "competition",
  "leagueKey",
  "season",
  "status",
  "homeScore",
  "awayScore",
] as const;

function matchValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of MATCH_KEYS) {
    const value = form.get(key);
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : undefined;
};

function fail(
  intent: StandingsIntent | "unknown",
  status: number,
  message: string,
  extra: Partial<Extract<StandingsActionResult, { ok: false }>> = {},
): StandingsActionOutcome {
  return { result: { ok: false, intent, title: ERROR_TITLE, message, ...extra }, status };
}

export async function handleStandingsAction(
  db: Queryable,
  actor: AuditActor,
  form: FormData,
  requestId?: string,
): Promise<StandingsActionOutcome> {
  const intent = text(form, "intent");
  try {
    switch (intent) {
      case "save-table": {
        const parsed = parseStandingsTable({
          leagueKey: text(form, "leagueKey"),
          season: text(form, "season"),
          rows: text(form, "rows") ?? "[]",
        });
        if (!parsed.ok) {
          return fail(intent, 400, parsed.fieldErrors.table ?? STANDINGS_TEXT.saveFailed, {
            fieldErrors: parsed.fieldErrors,
          });
        }
        const saved = await saveStandingsTable(db, actor, parsed.data, text(form, "fingerprint"));
        if (!saved.ok) return fail(intent, saved.status, saved.message, { fieldErrors: saved.fieldErrors });
        return {
          result: { ok: true, intent, title: OK_TITLE, message: saved.message, warnings: saved.warnings },
          status: 200,
        };
      }
      case "recompute": {
        const leagueKey = text(form, "leagueKey") ?? "";
        const season = text(form, "season")?.trim() ?? "";
        if (!leagueKey) return fail(intent, 400, STANDINGS_TEXT.leagueUnknown);
        if (!SEASON_PATTERN.test(season)) return fail(intent, 400, STANDINGS_TEXT.seasonInvalid);
        const done = await recomputeStandings(db, actor, leagueKey, season, text(form, "fingerprint"));
        if (!done.ok) return fail(intent, done.status, done.message);
        return { result: { ok: true, intent, title: OK_TITLE, message: done.message }, status: 200 };
      }
      case "match-create":
      case "match-update": {
        const values = matchValues(form);
        const id = text(form, "id");
        if (intent === "match-update" && !isUuid(id)) {
          return fail(intent, 404, MATCH_TEXT.notFound);
        }
        const parsed = parseMatchForm(values);
        if (!parsed.ok) {
          return fail(intent, 400, MATCH_TEXT.saveFailed, { fieldErrors: parsed.fieldErrors, values });
        }
        const saved =
          intent === "match-create"
            ? await createMatch(db, actor, parsed.data)
            : await updateMatch(db, actor, id as string, parsed.data);
        if (!saved.ok)
          return fail(intent, saved.status, saved.message, { fieldErrors: saved.fieldErrors, values });
        return { result: { ok: true, intent, title: OK_TITLE, message: saved.message }, status: 200 };
      }
      case "match-delete": {
        const id = text(form, "id");
        if (!isUuid(id)) return fail(intent, 404, MATCH_TEXT.notFound);
        const deleted = await deleteMatch(db, actor, id as string);
        if (!deleted.ok) return fail(intent, deleted.status, deleted.message);
        return { result: { ok: true, intent, title: OK_TITLE, message: deleted.message }, status: 200 };
      }
      default:
        return fail("unknown", 400, "Ukendt handling");
    }
  } catch (err) {
    // The shared outage answer (server/database-outage.ts): "not saved", 503.
    if (isDatabaseUnavailable(err)) throw err;
    logger.error({ err, requestId, intent }, "standings admin action failed");
    return fail((intent as StandingsIntent) ?? "unknown", 500, UNEXPECTED);
  }
}
