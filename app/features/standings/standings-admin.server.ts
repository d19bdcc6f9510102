import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Queryable, Tx } from "~/server/db/client.server";
import { clubs, leagues, matches, standingsRows } from "~/server/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import {
  pointsWarnings,
  STANDINGS_TEXT,
  type StandingsTableData,
  type TableErrors,
  unknownClubMessage,
} from "./standings-admin-schema";
import { listStandings } from "./standings-queries.server";
import { computeStandings } from "./standings-recompute";

/** Every league for the picker, in the overview's order. */
export function listLeagueOptions(db: Queryable) {
  return db
    .select({ key: leagues.key, name: leagues.name, season: leagues.season })
    .from(leagues)
    .orderBy(asc(leagues.sortOrder), asc(leagues.name));
}

export type LeagueOption = Awaited<ReturnType<typeof listLeagueOptions>>[number];

/** Our clubs for the optional club link (slug and name). */
export function listClubOptions(db: Queryable) {
  return db.select({ slug: clubs.slug, name: clubs.name }).from(clubs).orderBy(asc(clubs.name));
}

export type ClubOption = Awaited<ReturnType<typeof listClubOptions>>[number];

/** The seasons known for a league: its current one, any with rows or matches; newest first. */
export async function listLeagueSeasons(
  db: Queryable,
  leagueKey: string,
  current: string,
): Promise<string[]> {
  const [rowSeasons, matchSeasons] = await Promise.all([
    db
      .selectDistinct({ season: standingsRows.season })
      .from(standingsRows)
      .where(eq(standingsRows.leagueKey, leagueKey)),
    db
      .selectDistinct({ season: matches.season })
      .from(matches)
      .where(and(eq(matches.leagueKey, leagueKey), isNotNull(matches.season))),
  ]);
  const seasons = new Set([
    current,
    ...rowSeasons.map((r) => r.season),
    ...matchSeasons.map((r) => r.season ?? ""),
  ]);
  seasons.delete("");
  return [...seasons].sort((a, b) => b.localeCompare(a));
}

/** Changes whenever the table is written (every write replaces the rows with new ids). */
export function tableFingerprint(ids: readonly string[]): string {
  return createHash("sha1")
    .update([...ids].sort().join(","))
    .digest("base64url")
    .slice(0, 16);
}

/** The table for the editor, with the fingerprint that a save must still match. */
export async function loadStandingsTable(db: Queryable, leagueKey: string, season: string) {
  const rows = await listStandings(db, leagueKey, season);
  return { rows, fingerprint: tableFingerprint(rows.map((r) => r.id)) };
}

export type WriteResult =
  | { ok: true; message: string; warnings: string[]; rows: number }
  | { ok: false; status: number; message: string; fieldErrors?: TableErrors };

/**
 * Locks the league (serialising writes to its tables) and checks that nobody replaced the table
 * since the editor loaded it. Returns the league's name, or a failure.
 */
async function lockLeague(
  tx: Tx,
  leagueKey: string,
  season: string,
  fingerprint: string | undefined,
): Promise<{ name: string } | Extract<WriteResult, { ok: false }>> {
  const [league] = await tx
    .select({ name: leagues.name })
    .from(leagues)
    .where(eq(leagues.key, leagueKey))
    .for("update");
  if (!league) return { ok: false, status: 404, message: STANDINGS_TEXT.leagueUnknown };
  if (fingerprint !== undefined) {
    const current = await tx
      .select({ id: standingsRows.id })
      .from(standingsRows)
      .where(and(eq(standingsRows.leagueKey, leagueKey), eq(standingsRows.season, season)));
    if (tableFingerprint(current.map((r) => r.id)) !== fingerprint) {
      return { ok: false, status: 409, message: STANDINGS_TEXT.conflict };
    }
  }
  return league;
}

async function replaceRows(
  tx: Tx,
  leagueKey: string,
  season: string,
  rows: readonly Omit<typeof standingsRows.$inferInsert, "leagueKey" | "season">[],
) {
  await tx
    .delete(standingsRows)
    .where(and(eq(standingsRows.leagueKey, leagueKey), eq(standingsRows.season, season)));
  if (rows.length > 0) {
    await tx.insert(standingsRows).values(rows.map((r) => ({ ...r, leagueKey, season })));
  }
}

class Refused extends Error {
  constructor(readonly result: Extract<WriteResult, { ok: false }>) {
    super(result.message);
  }
}

/**
 * Saves a whole table (already validated by standingsTableSchema) in one transaction: every row
 * or none. Club links must name one of our clubs. Points off 3/1 come back as warnings.
 */
