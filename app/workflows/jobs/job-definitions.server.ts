import { lt } from "drizzle-orm";
import { runAutoArticleAgent } from "~/features/agent/auto-article-agent.server";
import { generateArticleFromSource } from "~/features/ai-generation/generate-from-url.server";
import { deleteExpiredAnalytics } from "~/features/analytics/analytics-retention.server";
import { refreshDueEmbeds } from "~/features/embeds/embeds.server";
import {
  indexingConfigFromEnv,
  indexingUnavailableReason,
  requestIndexing,
} from "~/features/indexing/request-indexing.server";
import type { JobRegistry } from "~/features/jobs/job-runner.server";
import { publishScheduledArticles } from "~/features/jobs/publish-scheduled.server";
import { runCropJob } from "~/features/media/crop-job.server";
import { runClubNewslettersJob, runDailyNewsletterJob } from "~/features/newsletters/newsletter-jobs.server";
import { syncFootballData, syncFootballDataMatches } from "~/features/standings/football-data-sync.server";
import { purgeOldWorkingCopies } from "~/features/working-copies/working-copies.server";
import { getAppStorage } from "~/server/app-storage.server";
import { agentLogs, cronExecutions } from "~/server/db/schema";
import { resolveArticleEmbeds } from "~/workflows/embeds/resolve-article-embeds.server";

/** The job log and the agent log keep 90 days (publish-scheduled alone writes 1,440 rows a day). */
export const JOB_LOG_RETENTION_DAYS = 90;

/**
 * What each scheduled job does. A workflow (ADR 0009), where the features meet: it calls the
 * analytics, standings, generator and indexing features' own functions.
 */
export const jobRegistry: JobRegistry = {
  "publish-scheduled": ({ db, now }) => publishScheduledArticles(db, { now }),

  "request-indexing": async ({ db, now }) => {
    // A development server (local PUBLIC_URL, real IndexNow) has nothing to submit: not a failure.
    const unavailable = indexingUnavailableReason(indexingConfigFromEnv());
    if (unavailable) return { skipped: unavailable };
    const result = await requestIndexing(db, { trigger: "schedule", now });
    if (!result.success) {
      const first = result.errors[0]?.error ?? "Ukendt fejl";
      throw new Error(`Fejl ved anmodning om indeksering: ${first}`);
    }
    return result;
  },

  "auto-article-agent": ({ db, now }) =>
    runAutoArticleAgent(db, {
      generate: (agentDb, input) =>
        generateArticleFromSource(agentDb, input, { afterSave: resolveArticleEmbeds }),
      now,
    }),

  "analytics-retention": async ({ db, now }) => {
    const analytics = await deleteExpiredAnalytics(db, now);
    const cutoff = new Date(now.getTime() - JOB_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const cron = await db
      .delete(cronExecutions)
      .where(lt(cronExecutions.startedAt, cutoff))
      .returning({ id: cronExecutions.id });
    const agent = await db
      .delete(agentLogs)
      .where(lt(agentLogs.timestamp, cutoff))
      .returning({ id: agentLogs.id });
    return { ...analytics, deletedCronExecutions: cron.length, deletedAgentLogs: agent.length };
  },

  "football-data-sync": ({ db }) => syncFootballData(db),

  "football-data-kampe": ({ db, now }) => syncFootballDataMatches(db, { now }),

  "nyhedsbrev-dagens": ({ db, now }) => runDailyNewsletterJob(db, { now }),

  "nyhedsbrev-klubber": ({ db, now }) => runClubNewslettersJob(db, { now }),

  "arbejdskopier-oprydning": ({ db, now }) => purgeOldWorkingCopies(db, now),

  "indlejringer-opdatering": ({ db, now }) => refreshDueEmbeds(db, getAppStorage(), { now, limit: 100 }),

  billedudsnit: ({ db, now }) => runCropJob(db, getAppStorage(), { now }),
};
