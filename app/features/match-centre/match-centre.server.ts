import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { publicListFilter } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { matchColumns } from "~/server/db/match-columns";
import { preparedPerDatabase } from "~/server/db/prepared.server";
import { articles, leagues, matches, standingsRows } from "~/server/db/schema";
import { matchCentreWindow } from "./match-centre-days";

/** The mini-table's league and its length (issue 15: a compact 3F Superliga table). */
export const MINI_TABLE_LEAGUE = "3f-superliga";
export const MINI_TABLE_ROWS = 6;
/** A busy weekend has ~40 matches in the window; the bound keeps the page small all the same. */
export const MAX_CENTRE_MATCHES = 60;

/**
 * Issue 22: the slug of the match's public live article (the most recently updated one, if
 * several), so its card links to the live blog (`articles_live_match_idx`). Written out with an
 * alias: Drizzle leaves the columns of a one-table select unqualified, and `"id"` inside the
 * subquery would be the article's. The condition is `publicListFilter()`'s.
 */
const liveSlugOfMatch = sql<string | null>`(SELECT live.slug FROM articles AS live
  WHERE live.live_match_id = "matches"."id" AND live.is_draft = false AND live.published_at <= now()
    AND live.category <> 'Gossip'
  ORDER BY live.latest_at DESC LIMIT 1)`;

/** What a match card shows: teams, kick-off, competition and the live score. */
const matchCardColumns = {
  ...matchColumns,
  leagueKey: matches.leagueKey,
  phase: matches.phase,
  minute: matches.minute,
};

const centreMatchColumns = { ...matchCardColumns, liveSlug: liveSlugOfMatch.as("live_slug") };

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
    .select(centreMatchColumns)
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

/** The 'LIVE NU' strip shows at most this many live articles. */
export const MAX_LIVE_NOW = 6;

/**
 * Issue 22: the public articles live now, the most recently updated first (`latest_at`), each
 * with its match when it has one. `articles_live_idx` finds the handful of live rows.
 */
export function listLiveNow(db: Queryable, limit = MAX_LIVE_NOW) {
  return liveNow(db).execute({ limit });
}

const liveNow = preparedPerDatabase((db) =>
  db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      latestAt: articles.latestAt,
      match: matchCardColumns,
    })
    .from(articles)
    .leftJoin(matches, eq(matches.id, articles.liveMatchId))
    .where(and(eq(articles.liveStatus, "live"), publicListFilter()))
    .orderBy(desc(articles.latestAt), asc(articles.id))
    .limit(sql.placeholder("limit"))
    .prepare(""),
);

/** One entry of the 'LIVE NU' strip: the live article and the id of its match (null without one). */
export interface LiveNowItem {
  id: string;
  slug: string;
  title: string;
  /** The newest update (or the publish time): ISO. */
  latestAt: string | null;
  matchId: string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toLiveNowItem(row: Awaited<ReturnType<typeof listLiveNow>>[number]): LiveNowItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    latestAt: row.latestAt ? iso(row.latestAt) : null,
    matchId: row.match?.id ?? null,
  };
}

/** The 'LIVE NU' entries alone (the ticker of a filtered front page, which has no match centre). */
export async function loadLiveNow(db: Queryable): Promise<LiveNowItem[]> {
  return (await listLiveNow(db)).map(toLiveNowItem);
}

/**
 * Everything the front page's match centre and 'LIVE NU' strip show: three statements, run side by
 * side. A live article's match joins the centre's matches when it lies outside the window, so one
 * list (and one stream) keeps every score on the page current.
 */
export async function loadMatchCentre(db: Queryable, now: Date) {
  const [centreMatches, table, live] = await Promise.all([
    listCentreMatches(db, now),
    listMiniTable(db),
    listLiveNow(db),
  ]);
  // ISO strings: the same value on the server render and in the browser's hydration.
  const all = centreMatches.map((m) => ({ ...m, kickoffAt: iso(m.kickoffAt) }));
  for (const item of live) {
    if (item.match && !all.some((m) => m.id === item.match?.id)) {
      all.push({ ...item.match, kickoffAt: iso(item.match.kickoffAt), liveSlug: item.slug });
    }
  }
  return { matches: all, table, live: live.map(toLiveNowItem) };
}

export type MatchCentreData = Awaited<ReturnType<typeof loadMatchCentre>>;
