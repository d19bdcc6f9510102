import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COPENHAGEN_DERBY, insertRows, leagueRows } from "#tests/support/factories.ts";
import { pushQueueReader } from "#tests/support/push-queue.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { articles, matches, pushSubscriptions, pushSubscriptionTopics } from "~/server/db/schema";
import { queueMatchPush } from "~/server/push/match-pushes.server";
import { articleTopic, clubTopic } from "~/server/push/push-topics";
import { RATE_LIMITED_MESSAGE, syncFootballData, syncFootballDataMatches } from "./football-data-sync.server";

/**
 * Issue 25: the football-data sync, when configured, sends the match pushes the live desk did not:
 * a score change, kick-off, half-time and full-time, with the desk's dedupe keys, so nothing goes
 * out twice. Against a local server speaking football-data.org v4's `/competitions/{code}/matches`.
 */
let db: Database;
let server: http.Server;
let baseUrl: string;
const requests: string[] = [];
/** The matches the fake football-data answers with, or a status. */
let answer: { status: number; matches?: unknown[] } = { status: 200, matches: [] };

const KICKOFF = new Date("2030-04-20T16:00:00Z");
const minutesAfterKickoff = (m: number) => new Date(KICKOFF.getTime() + m * 60_000);

/** football-data.org v4's match shape (the fields the sync reads, and some it does not). */
function externalMatch(
  status: string,
  home: number | null,
  away: number | null,
  utcDate = KICKOFF.toISOString(),
) {
  return {
    id: 540_112,
    utcDate,
    status,
    matchday: 24,
    stage: "REGULAR_SEASON",
    homeTeam: { id: 1876, name: "FC København", shortName: "København", tla: "FCK" },
    awayTeam: { id: 1871, name: "Brøndby IF", shortName: "Brøndby", tla: "BIF" },
    score: {
      winner: null,
      duration: "REGULAR",
      fullTime: { home, away },
      halfTime: { home: null, away: null },
    },
  };
}

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    if (req.url === "/v4/competitions/DSU/standings") {
      res.writeHead(200, { "content-type": "application/json" });
      const season = { startDate: "2029-07-20", endDate: "2030-05-25" };
      res.end(JSON.stringify({ season, standings: [{ type: "TOTAL", group: null, table: [] }] }));
      return;
    }
    if (
      !/^\/v4\/competitions\/DSU\/matches\?dateFrom=\d{4}-\d{2}-\d{2}&dateTo=\d{4}-\d{2}-\d{2}$/.test(
        req.url ?? "",
      )
    ) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ message: "The resource you are looking for does not exist.", errorCode: 404 }),
      );
      return;
    }
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        answer.status === 200
          ? { filters: {}, resultSet: { count: answer.matches?.length ?? 0 }, matches: answer.matches ?? [] }
          : { message: "You reached your request limit.", errorCode: 429 },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v4`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe(`football-data sync pushes on ${TEST_DB_KIND}`, () => {
  let fck: string;
  let bif: string;
  let matchId: string;
  const newPushes = pushQueueReader(() => db);

  const sync = (minute: number) =>
    syncFootballDataMatches(db, { token: "t", baseUrl, now: minutesAfterKickoff(minute) });

  const stored = async () => {
    const [row] = await db.select().from(matches).where(eq(matches.id, matchId));
    return row;
  };

  beforeAll(async () => {
    const rows = await insertRows(db, {
      // Only the Superliga is synced here (a football-data plan with the Danish league: code DSU).
      leagues: leagueRows().map((row) => ({
        ...row,
        externalCode: row.key === "3f-superliga" ? "DSU" : null,
      })),
      clubs: [
        { slug: "fc-kobenhavn", name: "FC København", shortName: "FCK" },
        { slug: "brondby-if", name: "Brøndby IF", shortName: "Brøndby" },
      ],
    });
    [fck, bif] = rows.clubs.map((c) => c.id);
    for (const topics of [[clubTopic(fck)], [clubTopic(bif)], [clubTopic(fck), clubTopic(bif)]]) {
      const [sub] = await db
        .insert(pushSubscriptions)
        .values({ endpoint: `https://web.push.apple.com/${randomUUID()}`, p256dh: "B", auth: "a" })
        .returning({ id: pushSubscriptions.id });
      await db
        .insert(pushSubscriptionTopics)
        .values(topics.map((topic) => ({ topic, subscriptionId: sub.id })));
    }
  });

  beforeEach(async () => {
    requests.length = 0;
    await db.delete(articles);
    await db.delete(matches);
    const rows = await insertRows(db, {
      matches: [
        {
          ...COPENHAGEN_DERBY,
          kickoffAt: KICKOFF,
          leagueKey: "3f-superliga",
          competition: "3F Superliga",
        },
      ],
    });
    matchId = rows.matches[0].id;
    await newPushes();
  });

  it("kick-off, a goal, half-time and full-time the desk did not send go out once each, and the match row follows the source", async () => {
    answer = { status: 200, matches: [externalMatch("IN_PLAY", 0, 0)] };
    expect(await sync(1)).toEqual({ checked: 1, updated: 1, pushes: 1 });
    expect(requests).toEqual(["/v4/competitions/DSU/matches?dateFrom=2030-04-20&dateTo=2030-04-21"]);
    let [push] = await newPushes();
    expect(push).toMatchObject({
      kind: "kickoff",
      title: "Kampstart: FC København – Brøndby IF",
      body: "Kampen er i gang.",
      topics: [clubTopic(fck), clubTopic(bif)],
      // No live article covers the match: a click opens the front page's match centre.
      url: "/#kampcenter",
      dedupeKey: `status:${matchId}:live`,
      matchId,
      articleId: null,
      createdBy: null,
    });
    expect(await stored()).toMatchObject({ status: "live", phase: "first_half", homeScore: 0, awayScore: 0 });

    answer = { status: 200, matches: [externalMatch("IN_PLAY", 1, 0)] };
    expect(await sync(23)).toEqual({ checked: 1, updated: 1, pushes: 1 });
    [push] = await newPushes();
    expect(push).toMatchObject({
      kind: "goal",
      title: "MÅL! FC København 1–0 Brøndby IF",
      body: "Mål til FC København.",
      urgency: "high",
      goal: true,
      ttlSeconds: 900,
      pushTopic: `m${matchId.replace(/-/g, "")}`.slice(0, 32),
      dedupeKey: `score:${matchId}:1-0`,
    });
    // The same answer again: nothing new.
    expect(await sync(24)).toEqual({ checked: 1, updated: 0, pushes: 0 });

    answer = { status: 200, matches: [externalMatch("PAUSED", 1, 0)] };
    await sync(47);
    expect((await newPushes()).map((p) => [p.title, p.dedupeKey])).toEqual([
      ["Pause: FC København 1–0 Brøndby IF", `status:${matchId}:half_time`],
    ]);
    answer = { status: 200, matches: [externalMatch("IN_PLAY", 1, 0)] };
    expect(await sync(62)).toEqual({ checked: 1, updated: 1, pushes: 0 });
    expect((await stored()).phase).toBe("second_half");

    answer = { status: 200, matches: [externalMatch("FINISHED", 2, 0)] };
    expect(await sync(110)).toEqual({ checked: 1, updated: 1, pushes: 1 });
    expect((await newPushes()).map((p) => [p.kind, p.title, p.dedupeKey])).toEqual([
      ["full_time", "Slut: FC København 2–0 Brøndby IF", `status:${matchId}:finished`],
    ]);
    expect(await stored()).toMatchObject({ status: "finished", homeScore: 2, awayScore: 0, phase: null });
    // A finished match is not asked for again.
    requests.length = 0;
    expect(await sync(115)).toEqual({ checked: 0, updated: 0, pushes: 0 });
    expect(requests).toEqual([]);
  });

  it("a goal the live desk pushed is not pushed again; one it did not is, to the live article's followers too, leaving the desk's score alone", async () => {
    const {
      articles: [live],
    } = await insertRows(db, {
      articles: [
        {
          slug: "live-fck-brondby",
          title: "LIVE: FCK–Brøndby",
          liveStatus: "live",
          liveMatchId: matchId,
          publishedAt: minutesAfterKickoff(-60),
        },
      ],
    });
    // The desk has the match live at 1–0 and pushed that goal.
    await db.update(matches).set({ status: "live", phase: "first_half", homeScore: 1, awayScore: 0 });
    const row = { ...(await stored()) };
    await db.transaction((tx) =>
      queueMatchPush(tx, {
        kind: "goal",
        match: row,
        body: "Claesson!",
        url: "/article/live-fck-brondby",
        articleId: live.id,
      }),
    );
    await newPushes();

    answer = { status: 200, matches: [externalMatch("IN_PLAY", 1, 0)] };
    expect(await sync(25)).toEqual({ checked: 1, updated: 0, pushes: 0 });
    expect(await newPushes()).toEqual([]);

    // The source is ahead of the desk: 2–0 goes out, to the live article's followers as well.
    answer = { status: 200, matches: [externalMatch("IN_PLAY", 2, 0)] };
    expect(await sync(31)).toEqual({ checked: 1, updated: 0, pushes: 1 });
    const [push] = await newPushes();
    expect(push).toMatchObject({
      title: "MÅL! FC København 2–0 Brøndby IF",
      topics: [clubTopic(fck), clubTopic(bif), articleTopic(live.id)],
      url: "/article/live-fck-brondby",
      articleId: live.id,
      dedupeKey: `score:${matchId}:2-0`,
    });
    // The desk's own row is the desk's: its goal update will bump it (and find 2–0 pushed already).
    expect(await stored()).toMatchObject({ homeScore: 1, awayScore: 0 });
    const deskGoal = await db.transaction((tx) =>
      queueMatchPush(tx, {
        kind: "goal",
        match: { ...row, homeScore: 2 },
        body: "2–0!",
        url: "/article/live-fck-brondby",
        articleId: live.id,
      }),
    );
    expect(deskGoal).toEqual({ queued: false, devices: 0 });
    expect(await sync(32)).toMatchObject({ pushes: 0 });
  });

  it("with the desk's switch off for the match the sync pushes nothing either", async () => {
    await insertRows(db, {
      articles: [
        {
          slug: "live-uden-push",
          title: "LIVE uden push",
          liveStatus: "live",
          liveMatchId: matchId,
          livePush: false,
          publishedAt: minutesAfterKickoff(-60),
        },
      ],
    });
    answer = { status: 200, matches: [externalMatch("IN_PLAY", 1, 0)] };
    expect(await sync(20)).toEqual({ checked: 1, updated: 0, pushes: 0 });
    expect(await newPushes()).toEqual([]);
  });

  it("a lower score from the source is neither stored nor pushed; another match of the day is not mistaken for ours", async () => {
    await db.update(matches).set({ status: "live", phase: "first_half", homeScore: 1, awayScore: 1 });
    answer = {
      status: 200,
      matches: [
        { ...externalMatch("IN_PLAY", 3, 0), homeTeam: { name: "AGF", shortName: "AGF", tla: "AGF" } },
        externalMatch("IN_PLAY", 1, 0),
      ],
    };
    expect(await sync(40)).toEqual({ checked: 1, updated: 0, pushes: 0 });
    expect(await stored()).toMatchObject({ homeScore: 1, awayScore: 1 });
    expect(await newPushes()).toEqual([]);
  });

  it("no request without a match of ours around kick-off; 429 stops with the message; the full sync reports the matches", async () => {
    expect(await syncFootballDataMatches(db, { token: "t", baseUrl, now: minutesAfterKickoff(-60) })).toEqual(
      {
        checked: 0,
        updated: 0,
        pushes: 0,
      },
    );
    expect(
      await syncFootballDataMatches(db, { token: "t", baseUrl, now: minutesAfterKickoff(5 * 60) }),
    ).toEqual({
      checked: 0,
      updated: 0,
      pushes: 0,
    });
    expect(requests).toEqual([]);
    expect(await syncFootballDataMatches(db, { token: "", baseUrl })).toMatchObject({
      skipped: "FOOTBALL_DATA_TOKEN er ikke sat",
    });

    answer = { status: 429 };
    expect(await sync(10)).toEqual({ skipped: RATE_LIMITED_MESSAGE, checked: 0, updated: 0, pushes: 0 });
    expect(await newPushes()).toEqual([]);

    // The daily sync does it too, after the standings.
    answer = { status: 200, matches: [externalMatch("IN_PLAY", 0, 0)] };
    expect(await syncFootballData(db, { token: "t", baseUrl, now: minutesAfterKickoff(2) })).toEqual({
      leagues: [{ key: "3f-superliga", rows: 0 }],
      matches: { checked: 1, updated: 1, pushes: 1 },
    });
  });
});
