import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { and, desc, eq, lte } from "drizzle-orm";
import { createStaticHandler, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import routeConfig from "../../app/routes";
import type { DatabaseHandle } from "../../app/server/db/client.server";
import { countQueries } from "../../app/server/db/query-count.server";
import { articles } from "../../app/server/db/schema";
import { withRequestMemo } from "../../app/server/request-memo.server";
import { getCachedSiteSettings, invalidateSiteSettingsCache } from "../../app/server/site-settings.server";
import { createLocalStorage } from "../../app/server/storage.server";
import { seedDatabase } from "../../app/workflows/seed/seed.server";
import { createAppDatabase } from "../support/app-database";

/**
 * The SQL statements of one cold render (no page cache), counted through React Router's own
 * data pipeline over the real route table: the root loader, the public layout and the page run
 * together as they do for a document request. The numbers are exact on purpose: a query added
 * twice (a layout and a page both reading the same thing) makes this fail.
 */
const ORIGIN = "http://forsiden.test";
const APP_DIR = path.resolve(import.meta.dirname, "../../app");

async function toRouteObjects(entries: RouteConfigEntry[]): Promise<RouteObject[]> {
  return Promise.all(
    entries.map(async (entry) => {
      const module = await import(path.join(APP_DIR, entry.file));
      const children = entry.children ? await toRouteObjects(entry.children) : undefined;
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
      return entry.index
        ? { id, index: true, loader: module.loader }
        : { id, path: entry.path, loader: module.loader, children };
    }),
  ) as Promise<RouteObject[]>;
}

describe(`queries per cold render on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  let query: (path: string) => Promise<{ status: number; queries: string[] }>;
  let articlePath: string;

  beforeAll(async () => {
    handle = await createAppDatabase(ORIGIN);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-queries-"));
    afterAll(async () => {
      await fs.rm(dir, { recursive: true, force: true });
    });
    await seedDatabase(handle.db, createLocalStorage(dir, "/storage"));
    const [latest] = await handle.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.isDraft, false), lte(articles.publishedAt, new Date())))
      .orderBy(desc(articles.publishedAt))
      .limit(1);
    articlePath = `/article/${latest.slug}`;

    const root = await import(path.join(APP_DIR, "root.tsx"));
    const routes: RouteObject[] = [
      { id: "root", path: "", loader: root.loader, children: await toRouteObjects(routeConfig) },
    ];
    const handler = createStaticHandler(routes);
    query = async (pagePath) => {
      const request = new Request(ORIGIN + pagePath);
      const requestContext = { requestId: "t", clientIp: "127.0.0.1", session: null };
      // The settings row is a per-process copy (read by the maintenance check before the page):
      // make it fresh, so its refresh every few seconds does not land in the count by chance.
      invalidateSiteSettingsCache();
      await getCachedSiteSettings(handle.db);
      // As server/app.ts does for every request that reaches React Router.
      const { result, queries } = await countQueries(() =>
        withRequestMemo(() => handler.query(request, { requestContext })),
      );
      const status = result instanceof Response ? result.status : result.statusCode;
      return { status, queries };
    };
    // Warm what is computed once per process (module state), as a running server has.
    for (const page of ["/", articlePath, "/klubber/fc-kobenhavn", "/stillinger/premier-league"]) {
      await query(page);
    }
  });

  // Before issue 13: 4, 5, 7 and 4 (the settings row on every page, the layout's five headlines
  // read again by the home page). Now the settings are the process's copy and the headlines a
  // slice of the home page's list (one read per request).
  it.each([
    // latest 30 (also the layout's headlines), most read 5; issue 15's match centre: the
    // matches of its days and the Superliga mini-table (2 → 4, deliberately); issue 22's
    // 'LIVE NU' strip: the live articles (4 → 5, a read of the few live rows)
    ["/", 5],
    // headlines, the article, related, the club names of its tags
    ["article", 4],
    // headlines, the club, upcoming and finished matches, its league, its news
    ["/klubber/fc-kobenhavn", 6],
    // headlines, the league, its table
    ["/stillinger/premier-league", 3],
  ])("%s", async (page, expected) => {
    const { status, queries } = await query(page === "article" ? articlePath : page);
    expect(status).toBe(200);
    // On failure the short form of each statement shows which one came (twice).
    const short = queries.map((q) => q.replace(/^select .*? from /s, "… from ").slice(-110));
    expect({ count: queries.length, short }).toEqual({ count: expected, short: expect.any(Array) });
  });

  it("off the front page the layout reads its 5 headlines alone, not the front page's 30 cards", async () => {
    const narrowHeadlines = (queries: string[]) =>
      queries.filter((q) =>
        q.startsWith('select "id", "slug", "title", "published_at" from "articles" where'),
      );
    expect(narrowHeadlines((await query(articlePath)).queries)).toHaveLength(1);
    expect(narrowHeadlines((await query("/klubber/fc-kobenhavn")).queries)).toHaveLength(1);
    // The front page: its 30-card read serves the layout too (4 queries in all, above).
    expect(narrowHeadlines((await query("/")).queries)).toHaveLength(0);
  });
});
