import type { JobInfo } from "./job-types";

// Contract for the logs page: the scheduled jobs with a 'Kør nu' button each (filled in by the jobs feature).
export function JobRunnerPanel({ jobs: _jobs }: { jobs: JobInfo[] }) {
  return (
    <section aria-labelledby="jobs-heading" className="rounded-lg border bg-white p-4">
      <h2 id="jobs-heading" className="font-semibold">
        Planlagte job
      </h2>
    </section>
  );
}
