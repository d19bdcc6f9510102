import { beforeAll, describe, expect, it } from "vitest";
import { leagueRows } from "#tests/support/factories.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { CURRENT_SEASON } from "~/lib/leagues";
import type { Database } from "~/server/db/client.server";
import { leagues, standingsRows } from "~/server/db/schema";
import { findLeague, findLeagueByName, listOverviewLeagues, listStandings } from "./standings-queries.server";

let db: Database;

const row = (leagueKey: string, season: string, position: number, team: string) => ({
  leagueKey,
  season,
  position,
  team,
  played: 10,
  won: 10 - position,
  drawn: 0,
  lost: position,
  goalsFor: 20,
  goalsAgainst: 10 + position,
  points: 3 * (10 - position),
  form: ["W", "D", "L", "W", "W"],
});

beforeAll(async () => {
  const handle = await createTestDatabase();
  db = handle.db;
  // As the seed does: every league key of spec §2, in LEAGUES order.
  await db.insert(leagues).values(leagueRows());
  await db
    .insert(standingsRows)
    .values([
      row("premier-league", CURRENT_SEASON, 3, "Chelsea"),
      row("premier-league", CURRENT_SEASON, 1, "Liverpool"),
      row("premier-league", CURRENT_SEASON, 2, "Arsenal"),
      row("premier-league", "2023-24", 1, "Manchester City"),
      row("la-liga", CURRENT_SEASON, 1, "Real Madrid"),
    ]);
});

describe("standings overview (spec §2: every league except vm and em)", () => {
  it("lists the leagues by sort order without the tournaments", async () => {
    const rows = await listOverviewLeagues(db);
    expect(rows.map((l) => l.key)).toEqual([
      "premier-league",
      "la-liga",
      "bundesliga",
      "serie-a",
      "championship",
      "3f-superliga",
      "betinia-liga",
      "champions-league",
      "europa-league",
      "conference-league",
    ]);
    expect(rows[0]).toEqual({
      key: "premier-league",
      name: "Premier League",
      country: "England",
      season: "2024-25",
      section: "popular",
    });
  });
});

describe("one league's standings", () => {
  it("finds a league by key and by name", async () => {
    expect(await findLeague(db, "3f-superliga")).toMatchObject({ name: "3F Superliga", country: "Danmark" });
    expect(await findLeagueByName(db, "Premier League")).toEqual({
      key: "premier-league",
      name: "Premier League",
    });
  });

  it("finds nothing for an unknown key", async () => {
    expect(await findLeague(db, "unknown")).toBeUndefined();
    expect(await findLeagueByName(db, "Landshold")).toBeUndefined();
  });

  it("lists the season's rows ordered by position", async () => {
    const rows = await listStandings(db, "premier-league", CURRENT_SEASON);
    expect(rows.map((r) => [r.position, r.team])).toEqual([
      [1, "Liverpool"],
      [2, "Arsenal"],
      [3, "Chelsea"],
    ]);
    expect(rows[0]).toMatchObject({
      played: 10,
      goalsFor: 20,
      goalsAgainst: 11,
      form: ["W", "D", "L", "W", "W"],
    });
  });

  it("keeps seasons and leagues apart", async () => {
    expect((await listStandings(db, "premier-league", "2023-24")).map((r) => r.team)).toEqual([
      "Manchester City",
    ]);
    expect((await listStandings(db, "la-liga", CURRENT_SEASON)).map((r) => r.team)).toEqual(["Real Madrid"]);
    expect(await listStandings(db, "bundesliga", CURRENT_SEASON)).toEqual([]);
  });
});
