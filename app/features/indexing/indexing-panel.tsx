import type { IndexingStatus } from "./indexing-types";

// Contract for the analytics page; the indexing feature fills it in (spec §2 Analytics, §8).
export function IndexingPanel({ status: _status }: { status: IndexingStatus }) {
  return (
    <section aria-labelledby="indexing-heading" className="rounded-lg border bg-white p-4">
      <h2 id="indexing-heading" className="font-semibold">
        Indeksering
      </h2>
    </section>
  );
}
