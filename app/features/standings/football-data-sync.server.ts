/**
 * Optional standings sync from football-data.org (API v4). Runs only when FOOTBALL_DATA_TOKEN is
 * set; without a token it makes no request at all. For each league with an external competition
 * code it fetches `GET {base}/competitions/{code}/standings`, takes the TOTAL table(s) and replaces
 * that league's rows for the season the source reports, one transaction per league.
 *
 * Issue 25: then, for a league with matches of ours around kick-off (`syncFootballDataMatches`), it
 * fetches `GET {base}/competitions/{code}/matches` and compares the score and status with ours: a
 * goal, kick-off, half-time or full-time the live desk did not push is pushed (the same dedupe keys
 * as the desk, so nothing goes out twice), in the transaction that stores the change.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { articlePath } from "~/lib/public-paths";
import { isPublishedNow } from "~/lib/publication";
import type { Database, Tx } from "~/server/db/client.server";
import { articles, clubs, leagues, matches, standingsRows } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { announceLive, type LiveEvent, MATCHES_TOPIC, publishLive } from "~/server/live-bus.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import { defaultMatchPushBody, type MatchPushKind } from "~/server/push/match-push-text";
import { type MatchPushRow, queueMatchPush } from "~/server/push/match-pushes.server";

export const NO_TOKEN_MESSAGE = "FOOTBALL_DATA_TOKEN er ikke sat";
export const RATE_LIMITED_MESSAGE =
  "football-data.org afviste flere kald (for mange forespørgsler, 429). Prøv igen senere.";

const count = z.number().int().min(0);

const tableRowSchema = z.object({
  position: z.number().int().min(1),
  team: z.object({
    name: z.string().min(1),
    shortName: z.string().nullish(),
    tla: z.string().nullish(),
  }),
  playedGames: count,
  form: z.string().nullish(),
  won: count,
  draw: count,
  lost: count,
  // Points can go below zero after a deduction.
  points: z.number().int(),
  goalsFor: count,
  goalsAgainst: count,
});

const standingsResponseSchema = z.object({
  season: z
    .object({
      startDate: z.string().nullish(),
      endDate: z.string().nullish(),
    })
    .nullish(),
  standings: z.array(
    z.object({
      type: z.string(),
      group: z.string().nullish(),
      table: z.array(tableRowSchema),
    }),
  ),
});

type TableRow = z.infer<typeof tableRowSchema>;

export interface SyncResult {
  skipped?: string;
  leagues: { key: string; rows: number }[];
  /** Issue 25: set when matches of ours were around kick-off and compared with the source. */
  matches?: MatchSyncResult;
}

/** "2024-08-16" .. "2025-05-25" → "2024-25"; a one-year tournament ("2026-06-11") → "2026". */
export function seasonLabel(startDate?: string | null, endDate?: string | null): string | null {
  const start = startDate?.match(/^(\d{4})-/)?.[1];
  if (!start) return null;
  const end = endDate?.match(/^(\d{4})-/)?.[1];
  if (!end || end === start) return start;
  return `${start}-${end.slice(2)}`;
}

/** football-data lists the latest result first ("W,D,L"); we store W/D/L oldest first, latest last. */
export function parseExternalForm(form: string | null | undefined): string[] {
  if (!form) return [];
  return form
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s === "W" || s === "D" || s === "L")
    .slice(0, 5)
    .reverse();
}

const IGNORED_TOKENS = new Set(["fc", "afc", "cf", "sc", "ac", "ssc", "as", "cfc", "bk", "if", "the"]);

/** Lowercase, without accents, '&' as 'and', club-form tokens like FC/AFC dropped. */
export function normalizeTeamName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9æøå]+/g, " ")
    .split(" ")
    .filter((t) => t && !IGNORED_TOKENS.has(t))
    .join(" ");
}

interface ClubRef {
  slug: string;
  name: string;
  shortName: string | null;
}

