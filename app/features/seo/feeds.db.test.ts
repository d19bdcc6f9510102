import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-database.ts";
import type { SiteInfo } from "~/lib/seo";
import { articles, clubs, leagues, user } from "~/server/db/schema";
import {
  NEWS_SITEMAP_MAX,
  renderNewsSitemap,
  renderRobotsTxt,
  renderRssFeed,
  renderSitemap,
  renderSitemapIndex,
} from "./feeds.server";

const site: SiteInfo = {
  siteName: "Forsiden",
  siteDescription: "Fodbold & nyheder",
  publicUrl: "https://forsiden.test",
};
const HOUR = 3_600_000;
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "sitemap", "item"].includes(name),
});

function parseValid(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

describe("sitemaps, news sitemap, RSS and robots.txt", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>["db"];
  const now = Date.now();

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    await db.insert(articles).values([
      {
        slug: "frisk",
        title: "Frisk nyhed & <mere>",
        excerpt: "Ny",
        publishedAt: new Date(now - HOUR),
        imageUrl: "/storage/article-images/x.jpg",
        author: "Mads Kjær",
      },
      { slug: "i-gaar", title: "I går", excerpt: "Fra i går", publishedAt: new Date(now - 30 * HOUR) },
      { slug: "gammel", title: "Gammel", excerpt: "Tre dage", publishedAt: new Date(now - 72 * HOUR) },
      {
        slug: "sladder",
        title: "Sladder",
        excerpt: "Gossip",
        category: "Gossip",
        publishedAt: new Date(now - 2 * HOUR),
      },
      { slug: "kladde", title: "Kladde", excerpt: "Skjult", isDraft: true },
      { slug: "senere", title: "Senere", excerpt: "Planlagt", publishedAt: new Date(now + 5 * HOUR) },
    ]);
    await db.insert(clubs).values({ slug: "agf", name: "AGF", league: "3F Superliga", country: "Danmark" });
    await db
      .insert(leagues)
      .values({ key: "premier-league", name: "Premier League", country: "England", section: "popular" });
  });

  it("indexes the article, club and page sitemaps and the news sitemap", async () => {
    const doc = parseValid(await renderSitemapIndex(db, site));
    expect(doc.sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual([
      "https://forsiden.test/sitemaps/articles.xml",
      "https://forsiden.test/sitemaps/clubs.xml",
      "https://forsiden.test/sitemaps/authors.xml",
      "https://forsiden.test/sitemaps/pages.xml",
      "https://forsiden.test/news-sitemap.xml",
    ]);
  });

  it("lists every published article (never drafts or scheduled ones) with lastmod and image", async () => {
    const doc = parseValid((await renderSitemap(db, site, "articles"))!);
    const locs = doc.urlset.url.map((u: { loc: string }) => u.loc);
    expect(locs).toEqual([
      "https://forsiden.test/article/frisk",
      "https://forsiden.test/article/sladder",
      "https://forsiden.test/article/i-gaar",
      "https://forsiden.test/article/gammel",
    ]);
    expect(doc.urlset.url[0]["image:image"]["image:loc"]).toBe(
      "https://forsiden.test/storage/article-images/x.jpg",
    );
  });

  it("lists clubs and the fixed pages including league tables; unknown names are null", async () => {
    const clubsDoc = parseValid((await renderSitemap(db, site, "clubs"))!);
    expect(clubsDoc.urlset.url.map((u: { loc: string }) => u.loc)).toEqual([
      "https://forsiden.test/klubber/agf",
    ]);
    const pagesDoc = parseValid((await renderSitemap(db, site, "pages"))!);
    const pages = pagesDoc.urlset.url.map((u: { loc: string }) => u.loc);
    expect(pages).toContain("https://forsiden.test/");
    expect(pages).toContain("https://forsiden.test/stillinger/premier-league");
    expect(await renderSitemap(db, site, "nope")).toBeNull();
    expect(await renderSitemap(db, site, "articles-2")).toBeNull();
  });

  it("lists the three history theme pages", async () => {
    const pagesDoc = parseValid((await renderSitemap(db, site, "pages"))!);
    const pages = pagesDoc.urlset.url.map((u: { loc: string }) => u.loc);
    expect(pages).toEqual(
      expect.arrayContaining([
        "https://forsiden.test/dansk-fodboldhistorie/legendariske-kampe",
        "https://forsiden.test/dansk-fodboldhistorie/danske-legender",
        "https://forsiden.test/dansk-fodboldhistorie/historiske-ojeblikke",
      ]),
    );
  });

  it("news sitemap holds only the last 2 days, escaped, with publication name and language", async () => {
    const doc = parseValid(await renderNewsSitemap(db, site));
    const urls = doc.urlset.url;
    expect(urls.map((u: { loc: string }) => u.loc)).toEqual([
      "https://forsiden.test/article/frisk",
      "https://forsiden.test/article/sladder",
      "https://forsiden.test/article/i-gaar",
    ]);
    expect(urls[0]["news:news"]["news:title"]).toBe("Frisk nyhed & <mere>");
    expect(urls[0]["news:news"]["news:publication"]["news:language"]).toBe("da");
    expect(urls[0]["news:news"]["news:publication"]["news:name"]).toBe("Forsiden");
  });

  it(`news sitemap stops at ${NEWS_SITEMAP_MAX} articles`, async () => {
    const many = Array.from({ length: NEWS_SITEMAP_MAX + 5 }, (_, i) => ({
      slug: `masse-${i}`,
      title: `Masse ${i}`,
      excerpt: "x",
      publishedAt: new Date(now - 2 * HOUR - i * 1000),
    }));
    await db.insert(articles).values(many);
    const doc = parseValid(await renderNewsSitemap(db, site));
    expect(doc.urlset.url).toHaveLength(NEWS_SITEMAP_MAX);
  });

  it("RSS 2.0 feed is valid, newest first, without Gossip, drafts or scheduled articles", async () => {
    const doc = parseValid(await renderRssFeed(db, site));
    expect(doc.rss["@_version"]).toBe("2.0");
    const items = doc.rss.channel.item;
    expect(items[0].title).toBe("Frisk nyhed & <mere>");
    expect(items[0]["dc:creator"]).toBe("Mads Kjær");
    const titles = items.map((i: { title: string }) => i.title);
    expect(titles).not.toContain("Sladder");
    expect(titles).not.toContain("Kladde");
    expect(titles).not.toContain("Senere");
    expect(doc.rss.channel.language).toBe("da");
  });

  it("issue 14: RSS dc:creator is the author's display name, never the e-mail; author pages are in a sitemap", async () => {
    await db.insert(user).values([
      {
        id: "feed-u1",
        email: "rikke@forsiden.test",
        name: "Rikke Redaktør",
        role: "editor",
        authorSlug: "rikke",
      },
      { id: "feed-u2", email: "uden@forsiden.test", name: "uden@forsiden.test", role: "user" },
    ]);
    await db.insert(articles).values([
      // The stored text is old; the byline follows the account's current name.
      {
        slug: "af-rikke",
        title: "Af Rikke",
        excerpt: "R",
        author: "Rikke R.",
        authorId: "feed-u1",
        publishedAt: new Date(now - 60_000),
      },
    ]);
    const rss = parseValid(await renderRssFeed(db, site));
    const item = rss.rss.channel.item.find((i: { title: string }) => i.title === "Af Rikke");
    expect(item["dc:creator"]).toBe("Rikke Redaktør");
    expect(JSON.stringify(rss)).not.toMatch(/@forsiden\.test/);
    const authors = parseValid((await renderSitemap(db, site, "authors")) ?? "");
    expect(authors.urlset.url.map((u: { loc: string }) => u.loc)).toEqual([
      "https://forsiden.test/forfatter/rikke",
    ]);
  });

  it("robots.txt keeps crawlers out of the back office and points to the sitemaps", () => {
    const robots = renderRobotsTxt(site);
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Sitemap: https://forsiden.test/sitemap.xml");
    expect(robots).toContain("Sitemap: https://forsiden.test/news-sitemap.xml");
  });
});
