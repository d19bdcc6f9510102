import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { type articles, pageViewsDaily, siteSettings } from "~/server/db/schema";
import { invalidateSiteSettingsCache } from "~/server/site-settings.server";
import { getAnalyticsSummary, listTopArticles } from "./analytics.server";
import { bufferPageView } from "./page-view-recorder.server";

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;
const HOUR = 3_600_000;
// 15 June 2026, 12:00 in Copenhagen.
const NOW = new Date("2026-06-15T10:00:00Z");

function view(day: string, referrerClass: string, views: number, entries: number, path = "/") {
  return { day, path, referrerClass, views, entries };
}

describe(`analytics page queries on ${TEST_DB_KIND}`, () => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    invalidateSiteSettingsCache();
  });

  it("shows zeros, '–' periods and no articles on an empty database", async () => {
    const summary = await getAnalyticsSummary(handle.db, NOW);
    expect(summary.enabled).toBe(true);
    expect(summary.today).toEqual({ day: "2026-06-15", views: 0 });
    expect(summary.growth.percent).toBeNull();
    expect(summary.engagement.pagesPerVisit).toBeNull();
    expect(summary.months.map((m) => [m.label, m.views])).toEqual([
      ["Januar", 0],
      ["Februar", 0],
      ["Marts", 0],
      ["April", 0],
      ["Maj", 0],
      ["Juni", 0],
    ]);
    expect(summary.sources.totalViews).toBe(0);
    expect(summary.topArticles).toEqual([]);
  });

  it("computes today, growth, engagement, months and sources from the daily rows", async () => {
    await handle.db.insert(pageViewsDaily).values([
      // Today (also in the buffer below).
      view("2026-06-15", "direct", 30, 20),
      view("2026-06-15", "search", 15, 15, "/article/a"),
      // The last 7 complete days (8–14 June): 1125 views.
      view("2026-06-14", "direct", 500, 200),
      view("2026-06-08", "social", 625, 300, "/klubber"),
      // The 7 days before (1–7 June): 1000 views.
      view("2026-06-07", "search", 400, 400),
      view("2026-06-01", "other", 600, 80),
      // Older months.
      view("2026-05-31", "direct", 1890, 1000),
      view("2026-01-01", "direct", 1200, 600),
      // Outside the 6 months shown.
      view("2025-12-31", "direct", 999, 999),
    ]);
    // A view waiting in this instance's buffer is written before reading.
    bufferPageView({ day: "2026-06-15", path: "/", referrerClass: "direct", entry: true });

    const s = await getAnalyticsSummary(handle.db, NOW);
    expect(s.today).toEqual({ day: "2026-06-15", views: 46 });
    expect(s.growth).toEqual({
      days: 7,
      currentFrom: "2026-06-08",
      currentTo: "2026-06-14",
      currentViews: 1125,
      previousViews: 1000,
      percent: 12.5,
    });
    // The last 30 days (17 May – 15 June): views 46 + 1125 + 1000 + 1890 = 4061.
    expect(s.engagement).toEqual({ days: 30, views: 4061, entries: 2016, pagesPerVisit: 2 });
    expect(s.months.map((m) => [m.key, m.label, m.views])).toEqual([
      ["2026-01", "Januar", 1200],
      ["2026-02", "Februar", 0],
      ["2026-03", "Marts", 0],
      ["2026-04", "April", 0],
      ["2026-05", "Maj", 1890],
      ["2026-06", "Juni", 46 + 1125 + 1000],
    ]);
    expect(s.sources.totalViews).toBe(4061);
    expect(s.sources.shares).toEqual([
      // direct 31 + 500 + 1890 = 2421 (59.6 %), search 415 (10.2 %), social 625 (15.4 %), other 600 (14.8 %)
      { referrerClass: "direct", label: "Direkte", views: 2421, percent: 60 },
      { referrerClass: "search", label: "Søgemaskiner", views: 415, percent: 10 },
      { referrerClass: "social", label: "Sociale medier", views: 625, percent: 15 },
      { referrerClass: "other", label: "Andre", views: 600, percent: 15 },
    ]);
  });

  it("lists the top 5 published articles by views, without drafts or scheduled ones", async () => {
    const now = Date.now();
    const a = (slug: string, views: number, extra: Partial<typeof articles.$inferInsert> = {}) => ({
      slug,
      title: `Titel ${slug}`,
      excerpt: "Uddrag",
      content: "Indhold",
      category: "Nyheder",
      views,
      publishedAt: new Date(now - HOUR),
      ...extra,
    });
    await insertRows(handle.db, {
      articles: [
        a("en", 10),
        a("to", 500),
        a("tre", 300),
        a("fire", 40),
        a("fem", 1200),
        a("seks", 5),
        a("kladde", 99_999, { isDraft: true }),
        a("planlagt", 88_888, { publishedAt: new Date(now + HOUR) }),
      ],
    });
    const top = await listTopArticles(handle.db);
    expect(top.map((t) => [t.title, t.views, t.href])).toEqual([
      ["Titel fem", 1200, "/article/fem"],
      ["Titel to", 500, "/article/to"],
      ["Titel tre", 300, "/article/tre"],
      ["Titel fire", 40, "/article/fire"],
      ["Titel en", 10, "/article/en"],
    ]);
  });

  it("reports when recording is turned off in the settings", async () => {
    await handle.db.update(siteSettings).set({ enableAnalytics: false }).where(eq(siteSettings.id, 1));
    invalidateSiteSettingsCache();
    expect((await getAnalyticsSummary(handle.db, NOW)).enabled).toBe(false);
  });
});
