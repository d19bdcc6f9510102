import { Inbox } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { WORKFLOW_LABELS, type WorkflowState } from "~/features/editorial/workflow";
import { useQueueEvents, useQueueRevalidation } from "./use-queue-revalidation";

/** The newsroom status endpoint: the bell's notifications and, for editors, the queue's count. */
const NEWSROOM_STATUS_PATH = "/admin/api/notifikationer";

export const REVIEW_QUEUE_HREF = "/admin/articles?status=til-redigering";

/** Issue 26: the sidebar's count of submissions beside 'Artikler' (editors), live over the stream. */
export function ReviewCountBadge({ count: rendered }: { count: number }) {
  // Read from the status endpoint, not by revalidating the page: that would clear whatever form
  // result the page shows (the new-article form's success panel …).
  const fetcher = useFetcher<{ reviewCount?: number | null }>();
  const [live, setLive] = useState<number | null>(null);
  // A newer count from the layout's loader (a navigation) replaces the one read live.
  const [lastRendered, setLastRendered] = useState(rendered);
  if (rendered !== lastRendered) {
    setLastRendered(rendered);
    setLive(null);
  }
  useEffect(() => {
    const next = fetcher.data?.reviewCount;
    if (typeof next === "number") setLive(next);
  }, [fetcher.data]);
  useQueueEvents(() => void fetcher.load(NEWSROOM_STATUS_PATH));
  const count = live ?? rendered;
  if (count <= 0) return null;
  return (
    <Badge variant="secondary" className="ml-auto tabular-nums" data-testid="review-count">
      {count}
      <span className="sr-only"> til redigering</span>
    </Badge>
  );
}

/** Issue 26: the overview's 'Til redigering (n)' card for editors and admins. */
export function ReviewQueueCard({ count }: { count: number }) {
  useQueueRevalidation();
  return (
    <Card data-testid="review-queue-card">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle asChild>
          <h2 className="text-lg">
            <Link to={REVIEW_QUEUE_HREF} className="hover:underline">
              Til redigering ({count})
            </Link>
          </h2>
        </CardTitle>
        <Inbox className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <CardDescription>
          {count === 0
            ? "Ingen artikler venter på redigering."
            : count === 1
              ? "1 artikel venter på at blive godkendt eller sendt tilbage."
              : `${count} artikler venter på at blive godkendt eller sendt tilbage.`}
        </CardDescription>
      </CardContent>
    </Card>
  );
}

const OWN_STATES: WorkflowState[] = ["draft", "returned", "submitted", "approved", "scheduled", "published"];
const STATE_FILTER: Partial<Record<WorkflowState, string>> = {
  draft: "kladde",
  returned: "sendt-tilbage",
  submitted: "til-redigering",
  approved: "godkendt",
  scheduled: "planlagt",
  published: "udgivet",
};

/** Issue 26: a contributor's own articles by state (never site-wide numbers). */
export function MyArticlesByState({ counts }: { counts: Record<WorkflowState, number> }) {
  useQueueRevalidation();
  return (
    <Card data-testid="my-articles-by-state">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Mine artikler</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-3">
          {OWN_STATES.map((state) => (
            <li key={state}>
              <Link
                to={`/admin/articles?status=${STATE_FILTER[state]}`}
                className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm hover:bg-accent"
              >
                <span>{WORKFLOW_LABELS[state]}</span>
                <span className="font-bold tabular-nums">{counts[state]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
