import http from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertRows, leagueRows } from "#tests/support/factories.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { CURRENT_SEASON, LEAGUES } from "~/lib/leagues";
import type { Database } from "~/server/db/client.server";
import { clubs, leagues, standingsRows } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import {
  NO_TOKEN_MESSAGE,
  normalizeTeamName,
  parseExternalForm,
  RATE_LIMITED_MESSAGE,
  seasonLabel,
  syncFootballData,
} from "./football-data-sync.server";

let db: Database;
let server: http.Server;
let baseUrl: string;
const requests: { url: string; token: string | undefined }[] = [];
/** Per competition code: the status and JSON body the fake football-data answers with. */
let responses: Record<string, { status: number; body?: unknown }> = {};

const tableRow = (
  position: number,
  name: string,
  shortName: string,
  tla: string,
  stats: number[],
  form: string | null,
) => {
  const [playedGames, won, draw, lost, goalsFor, goalsAgainst] = stats;
  return {
    position,
    team: { id: position * 10, name, shortName, tla, crest: `https://crests.football-data.org/${tla}.png` },
    playedGames,
    form,
    won,
    draw,
    lost,
    points: won * 3 + draw,
    goalsFor,
    goalsAgainst,
    goalDifference: goalsFor - goalsAgainst,
  };
};

/** football-data.org v4 `/competitions/{code}/standings` shape. */
const standingsBody = (
  code: string,
  startDate: string,
  endDate: string,
  tables: { type: string; group?: string | null; rows: unknown[] }[],
) => ({
  filters: { season: startDate.slice(0, 4) },
  area: { id: 2072, name: "England", code: "ENG" },
  competition: { id: 2021, name: "Premier League", code, type: "LEAGUE" },
  season: { id: 2287, startDate, endDate, currentMatchday: 12, winner: null },
  standings: tables.map((t) => ({
    stage: "REGULAR_SEASON",
    type: t.type,
    group: t.group ?? null,
    table: t.rows,
  })),
});

const premierLeague = standingsBody("PL", "2024-08-16", "2025-05-25", [
  {
    type: "TOTAL",
    rows: [
      tableRow(2, "Arsenal FC", "Arsenal", "ARS", [12, 7, 4, 1, 23, 10], "D,W,W,L,W"),
      tableRow(1, "Liverpool FC", "Liverpool", "LIV", [12, 10, 1, 1, 26, 8], "W,W,W,D,W"),
      tableRow(3, "Brighton & Hove Albion FC", "Brighton Hove", "BHA", [12, 6, 4, 2, 22, 16], null),
      tableRow(4, "Ipswich Town FC", "Ipswich Town", "IPS", [12, 1, 6, 5, 12, 22], "L,D,L,D,L"),
    ],
  },
  { type: "HOME", rows: [tableRow(1, "Arsenal FC", "Arsenal", "ARS", [6, 5, 1, 0, 14, 3], "W,W")] },
  { type: "AWAY", rows: [tableRow(1, "Liverpool FC", "Liverpool", "LIV", [6, 5, 0, 1, 12, 5], "W,L")] },
]);

const laLiga = standingsBody("PD", "2024-08-15", "2025-05-25", [
  {
    type: "TOTAL",
    rows: [tableRow(1, "Real Madrid CF", "Real Madrid", "RMA", [10, 8, 1, 1, 25, 9], "W,W,W,W,W")],
  },
]);

