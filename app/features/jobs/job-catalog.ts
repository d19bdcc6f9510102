/**
 * The scheduled jobs (PRODUCT.md: every run is written to cron_executions). Shared by the server
 * (scheduler, run-job endpoint) and the job panel. Cron expressions run in Europe/Copenhagen.
 */
export const JOB_NAMES = [
  "publish-scheduled",
  "request-indexing",
  "auto-article-agent",
  "analytics-retention",
  "football-data-sync",
  "football-data-kampe",
  "nyhedsbrev-dagens",
  "nyhedsbrev-klubber",
  "arbejdskopier-oprydning",
  "indlejringer-opdatering",
  "billedudsnit",
] as const;

export type JobName = (typeof JOB_NAMES)[number];

export interface JobCatalogEntry {
  label: string;
  cron: string;
  /** The schedule in words, for the admin. */
  schedule: string;
}

export const JOB_CATALOG: Record<JobName, JobCatalogEntry> = {
  "publish-scheduled": { label: "Udgiv planlagte artikler", cron: "* * * * *", schedule: "Hvert minut" },
  "request-indexing": {
    label: "Anmod om indeksering (IndexNow)",
    cron: "*/15 * * * *",
    schedule: "Hvert 15. minut",
  },
  "auto-article-agent": {
    label: "Auto Article Agent",
    cron: "*/30 * * * *",
    schedule: "Hvert 30. minut, når agenten er slået til",
  },
  "analytics-retention": {
    label: "Slet analysedata ældre end 26 måneder",
    cron: "15 3 * * *",
    schedule: "Dagligt kl. 03.15",
  },
  "football-data-sync": {
    label: "Synkroniser stillinger (football-data.org)",
    cron: "0 5 * * *",
    schedule: "Dagligt kl. 05.00",
  },
  // Issue 25: goals, kick-off, half-time and full-time the live desk did not push. It asks
  // football-data.org only while one of our matches is near (kick-off from 4 hours ago to 15
  // minutes ahead), once per league with such a match.
  "football-data-kampe": {
    label: "Følg kampe live (football-data.org)",
    cron: "* * * * *",
    schedule: "Hvert minut, mens en kamp er i gang",
  },
  "nyhedsbrev-dagens": {
    label: "Send nyhedsbrevet Dagens vigtigste",
    cron: "0 7 * * *",
    schedule: "Dagligt kl. 07.00",
  },
  "nyhedsbrev-klubber": {
    label: "Send klubbernes nyhedsbreve",
    cron: "0 17 * * *",
    schedule: "Dagligt kl. 17.00, for klubber med nyheder",
  },
  // Issue 26: autosaved working copies nobody came back to within 30 days.
  "arbejdskopier-oprydning": {
    label: "Slet gamle arbejdskopier",
    cron: "30 3 * * *",
    schedule: "Dagligt kl. 03.30",
  },
  // Issue 27: embeds' oEmbed data older than a week, and failed fetches whose backoff is over.
  "indlejringer-opdatering": {
    label: "Opdater indlejringer",
    cron: "20 * * * *",
    schedule: "Hver time",
  },
  // Issue 27: crops for pictures stored without them, and the files of crops a focal point replaced.
  billedudsnit: {
    label: "Billedudsnit",
    cron: "*/10 * * * *",
    schedule: "Hvert 10. minut",
  },
};

export function isJobName(value: unknown): value is JobName {
  return typeof value === "string" && (JOB_NAMES as readonly string[]).includes(value);
}

/** Spec §4: completed green, failed red, running blue, any other status grey. */
export function cronStatusTone(status: string | null | undefined): "green" | "red" | "blue" | "grey" {
  if (status === "completed") return "green";
  if (status === "failed") return "red";
  if (status === "running") return "blue";
  return "grey";
}

export const CRON_STATUS_LABELS: Record<string, string> = {
  completed: "Gennemført",
  failed: "Fejlet",
  running: "Kører",
};

export type JobTrigger = "schedule" | "manual";

/** What a run gives back (the run-job endpoint answers with it as JSON). */
export interface JobRunResult {
  jobName: JobName;
  /** "skipped": the job was already running (here or on another instance); nothing was recorded. */
  status: "completed" | "failed" | "skipped";
  executionId: string | null;
  responseData: unknown;
  error: string | null;
}

/** The toast after 'Kør nu'. */
export function jobRunToast(label: string, result: Pick<JobRunResult, "status" | "error">) {
  if (result.status === "completed") return { kind: "success" as const, title: `${label}: kørt` };
  if (result.status === "skipped") {
    return {
      kind: "info" as const,
      title: `${label}: kører allerede`,
      description: "Jobbet kører allerede. Prøv igen om lidt.",
    };
  }
  return { kind: "error" as const, title: `${label}: fejlede`, description: result.error || "Ukendt fejl" };
}
