import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import {
  listArticlesWithAnyTag,
  listHeadlinesOfRequest,
  listLatestArticles,
} from "~/features/articles/public-queries.server";
import { deleteUpdate, postUpdate, setCoverage } from "~/features/live/live-mutations.server";
import { listCentreMatches, listLiveNow, loadLiveNow } from "~/features/match-centre/match-centre.server";
import type { Database } from "~/server/db/client.server";
import { type articles, liveUpdates } from "~/server/db/schema";
import { COPENHAGEN_DERBY } from "../support/factories";

/**
 * Issue 22, point 1: a live article ranks by its last update wherever lists are 'latest', and the
 * 'LIVE NU' strip lists the live articles with the most recent update first. Through the live
 * desk's real writes (one transaction each), on both databases.
 */
const HOUR = 3_600_000;
const actor = { id: "editor-1", email: "redaktion@forsiden.test", name: "Mads Redaktør" };
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

describe(`live articles up front on ${TEST_DB_KIND}`, () => {
  let db: Database;
  const ids: Record<string, string> = {};

  async function article(slug: string, hoursAgo: number, extra: Partial<typeof articles.$inferInsert> = {}) {
    const {
      articles: [row],
    } = await insertRows(db, {
      articles: [{ slug, title: slug, hoursAgo, tags: ["klub:brondby-if"], ...extra }],
    });
    ids[slug] = row.id;
    return row.id;
  }

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    const {
      matches: [match],
    } = await insertRows(db, {
      matches: [
        {
          ...COPENHAGEN_DERBY,
          // Tomorrow's fixture, set live today (the case).
          kickoffAt: new Date(Date.now() + 20 * HOUR),
          competition: "3F Superliga",
          leagueKey: "3f-superliga",
        },
      ],
    });
    ids.match = match.id;
    // Published 20 hours ago; five plain articles are newer.
    await article("live-fck-brondby", 20);
    await article("live-uden-kamp", 30);
    await article("live-slut", 40);
    for (let i = 1; i <= 5; i++) await article(`nyhed-${i}`, i);
    const coverage = (liveStatus: "pre" | "live" | "ended", matchId: string | null = null) => ({
      liveStatus,
      matchId,
    });
    expect((await setCoverage(db, actor, ids["live-fck-brondby"], coverage("live", ids.match))).ok).toBe(
      true,
    );
    expect((await setCoverage(db, actor, ids["live-uden-kamp"], coverage("live"))).ok).toBe(true);
    expect((await setCoverage(db, actor, ids["live-slut"], coverage("ended"))).ok).toBe(true);
  });

  const slugsOf = (rows: readonly { slug: string | null }[]) => rows.map((r) => r.slug);
  const plainOrder = ["nyhed-1", "nyhed-2", "nyhed-3", "nyhed-4", "nyhed-5"];

  it("before any update a live article keeps its publish time's place; plain articles newest first", async () => {
    expect(slugsOf(await listLatestArticles(db, 30))).toEqual([
      ...plainOrder,
      "live-fck-brondby",
      "live-uden-kamp",
      "live-slut",
    ]);
  });

  it("a goal posted on the live desk moves the live article above newer plain articles in every 'latest' list", async () => {
    const goal = await postUpdate(db, actor, ids["live-fck-brondby"], {
      body: "MÅL! FCK fører 1-0.",
      eventType: "goal",
      side: "home",
      minute: 23,
      imageUrl: null,
      imageAlt: null,
    });
    expect(goal.ok).toBe(true);
    const expected = ["live-fck-brondby", ...plainOrder, "live-uden-kamp", "live-slut"];
    expect(slugsOf(await listLatestArticles(db, 30))).toEqual(expected);
    // The layout's headlines off the front page, and the tag/club news lists.
    const headlines = await listHeadlinesOfRequest(db, new Request("http://x/article/a"), 3);
    expect(slugsOf(headlines)).toEqual(expected.slice(0, 3));
    expect(slugsOf(await listArticlesWithAnyTag(db, ["klub:brondby-if"], 30))).toEqual(expected);
    // Its publish time is unchanged: only the order moved.
    const [first] = await listLatestArticles(db, 1);
    expect(first.publishedAt?.getTime()).toBeLessThan(ago(19).getTime());
  });

  it("the strip lists only live articles, the most recently updated first, with the match and its score", async () => {
    await postUpdate(db, actor, ids["live-uden-kamp"], {
      body: "Landsholdstruppen er på vej ud.",
      eventType: null,
      side: null,
      minute: null,
      imageUrl: null,
      imageAlt: null,
    });
    const strip = await listLiveNow(db);
    expect(strip.map((r) => [r.slug, r.match?.homeTeam ?? null, r.match?.homeScore ?? null])).toEqual([
      ["live-uden-kamp", null, null],
      ["live-fck-brondby", "FC København", 1],
    ]);
    expect((await loadLiveNow(db)).map((r) => r.matchId)).toEqual([null, ids.match]);
    expect(slugsOf(await listLatestArticles(db, 2))).toEqual(["live-uden-kamp", "live-fck-brondby"]);
  });

  it("the match centre's card knows its live article", async () => {
    const centre = await listCentreMatches(db, new Date());
    expect(centre.find((m) => m.id === ids.match)?.liveSlug).toBe("live-fck-brondby");
  });

  it("deleting the only update puts the article back at its publish time; ended coverage leaves the strip", async () => {
    const [goal] = await db
      .select({ id: liveUpdates.id })
      .from(liveUpdates)
      .where(eq(liveUpdates.articleId, ids["live-uden-kamp"]));
    expect((await deleteUpdate(db, actor, ids["live-uden-kamp"], goal.id)).ok).toBe(true);
    expect(slugsOf(await listLatestArticles(db, 30))).toEqual([
      "live-fck-brondby",
      ...plainOrder,
      "live-uden-kamp",
      "live-slut",
    ]);
    await setCoverage(db, actor, ids["live-fck-brondby"], { liveStatus: "ended", matchId: ids.match });
    await setCoverage(db, actor, ids["live-uden-kamp"], { liveStatus: "pre", matchId: null });
    expect(await listLiveNow(db)).toEqual([]);
    // Only while live does the newest update count: ended, its goal no longer lifts it to the top.
    const [first] = await listLatestArticles(db, 1);
    expect(first?.slug).not.toBe("live-fck-brondby");
  });
});
