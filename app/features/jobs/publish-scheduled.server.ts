import { sql } from "drizzle-orm";
import { executeRows, type Queryable } from "~/server/db/client.server";
import { invalidatePageCache, type PageCacheChange } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";

/**
 * Scheduled publishing: an article with a future published_at is saved with updated_at = the save
 * time, so until it goes live its published_at lies after its updated_at. Public queries already
 * hide it until published_at (`published_at <= now()`); this job notices the moment it went live:
 * it sets updated_at to published_at (the article's last change is going live), which makes the
 * step happen once, and drops the cached pages that show it (the front page, its own page, its
 * clubs' pages, feeds) so they show the article at once. The IndexNow job then sees an article
 * not yet submitted and sends it.
 */
export async function publishScheduledArticles(
  db: Queryable,
  options: { now?: Date; invalidate?: (change: PageCacheChange) => void } = {},
): Promise<{ published: number; articles: { id: string; slug: string; title: string }[] }> {
  const now = options.now ?? new Date();
  const rows = await executeRows<{ id: string; slug: string; title: string; tags: string[] | null }>(
    db,
    sql`UPDATE articles SET updated_at = published_at
        WHERE is_draft = false AND published_at IS NOT NULL
          AND published_at <= ${now.toISOString()}::timestamptz AND published_at > updated_at
        RETURNING id, slug, title, tags`,
  );
  if (rows.length > 0) {
    (options.invalidate ?? invalidatePageCache)(
      PAGE_CHANGES.article({
        ids: rows.map((r) => r.id),
        slugs: rows.map((r) => r.slug),
        tags: rows.flatMap((r) => r.tags ?? []),
      }),
    );
  }
  return { published: rows.length, articles: rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title })) };
}
