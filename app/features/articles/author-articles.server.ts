import { and, asc, desc, eq } from "drizzle-orm";
import { pictureMediaJoin, publicListFilter } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { articles, media } from "~/server/db/schema";
import { articleCardColumns } from "./public-queries.server";

/** Articles per page on an author page. */
export const AUTHOR_PAGE_SIZE = 12;
/** Deeper pages are not offered (an offset walk of the author index stays short). */
export const AUTHOR_MAX_PAGE = 200;

/**
 * One page of an author's public articles, newest first (issue 14). Walks
 * articles_author_published_idx (author_id, published_at DESC NULLS FIRST, id); reads one row
 * more than shown to know whether an older page exists.
 */
export async function listAuthorArticles(db: Queryable, authorId: string, page: number) {
  const rows = await db
    .select(articleCardColumns)
    .from(articles)
    .leftJoin(media, pictureMediaJoin)
    .where(and(eq(articles.authorId, authorId), publicListFilter()))
    .orderBy(desc(articles.publishedAt), asc(articles.id))
    .limit(AUTHOR_PAGE_SIZE + 1)
    .offset((page - 1) * AUTHOR_PAGE_SIZE);
  return { articles: rows.slice(0, AUTHOR_PAGE_SIZE), hasOlder: rows.length > AUTHOR_PAGE_SIZE };
}
