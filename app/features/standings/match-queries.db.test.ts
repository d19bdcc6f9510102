import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { matches } from "~/server/db/schema";
import { listClubMatches } from "./match-queries.server";

let db: Database;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const fixture = (home: string, away: string, days: number, finished: boolean) => ({
  homeTeam: home.toUpperCase(),
  awayTeam: away.toUpperCase(),
  homeClubSlug: home,
  awayClubSlug: away,
  kickoffAt: inDays(days),
  competition: "3F Superliga",
  status: finished ? "finished" : "upcoming",
  homeScore: finished ? 2 : null,
  awayScore: finished ? 1 : null,
});

beforeAll(async () => {
  const handle = await createTestDatabase();
  db = handle.db;
  await db
    .insert(matches)
    .values([
      fixture("fck", "bif", 9, false),
      fixture("agf", "fck", 2, false),
      fixture("fck", "ob", 5, false),
      fixture("fck", "agf", -10, true),
      fixture("bif", "fck", -3, true),
      fixture("fcm", "fck", -20, true),
      fixture("bif", "agf", 1, false),
      fixture("ob", "fcm", -1, true),
    ]);
});

describe("club matches", () => {
  it("lists upcoming matches home or away, soonest first", async () => {
    const { upcoming } = await listClubMatches(db, "fck");
    expect(upcoming.map((m) => `${m.homeClubSlug}-${m.awayClubSlug}`)).toEqual([
      "agf-fck",
      "fck-ob",
      "fck-bif",
    ]);
    expect(upcoming.every((m) => m.status === "upcoming" && m.homeScore === null)).toBe(true);
  });

  it("lists finished matches home or away, latest first, with scores", async () => {
    const { finished } = await listClubMatches(db, "fck");
    expect(finished.map((m) => `${m.homeClubSlug}-${m.awayClubSlug}`)).toEqual([
      "bif-fck",
      "fck-agf",
      "fcm-fck",
    ]);
    expect(finished[0]).toMatchObject({ homeTeam: "BIF", awayTeam: "FCK", homeScore: 2, awayScore: 1 });
  });

  it("keeps to the limit of each list", async () => {
    const { upcoming, finished } = await listClubMatches(db, "fck", 2);
    expect(upcoming).toHaveLength(2);
    expect(finished).toHaveLength(2);
  });

  it("leaves out results older than a year: a 2021 derby is not a recent result (issue 22)", async () => {
    await db.insert(matches).values([fixture("fck", "bif", -400, true), fixture("bif", "fck", -1800, true)]);
    const { finished } = await listClubMatches(db, "fck");
    expect(finished.map((m) => `${m.homeClubSlug}-${m.awayClubSlug}`)).toEqual([
      "bif-fck",
      "fck-agf",
      "fcm-fck",
    ]);
  });

  it("finds no matches for a club without any", async () => {
    expect(await listClubMatches(db, "sif")).toEqual({ upcoming: [], finished: [] });
  });
});