/** A matcher from a team's names to one of our clubs; names that fit two clubs match none. */
export function createClubMatcher(clubList: readonly ClubRef[]) {
  const byKey = new Map<string, ClubRef | null>();
  const add = (key: string, club: ClubRef) => {
    if (!key) return;
    const existing = byKey.get(key);
    if (existing === undefined) byKey.set(key, club);
    else if (existing && existing.slug !== club.slug) byKey.set(key, null);
  };
  for (const club of clubList) {
    add(normalizeTeamName(club.name), club);
    if (club.shortName) add(normalizeTeamName(club.shortName), club);
    add(normalizeTeamName(club.slug.replace(/-/g, " ")), club);
  }
  return (names: readonly (string | null | undefined)[]): ClubRef | null => {
    for (const name of names) {
      if (!name) continue;
      const hit = byKey.get(normalizeTeamName(name));
      if (hit) return hit;
    }
    return null;
  };
}

class RateLimited extends Error {}

/** One GET of the API: its JSON; RateLimited on 429; otherwise an error that names what was asked. */
async function getFootballData(fetchImpl: typeof fetch, url: string, token: string, what: string) {
  const response = await fetchImpl(url, {
    headers: { "X-Auth-Token": token, Accept: "application/json" },
    signal: AbortSignal.timeout(20_000),
  });
  if (response.status === 429) {
    await response.body?.cancel();
    throw new RateLimited();
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`football-data.org svarede ${response.status} for ${what}`);
  }
  return (await response.json()) as unknown;
}

async function fetchStandings(
  fetchImpl: typeof fetch,
  baseUrl: string,
  token: string,
  code: string,
): Promise<z.infer<typeof standingsResponseSchema>> {
  const body = await getFootballData(
    fetchImpl,
    `${baseUrl.replace(/\/+$/, "")}/competitions/${encodeURIComponent(code)}/standings`,
    token,
    code,
  );
  const parsed = standingsResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(`football-data.org sendte en stilling for ${code} i et ukendt format`);
  return parsed.data;
}

/** The TOTAL table(s): one league table, or the groups of a tournament after each other, numbered 1..n. */
function totalRows(data: z.infer<typeof standingsResponseSchema>): TableRow[] {
  const tables = data.standings.filter((s) => s.type === "TOTAL");
  if (tables.length === 1) return [...tables[0].table].sort((a, b) => a.position - b.position);
  return tables.flatMap((t) => [...t.table].sort((a, b) => a.position - b.position));
}

