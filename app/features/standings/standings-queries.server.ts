import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { leagues, standingsRows } from "~/server/db/schema";
import type { StandingsRow } from "./standings-row";

const leagueColumns = {
  key: leagues.key,
  name: leagues.name,
  country: leagues.country,
  season: leagues.season,
  section: leagues.section,
};

/** Spec §2 overview: every league except the tournaments (vm, em), by sort order. */
export function listOverviewLeagues(db: Queryable) {
  return db
    .select(leagueColumns)
    .from(leagues)
    .where(ne(leagues.section, "tournament"))
    .orderBy(asc(leagues.sortOrder), asc(leagues.name));
}

export type OverviewLeague = Awaited<ReturnType<typeof listOverviewLeagues>>[number];

export async function findLeague(db: Queryable, key: string) {
  const [league] = await db.select(leagueColumns).from(leagues).where(eq(leagues.key, key));
  return league;
}

/** The league whose name a club's league field holds ("Premier League" → premier-league). */
export async function findLeagueByName(db: Queryable, name: string) {
  const [league] = await db
    .select({ key: leagues.key, name: leagues.name })
    .from(leagues)
    .where(eq(leagues.name, name));
  return league;
}

/** Spec §3 standings rows of one league and season, by position. */
export async function listStandings(
  db: Queryable,
  leagueKey: string,
  season: string,
): Promise<StandingsRow[]> {
  return db
    .select({
      id: standingsRows.id,
      position: standingsRows.position,
      team: standingsRows.team,
      clubSlug: standingsRows.clubSlug,
      played: standingsRows.played,
      won: standingsRows.won,
      drawn: standingsRows.drawn,
      lost: standingsRows.lost,
      goalsFor: standingsRows.goalsFor,
      goalsAgainst: standingsRows.goalsAgainst,
      points: standingsRows.points,
      form: standingsRows.form,
    })
    .from(standingsRows)
    .where(and(eq(standingsRows.leagueKey, leagueKey), eq(standingsRows.season, season)))
    .orderBy(asc(standingsRows.position), asc(standingsRows.team));
}

/** A club's row in its newest season's table (issue 24, 'Mine klubber'), with the league's name. */
export async function findClubTablePosition(db: Queryable, clubSlug: string) {
  const [row] = await db
    .select({
      leagueKey: standingsRows.leagueKey,
      leagueName: leagues.name,
      season: standingsRows.season,
      position: standingsRows.position,
      played: standingsRows.played,
      points: standingsRows.points,
    })
    .from(standingsRows)
    .innerJoin(leagues, eq(leagues.key, standingsRows.leagueKey))
    .where(eq(standingsRows.clubSlug, clubSlug))
    .orderBy(desc(standingsRows.season))
    .limit(1);
  return row ?? null;
}
