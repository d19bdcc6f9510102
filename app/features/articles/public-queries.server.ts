import { and, desc, sql } from "drizzle-orm";
import { publicListFilter } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { articles, media } from "~/server/db/schema";

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

export type ArticleCard = Awaited<ReturnType<typeof listLatestArticles>>[number];
