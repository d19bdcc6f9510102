import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import { publicListFilter } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { articles, media } from "~/server/db/schema";
import { articleCardColumns } from "./public-queries.server";

export const RELATED_COUNT = 3;
const TAG_CANDIDATES = 20;

export interface RelatedSource {
  id: string;
  tags: string[] | null;
  category: string | null;
}

/**
 * Spec §7 "Related": other published, non-Gossip articles. With tags: the latest 20 tagged
 * candidates, keep those sharing a tag, used when there are at least 3 (first 3). Otherwise the
 * latest 3 of the same category (default 'Nyheder').
 */
export async function findRelatedArticles(db: Queryable, article: RelatedSource) {
  const others = and(publicListFilter(), ne(articles.id, article.id));
  const tags = new Set(article.tags ?? []);
  if (tags.size > 0) {
    const candidates = await db
      .select({ ...articleCardColumns, tags: articles.tags })
      .from(articles)
      .leftJoin(media, eq(media.url, articles.imageUrl))
      .where(and(others, isNotNull(articles.tags)))
      .orderBy(desc(articles.publishedAt))
      .limit(TAG_CANDIDATES);
    const sharing = candidates.filter((c) => (c.tags ?? []).some((t) => tags.has(t)));
    // The tags chose them; the cards never show them, so they stay on the server.
    if (sharing.length >= RELATED_COUNT)
      return sharing.slice(0, RELATED_COUNT).map(({ tags: _, ...card }) => card);
  }
  return db
    .select(articleCardColumns)
    .from(articles)
    .leftJoin(media, eq(media.url, articles.imageUrl))
    .where(and(others, eq(articles.category, article.category || "Nyheder")))
    .orderBy(desc(articles.publishedAt))
    .limit(RELATED_COUNT);
}
