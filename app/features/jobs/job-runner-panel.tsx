import { Play } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { toast } from "~/components/ui/toast";
import { formatDanishDateTime } from "~/lib/relative-time";
import { cn } from "~/lib/utils";
import { CRON_STATUS_LABELS, cronStatusTone, type JobRunResult, jobRunToast } from "./job-catalog";
import type { JobInfo } from "./job-types";

const TONE_CLASSES = {
  green: "bg-green-100 text-green-800 border-green-200",
  red: "bg-red-100 text-red-800 border-red-200",
  blue: "bg-blue-100 text-blue-800 border-blue-200",
  grey: "bg-gray-100 text-gray-700 border-gray-200",
} as const;

/** Spec §4: cron statuses completed green, failed red, running blue, other grey. */
export function CronStatusBadge({ status }: { status: string }) {
  const tone = cronStatusTone(status);
  return (
    <span
      data-tone={tone}
      className={cn("inline-flex rounded-md border px-2 py-0.5 font-medium text-xs", TONE_CLASSES[tone])}
    >
      {CRON_STATUS_LABELS[status] ?? status}
    </span>
  );
}

type RunResponse = JobRunResult | { error: string; status?: undefined };

function JobRow({ job }: { job: JobInfo }) {
  const fetcher = useFetcher<RunResponse>();
  const running = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (!result) return;
    const t = result.status
      ? jobRunToast(job.label, result)
      : { kind: "error" as const, title: `${job.label}: fejlede`, description: result.error };
    if (t.kind === "success") toast.success(t.title);
    else if (t.kind === "info") toast.info(t.title, { description: t.description });
    else toast.error(t.title, { description: t.description });
  }, [result, job.label]);

  return (
    <TableRow data-job={job.name}>
      <TableCell>
        <div className="font-medium">{job.label}</div>
        {job.enabled ? null : (
          <div className="text-muted-foreground text-xs">Slået fra: kører uden at gøre noget</div>
        )}
      </TableCell>
      <TableCell className="text-sm">{job.schedule}</TableCell>
      <TableCell>
        {job.lastRun ? (
          <div className="space-y-1">
            <CronStatusBadge status={job.lastRun.status} />
            <div className="text-muted-foreground text-xs">
              <time dateTime={job.lastRun.startedAt}>{formatDanishDateTime(job.lastRun.startedAt)}</time>
            </div>
          </div>
        ) : (
          <span className="text-muted-foreground text-sm">Ikke kørt endnu</span>
        )}
      </TableCell>
      <TableCell className="text-right">
        <fetcher.Form method="post" action={`/admin/api/jobs/${job.name}/run`}>
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={running}
            aria-label={`Kør nu: ${job.label}`}
          >
            {running ? <Spinner size="sm" label="Kører..." className="text-current" /> : <Play aria-hidden />}
            Kør nu
          </Button>
        </fetcher.Form>
      </TableCell>
    </TableRow>
  );
}

/** The scheduled jobs on /admin/logs: label, schedule, last run, and 'Kør nu' for each. */
export function JobRunnerPanel({ jobs }: { jobs: JobInfo[] }) {
  return (
    <section aria-labelledby="jobs-heading" className="space-y-3 rounded-lg border bg-card p-4">
      <div>
        <h2 id="jobs-heading" className="font-semibold">
          Planlagte job
        </h2>
        <p className="text-muted-foreground text-sm">
          Jobbene kører automatisk på serveren. Hver kørsel, også når du starter den her, vises under Cron
          Executions.
        </p>
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Job</TableHead>
            <TableHead>Kører</TableHead>
            <TableHead>Seneste kørsel</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Handlinger</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {jobs.map((job) => (
            <JobRow key={job.name} job={job} />
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
