import { and, eq, gte } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/server/db/client.server";
import { cronExecutions } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import type { JobName, JobRunResult, JobTrigger } from "./job-catalog";
import { withJobLock } from "./job-lock.server";

export interface JobContext {
  db: Database;
  handle: DatabaseHandle;
  trigger: JobTrigger;
  now: Date;
}

/** A job's work: its return value becomes `response_data`; a thrown error makes the run 'failed'. */
export type JobFn = (ctx: JobContext) => Promise<unknown>;
export type JobRegistry = Record<JobName, JobFn>;

export const INTERRUPTED_MESSAGE = "Afbrudt: serveren stoppede, mens jobbet kørte";

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === "string" && error ? error : "Ukendt fejl";
}

/** JSON-safe copy (jsonb), so a Date or undefined in a result never breaks the write. */
function toJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value));
}

/**
 * Runs one job under its lock and records the run in cron_executions: a 'running' row at the
 * start, then 'completed' with response_data or 'failed' with error_message, and completed_at.
 * When the job is already running (this process, or another instance on PostgreSQL), the run is
 * skipped and nothing is recorded: the run that holds the lock writes its own row.
 *
 * A scheduled run names its slot (`scheduledFor`, the cron time it fires for). Every instance's
 * scheduler fires for the same slot, and the lock alone only keeps their runs from overlapping:
 * the second one would run again right after the first finished. So under the lock, a slot that
 * already has a scheduled row (any status) is skipped too. Each instance fires at its own clock's
 * slot and stamps started_at from that clock, so the row is at or after the slot on every clock.
 */
export async function runJob(
  handle: DatabaseHandle,
  name: JobName,
  trigger: JobTrigger,
  registry: JobRegistry,
  options: { scheduledFor?: Date } = {},
): Promise<JobRunResult> {
  const db = handle.db;
  const { scheduledFor } = options;
  const skipped: JobRunResult = {
    jobName: name,
    status: "skipped",
    executionId: null,
    responseData: null,
    error: null,
  };
  const locked = await withJobLock(handle, name, async (): Promise<JobRunResult> => {
    if (scheduledFor) {
      const [taken] = await db
        .select({ id: cronExecutions.id })
        .from(cronExecutions)
        .where(
          and(
            eq(cronExecutions.jobName, name),
            eq(cronExecutions.trigger, "schedule"),
            gte(cronExecutions.startedAt, scheduledFor),
          ),
        )
        .limit(1);
      if (taken) {
        logger.debug(
          { job: name, trigger, scheduledFor: scheduledFor.toISOString() },
          "job already run for this slot elsewhere; skipped",
        );
        return skipped;
      }
    }
    const now = new Date();
    // We hold the lock, so a 'running' row of this job is left over from a run that died.
    await db
      .update(cronExecutions)
      .set({ status: "failed", errorMessage: INTERRUPTED_MESSAGE, completedAt: now })
      .where(and(eq(cronExecutions.jobName, name), eq(cronExecutions.status, "running")));
    const [row] = await db
      .insert(cronExecutions)
      .values({ jobName: name, status: "running", startedAt: now, trigger })
      .returning({ id: cronExecutions.id });
    try {
      const responseData = toJson(await registry[name]({ db, handle, trigger, now }));
      await db
        .update(cronExecutions)
        .set({ status: "completed", completedAt: new Date(), responseData })
        .where(eq(cronExecutions.id, row.id));
      return { jobName: name, status: "completed", executionId: row.id, responseData, error: null };
    } catch (error) {
      const message = errorMessage(error);
      logger.warn({ err: error, job: name, trigger }, "job failed");
      await db
        .update(cronExecutions)
        .set({ status: "failed", completedAt: new Date(), errorMessage: message })
        .where(eq(cronExecutions.id, row.id));
      return { jobName: name, status: "failed", executionId: row.id, responseData: null, error: message };
    }
  });
  if (!locked.acquired) {
    logger.debug(
      { job: name, trigger, scheduledFor: scheduledFor?.toISOString() },
      "job already running elsewhere; skipped",
    );
    return skipped;
  }
  return locked.value;
}
