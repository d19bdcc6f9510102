import { sql } from "drizzle-orm";
import { executeRows, type Queryable } from "~/server/db/client.server";

/** Above this many rows a count(*) of all articles is replaced by the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The number of articles: exact while the table is small, the planner's estimate (`reltuples`,
 * kept fresh by autovacuum's ANALYZE) once it is large. count(*) reads every row; at 1M articles
 * that is a sequential scan on each admin page view (docs/decisions/0013).
 */
export async function countArticlesCheaply(db: Queryable): Promise<number> {
  const [estimate] = await executeRows<{ n: number | string | null }>(
    db,
    sql`SELECT reltuples::bigint AS n FROM pg_class WHERE oid = 'articles'::regclass`,
  );
  const n = Number(estimate?.n ?? -1);
  if (n >= EXACT_COUNT_LIMIT) return n;
  const [exact] = await executeRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM articles`);
  return Number(exact?.n ?? 0);
}
