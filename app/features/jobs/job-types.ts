/** A scheduled job as the admin sees it (shared by the server and the job panel). */
export interface JobInfo {
  name: string;
  /** Danish label shown in the admin. */
  label: string;
  /** Cron expression, or a plain description. */
  schedule: string;
  /** The cron expression (Europe/Copenhagen). */
  cron?: string;
  enabled: boolean;
  lastRun: { status: string; startedAt: string; completedAt: string | null; error?: string | null } | null;
}
