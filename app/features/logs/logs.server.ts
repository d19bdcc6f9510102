import { desc } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { agentLogs, cronExecutions } from "~/server/db/schema";

/** Latest agent log entries shown on the logs page. */
export const AGENT_LOG_LIMIT = 100;
/** Spec §7 Cron log: ordered by started_at descending, limit 20. */
export const CRON_LOG_LIMIT = 20;

export interface AgentLogEntry {
  id: string;
  level: string;
  timestamp: string;
  message: string;
  executionTimeMs: number | null;
}

export interface CronExecutionEntry {
  id: string;
  jobName: string;
  status: string;
  trigger: string;
  startedAt: string;
  completedAt: string | null;
  errorMessage: string | null;
  responseData: unknown;
}

/** The Auto Article Agent's log, newest first. */
export async function listAgentLogs(db: Queryable, limit = AGENT_LOG_LIMIT): Promise<AgentLogEntry[]> {
  const rows = await db.select().from(agentLogs).orderBy(desc(agentLogs.timestamp)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    level: r.level,
    timestamp: r.timestamp.toISOString(),
    message: r.eventMessage,
    executionTimeMs: r.executionTimeMs,
  }));
}

/** Spec §7: select all from cron_executions ordered by started_at descending, limit 20. */
export async function listCronExecutions(
  db: Queryable,
  limit = CRON_LOG_LIMIT,
): Promise<CronExecutionEntry[]> {
  const rows = await db.select().from(cronExecutions).orderBy(desc(cronExecutions.startedAt)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    jobName: r.jobName,
    status: r.status,
    trigger: r.trigger,
    startedAt: r.startedAt.toISOString(),
    completedAt: r.completedAt ? r.completedAt.toISOString() : null,
    errorMessage: r.errorMessage,
    responseData: r.responseData ?? null,
  }));
}
