import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leagueRows } from "#tests/support/factories.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { CURRENT_SEASON } from "~/lib/leagues";
import type { Database } from "~/server/db/client.server";
import { auditLog, clubs, leagues, matches, standingsRows } from "~/server/db/schema";
import { cacheGeneration } from "~/server/page-cache.server";
import {
  listLeagueSeasons,
  loadStandingsTable,
  recomputeStandings,
  saveStandingsTable,
} from "./standings-admin.server";
import { handleStandingsAction } from "./standings-admin-actions.server";
import {
  formToLetters,
  parseFormLetters,
  parseStandingsTable,
  STANDINGS_TEXT,
  type StandingsRowInput,
} from "./standings-admin-schema";
import { listStandings } from "./standings-queries.server";
import { NO_MATCHES_PLAYED } from "./standings-row";

let db: Database;
const actor = { id: "admin-1", email: "chef@forsiden.test" };
const season = CURRENT_SEASON;

const row = (
  position: number,
  team: string,
  won: number,
  drawn: number,
  lost: number,
  extra: Partial<StandingsRowInput> = {},
) => ({
  position,
  team,
  clubSlug: null,
  played: won + drawn + lost,
  won,
  drawn,
  lost,
  goalsFor: 10 + won,
  goalsAgainst: 10 + lost,
  points: won * 3 + drawn,
  form: "VUT",
  ...extra,
});

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

/** The standings action's answer to saving these rows as this season's Premier League table. */
const saveTableThroughAction = (rows: ReturnType<typeof row>[]) =>
  handleStandingsAction(
    db,
    actor,
    form({ intent: "save-table", leagueKey: "premier-league", season, rows: JSON.stringify(rows) }),
  );

const teams = async (leagueKey = "premier-league", s = season) =>
  (await listStandings(db, leagueKey, s)).map((r) => [r.position, r.team, r.points]);

beforeAll(async () => {
  const handle = await createTestDatabase();
  db = handle.db;
  await db.insert(leagues).values(leagueRows({ season }));
  await db.insert(clubs).values([
    { slug: "liverpool", name: "Liverpool", league: "Premier League", country: "England" },
    { slug: "arsenal", name: "Arsenal", league: "Premier League", country: "England" },
    { slug: "fck", name: "F.C. København", league: "3F Superliga", country: "Danmark" },
    { slug: "bif", name: "Brøndby IF", league: "3F Superliga", country: "Danmark" },
  ]);
});

beforeEach(async () => {
  await db.delete(standingsRows);
  await db.delete(matches);
  await db.delete(auditLog);
  await db.insert(standingsRows).values([
    {
      leagueKey: "premier-league",
      season,
      position: 1,
      team: "Liverpool",
      clubSlug: "liverpool",
      played: 3,
      won: 3,
      points: 9,
      form: ["W", "W", "W"],
    },
    {
      leagueKey: "premier-league",
      season,
      position: 2,
      team: "Arsenal",
      clubSlug: "arsenal",
      played: 3,
      won: 2,
      lost: 1,
      points: 6,
      form: ["W", "L", "W"],
    },
    {
      leagueKey: "premier-league",
      season: "2023-24",
      position: 1,
      team: "Manchester City",
      played: 1,
      won: 1,
      points: 3,
    },
  ]);
});

