import { SearchCheck } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { formatDanishDateTime } from "~/lib/relative-time";
import { type IndexingActionResult, indexingToast } from "./indexing-messages";
import type { IndexingError, IndexingStatus } from "./indexing-types";

export const INDEXING_ENDPOINT = "/admin/api/indexing";
export const INDEXING_BUTTON = "Anmod om indeksering";

const TRIGGER_LABELS: Record<string, string> = {
  manual: "manuelt",
  schedule: "automatisk",
  publish: "ved udgivelse",
};

function ErrorList({ errors, label }: { errors: IndexingError[]; label: string }) {
  if (errors.length === 0) return null;
  const shown = errors.slice(0, 50);
  return (
    <div className="space-y-1">
      <p className="font-medium text-sm">{label}</p>
      <ul
        aria-label={label}
        className="max-h-60 space-y-1 overflow-auto rounded-md border bg-muted/40 p-2 text-sm"
      >
        {shown.map((e) => (
          <li key={`${e.url}|${e.error}`} className="break-words">
            <span className="font-mono text-xs">{e.url}</span>
            <span className="text-destructive">: {e.error}</span>
          </li>
        ))}
        {errors.length > shown.length ? <li>… og {errors.length - shown.length} flere</li> : null}
      </ul>
    </div>
  );
}

/**
 * Spec §2 Analytics: the indexing request panel. Idle, loading (button disabled, spinner), full or
 * partial success or failure as a toast (spec §8), errors listed per URL, last run time.
 */
export function IndexingPanel({ status }: { status: IndexingStatus }) {
  const fetcher = useFetcher<IndexingActionResult>();
  const loading = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (!result) return;
    const t = indexingToast(result);
    if (t.kind === "success") toast.success(t.title);
    else if (t.kind === "partial") toast.warning(t.title);
    else toast.error(t.title, { description: t.description });
  }, [result]);

  const last = status.lastRun;
  return (
    <Card aria-labelledby="indexing-heading" role="region">
      <CardHeader>
        <CardTitle id="indexing-heading" className="flex items-center gap-2">
          <SearchCheck aria-hidden className="size-5" />
          Indeksering
        </CardTitle>
        <CardDescription>
          Send nye og opdaterede sider til søgemaskinerne med IndexNow (Bing, Yandex, Seznam, Naver m.fl.)
          {status.searchConsole ? " og indsend sitemap til Google Search Console." : "."} Nye artikler sendes
          også automatisk hvert kvarter.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!status.available && status.reason ? (
          <p
            role="note"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm"
          >
            {status.reason}
          </p>
        ) : null}
        <fetcher.Form method="post" action={INDEXING_ENDPOINT}>
          <Button type="submit" disabled={loading || !status.available} aria-busy={loading}>
            {loading ? (
              <Spinner size="sm" label="Anmoder om indeksering..." className="text-current" />
            ) : null}
            {INDEXING_BUTTON}
          </Button>
        </fetcher.Form>
        <p className="text-muted-foreground text-sm" data-testid="indexing-last-run">
          {last ? (
            <>
              Sidste anmodning: <time dateTime={last.startedAt}>{formatDanishDateTime(last.startedAt)}</time>{" "}
              ({TRIGGER_LABELS[last.trigger] ?? last.trigger}) – {last.submittedUrls}{" "}
              {last.submittedUrls === 1 ? "side" : "sider"}
              {last.errors.length > 0 ? `, ${last.errors.length} fejl` : ""}
            </>
          ) : (
            "Der er ikke anmodet om indeksering endnu."
          )}
        </p>
        {result && !loading ? (
          <ErrorList errors={result.errors ?? []} label="Fejl pr. URL" />
        ) : last && last.errors.length > 0 ? (
          <ErrorList errors={last.errors} label="Fejl pr. URL ved sidste anmodning" />
        ) : null}
      </CardContent>
    </Card>
  );
}
