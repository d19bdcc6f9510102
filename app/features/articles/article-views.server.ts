import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { isUuid } from "~/lib/uuid";
import { executeRows, type Queryable } from "~/server/db/client.server";

export type ViewResult =
  | { counted: true; views: number }
  | { counted: false; reason: "invalid-id" | "bot" | "not-published" };

/**
 * Spec §7 RPC increment_article_views: one read of a published article. Bots are not counted;
 * drafts, scheduled and unknown articles are refused by the SQL function (it returns NULL).
 */
export async function countArticleView(
  db: Queryable,
  articleId: string,
  userAgent: string | null,
): Promise<ViewResult> {
  if (!isUuid(articleId)) return { counted: false, reason: "invalid-id" };
  if (isbot(userAgent)) return { counted: false, reason: "bot" };
  const [row] = await executeRows<{ views: number | null }>(
    db,
    sql`SELECT increment_article_views(${articleId}::uuid) AS views`,
  );
  if (row?.views == null) return { counted: false, reason: "not-published" };
  return { counted: true, views: Number(row.views) };
}
