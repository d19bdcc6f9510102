import { and, desc, eq, lte, ne, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { articles, media } from "~/server/db/schema";
import { memoPerRequest } from "~/server/request-memo.server";

/** The columns a public list needs: never the whole row. */
export const articleCardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  category: articles.category,
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
  tags: articles.tags,
  publishedAt: articles.publishedAt,
  views: articles.views,
  partner: articles.partner,
  // Responsive variants of the image when it lives in our media library.
  imageWidth: media.width,
  imageHeight: media.height,
  imageVariants: media.variants,
};

const mediaJoin = sql`${media.url} = ${articles.imageUrl}`;

/** Public lists: published, not Gossip, and not scheduled for later (spec §7, PRODUCT.md). */
export function publicListFilter() {
  return and(
    eq(articles.isDraft, false),
    ne(articles.category, "Gossip"),
    lte(articles.publishedAt, sql`now()`),
  );
}

/** Spec §7: latest, is_draft false, category not Gossip, published_at descending, limit N. */
export function listLatestArticles(db: Queryable, limit: number) {
  return db
    .select(articleCardColumns)
    .from(articles)
    .leftJoin(media, mediaJoin)
    .where(publicListFilter())
    .orderBy(desc(articles.publishedAt))
    .limit(limit);
}

/** How many newest articles one request reads at most (the home page's list, spec §9). */
export const LATEST_PER_REQUEST = 30;

/**
 * The newest `limit` (≤ 30) public articles, read once per request: the layout's headlines and the
 * home page's list are the same query, so both take their slice of one 30-row read.
 */
export async function listLatestArticlesOfRequest(db: Queryable, limit: number) {
  if (limit > LATEST_PER_REQUEST) return listLatestArticles(db, limit);
  const latest = await memoPerRequest("latest-articles", () => listLatestArticles(db, LATEST_PER_REQUEST));
  return latest.slice(0, limit);
}

/** Spec §7: most read, views descending then published_at descending, limit 5. */
export function listMostReadArticles(db: Queryable, limit = 5) {
  return db
    .select(articleCardColumns)
    .from(articles)
    .leftJoin(media, mediaJoin)
    .where(publicListFilter())
    .orderBy(desc(articles.views), desc(articles.publishedAt))
    .limit(limit);
}

/** Articles sharing any of the given tags (GIN-indexed array overlap). */
export function listArticlesWithAnyTag(db: Queryable, tags: string[], limit: number) {
  return db
    .select(articleCardColumns)
    .from(articles)
    .leftJoin(media, mediaJoin)
    .where(and(publicListFilter(), sql`${articles.tags} && ${sql.param(tags)}::text[]`))
    .orderBy(desc(articles.publishedAt))
    .limit(limit);
}

/** Danish full-text search over title, excerpt and body (stemmed, ranked). */
export function searchArticles(db: Queryable, query: string, limit = 20) {
  const tsQuery = sql`websearch_to_tsquery('danish', ${query})`;
  return db
    .select({ ...articleCardColumns, rank: sql<number>`ts_rank(${articles.searchVector}, ${tsQuery})` })
    .from(articles)
    .leftJoin(media, mediaJoin)
    .where(and(publicListFilter(), sql`${articles.searchVector} @@ ${tsQuery}`))
    .orderBy(sql`ts_rank(${articles.searchVector}, ${tsQuery}) DESC`, desc(articles.publishedAt))
    .limit(limit);
}

/** A published article by slug (spec §4), falling back to the id when no slug matches. */
export async function findPublicArticle(db: Queryable, slugOrId: string) {
  const visible = and(eq(articles.isDraft, false), lte(articles.publishedAt, sql`now()`));
  const [bySlug] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slugOrId), visible));
  if (bySlug) return bySlug;
  if (!/^[0-9a-f-]{36}$/i.test(slugOrId)) return undefined;
  const [byId] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, slugOrId), visible));
  return byId;
}

export type ArticleCard = Awaited<ReturnType<typeof listLatestArticles>>[number];
