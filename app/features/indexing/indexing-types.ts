/** One URL that could not be submitted, and why (Danish). */
export interface IndexingError {
  url: string;
  error: string;
}

/**
 * The response of the `request-indexing` function (spec §7): whether the run went through, how
 * many URLs the search engines accepted, and an error per URL that failed. Partial success:
 * `success` true with errors (some batches failed); failure: `success` false.
 */
export interface IndexingResult {
  success: boolean;
  submittedUrls: number;
  errors: IndexingError[];
}

/** What the indexing panel of /admin/analytics shows (shared by the server and the panel). */
export interface IndexingRunSummary {
  startedAt: string;
  completedAt: string | null;
  trigger: string;
  success: boolean;
  submittedUrls: number;
  errors: IndexingError[];
}

export interface IndexingStatus {
  /** False when indexing cannot run (explained in `reason`). */
  available: boolean;
  reason: string | null;
  lastRun: IndexingRunSummary | null;
  /** True when a Search Console service account is configured (the sitemap is resubmitted too). */
  searchConsole?: boolean;
}
