import { eq } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import {
  bufferPageView,
  createPageViewRecorder,
  discardBufferedPageViews,
  droppedPageViews,
  flushPageViews,
  MAX_BUFFERED_KEYS,
  pendingPageViewKeys,
  stopPageViewFlushTimer,
} from "~/features/analytics/page-view-recorder.server";
import { pageViewsDaily, siteSettings } from "~/server/db/schema";
import { parseEnv } from "~/server/env.server";
import { configurePageCache, invalidatePageCache } from "~/server/page-cache.server";
import { invalidateSiteSettingsCache } from "~/server/site-settings.server";
import { cachedPageFastPath, pageCache } from "./page-cache-middleware";
import {
  classifyRequests,
  createRequestClassifier,
  type RequestClassifierOptions,
} from "./request-classification";

/** The request classification with the real recorder: where server/app.ts counts page views. */
function recordPageViews(
  options: NonNullable<Parameters<typeof createPageViewRecorder>[0]>,
): MiddlewareHandler {
  return classifyRequests(classifier({ recorder: createPageViewRecorder(options) })) as MiddlewareHandler;
}

function classifier(options: Partial<RequestClassifierOptions>) {
  return createRequestClassifier({ authSecret: () => "test-secret", ...options });
}

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
// 23:30 in Copenhagen on 14 March 2026 is still the 14th there (22:30 UTC).
const NOW = new Date("2026-03-14T22:30:00Z");

