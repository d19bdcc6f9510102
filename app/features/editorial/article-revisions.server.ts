import type { Queryable } from "~/server/db/client.server";
import { articleRevisions, articles } from "~/server/db/schema";
import { snapshotOf } from "./article-snapshot";

/** What a save, a restore and a workflow step answer of the article they changed. */
export const savedArticleColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  isDraft: articles.isDraft,
  publishedAt: articles.publishedAt,
  version: articles.version,
  liveStatus: articles.liveStatus,
  reviewState: articles.reviewState,
};

/** Keeps the article as it was before a change (the history panel's versions; restore reads them). */
export function recordRevision(
  tx: Queryable,
  row: typeof articles.$inferSelect,
  actor: { email: string },
): Promise<unknown> {
  return tx.insert(articleRevisions).values({
    articleId: row.id,
    version: row.version,
    snapshot: snapshotOf(row),
    createdBy: actor.email,
  });
}