describe("validation (one table)", () => {
  const parse = (rows: unknown[]) =>
    parseStandingsTable({ leagueKey: "premier-league", season, rows: JSON.stringify(rows) });

  it("accepts a consistent table and stores the Danish form letters as W/D/L, latest last", () => {
    const parsed = parse([row(1, "Liverpool", 3, 0, 0, { form: "v u t" })]);
    expect(parsed.ok && parsed.data.rows[0]).toMatchObject({
      team: "Liverpool",
      played: 3,
      form: ["W", "D", "L"],
    });
    expect(parseFormLetters("VVUTV")).toEqual(["W", "W", "D", "L", "W"]);
    expect(formToLetters(["W", "D", "L"])).toBe("VUT");
  });

  it("refuses negative, fractional and empty numbers", () => {
    const parsed = parse([
      row(1, "A", 1, 0, 0, { goalsFor: -1, points: 2.5, goalsAgainst: "" as unknown as number }),
    ]);
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        "rows.0.goalsFor": "skal være et helt tal på 0 eller mere",
        "rows.0.goalsAgainst": "skal være et helt tal på 0 eller mere",
        "rows.0.points": "skal være et helt tal på 0 eller mere",
      },
    });
  });

  it("refuses K that is not V + U + T", () => {
    expect(parse([row(1, "A", 2, 1, 0, { played: 4 })])).toEqual({
      ok: false,
      fieldErrors: { "rows.0.played": "K (kampe) skal være summen af V, U og T" },
    });
  });

  it("refuses duplicate positions and teams, a missing name and bad form", () => {
    expect(
      parse([
        row(1, "A", 1, 0, 0),
        row(1, "B", 1, 0, 0),
        row(2, "a", 1, 0, 0),
        row(3, " ", 1, 0, 0),
        row(4, "D", 1, 0, 0, { form: "VVVVVV" }),
        row(5, "E", 1, 0, 0, { form: "WDL" }),
      ]),
    ).toEqual({
      ok: false,
      fieldErrors: {
        "rows.1.position": "Placering 1 bruges af flere hold",
        "rows.2.team": 'Holdet "a" står i tabellen mere end én gang',
        "rows.3.team": "Holdnavn er påkrævet",
        "rows.4.form": "Form må højst have 5 resultater og kun bogstaverne V, U og T",
        "rows.5.form": "Form må højst have 5 resultater og kun bogstaverne V, U og T",
      },
    });
  });

  it("refuses a malformed season", () => {
    const parsed = parseStandingsTable({ leagueKey: "premier-league", season: "24/25", rows: "[]" });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { table: "Sæson skal skrives som 2024-25 eller 2026" },
    });
  });
});

