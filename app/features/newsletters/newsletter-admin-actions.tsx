import { Save, Send } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption, NativeSelectOptions } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { formatDanishDateTime } from "~/lib/relative-time";
import {
  ISSUE_STATUS_LABELS,
  NEWSLETTER_ADMIN_TEXT,
  type NewsletterAdminActionResult,
  type NewsletterLeadChoice,
  SEND_TARGETS,
  type SendTarget,
} from "./newsletter-admin";
import { DAILY_LIST_NAME } from "./newsletter-lists";

/** The lead story of today's 'Dagens vigtigste' (the editor's pick, or the day's most read). */
export function LeadStoryCard({
  choices,
  currentId,
  issueStatus,
}: {
  choices: NewsletterLeadChoice[];
  currentId: string | null;
  issueStatus: string | null;
}) {
  const fetcher = useFetcher<NewsletterAdminActionResult>({ key: "newsletter-lead" });
  useActionResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const built = issueStatus !== null && issueStatus !== "draft";
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Tophistorie i {DAILY_LIST_NAME}</h2>
        </CardTitle>
        <CardDescription>
          Vælg dagens tophistorie blandt artikler udgivet de seneste 24 timer. Uden valg står den mest læste
          øverst.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="lead" />
          <div className="grid gap-2">
            <Label htmlFor="nyhedsbrev-tophistorie">Tophistorie</Label>
            <NativeSelect
              key={currentId ?? ""}
              id="nyhedsbrev-tophistorie"
              name="articleId"
              defaultValue={currentId ?? ""}
            >
              <NativeSelectOption value="">{NEWSLETTER_ADMIN_TEXT.noLead}</NativeSelectOption>
              <NativeSelectOptions
                items={choices}
                toValue={(article) => article.id}
                toLabel={(article) => `${article.title} (${formatDanishDateTime(article.publishedAt)})`}
              />
            </NativeSelect>
          </div>
          {built ? (
            <p className="text-muted-foreground text-sm">
              Dagens udgave er allerede lavet ({ISSUE_STATUS_LABELS[issueStatus] ?? issueStatus}).
            </p>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner size="sm" label="Gemmer…" className="text-current" /> : <Save aria-hidden />}
            Gem tophistorie
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

function SendNowButton({ target }: { target: SendTarget }) {
  const fetcher = useFetcher<NewsletterAdminActionResult>({ key: `newsletter-send-${target}` });
  useActionResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const { label } = SEND_TARGETS[target];
  return (
    <ConfirmDialog
      trigger={
        <Button disabled={busy}>
          {busy ? <Spinner size="sm" label="Sender…" className="text-current" /> : <Send aria-hidden />}
          Send nu: {label}
        </Button>
      }
      title={`Send ${label} nu?`}
      description={
        target === "dagens"
          ? "Dagens udgave sendes straks til alle bekræftede abonnenter, der ikke har fået den. Det kan ikke fortrydes."
          : "Dagens udgave af hver klubs nyhedsbrev sendes straks til de bekræftede abonnenter, der ikke har fået den. Det kan ikke fortrydes."
      }
      confirmLabel="Send nu"
      onConfirm={() => void fetcher.submit({ intent: "send", target }, { method: "post" })}
    />
  );
}

/** 'Send nu': runs the scheduled newsletter jobs by hand (each reader gets a day's issue once). */
export function SendNowCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Send nu</h2>
        </CardTitle>
        <CardDescription>
          Sender dagens udgave med det samme i stedet for at vente på det planlagte tidspunkt. Den, der
          allerede har fået dagens udgave, får den ikke igen.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <SendNowButton target="dagens" />
        <SendNowButton target="klubber" />
      </CardContent>
    </Card>
  );
}
