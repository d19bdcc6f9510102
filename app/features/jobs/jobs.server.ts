import type { Queryable } from "~/server/db/client.server";
import type { JobInfo } from "./job-types";

// Contract for the logs page; the jobs feature fills it in.
export async function listJobInfos(_db: Queryable): Promise<JobInfo[]> {
  return [];
}
