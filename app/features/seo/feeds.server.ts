import { and, asc, desc, gte, isNotNull, sql } from "drizzle-orm";
import { categoryLabel } from "~/lib/categories";
import { HISTORY_THEMES, historyThemePath } from "~/lib/history-themes";
import type { SiteInfo } from "~/lib/seo";
import { escapeXml } from "~/lib/xml";
import {
  articleBylineColumns,
  articleHeadlineColumns,
  bylineJoin,
  publicListFilter,
  publishedNow,
} from "~/server/db/article-columns";
import { countArticlesCheaply, EXACT_COUNT_LIMIT } from "~/server/db/article-count.server";
import type { Queryable } from "~/server/db/client.server";
import { articles, clubs, leagues, user } from "~/server/db/schema";

/**
 * URLs per article sitemap. sitemaps.org allows 50,000; 10,000 keeps each page an index walk of
 * bounded length (page N reads N × 10,000 index entries) and a render well under a second.
 */
export const SITEMAP_PAGE_SIZE = 10_000;
/** Google News: articles of the last 2 days, at most 1,000. */
export const NEWS_SITEMAP_MAX = 1000;
const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
export const RSS_ITEMS = 50;

/** The fixed public pages, with how often they change. */
export const STATIC_PAGES: { path: string; changefreq: string; priority: string }[] = [
  { path: "/", changefreq: "always", priority: "1.0" },
  { path: "/alle-klubber", changefreq: "weekly", priority: "0.7" },
  { path: "/klubber", changefreq: "weekly", priority: "0.6" },
  { path: "/stillinger", changefreq: "daily", priority: "0.7" },
  { path: "/dansk-fodboldhistorie", changefreq: "weekly", priority: "0.6" },
  ...HISTORY_THEMES.map((theme) => ({
    path: historyThemePath(theme),
    changefreq: "weekly",
    priority: "0.5",
  })),
  { path: "/advertorial", changefreq: "weekly", priority: "0.3" },
  { path: "/hvad-er-sponseret-indhold", changefreq: "yearly", priority: "0.2" },
  { path: "/contact", changefreq: "yearly", priority: "0.3" },
  // Issue 24: the newsletter sign-up (its confirm, unsubscribe and preferences pages are private).
  { path: "/nyhedsbrev", changefreq: "yearly", priority: "0.3" },
  { path: "/privacy", changefreq: "yearly", priority: "0.2" },
  { path: "/terms", changefreq: "yearly", priority: "0.2" },
  { path: "/cookies", changefreq: "yearly", priority: "0.2" },
  { path: "/tilgaengelighed", changefreq: "yearly", priority: "0.2" },
];

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

function articlePath(a: { slug: string; id: string }): string {
  return `/article/${encodeURIComponent(a.slug || a.id)}`;
}

function iso(date: Date | null | undefined): string {
  return (date ?? new Date()).toISOString();
}