export async function saveStandingsTable(
  db: Queryable,
  actor: AuditActor,
  table: StandingsTableData,
  fingerprint?: string,
): Promise<WriteResult> {
  const slugs = [...new Set(table.rows.map((r) => r.clubSlug).filter((s): s is string => Boolean(s)))];
  try {
    const result = await db.transaction(async (tx) => {
      const league = await lockLeague(tx, table.leagueKey, table.season, fingerprint);
      if ("ok" in league) throw new Refused(league);
      if (slugs.length > 0) {
        const known = new Set(
          (await tx.select({ slug: clubs.slug }).from(clubs).where(inArray(clubs.slug, slugs))).map(
            (c) => c.slug,
          ),
        );
        const errors: TableErrors = {};
        table.rows.forEach((row, i) => {
          if (row.clubSlug && !known.has(row.clubSlug))
            errors[`rows.${i}.clubSlug`] = unknownClubMessage(row.clubSlug);
        });
        if (Object.keys(errors).length > 0) {
          throw new Refused({
            ok: false,
            status: 400,
            message: STANDINGS_TEXT.saveFailed,
            fieldErrors: errors,
          });
        }
      }
      const ordered = [...table.rows].sort((a, b) => a.position - b.position);
      await replaceRows(tx, table.leagueKey, table.season, ordered);
      await recordAudit(tx, actor, {
        action: "updated",
        entityType: "standings",
        entityId: `${table.leagueKey}/${table.season}`,
        summary: `opdaterede stillingen i ${league.name} ${table.season} (${ordered.length} hold)`,
        metadata: { leagueKey: table.leagueKey, season: table.season, rows: ordered.length },
      });
      return ordered.length;
    });
    invalidatePageCache(PAGE_CHANGES.standings);
    return { ok: true, message: STANDINGS_TEXT.saved, warnings: pointsWarnings(table.rows), rows: result };
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/** The finished matches of a league and season that the recomputation counts. */
export function listFinishedLeagueMatches(db: Queryable, leagueKey: string, season: string) {
  return db
    .select({
      homeTeam: matches.homeTeam,
      awayTeam: matches.awayTeam,
      homeClubSlug: matches.homeClubSlug,
      awayClubSlug: matches.awayClubSlug,
      kickoffAt: matches.kickoffAt,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(matches)
    .where(
      and(
        eq(matches.leagueKey, leagueKey),
        eq(matches.season, season),
        eq(matches.status, "finished"),
        isNotNull(matches.homeScore),
        isNotNull(matches.awayScore),
      ),
    )
    .orderBy(asc(matches.kickoffAt));
}

/**
 * 'Genberegn fra kampe': replaces the table of a league and season with one computed from its
 * finished matches. Club links the table already had for a team are kept when the matches lack
 * them. Refused (nothing changes) when there are no finished matches.
 */
export async function recomputeStandings(
  db: Queryable,
  actor: AuditActor,
  leagueKey: string,
  season: string,
  fingerprint?: string,
): Promise<WriteResult> {
  try {
    const count = await db.transaction(async (tx) => {
      const league = await lockLeague(tx, leagueKey, season, fingerprint);
      if ("ok" in league) throw new Refused(league);
      const finished = await listFinishedLeagueMatches(tx, leagueKey, season);
      if (finished.length === 0) {
        throw new Refused({ ok: false, status: 400, message: STANDINGS_TEXT.noFinishedMatches });
      }
      const previous = await listStandings(tx, leagueKey, season);
      const knownSlugs = new Map(previous.map((r) => [r.team, r.clubSlug]));
      const rows = computeStandings(
        finished.map((m) => ({ ...m, homeScore: m.homeScore ?? 0, awayScore: m.awayScore ?? 0 })),
      ).map((row) => ({ ...row, clubSlug: row.clubSlug ?? knownSlugs.get(row.team) ?? null }));
      await replaceRows(tx, leagueKey, season, rows);
      await recordAudit(tx, actor, {
        action: "updated",
        entityType: "standings",
        entityId: `${leagueKey}/${season}`,
        summary: `genberegnede stillingen i ${league.name} ${season} fra ${finished.length} kampe`,
        metadata: { leagueKey, season, rows: rows.length, matches: finished.length },
      });
      return rows.length;
    });
    invalidatePageCache(PAGE_CHANGES.standings);
    return { ok: true, message: STANDINGS_TEXT.recomputed, warnings: [], rows: count };
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