describe("saving a table", () => {
  it("replaces the league and season's rows in one go, ordered by position, audited, cache cleared", async () => {
    const before = await loadStandingsTable(db, "premier-league", season);
    const generation = cacheGeneration();
    const parsed = parseStandingsTable({
      leagueKey: "premier-league",
      season,
      rows: JSON.stringify([
        row(2, "Liverpool", 2, 1, 1, { clubSlug: "liverpool" }),
        row(1, "Chelsea", 3, 1, 0, { form: "TUVVV" }),
      ]),
    });
    if (!parsed.ok) throw new Error("expected valid");
    const result = await saveStandingsTable(db, actor, parsed.data, before.fingerprint);
    expect(result).toEqual({ ok: true, message: "Stillingen er gemt", warnings: [], rows: 2 });
    expect(await teams()).toEqual([
      [1, "Chelsea", 10],
      [2, "Liverpool", 7],
    ]);
    const [chelsea] = await listStandings(db, "premier-league", season);
    expect(chelsea).toMatchObject({
      clubSlug: null,
      played: 4,
      goalsFor: 13,
      goalsAgainst: 10,
      form: ["L", "D", "W", "W", "W"],
    });
    expect(await teams("premier-league", "2023-24")).toEqual([[1, "Manchester City", 3]]);
    expect(cacheGeneration()).toBeGreaterThan(generation);
    const audit = await db.select().from(auditLog);
    expect(audit).toMatchObject([
      {
        actorEmail: "chef@forsiden.test",
        action: "updated",
        entityType: "standings",
        entityId: "premier-league/2024-25",
        summary: "opdaterede stillingen i Premier League 2024-25 (2 hold)",
      },
    ]);
  });

  it("saves points off 3/1 with a warning (point deductions exist)", async () => {
    const parsed = parseStandingsTable({
      leagueKey: "premier-league",
      season,
      rows: JSON.stringify([row(1, "Sheffield United", 28, 8, 10, { points: 90 })]),
    });
    if (!parsed.ok) throw new Error("expected valid");
    const result = await saveStandingsTable(db, actor, parsed.data);
    expect(result).toEqual({
      ok: true,
      message: "Stillingen er gemt",
      warnings: [
        "Sheffield United: 90 point passer ikke med 3 pr. sejr og 1 pr. uafgjort (92). Gemt alligevel, fx ved pointfradrag.",
      ],
      rows: 1,
    });
    expect(await teams()).toEqual([[1, "Sheffield United", 90]]);
  });

  it("saves nothing when one row is bad (validation through the action)", async () => {
    const outcome = await saveTableThroughAction([
      row(1, "Liverpool", 5, 0, 0),
      row(2, "Arsenal", 1, 1, 1, { played: 2 }),
    ]);
    expect(outcome).toEqual({
      status: 400,
      result: {
        ok: false,
        intent: "save-table",
        title: "Fejl",
        message: "Stillingen blev ikke gemt. Ret fejlene og prøv igen.",
        fieldErrors: { "rows.1.played": "K (kampe) skal være summen af V, U og T" },
      },
    });
    expect(await teams()).toEqual([
      [1, "Liverpool", 9],
      [2, "Arsenal", 6],
    ]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("saves nothing when a club link names no club of ours", async () => {
    const outcome = await saveTableThroughAction([
      row(1, "Liverpool", 5, 0, 0, { clubSlug: "liverpool" }),
      row(2, "Everton", 1, 1, 1, { clubSlug: "everton" }),
    ]);
    expect(outcome.status).toBe(400);
    expect(outcome.result).toMatchObject({
      ok: false,
      fieldErrors: { "rows.1.clubSlug": 'Klubben "everton" findes ikke' },
    });
    expect(await teams()).toEqual([
      [1, "Liverpool", 9],
      [2, "Arsenal", 6],
    ]);
  });

  it("rolls back the whole table when the database refuses a row", async () => {
    // Same team twice (differently cased in the schema check, identical here) reaches the unique index.
    const result = saveStandingsTable(db, actor, {
      leagueKey: "premier-league",
      season,
      rows: [1, 2].map((position) => ({
        position,
        team: "Liverpool",
        clubSlug: null,
        ...NO_MATCHES_PLAYED,
        form: [],
      })),
    });
    await expect(result).rejects.toThrow();
    expect(await teams()).toEqual([
      [1, "Liverpool", 9],
      [2, "Arsenal", 6],
    ]);
  });

  it("refuses a save when someone replaced the table since it was loaded", async () => {
    const stale = await loadStandingsTable(db, "premier-league", season);
    const parsed = parseStandingsTable({
      leagueKey: "premier-league",
      season,
      rows: JSON.stringify([row(1, "A", 1, 0, 0)]),
    });
    if (!parsed.ok) throw new Error("expected valid");
    expect((await saveStandingsTable(db, actor, parsed.data, stale.fingerprint)).ok).toBe(true);
    expect(await saveStandingsTable(db, actor, parsed.data, stale.fingerprint)).toEqual({
      ok: false,
      status: 409,
      message: "Stillingen er ændret af en anden, siden du åbnede den. Genindlæs siden og prøv igen.",
    });
  });

  it("refuses an unknown league", async () => {
    expect(await saveStandingsTable(db, actor, { leagueKey: "nope", season, rows: [] })).toEqual({
      ok: false,
      status: 404,
      message: "Ligaen findes ikke",
    });
  });
});

describe("Genberegn fra kampe", () => {
  const DAY = 86_400_000;
  const base = Date.UTC(2025, 0, 1, 17);
  const played = (
    day: number,
    home: string,
    away: string,
    hs: number,
    as: number,
    leagueKey = "3f-superliga",
    s = season,
  ) => ({
    homeTeam: home,
    awayTeam: away,
    homeClubSlug: home === "FCK" ? "fck" : home === "Brøndby IF" ? "bif" : null,
    awayClubSlug: away === "FCK" ? "fck" : away === "Brøndby IF" ? "bif" : null,
    kickoffAt: new Date(base + day * DAY),
    competition: "3F Superliga",
    leagueKey,
    season: s,
    status: "finished",
    homeScore: hs,
    awayScore: as,
  });

  it("computes points, goal difference, ordering and form from finished matches only", async () => {
    await db.insert(matches).values([
      played(1, "FCK", "Brøndby IF", 2, 0),
      played(2, "AGF", "FCM", 1, 1),
      played(3, "Brøndby IF", "AGF", 3, 1),
      played(4, "FCM", "FCK", 0, 0),
      played(5, "AGF", "FCK", 2, 1),
      played(6, "FCM", "Brøndby IF", 1, 0),
      // Upcoming, another season and another league: not counted.
      { ...played(7, "FCK", "AGF", 0, 0), status: "upcoming", homeScore: null, awayScore: null },
      played(8, "FCK", "AGF", 9, 0, "3f-superliga", "2023-24"),
      played(9, "FCK", "AGF", 9, 0, "betinia-liga"),
    ]);
    await db
      .insert(standingsRows)
      .values({ leagueKey: "3f-superliga", season, position: 1, team: "AGF", clubSlug: "fck" });

    const outcome = await handleStandingsAction(
      db,
      actor,
      form({ intent: "recompute", leagueKey: "3f-superliga", season }),
    );
    expect(outcome).toEqual({
      status: 200,
      result: {
        ok: true,
        intent: "recompute",
        title: "Gemt",
        message: "Stillingen er genberegnet fra afsluttede kampe",
      },
    });
    const rows = await listStandings(db, "3f-superliga", season);
    // FCM 5 pts; FCK and AGF 4 pts, FCK ahead on goal difference (+1 against -1); Brøndby 3 pts.
    expect(
      rows.map((r) => [
        r.position,
        r.team,
        r.played,
        r.won,
        r.drawn,
        r.lost,
        r.goalsFor,
        r.goalsAgainst,
        r.points,
        r.form.join(""),
      ]),
    ).toEqual([
      [1, "FCM", 3, 1, 2, 0, 2, 1, 5, "DDW"],
      [2, "FCK", 3, 1, 1, 1, 3, 2, 4, "WDL"],
      [3, "AGF", 3, 1, 1, 1, 4, 5, 4, "DLW"],
      [4, "Brøndby IF", 3, 1, 0, 2, 3, 4, 3, "LWL"],
    ]);
    // Club links come from the matches, else from the earlier table.
    expect(rows.map((r) => r.clubSlug)).toEqual([null, "fck", "fck", "bif"]);
    const [entry] = await db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(entry.summary).toBe("genberegnede stillingen i 3F Superliga 2024-25 fra 6 kampe");
  });

  it("orders equal points by goal difference, then goals for, then name, and keeps the last 5 results", async () => {
    await db.insert(matches).values([
      // Six rounds for A, latest last: L W W D W W → form "WWDWW" (the first L drops out).
      played(1, "A", "X", 0, 1),
      played(2, "A", "Y", 2, 0),
      played(3, "X", "A", 0, 1),
      played(4, "A", "Y", 1, 1),
      played(5, "Y", "A", 0, 3),
      played(6, "A", "X", 1, 0),
      // B and C: equal points and goal difference, C more goals for; D and E tie on all but name.
      played(1, "B", "Z", 1, 0),
      played(1, "C", "Z", 3, 2),
      played(1, "Æbler", "Q", 1, 1),
      played(1, "Dal", "R", 1, 1),
    ]);
    await recomputeStandings(db, actor, "3f-superliga", season);
    const rows = await listStandings(db, "3f-superliga", season);
    const order = rows.map((r) => r.team);
    expect(order.slice(0, 3)).toEqual(["A", "C", "B"]);
    expect(rows[0]).toMatchObject({
      played: 6,
      won: 4,
      drawn: 1,
      lost: 1,
      points: 13,
      form: ["W", "W", "D", "W", "W"],
    });
    // Danish collation: Dal before Q, R before Æbler.
    expect(order.indexOf("Dal")).toBeLessThan(order.indexOf("Q"));
    expect(order.indexOf("R")).toBeLessThan(order.indexOf("Æbler"));
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
  });

  it("changes nothing when there are no finished matches", async () => {
    await db.insert(matches).values({
      ...played(1, "A", "B", 0, 0, "premier-league"),
      status: "upcoming",
      homeScore: null,
      awayScore: null,
    });
    expect(await recomputeStandings(db, actor, "premier-league", season)).toEqual({
      ok: false,
      status: 400,
      message: STANDINGS_TEXT.noFinishedMatches,
    });
    expect(STANDINGS_TEXT.noFinishedMatches).toBe(
      "Der er ingen afsluttede kampe i denne liga og sæson at beregne ud fra",
    );
    expect(await teams()).toEqual([
      [1, "Liverpool", 9],
      [2, "Arsenal", 6],
    ]);
  });
});

describe("seasons", () => {
  it("lists the current season and every season with rows or matches, newest first", async () => {
    await db.insert(matches).values({
      homeTeam: "A",
      awayTeam: "B",
      kickoffAt: new Date(),
      competition: "Premier League",
      leagueKey: "premier-league",
      season: "2025-26",
    });
    expect(await listLeagueSeasons(db, "premier-league", season)).toEqual(["2025-26", "2024-25", "2023-24"]);
    expect(await listLeagueSeasons(db, "la-liga", season)).toEqual(["2024-25"]);
  });
});

describe("unknown intents", () => {
  it("answers 400", async () => {
    expect(await handleStandingsAction(db, actor, form({ intent: "drop" }))).toEqual({
      status: 400,
      result: { ok: false, intent: "unknown", title: "Fejl", message: "Ukendt handling" },
    });
    expect(
      await db
        .select()
        .from(standingsRows)
        .where(and(eq(standingsRows.leagueKey, "premier-league")))
        .orderBy(asc(standingsRows.position)),
    ).toHaveLength(3);
  });
});
