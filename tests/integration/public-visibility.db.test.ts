import { beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { getAdvertorialOverview, listAdvertorials } from "~/features/advertorials/advertorials.server";
import { listTopArticles } from "~/features/analytics/analytics.server";
import { findArticleForPage } from "~/features/articles/article-page.server";
import {
  listArticlesWithAnyTag,
  listLatestArticles,
  listMostReadArticles,
  searchArticles,
} from "~/features/articles/public-queries.server";
import { findRelatedArticles } from "~/features/articles/related-articles.server";
import { listHistoryArticles } from "~/features/history/history.server";
import { collectIndexingUrls } from "~/features/indexing/request-indexing.server";
import { getOverviewStats } from "~/features/overview/overview.server";
import {
  countPublishedArticles,
  renderNewsSitemap,
  renderRssFeed,
  renderSitemap,
} from "~/features/seo/feeds.server";
import type { SiteInfo } from "~/lib/seo";
import type { Database } from "~/server/db/client.server";
import { createTestDatabase, TEST_DB_KIND } from "../support/test-database";

/**
 * The one public visibility rule (publishedNow() in app/server/db/article-columns.ts): a draft and
 * an article scheduled for later are never read in public, by any query. The three articles are
 * alike in everything a list filters on (category, tags, generator, search words); the hidden ones
 * are newer and more read, so a query that forgot the rule would list them first.
 */
const site = {
  siteName: "Forsiden",
  siteDescription: "Fodboldnyheder",
  publicUrl: "https://forsiden.test",
} as SiteInfo;
const TAGS = ["klub:fc-kobenhavn", "annonce:teknologi"];

describe(`public visibility: drafts and scheduled articles stay hidden on ${TEST_DB_KIND}`, () => {
  let db: Database;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    const alike = {
      excerpt: "Synlighedsprøve",
      content: "Synlighedsprøve i superligaen",
      category: "Advertorial",
      tags: TAGS,
      generator: "history",
      partner: "Partner A/S",
    };
    const now = Date.now();
    const { articles: rows } = await insertRows(db, {
      articles: [
        { ...alike, slug: "udgivet", title: "Udgivet", publishedAt: new Date(now - 60_000), views: 1 },
        {
          ...alike,
          slug: "kladde",
          title: "Kladde",
          isDraft: true,
          publishedAt: new Date(now - 10_000),
          views: 50,
        },
        { ...alike, slug: "planlagt", title: "Planlagt", publishedAt: new Date(now + 3_600_000), views: 90 },
      ],
    });
    for (const row of rows) ids[row.slug] = row.id;
  });

  const slugs = (rows: { slug: string }[]) => rows.map((r) => r.slug);
  /** The /article/… paths in a rendered feed, in order. */
  const paths = (xml: string | null) =>
    [...(xml ?? "").matchAll(/\/article\/([a-z0-9-]+)/g)].map((m) => m[1]);

  it("the article page finds only the published one, by slug and by id", async () => {
    expect((await findArticleForPage(db, "udgivet"))?.slug).toBe("udgivet");
    for (const hidden of ["kladde", "planlagt"]) {
      expect(await findArticleForPage(db, hidden)).toBeUndefined();
      expect(await findArticleForPage(db, ids[hidden])).toBeUndefined();
    }
  });

  it("front page lists, club news and search return only the published one", async () => {
    expect(slugs(await listLatestArticles(db, 10))).toEqual(["udgivet"]);
    expect(slugs(await listMostReadArticles(db, 10))).toEqual(["udgivet"]);
    expect(slugs(await listArticlesWithAnyTag(db, ["klub:fc-kobenhavn"], 10))).toEqual(["udgivet"]);
    expect(slugs(await searchArticles(db, "synlighedsprøve", 10))).toEqual(["udgivet"]);
  });

  it("related articles, by tags and by category, never offer a hidden one", async () => {
    const other = crypto.randomUUID();
    expect(slugs(await findRelatedArticles(db, { id: other, tags: TAGS, category: "Advertorial" }))).toEqual([
      "udgivet",
    ]);
    expect(slugs(await findRelatedArticles(db, { id: other, tags: [], category: "Advertorial" }))).toEqual([
      "udgivet",
    ]);
  });

  it("advertorials and history return only the published one", async () => {
    expect(slugs(await listAdvertorials(db))).toEqual(["udgivet"]);
    expect(await getAdvertorialOverview(db)).toMatchObject({
      total: 1,
      counts: { teknologi: 1 },
      spotlight: { partner: "Partner A/S", articleCount: 1, latest: { slug: "udgivet" } },
    });
    expect(slugs(await listHistoryArticles(db))).toEqual(["udgivet"]);
  });

  it("sitemaps and RSS list only the published one", async () => {
    expect(await countPublishedArticles(db)).toBe(1);
    expect(paths(await renderSitemap(db, site, "articles"))).toEqual(["udgivet"]);
    expect(paths(await renderNewsSitemap(db, site))).toEqual(["udgivet"]);
    const rss = await renderRssFeed(db, site);
    expect(rss.match(/<item>/g)).toHaveLength(1);
    // One item names its article twice: <link> and <guid>.
    expect(paths(rss)).toEqual(["udgivet", "udgivet"]);
  });

  it("the admin's published figures and IndexNow count only the published one", async () => {
    expect((await getOverviewStats(db)).latestArticle?.slug).toBe("udgivet");
    expect((await listTopArticles(db, 5)).map((a) => a.title)).toEqual(["Udgivet"]);
    const { urls } = await collectIndexingUrls(db, {
      publicUrl: site.publicUrl,
      trigger: "manual",
      now: new Date(),
    });
    expect(urls).toEqual(["https://forsiden.test/", "https://forsiden.test/article/udgivet"]);
  });
});
