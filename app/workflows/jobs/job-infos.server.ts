import { desc, eq, inArray } from "drizzle-orm";
import {
  indexingConfigFromEnv,
  indexingUnavailableReason,
} from "~/features/indexing/request-indexing.server";
import { JOB_CATALOG, JOB_NAMES, type JobName } from "~/features/jobs/job-catalog";
import type { JobInfo } from "~/features/jobs/job-types";
import type { Queryable } from "~/server/db/client.server";
import { cronExecutions, siteSettings } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";

/** Whether a job does anything when it runs (it still runs and is recorded either way). */
async function enabledJobs(db: Queryable): Promise<Record<JobName, boolean>> {
  const env = getEnv();
  const [settings] = await db
    .select({ agentEnabled: siteSettings.agentEnabled })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return {
    "publish-scheduled": true,
    "request-indexing": indexingUnavailableReason(indexingConfigFromEnv()) === null,
    "auto-article-agent": Boolean(settings?.agentEnabled),
    "analytics-retention": true,
    "football-data-sync": Boolean(env.FOOTBALL_DATA_TOKEN),
    "football-data-kampe": Boolean(env.FOOTBALL_DATA_TOKEN),
    // Without SMTP_URL the mails go to the outbox (development), which still exercises the send.
    "nyhedsbrev-dagens": true,
    "nyhedsbrev-klubber": true,
    "arbejdskopier-oprydning": true,
    "indlejringer-opdatering": true,
    billedudsnit: true,
  };
}

/** The scheduled jobs with their latest run, for the job panel on /admin/logs. */
export async function listJobInfos(db: Queryable): Promise<JobInfo[]> {
  const enabled = await enabledJobs(db);
  const rows = await db
    .selectDistinctOn([cronExecutions.jobName], {
      jobName: cronExecutions.jobName,
      status: cronExecutions.status,
      startedAt: cronExecutions.startedAt,
      completedAt: cronExecutions.completedAt,
      errorMessage: cronExecutions.errorMessage,
    })
    .from(cronExecutions)
    .where(inArray(cronExecutions.jobName, [...JOB_NAMES]))
    .orderBy(cronExecutions.jobName, desc(cronExecutions.startedAt));
  const last = new Map(rows.map((r) => [r.jobName, r]));
  return JOB_NAMES.map((name) => {
    const run = last.get(name);
    return {
      name,
      label: JOB_CATALOG[name].label,
      schedule: JOB_CATALOG[name].schedule,
      cron: JOB_CATALOG[name].cron,
      enabled: enabled[name],
      lastRun: run
        ? {
            status: run.status,
            startedAt: run.startedAt.toISOString(),
            completedAt: run.completedAt?.toISOString() ?? null,
            error: run.errorMessage,
          }
        : null,
    };
  });
}
