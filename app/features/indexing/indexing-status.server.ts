import { desc } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { indexingRuns } from "~/server/db/schema";
import type { IndexingStatus } from "./indexing-types";
import {
  type IndexingConfig,
  indexingConfigFromEnv,
  indexingUnavailableReason,
} from "./request-indexing.server";

/** For the panel on /admin/analytics: can indexing run, and how did the last run go. */
export async function getIndexingStatus(
  db: Queryable,
  config: IndexingConfig = indexingConfigFromEnv(),
): Promise<IndexingStatus> {
  const reason = indexingUnavailableReason(config);
  const [last] = await db.select().from(indexingRuns).orderBy(desc(indexingRuns.startedAt)).limit(1);
  return {
    available: reason === null,
    reason,
    searchConsole: Boolean(config.serviceAccountJson),
    lastRun: last
      ? {
          startedAt: last.startedAt.toISOString(),
          completedAt: last.completedAt?.toISOString() ?? null,
          trigger: last.trigger,
          success: last.success,
          submittedUrls: last.submittedUrls,
          errors: last.errors,
        }
      : null,
  };
}