describe(`page-view recording on ${TEST_DB_KIND}`, () => {
  let handle: Handle;
  let app: Hono;

  async function rows() {
    const all = await handle.db.select().from(pageViewsDaily);
    return all
      .map((r) => ({ ...r, day: String(r.day) }))
      .sort((a, b) => `${a.path}${a.referrerClass}`.localeCompare(`${b.path}${b.referrerClass}`));
  }

  async function visit(path: string, headers: Record<string, string> = {}) {
    return app.request(`http://forsiden.test${path}`, { headers: { "user-agent": BROWSER, ...headers } });
  }

  async function setAnalytics(enabled: boolean) {
    await handle.db.update(siteSettings).set({ enableAnalytics: enabled }).where(eq(siteSettings.id, 1));
    invalidateSiteSettingsCache();
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    app = new Hono();
    app.use(recordPageViews({ getDatabase: () => handle.db, flushIntervalMs: 3_600_000, now: () => NOW }));
    app.get("/", (c) => c.html("<h1>Forsiden</h1>"));
    app.get("/article/:slug", (c) =>
      c.req.path.endsWith(".data")
        ? c.body("[]", 200, { "Content-Type": "text/x-script" })
        : c.html("<h1>Artikel</h1>"),
    );
    app.get("/findes-ikke", (c) => c.html("<h1>Siden findes ikke</h1>", 404));
    app.get("/rss.xml", (c) => c.body("<rss/>", 200, { "Content-Type": "application/rss+xml" }));
    app.get("/admin/analytics", (c) => c.html("<h1>Analytics</h1>"));
    app.get("/api/consent", (c) => c.json({ ok: true }));
  });

  beforeEach(async () => {
    await flushPageViews(handle.db);
    await handle.db.delete(pageViewsDaily);
    await setAnalytics(true);
  });

  afterAll(() => stopPageViewFlushTimer());

  it("buffers views in memory and writes nothing until the flush", async () => {
    await visit("/");
    await visit("/");
    expect(await rows()).toEqual([]);
    expect(await flushPageViews(handle.db)).toBe(1);
    expect(await rows()).toEqual([
      { day: "2026-03-14", path: "/", referrerClass: "direct", views: 2, entries: 2 },
    ]);
  });

  it("adds to existing counts on the next flush (upsert: views = views + excluded.views)", async () => {
    await visit("/article/fck-vinder", { referer: "https://www.google.dk/" });
    await flushPageViews(handle.db);
    await visit("/article/fck-vinder", { referer: "https://www.google.dk/" });
    await visit("/article/fck-vinder", { referer: "https://www.bing.com/" });
    await visit("/article/fck-vinder", { referer: "http://forsiden.test/" });
    await visit("/article/fck-vinder", { referer: "https://www.facebook.com/" });
    await visit("/article/fck-vinder", { referer: "https://www.bold.dk/" });
    await flushPageViews(handle.db);
    expect(await rows()).toEqual([
      // A click from the front page: a view, not an entry.
      { day: "2026-03-14", path: "/article/fck-vinder", referrerClass: "direct", views: 1, entries: 0 },
      { day: "2026-03-14", path: "/article/fck-vinder", referrerClass: "other", views: 1, entries: 1 },
      { day: "2026-03-14", path: "/article/fck-vinder", referrerClass: "search", views: 3, entries: 3 },
      { day: "2026-03-14", path: "/article/fck-vinder", referrerClass: "social", views: 1, entries: 1 },
    ]);
  });

  it("adds buffered counts to rows another instance wrote meanwhile", async () => {
    await handle.db
      .insert(pageViewsDaily)
      .values({ day: "2026-03-14", path: "/", referrerClass: "direct", views: 40, entries: 30 });
    bufferPageView({ day: "2026-03-14", path: "/", referrerClass: "direct", entry: true });
    bufferPageView({ day: "2026-03-14", path: "/", referrerClass: "direct", entry: false });
    await flushPageViews(handle.db);
    expect(await rows()).toEqual([
      { day: "2026-03-14", path: "/", referrerClass: "direct", views: 42, entries: 31 },
    ]);
  });

  it("counts client-side navigations (.data) from another page, not refetches of the same page", async () => {
    await visit("/article/a.data", { referer: "http://forsiden.test/" });
    await visit("/article/a.data", { referer: "http://forsiden.test/article/a" });
    await flushPageViews(handle.db);
    expect(await rows()).toEqual([
      { day: "2026-03-14", path: "/article/a", referrerClass: "direct", views: 1, entries: 0 },
    ]);
  });

  it("records nothing for bots, prefetches, non-GET, errors, feeds, the back office and APIs", async () => {
    await visit("/", { "user-agent": GOOGLEBOT });
    await app.request("http://forsiden.test/", { headers: {} });
    await visit("/", { "sec-purpose": "prefetch" });
    await app.request("http://forsiden.test/", { method: "POST", headers: { "user-agent": BROWSER } });
    await visit("/findes-ikke");
    await visit("/rss.xml");
    await visit("/admin/analytics");
    await visit("/api/consent");
    await flushPageViews(handle.db);
    expect(pendingPageViewKeys()).toBe(0);
    expect(await rows()).toEqual([]);
  });

  it("records nothing while analytics is turned off in the settings", async () => {
    await setAnalytics(false);
    await visit("/");
    await visit("/article/fck-vinder", { referer: "https://www.google.com/" });
    await flushPageViews(handle.db);
    expect(await rows()).toEqual([]);
    await setAnalytics(true);
    await visit("/");
    await flushPageViews(handle.db);
    expect(await rows()).toEqual([
      { day: "2026-03-14", path: "/", referrerClass: "direct", views: 1, entries: 1 },
    ]);
  });

  it("counts each page view exactly once on every path: miss, hit, junk cookie, 304, stale", async () => {
    configurePageCache();
    invalidatePageCache();
    const env = parseEnv({ PAGE_CACHE: "true", PAGE_CACHE_TTL_SECONDS: "60" });
    const cached = new Hono();
    const recorder = createPageViewRecorder({
      getDatabase: () => handle.db,
      flushIntervalMs: 3_600_000,
      now: () => NOW,
    });
    cached.use(classifyRequests(classifier({ recorder })));
    cached.use(cachedPageFastPath(env));
    cached.use(pageCache(env, (request) => Promise.resolve(cached.fetch(request))));
    cached.get("/", (c) => c.html("<h1>Forsiden</h1>"));
    const get = (headers: Record<string, string> = {}) =>
      cached.request("http://forsiden.test/", { headers: { "user-agent": BROWSER, ...headers } });

    expect((await get()).headers.get("x-cache")).toBe("MISS");
    const hit = await get();
    expect(hit.headers.get("x-cache")).toBe("HIT");
    const junk = await get({ cookie: "forsiden.session_token=garbage" });
    expect(junk.headers.get("x-cache")).toBe("HIT");
    // A conditional goes through the fast path too and answers 304.
    const notModified = await get({ "if-none-match": hit.headers.get("etag") ?? "" });
    expect(notModified.status).toBe(304);
    // Stale: served while one background render (no reader, never counted) refreshes it.
    invalidatePageCache({ all: "soft" });
    expect((await get()).headers.get("x-cache")).toBe("STALE");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await flushPageViews(handle.db);
    expect(await rows()).toEqual([
      { day: "2026-03-14", path: "/", referrerClass: "direct", views: 5, entries: 5 },
    ]);
  });

  it("keeps the counts when a write fails and writes them on the next flush", async () => {
    bufferPageView({ day: "2026-03-14", path: "/klubber", referrerClass: "social", entry: true });
    const broken = {
      insert: () => {
        throw new Error("database unavailable");
      },
    } as unknown as Handle["db"];
    await expect(flushPageViews(broken)).rejects.toThrow("database unavailable");
    expect(pendingPageViewKeys()).toBe(1);
    await flushPageViews(handle.db);
    expect(await rows()).toEqual([
      { day: "2026-03-14", path: "/klubber", referrerClass: "social", views: 1, entries: 1 },
    ]);
  });

  it("stays bounded while the database is away: new pages are dropped, known pages still count", async () => {
    const broken = {
      insert: () => {
        throw new Error("database unavailable");
      },
    } as unknown as Handle["db"];
    for (let i = 0; i < MAX_BUFFERED_KEYS; i++) {
      bufferPageView({ day: "2026-03-14", path: `/article/a-${i}`, referrerClass: "direct", entry: true });
    }
    await expect(flushPageViews(broken)).rejects.toThrow("database unavailable");
    expect(pendingPageViewKeys()).toBe(MAX_BUFFERED_KEYS);
    expect(
      bufferPageView({ day: "2026-03-14", path: "/ny-side", referrerClass: "direct", entry: true }),
    ).toBe(false);
    expect(
      bufferPageView({ day: "2026-03-14", path: "/article/a-7", referrerClass: "direct", entry: false }),
    ).toBe(true);
    expect(pendingPageViewKeys()).toBe(MAX_BUFFERED_KEYS);
    expect(droppedPageViews()).toBe(1);
    discardBufferedPageViews();
    expect(pendingPageViewKeys()).toBe(0);
  });
});
