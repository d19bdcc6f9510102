import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { postUpdate } from "~/features/live/live-mutations.server";
import { loadLiveBlog } from "~/features/live/live-queries.server";
import type { Database } from "~/server/db/client.server";
import { articles, liveUpdates, matches } from "~/server/db/schema";
import { cacheGeneration, lookupPage, preparePage, storeCachedPage } from "~/server/page-cache.server";
import { seedLiveCoverage } from "./seed-live.server";

describe(`live sample content and page cache on ${TEST_DB_KIND}`, () => {
  let db: Database;
  const now = new Date();

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    await db.insert(matches).values({
      homeTeam: "FC Midtjylland",
      awayTeam: "FC København",
      homeClubSlug: "fc-midtjylland",
      awayClubSlug: "fc-kobenhavn",
      kickoffAt: new Date(now.getTime() + 4 * 86_400_000),
      competition: "3F Superliga",
      leagueKey: "3f-superliga",
    });
  });

  it("seeds a finished derby live blog with 20+ updates and its match, and an upcoming 'pre' live article; twice adds nothing", async () => {
    expect(await db.transaction((tx) => seedLiveCoverage(tx, now))).toBe(2);
    expect(await db.transaction((tx) => seedLiveCoverage(tx, now))).toBe(0);
    const [derby] = await db
      .select()
      .from(articles)
      .where(eq(articles.slug, "live-broendby-fc-koebenhavn-derby-marts-2021"));
    expect(derby.liveStatus).toBe("ended");
    const blog = await loadLiveBlog(db, derby);
    expect(blog!.updates.length).toBeGreaterThanOrEqual(20);
    expect(blog!.match).toMatchObject({
      status: "finished",
      homeScore: 2,
      awayScore: 1,
      home: { name: "Brøndby IF" },
      away: { name: "FC København" },
    });
    expect(blog!.updates.filter((u) => u.eventType === "goal").map((u) => u.minute)).toEqual([93, 91, 71]);
    expect(blog!.updates.filter((u) => u.pinned)).toHaveLength(1);
    const [pre] = await db.select().from(articles).where(eq(articles.slug, "live-kommende-superliga-kamp"));
    expect(pre).toMatchObject({ liveStatus: "pre", title: "LIVE: FC Midtjylland – FC København" });
    expect(await db.select().from(liveUpdates).where(eq(liveUpdates.articleId, pre.id))).toHaveLength(1);
  });

  it("an update drops only the live article's page and the front page; other pages are kept, marked stale", async () => {
    const [pre] = await db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(eq(articles.slug, "live-kommende-superliga-kamp"));
    const page = await preparePage({ status: 200, headers: [], body: Buffer.from("<html></html>") });
    const paths = ["/", `/article/${pre.slug}`, `/article/${pre.id}`, "/klubber/fc-kobenhavn", "/stillinger"];
    for (const path of paths) storeCachedPage(path, page, cacheGeneration(), path);
    await postUpdate(db, { id: "e1", email: "e@forsiden.test" }, pre.id, {
      body: "Holdene er landet.",
      eventType: null,
      minute: null,
      side: null,
      imageUrl: null,
      imageAlt: null,
    });
    const state = (path: string) => lookupPage(path, 60_000)?.state ?? "dropped";
    expect(paths.map(state)).toEqual(["dropped", "dropped", "dropped", "stale", "stale"]);
  });
});
