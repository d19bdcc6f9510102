/** What the indexing panel of /admin/analytics shows (shared by the server and the panel). */
export interface IndexingRunSummary {
  startedAt: string;
  completedAt: string | null;
  trigger: string;
  success: boolean;
  submittedUrls: number;
  errors: { url: string; error: string }[];
}

export interface IndexingStatus {
  /** False when indexing cannot run (explained in `reason`). */
  available: boolean;
  reason: string | null;
  lastRun: IndexingRunSummary | null;
}
