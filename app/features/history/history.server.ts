import { and, desc, eq } from "drizzle-orm";
import { publishedNow } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { articles, media } from "~/server/db/schema";

/** The value articles.generator holds for articles made by the history generator. */
export const HISTORY_GENERATOR = "history";

/**
 * PRODUCT.md history page: the published articles made by the history generator, newest first.
 * Drafts and articles scheduled for later are never listed.
 */
export function listHistoryArticles(db: Queryable, limit = 24) {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      imageUrl: articles.imageUrl,
      imageAlt: articles.imageAlt,
      publishedAt: articles.publishedAt,
      imageWidth: media.width,
      imageHeight: media.height,
      imageVariants: media.variants,
    })
    .from(articles)
    .leftJoin(media, eq(media.url, articles.imageUrl))
    .where(and(eq(articles.generator, HISTORY_GENERATOR), publishedNow()))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

export type HistoryArticle = Awaited<ReturnType<typeof listHistoryArticles>>[number];
