import { data } from "react-router";
import { z } from "zod";
import { JOB_NAMES, type JobRunResult } from "~/features/jobs/job-catalog";
import { runJob } from "~/features/jobs/job-runner.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { jobRegistry } from "./job-definitions.server";

export const UNKNOWN_JOB_MESSAGE = "Ukendt job";

const jobNameSchema = z.enum(JOB_NAMES, { error: UNKNOWN_JOB_MESSAGE });

/** 'Kør nu' from the admin: validates the job name and runs it with trigger 'manual'. */
export async function runJobByHand(handle: DatabaseHandle, rawName: unknown): Promise<JobRunResult> {
  const parsed = jobNameSchema.safeParse(rawName);
  if (!parsed.success) throw data({ error: UNKNOWN_JOB_MESSAGE }, { status: 404 });
  return runJob(handle, parsed.data, "manual", jobRegistry);
}
