import type { Queryable } from "~/server/db/client.server";
import type { IndexingStatus } from "./indexing-types";

// Contract for the analytics page; the indexing feature fills it in.
export async function getIndexingStatus(_db: Queryable): Promise<IndexingStatus> {
  return { available: false, reason: null, lastRun: null };
}
