import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ScrollArea } from "~/components/ui/scroll-area";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { formatLogTime, levelBadgeClass, prettyJson, statusBadgeClass } from "./log-styles";
import type { AgentLogEntry, CronExecutionEntry } from "./logs.server";

export const LOGS_TEXT = {
  title: "Edge Function Logs & Fejl",
  intro: "Log fra Auto Article Agent og de seneste kørsler af planlagte job.",
  refresh: "Opdater",
  refreshing: "Opdaterer...",
  agentTab: "Auto Article Agent",
  cronTab: "Cron Executions",
  loadError: "Fejl ved hentning af logs",
  noAgentLogs: "Ingen logs fra Auto Article Agent endnu",
  noCronExecutions: "Ingen cron-kørsler endnu",
  started: "Startet",
  completed: "Afsluttet",
  notCompleted: "Ikke afsluttet",
  error: "Fejl",
  response: "Svar",
} as const;

export type LogsData =
  | { ok: true; agentLogs: AgentLogEntry[]; cronExecutions: CronExecutionEntry[] }
  | { ok: false; error: string };

function AgentLogList({ logs }: { logs: AgentLogEntry[] }) {
  if (logs.length === 0) return <p className="p-4 text-muted-foreground">{LOGS_TEXT.noAgentLogs}</p>;
  return (
    <ul className="divide-y divide-border" data-testid="agent-logs">
      {logs.map((log) => (
        <li key={log.id} className="space-y-1 p-3">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <Badge className={levelBadgeClass(log.level)}>{log.level}</Badge>
            <time dateTime={log.timestamp} className="text-muted-foreground">
              {formatLogTime(log.timestamp)}
            </time>
            {log.executionTimeMs !== null && (
              <span className="text-muted-foreground tabular-nums">{log.executionTimeMs} ms</span>
            )}
          </div>
          <p className="whitespace-pre-wrap break-words font-mono text-sm">{log.message}</p>
        </li>
      ))}
    </ul>
  );
}

function CronExecutionList({ executions }: { executions: CronExecutionEntry[] }) {
  if (executions.length === 0)
    return <p className="p-4 text-muted-foreground">{LOGS_TEXT.noCronExecutions}</p>;
  return (
    <ul className="divide-y divide-border" data-testid="cron-executions">
      {executions.map((run) => (
        <li key={run.id} className="space-y-2 p-3" data-testid="cron-execution">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{run.jobName}</span>
            <Badge className={statusBadgeClass(run.status)}>{run.status}</Badge>
            {run.trigger === "manual" && <Badge variant="outline">Manuel</Badge>}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted-foreground">
            <dt>{LOGS_TEXT.started}</dt>
            <dd>
              <time dateTime={run.startedAt}>{formatLogTime(run.startedAt)}</time>
            </dd>
            <dt>{LOGS_TEXT.completed}</dt>
            <dd>
              {run.completedAt ? (
                <time dateTime={run.completedAt}>{formatLogTime(run.completedAt)}</time>
              ) : (
                LOGS_TEXT.notCompleted
              )}
            </dd>
          </dl>
          {run.errorMessage && (
            <p className="rounded bg-red-50 p-2 text-sm text-red-800">
              <span className="font-semibold">{LOGS_TEXT.error}:</span> {run.errorMessage}
            </p>
          )}
          {run.responseData !== null && run.responseData !== undefined && (
            <div className="space-y-1">
              <p className="text-xs font-semibold text-muted-foreground">{LOGS_TEXT.response}</p>
              <pre
                className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs"
                data-testid="cron-response"
              >
                {prettyJson(run.responseData)}
              </pre>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The two tabs (each in a 500 px scroll area), or the spec's error text when loading failed. */
export function LogsContent({ data }: { data: LogsData }) {
  return data.ok ? (
    <Tabs defaultValue="agent">
      <TabsList>
        <TabsTrigger value="agent">{LOGS_TEXT.agentTab}</TabsTrigger>
        <TabsTrigger value="cron">{LOGS_TEXT.cronTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="agent">
        <ScrollArea className="h-[500px] rounded-md border" data-testid="agent-scroll-area">
          <AgentLogList logs={data.agentLogs} />
        </ScrollArea>
      </TabsContent>
      <TabsContent value="cron">
        <ScrollArea className="h-[500px] rounded-md border" data-testid="cron-scroll-area">
          <CronExecutionList executions={data.cronExecutions} />
        </ScrollArea>
      </TabsContent>
    </Tabs>
  ) : (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      {data.error}
    </p>
  );
}

/** Spec §2 Logs: refresh button; tabs 'Auto Article Agent' (default) and 'Cron Executions', 500 px each. */
export function LogsPage({ data, jobPanel }: { data: LogsData; jobPanel: ReactNode }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state === "loading";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{LOGS_TEXT.title}</h1>
          <p className="text-muted-foreground">{LOGS_TEXT.intro}</p>
        </div>
        <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={busy}>
          <RefreshCw className={busy ? "size-4 animate-spin" : "size-4"} aria-hidden />
          {busy ? LOGS_TEXT.refreshing : LOGS_TEXT.refresh}
        </Button>
      </div>

      {jobPanel}

      <LogsContent data={data} />
    </div>
  );
}
