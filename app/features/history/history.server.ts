import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { cardPictureColumns, pictureMediaJoin, publishedNow } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { articles, media } from "~/server/db/schema";

/** The value articles.generator holds for articles made by the history generator. */
export const HISTORY_GENERATOR = "history";

/**
 * PRODUCT.md history page: the published articles made by the history generator, newest first;
 * with `tag`, only those filed under a theme (lib/history-themes.ts). Drafts and articles scheduled
 * for later are never listed.
 */
export function listHistoryArticles(
  db: Queryable,
  { limit = 24, tag }: { limit?: number; tag?: string } = {},
) {
  const where: SQL[] = [eq(articles.generator, HISTORY_GENERATOR), publishedNow()];
  // `@>` on the tags array uses its GIN index.
  if (tag) where.push(sql`${articles.tags} @> ${sql.param([tag])}::text[]`);
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      ...cardPictureColumns,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .leftJoin(media, pictureMediaJoin)
    .where(and(...where))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

export type HistoryArticle = Awaited<ReturnType<typeof listHistoryArticles>>[number];
