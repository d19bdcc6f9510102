import { and, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { pictureMediaJoin, publicListFilter } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { preparedPerDatabase } from "~/server/db/prepared.server";
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
  const tags = new Set(article.tags ?? []);
  if (tags.size > 0) {
    const candidates = await taggedCandidates(db).execute({ id: article.id });
    const sharing = candidates.filter((c) => (c.tags ?? []).some((t) => tags.has(t)));
    // The tags chose them; the cards never show them, so they stay on the server.
    if (sharing.length >= RELATED_COUNT)
      return sharing.slice(0, RELATED_COUNT).map(({ tags: _, ...card }) => card);
  }
  return latestOfCategory(db).execute({ id: article.id, category: article.category || "Nyheder" });
}

// Built once per database (`preparedPerDatabase`): Drizzle's builder cost a cold article page
// 0.2–0.4 ms a query (issue 23).
const others = () => and(publicListFilter(), ne(articles.id, sql.placeholder("id")));

const taggedCandidates = preparedPerDatabase((db) =>
  db
    .select({ ...articleCardColumns, tags: articles.tags })
    .from(articles)
    .leftJoin(media, pictureMediaJoin)
    .where(and(others(), isNotNull(articles.tags)))
    .orderBy(desc(articles.publishedAt))
    .limit(TAG_CANDIDATES)
    .prepare(""),
);

const latestOfCategory = preparedPerDatabase((db) =>
  db
    .select(articleCardColumns)
    .from(articles)
    .leftJoin(media, pictureMediaJoin)
    .where(and(others(), eq(articles.category, sql.placeholder("category"))))
    .orderBy(desc(articles.publishedAt))
    .limit(RELATED_COUNT)
    .prepare(""),
);