beforeAll(async () => {
  const handle = await createTestDatabase();
  db = handle.db;
  server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? "", token: req.headers["x-auth-token"] as string | undefined });
    const code = req.url?.match(/^\/v4\/competitions\/([A-Z0-9]+)\/standings$/)?.[1];
    const answer = code ? responses[code] : undefined;
    if (!answer) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ message: "The resource you are looking for does not exist.", errorCode: 404 }),
      );
      return;
    }
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer.body ?? { message: "You reached your request limit.", errorCode: 429 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v4`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  setEnvForTesting(undefined);
});

beforeEach(async () => {
  requests.length = 0;
  responses = {};
  await db.delete(standingsRows);
  await db.delete(clubs);
  await db.delete(leagues);
  await insertRows(db, {
    // Only two leagues are synced in these tests: the others have no competition code.
    leagues: leagueRows().map((row, i) => ({
      ...row,
      externalCode: row.key === "premier-league" || row.key === "la-liga" ? LEAGUES[i].externalCode : null,
    })),
    clubs: [
      { slug: "liverpool", name: "Liverpool", league: "Premier League", country: "England" },
      { slug: "arsenal", name: "Arsenal", league: "Premier League", country: "England" },
      { slug: "brighton", name: "Brighton & Hove Albion", league: "Premier League", country: "England" },
      { slug: "real-madrid", name: "Real Madrid", league: "La Liga", country: "Spanien" },
    ],
  });
  await db.insert(standingsRows).values([
    { leagueKey: "premier-league", season: CURRENT_SEASON, position: 1, team: "Gammelt hold", points: 99 },
    { leagueKey: "premier-league", season: "2023-24", position: 1, team: "Manchester City", points: 91 },
  ]);
});

afterEach(() => setEnvForTesting(undefined));

const rowsOf = (leagueKey: string, season = CURRENT_SEASON) =>
  db
    .select()
    .from(standingsRows)
    .where(eq(standingsRows.leagueKey, leagueKey))
    .orderBy(asc(standingsRows.season), asc(standingsRows.position))
    .then((rows) => rows.filter((r) => r.season === season));

describe("without a token", () => {
  it("skips and makes no request (env default)", async () => {
    setEnvForTesting(parseEnv({ FOOTBALL_DATA_BASE_URL: baseUrl }));
    let calls = 0;
    const result = await syncFootballData(db, {
      fetchImpl: (async () => {
        calls++;
        throw new Error("no call expected");
      }) as typeof fetch,
    });
    expect(result).toEqual({ skipped: "FOOTBALL_DATA_TOKEN er ikke sat", leagues: [] });
    expect(NO_TOKEN_MESSAGE).toBe("FOOTBALL_DATA_TOKEN er ikke sat");
    expect(calls).toBe(0);
    expect(requests).toEqual([]);
    expect((await rowsOf("premier-league")).map((r) => r.team)).toEqual(["Gammelt hold"]);
  });

  it("treats a blank token as no token", async () => {
    setEnvForTesting(parseEnv({ FOOTBALL_DATA_TOKEN: "  ", FOOTBALL_DATA_BASE_URL: baseUrl }));
    expect(await syncFootballData(db)).toEqual({ skipped: NO_TOKEN_MESSAGE, leagues: [] });
    expect(requests).toEqual([]);
  });
});

describe("with a token", () => {
  it("reads token and base URL from the environment and replaces the TOTAL table per league", async () => {
    setEnvForTesting(parseEnv({ FOOTBALL_DATA_TOKEN: "secret-token", FOOTBALL_DATA_BASE_URL: baseUrl }));
    responses = { PL: { status: 200, body: premierLeague }, PD: { status: 200, body: laLiga } };

    const result = await syncFootballData(db);

    expect(result).toEqual({
      leagues: [
        { key: "premier-league", rows: 4 },
        { key: "la-liga", rows: 1 },
      ],
    });
    expect(requests).toEqual([
      { url: "/v4/competitions/PL/standings", token: "secret-token" },
      { url: "/v4/competitions/PD/standings", token: "secret-token" },
    ]);

    const rows = await rowsOf("premier-league");
    expect(rows.map((r) => [r.position, r.team, r.clubSlug, r.points])).toEqual([
      [1, "Liverpool", "liverpool", 31],
      [2, "Arsenal", "arsenal", 25],
      [3, "Brighton & Hove Albion", "brighton", 22],
      [4, "Ipswich Town FC", null, 9],
    ]);
    expect(rows[0]).toMatchObject({
      played: 12,
      won: 10,
      drawn: 1,
      lost: 1,
      goalsFor: 26,
      goalsAgainst: 8,
      // football-data gives the latest first; stored latest last.
      form: ["W", "D", "W", "W", "W"],
    });
    expect(rows[1].form).toEqual(["W", "L", "W", "W", "D"]);
    expect(rows[2].form).toEqual([]);
    // Other seasons stay untouched.
    expect((await rowsOf("premier-league", "2023-24")).map((r) => r.team)).toEqual(["Manchester City"]);
    expect((await rowsOf("la-liga")).map((r) => [r.team, r.clubSlug])).toEqual([
      ["Real Madrid", "real-madrid"],
    ]);
  });

  it("follows the source into a new season", async () => {
    responses = {
      PL: {
        status: 200,
        body: { ...premierLeague, season: { startDate: "2025-08-15", endDate: "2026-05-24" } },
      },
      PD: { status: 200, body: laLiga },
    };
    await syncFootballData(db, { token: "t", baseUrl });
    expect((await rowsOf("premier-league", "2025-26")).map((r) => r.team)).toHaveLength(4);
    expect((await rowsOf("premier-league")).map((r) => r.team)).toEqual(["Gammelt hold"]);
    const [league] = await db.select().from(leagues).where(eq(leagues.key, "premier-league"));
    expect(league.season).toBe("2025-26");
  });

  it("stops at 429 and reports it, keeping what was synced before", async () => {
    responses = { PL: { status: 200, body: premierLeague }, PD: { status: 429 } };
    const result = await syncFootballData(db, { token: "t", baseUrl });
    expect(result).toEqual({ skipped: RATE_LIMITED_MESSAGE, leagues: [{ key: "premier-league", rows: 4 }] });
    expect(requests).toHaveLength(2);
    expect(await rowsOf("la-liga")).toEqual([]);
  });

  it("stops at once when the first call is rate-limited and writes nothing", async () => {
    responses = { PL: { status: 429 }, PD: { status: 200, body: laLiga } };
    const result = await syncFootballData(db, { token: "t", baseUrl });
    expect(result).toEqual({ skipped: RATE_LIMITED_MESSAGE, leagues: [] });
    expect(requests.map((r) => r.url)).toEqual(["/v4/competitions/PL/standings"]);
    expect((await rowsOf("premier-league")).map((r) => r.team)).toEqual(["Gammelt hold"]);
  });

  it("fails clearly on another error status or an unknown body, writing nothing for that league", async () => {
    responses = { PL: { status: 403, body: { message: "restricted" } } };
    await expect(syncFootballData(db, { token: "t", baseUrl })).rejects.toThrow(
      "football-data.org svarede 403 for PL",
    );
    responses = { PL: { status: 200, body: { standings: [{ type: "TOTAL", table: [{ position: "x" }] }] } } };
    await expect(syncFootballData(db, { token: "t", baseUrl })).rejects.toThrow(
      "football-data.org sendte en stilling for PL i et ukendt format",
    );
    expect((await rowsOf("premier-league")).map((r) => r.team)).toEqual(["Gammelt hold"]);
  });
});

describe("helpers", () => {
  it("labels seasons", () => {
    expect(seasonLabel("2024-08-16", "2025-05-25")).toBe("2024-25");
    expect(seasonLabel("2026-06-11", "2026-07-19")).toBe("2026");
    expect(seasonLabel(null, null)).toBeNull();
  });

  it("reverses and trims the form", () => {
    expect(parseExternalForm("W,D,L,W,W,L")).toEqual(["W", "W", "L", "D", "W"]);
    expect(parseExternalForm(null)).toEqual([]);
  });

  it("normalises team names", () => {
    expect(normalizeTeamName("Brighton & Hove Albion FC")).toBe("brighton and hove albion");
    expect(normalizeTeamName("AFC Bournemouth")).toBe("bournemouth");
    expect(normalizeTeamName("Atlético de Madrid")).toBe("atletico de madrid");
  });
});