export async function syncFootballData(
  db: Database,
  options?: { token?: string; baseUrl?: string; fetchImpl?: typeof fetch; now?: Date },
): Promise<SyncResult> {
  const token = options?.token !== undefined ? options.token : getEnv().FOOTBALL_DATA_TOKEN;
  if (!token) return { skipped: NO_TOKEN_MESSAGE, leagues: [] };
  const baseUrl = options?.baseUrl ?? getEnv().FOOTBALL_DATA_BASE_URL;
  const fetchImpl = options?.fetchImpl ?? fetch;

  const covered = await db
    .select({ key: leagues.key, season: leagues.season, externalCode: leagues.externalCode })
    .from(leagues)
    .where(isNotNull(leagues.externalCode))
    .orderBy(leagues.sortOrder, leagues.key);
  const matchClub = createClubMatcher(
    await db.select({ slug: clubs.slug, name: clubs.name, shortName: clubs.shortName }).from(clubs),
  );

  const result: SyncResult = { leagues: [] };
  try {
    for (const league of covered) {
      if (!league.externalCode) continue;
      const data = await fetchStandings(fetchImpl, baseUrl, token, league.externalCode);
      const season = seasonLabel(data.season?.startDate, data.season?.endDate) ?? league.season;
      const seen = new Set<string>();
      const rows = totalRows(data).flatMap((row) => {
        const club = matchClub([row.team.name, row.team.shortName, row.team.tla]);
        const team = club?.name ?? row.team.name;
        if (seen.has(team)) return [];
        seen.add(team);
        return [
          {
            leagueKey: league.key,
            season,
            team,
            clubSlug: club?.slug ?? null,
            played: row.playedGames,
            won: row.won,
            drawn: row.draw,
            lost: row.lost,
            goalsFor: row.goalsFor,
            goalsAgainst: row.goalsAgainst,
            points: row.points,
            form: parseExternalForm(row.form),
          },
        ];
      });
      await db.transaction(async (tx) => {
        await tx
          .delete(standingsRows)
          .where(and(eq(standingsRows.leagueKey, league.key), eq(standingsRows.season, season)));
        if (rows.length > 0) {
          await tx.insert(standingsRows).values(rows.map((r, i) => ({ ...r, position: i + 1 })));
        }
        // The league page shows the league's season: follow the source into a new season.
        if (season !== league.season) {
          await tx.update(leagues).set({ season }).where(eq(leagues.key, league.key));
        }
      });
      result.leagues.push({ key: league.key, rows: rows.length });
    }
    const matchResult = await syncMatchesOf(db, covered, {
      token,
      baseUrl,
      fetchImpl,
      now: options?.now ?? new Date(),
    });
    if (matchResult.checked > 0) result.matches = matchResult;
  } catch (error) {
    if (!(error instanceof RateLimited)) {
      if (result.leagues.length > 0) invalidatePageCache(PAGE_CHANGES.standings);
      throw error;
    }
    result.skipped = RATE_LIMITED_MESSAGE;
  }
  if (result.leagues.length > 0) invalidatePageCache(PAGE_CHANGES.standings);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Issue 25: scores and statuses of our matches around kick-off, and the pushes they cause.

const teamSchema = z.object({
  name: z.string().nullish(),
  shortName: z.string().nullish(),
  tla: z.string().nullish(),
});

const goals = z.number().int().min(0).nullish();

const externalMatchSchema = z.object({
  utcDate: z.string(),
  status: z.string(),
  homeTeam: teamSchema,
  awayTeam: teamSchema,
  score: z.object({ fullTime: z.object({ home: goals, away: goals }) }),
});

const matchesResponseSchema = z.object({ matches: z.array(externalMatchSchema) });

type ExternalMatch = z.infer<typeof externalMatchSchema>;

export interface MatchSyncResult {
  /** Matches of ours compared with the source. */
  checked: number;
  /** Matches whose stored score or status changed. */
  updated: number;
  /** Pushes queued (a push the live desk sent already is not counted). */
  pushes: number;
}

/**
 * Matches whose kick-off is this far behind are compared (a match with extra time and a delay is
 * over within it); older results are not news any more: nothing is pushed about them.
 */
const MATCH_WINDOW_BEFORE_MS = 4 * 3_600_000;
const MATCH_WINDOW_AFTER_MS = 15 * 60_000;

type OurStatus = "upcoming" | "live" | "finished";

/** football-data's status → ours; a postponed or cancelled match is left as it is (null). */
function statusOf(external: string): { status: OurStatus; halfTime: boolean } | null {
  if (external === "SCHEDULED" || external === "TIMED") return { status: "upcoming", halfTime: false };
  if (external === "IN_PLAY" || external === "LIVE") return { status: "live", halfTime: false };
  if (external === "PAUSED") return { status: "live", halfTime: true };
  if (external === "FINISHED" || external === "AWARDED") return { status: "finished", halfTime: false };
  return null;
}

const STATUS_ORDER: Record<OurStatus, number> = { upcoming: 0, live: 1, finished: 2 };

async function fetchMatches(
  fetchImpl: typeof fetch,
  baseUrl: string,
  token: string,
  code: string,
  from: string,
  to: string,
): Promise<ExternalMatch[]> {
  const body = await getFootballData(
    fetchImpl,
    `${baseUrl.replace(/\/+$/, "")}/competitions/${encodeURIComponent(code)}/matches?dateFrom=${from}&dateTo=${to}`,
    token,
    `kampene i ${code}`,
  );
  const parsed = matchesResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(`football-data.org sendte kampe for ${code} i et ukendt format`);
  return parsed.data.matches;
}

type OurMatch = typeof matches.$inferSelect;

/** The source's match for ours: the same two clubs (by our club names), kicking off within 6 hours. */
function findExternal(
  ours: OurMatch,
  fetched: readonly ExternalMatch[],
  matchClub: ReturnType<typeof createClubMatcher>,
): ExternalMatch | null {
  const sameTeam = (team: z.infer<typeof teamSchema>, slug: string | null, name: string) => {
    const club = matchClub([team.name, team.shortName, team.tla]);
    if (club && slug) return club.slug === slug;
    return [team.name, team.shortName].some((n) => n && normalizeTeamName(n) === normalizeTeamName(name));
  };
  return (
    fetched.find(
      (m) =>
        Math.abs(new Date(m.utcDate).getTime() - ours.kickoffAt.getTime()) <= 6 * 3_600_000 &&
        sameTeam(m.homeTeam, ours.homeClubSlug, ours.homeTeam) &&
        sameTeam(m.awayTeam, ours.awayClubSlug, ours.awayTeam),
    ) ?? null
  );
}

/**
 * The pushes the source's view of a match causes. A final whistle alone when the match is over
 * (its title carries the final score); otherwise kick-off, a goal and half-time as they come.
 */
function pushesFor(
  stored: OurMatch,
  external: { status: OurStatus; halfTime: boolean; home: number | null; away: number | null },
): { kinds: MatchPushKind[]; goal: boolean } {
  const storedOrder = STATUS_ORDER[stored.status as OurStatus] ?? 0;
  const home = stored.homeScore ?? 0;
  const away = stored.awayScore ?? 0;
  // Only a score that went up is a goal; a lower one (a late correction, a lagging source) is not.
  const goal =
    external.home !== null &&
    external.away !== null &&
    external.home >= home &&
    external.away >= away &&
    external.home + external.away > home + away;
  if (external.status === "finished") return { kinds: storedOrder < 2 ? ["full_time"] : [], goal };
  const kinds: MatchPushKind[] = [];
  if (external.status === "live" && storedOrder < 1) kinds.push("kickoff");
  if (goal) kinds.push("goal");
  if (external.halfTime && stored.phase !== "half_time") kinds.push("half_time");
  return { kinds, goal };
}

/** The live article of a match, if one is published: the desk's switch and the push's address. */
async function liveArticleOf(tx: Tx, matchId: string, now: Date) {
  const rows = await tx
    .select({
      id: articles.id,
      slug: articles.slug,
      liveStatus: articles.liveStatus,
      livePush: articles.livePush,
      isDraft: articles.isDraft,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(and(eq(articles.liveMatchId, matchId), isNotNull(articles.liveStatus)))
    .orderBy(desc(sql`${articles.liveStatus} = 'live'`), desc(articles.createdAt))
    .limit(5);
  const published = rows.filter((r) => isPublishedNow(r, now));
  return { article: published[0] ?? null, desk: rows.find((r) => r.liveStatus === "live") ?? null };
}

/**
 * One match: the change and its pushes in one transaction. A match the live desk covers (its
 * article is live) keeps the desk's state; only the pushes the desk has not sent go out. The
 * desk's switch off means no pushes from here either.
 */
async function applyExternal(
  db: Database,
  matchId: string,
  external: ExternalMatch,
  now: Date,
): Promise<{ updated: boolean; pushes: number; events: LiveEvent[] }> {
  const mapped = statusOf(external.status);
  if (!mapped) return { updated: false, pushes: 0, events: [] };
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(matches).where(eq(matches.id, matchId)).for("update");
    if (!stored) return { updated: false, pushes: 0, events: [] };
    const home = external.score.fullTime.home ?? null;
    const away = external.score.fullTime.away ?? null;
    const { kinds, goal } = pushesFor(stored, { ...mapped, home, away });
    const { article, desk } = await liveArticleOf(tx, matchId, now);
    const changes: Partial<typeof matches.$inferInsert> = {};
    if (!desk) {
      if (goal) Object.assign(changes, { homeScore: home, awayScore: away });
      if (STATUS_ORDER[mapped.status] > (STATUS_ORDER[stored.status as OurStatus] ?? 0)) {
        changes.status = mapped.status;
        if (stored.homeScore === null && home !== null)
          Object.assign(changes, { homeScore: home, awayScore: away });
      }
      if (mapped.status === "live") {
        const phase = mapped.halfTime
          ? "half_time"
          : stored.phase === "half_time"
            ? "second_half"
            : (stored.phase ?? "first_half");
        if (phase !== stored.phase) changes.phase = phase;
      }
      if (mapped.status === "finished" && stored.status !== "finished")
        Object.assign(changes, { phase: null, minute: null });
    }
    const after = { ...stored, ...changes };
    let events: LiveEvent[] = [];
    if (Object.keys(changes).length > 0) {
      await tx
        .update(matches)
        .set({ ...changes, updatedAt: now })
        .where(eq(matches.id, matchId));
      events = await publishLive(tx, [
        {
          topic: MATCHES_TOPIC,
          event: "match",
          data: {
            id: after.id,
            status: after.status,
            homeScore: after.homeScore,
            awayScore: after.awayScore,
            phase: after.phase,
            minute: after.minute,
          },
        },
      ]);
    }
    let pushes = 0;
    if (!article || article.livePush) {
      const row: MatchPushRow = {
        id: stored.id,
        homeTeam: stored.homeTeam,
        awayTeam: stored.awayTeam,
        homeClubSlug: stored.homeClubSlug,
        awayClubSlug: stored.awayClubSlug,
        homeScore: home ?? stored.homeScore,
        awayScore: away ?? stored.awayScore,
      };
      const homeUp = (home ?? 0) - (stored.homeScore ?? 0);
      const awayUp = (away ?? 0) - (stored.awayScore ?? 0);
      const scorer =
        homeUp > 0 && awayUp === 0 ? stored.homeTeam : awayUp > 0 && homeUp === 0 ? stored.awayTeam : null;
      for (const kind of kinds) {
        const queued = await queueMatchPush(tx, {
          kind,
          match: row,
          body: defaultMatchPushBody(kind, scorer),
          url: article ? articlePath(article.slug) : "/#kampcenter",
          articleId: article?.id ?? null,
        });
        if (queued?.queued) pushes++;
      }
    }
    return { updated: Object.keys(changes).length > 0, pushes, events };
  });
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

async function syncMatchesOf(
  db: Database,
  covered: { key: string; externalCode: string | null }[],
  options: { token: string; baseUrl: string; fetchImpl: typeof fetch; now: Date },
): Promise<MatchSyncResult> {
  const { now } = options;
  const result: MatchSyncResult = { checked: 0, updated: 0, pushes: 0 };
  const keys = covered.filter((l) => l.externalCode).map((l) => l.key);
  if (keys.length === 0) return result;
  const around = await db
    .select()
    .from(matches)
    .where(
      and(
        inArray(matches.leagueKey, keys),
        gte(matches.kickoffAt, new Date(now.getTime() - MATCH_WINDOW_BEFORE_MS)),
        lte(matches.kickoffAt, new Date(now.getTime() + MATCH_WINDOW_AFTER_MS)),
        inArray(matches.status, ["upcoming", "live"]),
      ),
    )
    .orderBy(asc(matches.kickoffAt))
    .limit(200);
  if (around.length === 0) return result;
  const matchClub = createClubMatcher(
    await db.select({ slug: clubs.slug, name: clubs.name, shortName: clubs.shortName }).from(clubs),
  );
  let changed = false;
  for (const league of covered) {
    const ours = around.filter((m) => m.leagueKey === league.key);
    if (!league.externalCode || ours.length === 0) continue;
    const from = utcDay(ours[0].kickoffAt);
    const to = utcDay(new Date(ours[ours.length - 1].kickoffAt.getTime() + 86_400_000));
    const fetched = await fetchMatches(
      options.fetchImpl,
      options.baseUrl,
      options.token,
      league.externalCode,
      from,
      to,
    );
    for (const match of ours) {
      const external = findExternal(match, fetched, matchClub);
      if (!external) continue;
      result.checked++;
      const applied = await applyExternal(db, match.id, external, now);
      if (applied.updated) {
        result.updated++;
        changed = true;
        announceLive(applied.events);
      }
      result.pushes += applied.pushes;
    }
  }
  if (changed) invalidatePageCache(PAGE_CHANGES.matches);
  return result;
}

/** The match part alone (issue 25): for a schedule that runs it every minute or two during matches. */
export async function syncFootballDataMatches(
  db: Database,
  options?: { token?: string; baseUrl?: string; fetchImpl?: typeof fetch; now?: Date },
): Promise<MatchSyncResult & { skipped?: string }> {
  const token = options?.token !== undefined ? options.token : getEnv().FOOTBALL_DATA_TOKEN;
  if (!token) return { skipped: NO_TOKEN_MESSAGE, checked: 0, updated: 0, pushes: 0 };
  const covered = await db
    .select({ key: leagues.key, externalCode: leagues.externalCode })
    .from(leagues)
    .where(isNotNull(leagues.externalCode))
    .orderBy(leagues.sortOrder, leagues.key);
  try {
    return await syncMatchesOf(db, covered, {
      token,
      baseUrl: options?.baseUrl ?? getEnv().FOOTBALL_DATA_BASE_URL,
      fetchImpl: options?.fetchImpl ?? fetch,
      now: options?.now ?? new Date(),
    });
  } catch (error) {
    if (error instanceof RateLimited)
      return { skipped: RATE_LIMITED_MESSAGE, checked: 0, updated: 0, pushes: 0 };
    throw error;
  }
}
