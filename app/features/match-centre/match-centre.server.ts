import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { preparedPerDatabase } from "~/server/db/prepared.server";
import { leagues, matches, standingsRows } from "~/server/db/schema";
import { matchCentreWindow } from "./match-centre-days";

/** The mini-table's league and its length (issue 15: a compact 3F Superliga table). */
export const MINI_TABLE_LEAGUE = "3f-superliga";
export const MINI_TABLE_ROWS = 6;
/** A busy weekend has ~40 matches in the window; the bound keeps the page small all the same. */
export const MAX_CENTRE_MATCHES = 60;

/**
 * Matches of yesterday, today and the next days, in kick-off order (the range scan runs on
 * `matches_kickoff_idx`).
 */
export function listCentreMatches(db: Queryable, now: Date, limit = MAX_CENTRE_MATCHES) {
  const { from, to } = matchCentreWindow(now);
  return centreMatches(db).execute({ from, to, limit });
}

const centreMatches = preparedPerDatabase((db) =>
  db
    .select({
      id: matches.id,
      homeTeam: matches.homeTeam,
      awayTeam: matches.awayTeam,
      homeClubSlug: matches.homeClubSlug,
      awayClubSlug: matches.awayClubSlug,
      kickoffAt: matches.kickoffAt,
      competition: matches.competition,
      leagueKey: matches.leagueKey,
      status: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      phase: matches.phase,
      minute: matches.minute,
    })
    .from(matches)
    .where(and(gte(matches.kickoffAt, sql.placeholder("from")), lt(matches.kickoffAt, sql.placeholder("to"))))
    .orderBy(asc(matches.kickoffAt))
    .limit(sql.placeholder("limit"))
    .prepare(""),
);

/**
 * The top of the league's table for its current season, in one statement: the league row gives
 * the season, `standings_rows_league_season_position_idx` the order.
 */
export function listMiniTable(db: Queryable, leagueKey = MINI_TABLE_LEAGUE, rows = MINI_TABLE_ROWS) {
  return miniTable(db).execute({ leagueKey, rows });
}

const miniTable = preparedPerDatabase((db) =>
  db
    .select({
      position: standingsRows.position,
      team: standingsRows.team,
      clubSlug: standingsRows.clubSlug,
      points: standingsRows.points,
    })
    .from(standingsRows)
    .innerJoin(
      leagues,
      and(eq(leagues.key, standingsRows.leagueKey), eq(leagues.season, standingsRows.season)),
    )
    .where(eq(standingsRows.leagueKey, sql.placeholder("leagueKey")))
    .orderBy(asc(standingsRows.position), asc(standingsRows.team))
    .limit(sql.placeholder("rows"))
    .prepare(""),
);

export type MiniTableRow = Awaited<ReturnType<typeof listMiniTable>>[number];

/** Everything the front page's match centre shows: two statements, run side by side. */
export async function loadMatchCentre(db: Queryable, now: Date) {
  const [centreMatches, table] = await Promise.all([listCentreMatches(db, now), listMiniTable(db)]);
  return {
    // ISO strings: the same value on the server render and in the browser's hydration.
    matches: centreMatches.map((m) => ({ ...m, kickoffAt: m.kickoffAt.toISOString() })),
    table,
  };
}

export type MatchCentreData = Awaited<ReturnType<typeof loadMatchCentre>>;
