import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leagueRows } from "#tests/support/factories.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { CURRENT_SEASON } from "~/lib/leagues";
import type { Database } from "~/server/db/client.server";
import { countQueries } from "~/server/db/query-count.server";
import { leagues, matches, standingsRows } from "~/server/db/schema";
import {
  listCentreMatches,
  listMiniTable,
  loadMatchCentre,
  MAX_CENTRE_MATCHES,
  MINI_TABLE_LEAGUE,
  MINI_TABLE_ROWS,
} from "./match-centre.server";
import { matchCentreWindow } from "./match-centre-days";

// Tuesday 24 November 2026, 10.00 in Copenhagen: the window is Monday 00.00 to Friday 00.00 CET.
const NOW = new Date("2026-11-24T09:00:00Z");

let db: Database;

/** The live match's state as stored, which the centre carries over as it is. */
const LIVE_STATE = {
  status: "live",
  homeScore: 1,
  awayScore: 0,
  phase: "first_half",
  minute: 31,
  homeClubSlug: "fc-kobenhavn",
} as const;

const fixture = (name: string, kickoffAt: string, extra: Partial<typeof matches.$inferInsert> = {}) => ({
  homeTeam: `${name} hjemme`,
  awayTeam: `${name} ude`,
  homeClubSlug: null,
  awayClubSlug: null,
  kickoffAt: new Date(kickoffAt),
  competition: "3F Superliga",
  leagueKey: "3f-superliga",
  ...extra,
});

const row = (position: number, team: string, season = CURRENT_SEASON, clubSlug: string | null = null) => ({
  leagueKey: "3f-superliga",
  season,
  position,
  team,
  clubSlug,
  played: 16,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 40 - position,
  form: [],
});

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await db.insert(leagues).values(leagueRows());
  await db
    .insert(matches)
    .values([
      fixture("for-gammel", "2026-11-22T22:59:00Z", { status: "finished", homeScore: 1, awayScore: 0 }),
      fixture("i-gaar", "2026-11-22T23:00:00Z", { status: "finished", homeScore: 2, awayScore: 2 }),
      fixture("live", "2026-11-24T08:30:00Z", LIVE_STATE),
      fixture("i-aften", "2026-11-24T19:00:00Z"),
      fixture("torsdag", "2026-11-27T22:59:00Z"),
      fixture("for-langt", "2026-11-27T23:00:00Z"),
    ]);
  await db
    .insert(standingsRows)
    .values([
      ...Array.from({ length: 12 }, (_, i) =>
        row(12 - i, `Hold ${12 - i}`, CURRENT_SEASON, i === 11 ? "fc-kobenhavn" : null),
      ),
      row(1, "Sidste sæsons mester", "2023-24"),
    ]);
});

describe("match centre matches", () => {
  it("reads yesterday 00.00 up to the end of the third day ahead (Copenhagen), in kick-off order", async () => {
    const rows = await listCentreMatches(db, NOW);
    expect(rows.map((m) => m.homeTeam)).toEqual([
      "i-gaar hjemme",
      "live hjemme",
      "i-aften hjemme",
      "torsdag hjemme",
    ]);
  });

  it("carries the live state: score, phase, minute and the club slug for the link", async () => {
    const [, live] = await listCentreMatches(db, NOW);
    expect(live).toMatchObject({
      ...LIVE_STATE,
      awayClubSlug: null,
      competition: "3F Superliga",
    });
  });

  it("is bounded", async () => {
    expect(await listCentreMatches(db, NOW, 2)).toHaveLength(2);
  });
});

describe("3F Superliga mini-table", () => {
  it("lists the top rows of the current season by position with points and club slug", async () => {
    const rows = await listMiniTable(db);
    expect(rows).toHaveLength(MINI_TABLE_ROWS);
    expect(rows[0]).toEqual({ position: 1, team: "Hold 1", clubSlug: "fc-kobenhavn", points: 39 });
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("is empty for a league without a table", async () => {
    expect(await listMiniTable(db, "betinia-liga")).toEqual([]);
  });
});

it("loadMatchCentre gives kick-offs as ISO strings (the same value on server and client)", async () => {
  const data = await loadMatchCentre(db, NOW);
  expect(data.matches[0].kickoffAt).toBe("2026-11-22T23:00:00.000Z");
  expect(data.table).toHaveLength(MINI_TABLE_ROWS);
});

describe("index use", () => {
  /** The plan of a statement with sequential scans priced out: which indexes can serve it. */
  async function planOf(run: () => Promise<unknown>, params: unknown[]) {
    const { queries } = await countQueries(run);
    expect(queries).toHaveLength(1);
    const text = queries[0];
    return db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      // Inline the parameters: EXPLAIN takes no bind parameters on PGlite's simple protocol.
      const inlined = text.replace(/\$(\d+)/g, (_m, n) => {
        const value = params[Number(n) - 1];
        return value instanceof Date
          ? `'${value.toISOString()}'`
          : typeof value === "number"
            ? String(value)
            : `'${String(value)}'`;
      });
      const result = await tx.execute(sql.raw(`EXPLAIN ${inlined}`));
      return (result as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join("\n");
    });
  }

  it("the matches come from a range scan on matches_kickoff_idx", async () => {
    const { from, to } = matchCentreWindow(NOW);
    const plan = await planOf(() => listCentreMatches(db, NOW), [from, to, MAX_CENTRE_MATCHES]);
    expect(plan).toContain("matches_kickoff_idx");
  });

  it("the mini-table reads standings_rows_league_season_position_idx", async () => {
    const plan = await planOf(() => listMiniTable(db), [MINI_TABLE_LEAGUE, MINI_TABLE_ROWS]);
    expect(plan).toContain("standings_rows_league_season_position_idx");
  });
});
