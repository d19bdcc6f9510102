import { Send } from "lucide-react";
import { Form, useFetcher, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOptions } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import {
  NEWSLETTER_ADMIN_PATH,
  NEWSLETTER_ADMIN_TEXT,
  type NewsletterAdminActionResult,
  type NewsletterListCounts,
} from "./newsletter-admin";

/** What the preview needs of `IssuePreview` (the server module's type). */
export interface AdminPreview {
  listKey: string;
  listName: string;
  subject: string | null;
  html: string | null;
  text: string | null;
  articleCount: number;
}

function TestSendButton({ listKey }: { listKey: string }) {
  const fetcher = useFetcher<NewsletterAdminActionResult>({ key: "newsletter-test" });
  useActionResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="test" />
      <input type="hidden" name="liste" value={listKey} />
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? <Spinner size="sm" label="Sender…" className="text-current" /> : <Send aria-hidden />}
        Send test til mig
      </Button>
    </fetcher.Form>
  );
}

/** The next issue of the chosen list (`?liste=`), rendered as a subscriber would get it. */
export function PreviewCard({
  lists,
  listKey,
  preview,
}: {
  lists: NewsletterListCounts[];
  listKey: string;
  preview: AdminPreview | null;
}) {
  const submit = useSubmit();
  const choices = lists.some((list) => list.key === listKey)
    ? lists
    : [...lists, { key: listKey, name: preview?.listName ?? NEWSLETTER_ADMIN_TEXT.unknownList }];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Næste udsendelse</h2>
        </CardTitle>
        <CardDescription>
          Sådan ser nyhedsbrevet ud, hvis det sendes nu (historier fra de seneste 24 timer).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Form method="get" action={NEWSLETTER_ADMIN_PATH} className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-64 gap-2">
            <Label htmlFor="nyhedsbrev-liste">Liste</Label>
            <NativeSelect
              key={listKey}
              id="nyhedsbrev-liste"
              name="liste"
              defaultValue={listKey}
              onChange={(event) =>
                void submit(event.currentTarget.form, { replace: true, preventScrollReset: true })
              }
            >
              <NativeSelectOptions
                items={choices}
                toValue={(list) => list.key}
                toLabel={(list) => list.name}
              />
            </NativeSelect>
          </div>
          <noscript>
            <Button type="submit" variant="outline">
              Vis
            </Button>
          </noscript>
        </Form>

        {!preview ? (
          <p className="text-muted-foreground">{NEWSLETTER_ADMIN_TEXT.unknownList}</p>
        ) : !preview.html ? (
          <p className="text-muted-foreground">{NEWSLETTER_ADMIN_TEXT.noStories}</p>
        ) : (
          <div className="space-y-4">
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="text-muted-foreground">Emne</dt>
              <dd className="break-words font-medium" data-testid="newsletter-preview-subject">
                {preview.subject}
              </dd>
              <dt className="text-muted-foreground">Historier</dt>
              <dd>{preview.articleCount}</dd>
            </dl>
            <TestSendButton listKey={preview.listKey} />
            <iframe
              title={`Forhåndsvisning af ${preview.listName}`}
              sandbox=""
              srcDoc={preview.html}
              className="h-[36rem] w-full rounded-md border bg-white"
            />
            <div className="space-y-2">
              <h3 id="nyhedsbrev-tekstudgave" className="text-sm font-medium">
                Tekstudgave
              </h3>
              {/* A scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
              <section
                aria-labelledby="nyhedsbrev-tekstudgave"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must take keyboard focus to scroll.
                tabIndex={0}
                className="max-h-96 overflow-auto rounded-md border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <pre className="whitespace-pre-wrap break-words p-3 text-xs">{preview.text}</pre>
              </section>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