function absolute(site: SiteInfo, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${site.publicUrl}${path}`;
}

/**
 * Published articles, for the number of article sitemaps: exact on a small table; on a large one
 * the estimate of all rows (drafts and scheduled ones are a sliver; an extra page is empty, never
 * a missing one).
 */
export async function countPublishedArticles(db: Queryable): Promise<number> {
  const estimate = await countArticlesCheaply(db);
  if (estimate >= EXACT_COUNT_LIMIT) return estimate;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(articles).where(publishedNow());
  return row?.n ?? 0;
}

async function countArticleSitemaps(db: Queryable): Promise<number> {
  return Math.max(1, Math.ceil((await countPublishedArticles(db)) / SITEMAP_PAGE_SIZE));
}

/** /sitemap.xml: an index of the article, club and page sitemaps and the news sitemap. */
export async function renderSitemapIndex(db: Queryable, site: SiteInfo): Promise<string> {
  const pages = await countArticleSitemaps(db);
  const names = [
    ...Array.from({ length: pages }, (_, i) => (i === 0 ? "articles" : `articles-${i + 1}`)),
    "clubs",
    "authors",
    "pages",
  ];
  const now = new Date().toISOString();
  const entries = [
    ...names.map((name) => `${site.publicUrl}/sitemaps/${name}.xml`),
    `${site.publicUrl}/news-sitemap.xml`,
  ].map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc><lastmod>${now}</lastmod></sitemap>`);
  return `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

function urlset(entries: string[], withImages = false): string {
  const ns = withImages ? ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"' : "";
  return `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${ns}>\n${entries.join("\n")}\n</urlset>\n`;
}

/** One sitemap by name: "articles", "articles-2" …, "clubs" or "pages"; null for an unknown name. */
export async function renderSitemap(db: Queryable, site: SiteInfo, name: string): Promise<string | null> {
  const articlePage = /^articles(?:-(\d+))?$/.exec(name);
  if (articlePage) {
    const page = Number(articlePage[1] ?? "1");
    if (page < 1) return null;
    const rows = await db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        updatedAt: articles.updatedAt,
        imageUrl: articles.imageUrl,
      })
      .from(articles)
      .where(publishedNow())
      .orderBy(desc(articles.publishedAt), asc(articles.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset((page - 1) * SITEMAP_PAGE_SIZE);
    // A page the index lists (from an estimate) is an empty urlset, not a 404.
    if (rows.length === 0 && page > 1 && page > (await countArticleSitemaps(db))) return null;
    return urlset(
      rows.map((a) => {
        const image = a.imageUrl
          ? `<image:image><image:loc>${escapeXml(absolute(site, a.imageUrl))}</image:loc></image:image>`
          : "";
        return `  <url><loc>${escapeXml(absolute(site, articlePath(a)))}</loc><lastmod>${iso(a.updatedAt)}</lastmod>${image}</url>`;
      }),
      true,
    );
  }
  if (name === "clubs") {
    const rows = await db
      .select({ slug: clubs.slug, updatedAt: clubs.updatedAt })
      .from(clubs)
      .orderBy(asc(clubs.country), asc(clubs.league), asc(clubs.name));
    return urlset(
      rows.map(
        (c) =>
          `  <url><loc>${escapeXml(absolute(site, `/klubber/${encodeURIComponent(c.slug)}`))}</loc><lastmod>${iso(c.updatedAt)}</lastmod></url>`,
      ),
    );
  }
  if (name === "authors") {
    // Every author page (issue 14): accounts with an author slug (staff, and former staff).
    const rows = await db
      .select({ slug: user.authorSlug, updatedAt: user.updatedAt })
      .from(user)
      .where(isNotNull(user.authorSlug))
      .orderBy(asc(user.authorSlug));
    return urlset(
      rows.map(
        (a) =>
          `  <url><loc>${escapeXml(absolute(site, `/forfatter/${encodeURIComponent(a.slug ?? "")}`))}</loc><lastmod>${iso(a.updatedAt)}</lastmod></url>`,
      ),
    );
  }
  if (name === "pages") {
    const leagueRows = await db.select({ key: leagues.key }).from(leagues).orderBy(asc(leagues.sortOrder));
    const entries = [
      ...STATIC_PAGES.map(
        (p) =>
          `  <url><loc>${escapeXml(absolute(site, p.path))}</loc><changefreq>${p.changefreq}</changefreq><priority>${p.priority}</priority></url>`,
      ),
      ...leagueRows.map(
        (l) =>
          `  <url><loc>${escapeXml(absolute(site, `/stillinger/${l.key}`))}</loc><changefreq>daily</changefreq></url>`,
      ),
    ];
    return urlset(entries);
  }
  return null;
}

/** Google News sitemap: articles published in the last 2 days, newest first, at most 1,000. */
export async function renderNewsSitemap(db: Queryable, site: SiteInfo, now = new Date()): Promise<string> {
  const since = new Date(now.getTime() - NEWS_WINDOW_MS);
  const rows = await db
    .select(articleHeadlineColumns)
    .from(articles)
    .where(and(publishedNow(), gte(articles.publishedAt, since)))
    .orderBy(desc(articles.publishedAt))
    .limit(NEWS_SITEMAP_MAX);
  const entries = rows.map(
    (a) => `  <url>
    <loc>${escapeXml(absolute(site, articlePath(a)))}</loc>
    <news:news>
      <news:publication><news:name>${escapeXml(site.siteName)}</news:name><news:language>da</news:language></news:publication>
      <news:publication_date>${iso(a.publishedAt)}</news:publication_date>
      <news:title>${escapeXml(a.title)}</news:title>
    </news:news>
  </url>`,
  );
  return `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** RSS 2.0 feed of the latest public articles (drafts, Gossip and scheduled ones left out). */
export async function renderRssFeed(db: Queryable, site: SiteInfo): Promise<string> {
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      category: articles.category,
      // The display name, never an e-mail (issue 14). RSS 2.0's <author> must be an e-mail
      // address, so the name goes in dc:creator only.
      author: articleBylineColumns.author,
      imageUrl: articles.imageUrl,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .leftJoin(user, bylineJoin)
    .where(publicListFilter())
    .orderBy(desc(articles.publishedAt))
    .limit(RSS_ITEMS);
  const items = rows.map((a) => {
    const link = absolute(site, articlePath(a));
    const image = a.imageUrl
      ? `\n      <media:content url="${escapeXml(absolute(site, a.imageUrl))}" medium="image" />`
      : "";
    const author = a.author ? `\n      <dc:creator>${escapeXml(a.author)}</dc:creator>` : "";
    return `    <item>
      <title>${escapeXml(a.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${(a.publishedAt ?? new Date()).toUTCString()}</pubDate>
      <description>${escapeXml(a.excerpt)}</description>
      <category>${escapeXml(categoryLabel(a.category))}</category>${author}${image}
    </item>`;
  });
  const lastBuild = (rows[0]?.publishedAt ?? new Date()).toUTCString();
  return `${XML_HEADER}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(site.siteName)}</title>
    <link>${escapeXml(`${site.publicUrl}/`)}</link>
    <description>${escapeXml(site.siteDescription)}</description>
    <language>da</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
    <atom:link href="${escapeXml(`${site.publicUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />
${items.join("\n")}
  </channel>
</rss>
`;
}

/** robots.txt: everything public may be crawled; staff and API paths not; sitemaps announced. */
export function renderRobotsTxt(site: SiteInfo): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /api/",
    "Disallow: /soeg",
    "",
    `Sitemap: ${site.publicUrl}/sitemap.xml`,
    `Sitemap: ${site.publicUrl}/news-sitemap.xml`,
    "",
  ].join("\n");
}
