import { JobRunnerPanel } from "~/features/jobs/job-runner-panel";
import { listAgentLogs, listCronExecutions } from "~/features/logs/logs.server";
import { LOGS_TEXT, type LogsData, LogsPage } from "~/features/logs/logs-page";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { requireEditor } from "~/server/session.server";
import { listJobInfos } from "~/workflows/jobs/job-infos.server";
import type { Route } from "./+types/logs";

export async function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  const db = getDb();
  const [logs, jobs] = await Promise.all([
    Promise.all([listAgentLogs(db), listCronExecutions(db)]).then(
      ([agentLogs, cronExecutions]): LogsData => ({ ok: true, agentLogs, cronExecutions }),
      (error): LogsData => {
        logger.error({ err: error, reqId: args.context.requestId }, "logs could not be loaded");
        return { ok: false, error: LOGS_TEXT.loadError };
      },
    ),
    listJobInfos(db).catch((error) => {
      logger.error({ err: error, reqId: args.context.requestId }, "job list could not be loaded");
      return [];
    }),
  ]);
  return { logs, jobs };
}

export function meta() {
  return [
    { title: "Edge Function Logs & Fejl | Forsiden" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function LogsRoute({ loaderData }: Route.ComponentProps) {
  return <LogsPage data={loaderData.logs} jobPanel={<JobRunnerPanel jobs={loaderData.jobs} />} />;
}
