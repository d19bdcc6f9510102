/**
 * When an article is public, in JavaScript: not a draft, with a publish time that has come. The
 * same rule as SQL's `publishedNow()` (app/server/db/article-columns.ts), for rows already read.
 */
export type PublishStatus = "draft" | "scheduled" | "published";

/** Draft, scheduled (published_at in the future) or published. */
export function publishStatus(
  article: { isDraft: boolean; publishedAt: Date | string | null },
  now: Date = new Date(),
): PublishStatus {
  if (article.isDraft || !article.publishedAt) return "draft";
  return new Date(article.publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}

/** True when readers may see the article now. */
export function isPublishedNow(
  article: { isDraft: boolean; publishedAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  return publishStatus(article, now) === "published";
}
