import { authorPath } from "~/lib/bylines";
import { clubPath, clubSlugOfTag } from "~/lib/public-paths";
import type { PageCacheChange } from "./page-cache.server";

/**
 * Every set of pages a change makes stale at once (ADR 0011: the rest of the cache goes stale and
 * refreshes in the background). One home, so a new page that lists articles, matches or clubs is
 * added to the sets in one place. Patterns end in `/*` for "every page below".
 */

/** Where an article shows: the lists of articles and its own page (by id and slug). */
function articlePages(article: {
  ids?: readonly string[];
  slugs?: readonly (string | null | undefined)[];
  tags?: readonly (string | null | undefined)[];
}): PageCacheChange {
  const hard = new Set<string>([
    "/",
    "/rss.xml",
    "/sitemap.xml",
    "/sitemaps/*",
    "/news-sitemap.xml",
    "/soeg",
    "/advertorial",
    "/dansk-fodboldhistorie",
    // Author pages list their writers' latest articles (issue 14).
    "/forfatter/*",
    "/dansk-fodboldhistorie/*",
  ]);
  for (const id of article.ids ?? []) hard.add(`/article/${id}`);
  for (const slug of article.slugs ?? []) if (slug) hard.add(`/article/${slug}`);
  for (const tag of article.tags ?? []) {
    // A club's page lists the articles tagged `klub:<slug>`.
    const club = clubSlugOfTag(tag);
    if (club) hard.add(clubPath(club));
  }
  return { hard: [...hard] };
}

/**
 * A live change: the article; the front page when the change shows there ('LIVE NU', ticker, the
 * latest list); its clubs' pages when asked (a score).
 */
function livePages(
  article: { id: string; slug: string | null; tags?: readonly string[] | null },
  { frontPage = true, clubsToo = false }: { frontPage?: boolean; clubsToo?: boolean } = {},
): PageCacheChange {
  const hard = [`/article/${article.id}`];
  if (article.slug) hard.push(`/article/${article.slug}`);
  if (frontPage) hard.push("/");
  if (clubsToo)
    for (const tag of article.tags ?? []) {
      const club = clubSlugOfTag(tag);
      if (club) hard.push(clubPath(club));
    }
  return { hard };
}

export const PAGE_CHANGES = {
  article: articlePages,
  live: livePages,
  /** A club's own page, the club lists and its logo file. */
  club: (slug: string): PageCacheChange => ({
    hard: ["/klubber", "/alle-klubber", clubPath(slug), `/logos/${slug}.svg`],
  }),
  /** Fixtures and results show on the front page (match centre), club pages and standings. */
  matches: { hard: ["/", "/klubber/*", "/stillinger", "/stillinger/*"] } as PageCacheChange,
  standings: { hard: ["/stillinger", "/stillinger/*"] } as PageCacheChange,
  /** An author page (old and new address); bylines elsewhere follow on their next render. */
  author: (slugs: readonly (string | null | undefined)[]): PageCacheChange => ({
    hard: [...new Set([...slugs.filter((s): s is string => Boolean(s)).map(authorPath), "/sitemaps/*"])],
  }),
  /** Site settings show on every page (name, footer, ads, maintenance). */
  everything: { all: "hard" } as PageCacheChange,
} as const;
