// Issue 24: following clubs and 'Mine klubber', on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COPENHAGEN_DERBY, hoursAgo, insertRows, leagueRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import {
  listFollowedClubIds,
  MAX_FOLLOWED_CLUBS,
  mostFollowedClubs,
  setClubFollow,
} from "~/features/follows/follows.server";
import type { Database } from "~/server/db/client.server";
import { clubFollows, clubs, standingsRows, user } from "~/server/db/schema";
import { loadMyClubs, loadMyClubsStrip } from "./my-clubs.server";

describe(`following clubs and 'Mine klubber' (${TEST_DB_KIND})`, () => {
  let db: Database;
  let rows: Awaited<ReturnType<typeof insertRows>>;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    rows = await insertRows(db, {
      users: [{ name: "Læser Et" }, { name: "Læser To" }],
      leagues: leagueRows(),
      clubs: [
        { slug: "fc-kobenhavn", name: "FC København", league: "3F Superliga" },
        { slug: "brondby-if", name: "Brøndby IF", league: "3F Superliga" },
        { slug: "agf", name: "AGF", league: "3F Superliga" },
      ],
      articles: [
        { title: "FCK vinder derbyet", tags: ["klub:fc-kobenhavn"], hoursAgo: 1 },
        { title: "Ældre FCK-nyhed", tags: ["klub:fc-kobenhavn"], hoursAgo: 5 },
        { title: "Brøndby henter ny back", tags: ["klub:brondby-if"], hoursAgo: 2 },
        { title: "Kladde om FCK", tags: ["klub:fc-kobenhavn"], isDraft: true },
      ],
      matches: [
        {
          ...COPENHAGEN_DERBY,
          kickoffAt: hoursAgo(-48),
        },
        {
          homeTeam: "AGF",
          awayTeam: "FC København",
          homeClubSlug: "agf",
          awayClubSlug: "fc-kobenhavn",
          kickoffAt: hoursAgo(72),
          status: "finished",
          homeScore: 1,
          awayScore: 3,
        },
      ],
    });
    const league = rows.leagues.find((l) => l.name === "3F Superliga") ?? rows.leagues[0];
    await db.insert(standingsRows).values({
      leagueKey: league.key,
      season: league.season,
      position: 2,
      team: "FC København",
      clubSlug: "fc-kobenhavn",
      played: 14,
      points: 30,
    });
  });

  it("follows by slug or id, idempotently, and unfollows", async () => {
    const [reader] = rows.users;
    const fck = rows.clubs[0];
    expect(await setClubFollow(db, reader.id, "fc-kobenhavn", true)).toBe("followed");
    expect(await setClubFollow(db, reader.id, fck.id, true)).toBe("followed");
    expect(await setClubFollow(db, reader.id, "brondby-if", true)).toBe("followed");
    expect((await listFollowedClubIds(db, reader.id)).sort()).toEqual([fck.id, rows.clubs[1].id].sort());
    expect(await setClubFollow(db, reader.id, "brondby-if", false)).toBe("unfollowed");
    expect(await setClubFollow(db, reader.id, "brondby-if", false)).toBe("unfollowed");
    expect(await listFollowedClubIds(db, reader.id)).toEqual([fck.id]);
    expect(await setClubFollow(db, reader.id, "findes-ikke", true)).toBe("unknown-club");
    expect(await mostFollowedClubs(db)).toEqual([
      { slug: "fc-kobenhavn", name: "FC København", followers: 1 },
    ]);
  });

  it("counts followers per club for the staff's analytics, most followed first, and never says who", async () => {
    const [first, second] = rows.users;
    await setClubFollow(db, first.id, "brondby-if", true);
    await setClubFollow(db, second.id, "brondby-if", true);
    await setClubFollow(db, second.id, "fc-kobenhavn", true);
    const counted = await mostFollowedClubs(db);
    expect(counted.slice(0, 2)).toEqual([
      { slug: "brondby-if", name: "Brøndby IF", followers: 2 },
      { slug: "fc-kobenhavn", name: "FC København", followers: expect.any(Number) },
    ]);
    expect(Object.keys(counted[0]).sort()).toEqual(["followers", "name", "slug"]);
    expect(await mostFollowedClubs(db, 1)).toHaveLength(1);
    // Following twice counts once; a deleted account's follows go with it (a cascade), and so do
    // their counts.
    await setClubFollow(db, first.id, "brondby-if", true);
    const [gone] = await db
      .insert(user)
      .values({
        id: `slettes-${Date.now()}`,
        name: "",
        email: `slettes-${Date.now()}@eksempel.dk`,
        emailVerified: true,
      })
      .returning();
    await setClubFollow(db, gone.id, "brondby-if", true);
    expect((await mostFollowedClubs(db))[0]).toEqual({
      slug: "brondby-if",
      name: "Brøndby IF",
      followers: 3,
    });
    await db.delete(user).where(eq(user.id, gone.id));
    expect((await mostFollowedClubs(db))[0]).toEqual({
      slug: "brondby-if",
      name: "Brøndby IF",
      followers: 2,
    });
    await setClubFollow(db, first.id, "brondby-if", false);
    await setClubFollow(db, second.id, "brondby-if", false);
    await setClubFollow(db, second.id, "fc-kobenhavn", false);
    expect((await mostFollowedClubs(db)).map((c) => c.slug)).not.toContain("brondby-if");
  });

  it("'Mine klubber' shows each followed club's news, next and last match and table position, private to the reader", async () => {
    const [reader, other] = rows.users;
    await setClubFollow(db, reader.id, "brondby-if", true);
    const sections = await loadMyClubs(db, reader.id, new Date());
    expect(sections.map((s) => s.club.name)).toEqual(["Brøndby IF", "FC København"]);
    const fck = sections[1];
    expect(fck.news.map((a) => a.title)).toEqual(["FCK vinder derbyet", "Ældre FCK-nyhed"]);
    expect(fck.next).toMatchObject({ homeTeam: "FC København", awayTeam: "Brøndby IF" });
    expect(fck.last).toMatchObject({ homeScore: 1, awayScore: 3 });
    expect(fck.table).toMatchObject({ position: 2, points: 30, played: 14, leagueName: "3F Superliga" });
    expect(sections[0].table).toBeNull();
    expect(await loadMyClubs(db, other.id, new Date())).toEqual([]);

    expect(await loadMyClubsStrip(db, reader.id)).toEqual([
      {
        name: "Brøndby IF",
        href: "/klubber/brondby-if",
        headline: { title: "Brøndby henter ny back", href: expect.stringMatching(/^\/article\//) },
      },
      {
        name: "FC København",
        href: "/klubber/fc-kobenhavn",
        headline: { title: "FCK vinder derbyet", href: expect.stringMatching(/^\/article\//) },
      },
    ]);
  });

  it(`caps follows at ${MAX_FOLLOWED_CLUBS}, and an account's or club's deletion removes its follows`, async () => {
    const [, other] = rows.users;
    const many = await db
      .insert(clubs)
      .values(
        Array.from({ length: MAX_FOLLOWED_CLUBS }, (_, i) => ({
          slug: `klub-cap-${i}`,
          name: `Klub ${i}`,
          league: "Liga",
          country: "Danmark",
        })),
      )
      .returning();
    for (const club of many) expect(await setClubFollow(db, other.id, club.id, true)).toBe("followed");
    expect(await setClubFollow(db, other.id, "agf", true)).toBe("too-many");
    // Following one already followed is still fine at the cap.
    expect(await setClubFollow(db, other.id, many[0].id, true)).toBe("followed");
    await db.delete(clubs).where(eq(clubs.id, many[0].id));
    expect(await listFollowedClubIds(db, other.id)).toHaveLength(MAX_FOLLOWED_CLUBS - 1);
    await db.delete(user).where(eq(user.id, other.id));
    expect(await db.select().from(clubFollows).where(eq(clubFollows.userId, other.id))).toEqual([]);
  });
});
