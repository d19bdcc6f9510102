/**
 * Optional standings sync from football-data.org (API v4). Runs only when FOOTBALL_DATA_TOKEN is
 * set; without a token it makes no request at all. For each league with an external competition
 * code it fetches `GET {base}/competitions/{code}/standings`, takes the TOTAL table(s) and replaces
 * that league's rows for the season the source reports, one transaction per league.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/server/db/client.server";
import { clubs, leagues, standingsRows } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";

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

async function fetchStandings(
  fetchImpl: typeof fetch,
  baseUrl: string,
  token: string,
  code: string,
): Promise<z.infer<typeof standingsResponseSchema>> {
  const url = `${baseUrl.replace(/\/+$/, "")}/competitions/${encodeURIComponent(code)}/standings`;
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
    throw new Error(`football-data.org svarede ${response.status} for ${code}`);
  }
  const parsed = standingsResponseSchema.safeParse(await response.json());
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
  options?: { token?: string; baseUrl?: string; fetchImpl?: typeof fetch },
): Promise<{ skipped?: string; leagues: { key: string; rows: number }[] }> {
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
