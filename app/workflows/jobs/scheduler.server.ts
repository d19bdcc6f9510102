import { Cron } from "croner";
import { JOB_CATALOG, JOB_NAMES, type JobName, type JobRunResult } from "~/features/jobs/job-catalog";
import { type JobRegistry, runJob } from "~/features/jobs/job-runner.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { jobRegistry } from "./job-definitions.server";

/**
 * The in-process scheduler (croner), started at boot when JOBS_ENABLED is true. Every instance
 * runs it; the job lock lets only one of them run each job at a time (job-lock.server.ts).
 */
interface SchedulerState {
  crons: Cron[];
  inFlight: Set<Promise<JobRunResult>>;
}

const KEY = Symbol.for("forsiden.scheduler");
type GlobalWithScheduler = typeof globalThis & { [KEY]?: SchedulerState };

export function isSchedulerRunning(): boolean {
  return Boolean((globalThis as GlobalWithScheduler)[KEY]);
}

export function startScheduler(
  handle: DatabaseHandle,
  registry: JobRegistry = jobRegistry,
  /** Tests: other cron expressions (croner also takes a seconds field). */
  options: { crons?: Partial<Record<JobName, string>> } = {},
): void {
  const g = globalThis as GlobalWithScheduler;
  if (g[KEY]) return;
  const state: SchedulerState = { crons: [], inFlight: new Set() };
  for (const name of JOB_NAMES) {
    const cron = new Cron(
      options.crons?.[name] ?? JOB_CATALOG[name].cron,
      { name: `forsiden:${name}`, timezone: "Europe/Copenhagen", protect: true, unref: true },
      async (self) => {
        // The slot this run fires for: the last cron time at or before now (other instances fire for the same one).
        const scheduledFor = self.previousRuns(1, new Date(Date.now() + 1))[0];
        const run = runJob(handle, name, "schedule", registry, { scheduledFor });
        state.inFlight.add(run);
        try {
          await run;
        } catch (error) {
          // Only the bookkeeping itself can fail here (e.g. the database is closing).
          logger.error({ err: error, job: name }, "scheduled job could not run");
        } finally {
          state.inFlight.delete(run);
        }
      },
    );
    state.crons.push(cron);
  }
  g[KEY] = state;
  logger.info({ jobs: JOB_NAMES.length }, "scheduler started");
}

/** Stops the timers and waits (at most `waitMs`) for running jobs to finish their bookkeeping. */
export async function stopScheduler(waitMs = 2000): Promise<void> {
  const g = globalThis as GlobalWithScheduler;
  const state = g[KEY];
  if (!state) return;
  g[KEY] = undefined;
  for (const cron of state.crons) cron.stop();
  if (state.inFlight.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...state.inFlight]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}
