import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TIME_ZONE } from "~/lib/copenhagen-time";
import { formatDanishDate, formatDanishDateTime } from "~/lib/relative-time";
import {
  ISSUE_STATUS_LABELS,
  type NewsletterSendErrors,
  type RecentNewsletterIssue,
} from "./newsletter-admin";

/** An issue's Copenhagen date ("2026-11-27") in Danish; noon keeps it on that day in any zone. */
const issueDay = (date: string) => formatDanishDate(new Date(`${date}T12:00:00Z`));
const shortDay = new Intl.DateTimeFormat("da-DK", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});
/** "27. nov. 2026": the table's date column stays narrow. */
const issueShortDay = (date: string) => shortDay.format(new Date(`${date}T12:00:00Z`));

const STATUS_VARIANT = {
  draft: "outline",
  sending: "secondary",
  sent: "success",
  skipped: "outline",
} as const;

function StatusBadge({ status }: { status: string }) {
  const variant = STATUS_VARIANT[status as keyof typeof STATUS_VARIANT] ?? "outline";
  return <Badge variant={variant}>{ISSUE_STATUS_LABELS[status] ?? status}</Badge>;
}

function SendErrors({ sendErrors }: { sendErrors: NewsletterSendErrors }) {
  return (
    <section aria-labelledby="nyhedsbrev-fejl" className="space-y-2">
      <h3 id="nyhedsbrev-fejl" className="font-medium">
        Seneste fejl: {sendErrors.listName}, {issueDay(sendErrors.issueDate)}
      </h3>
      <ul className="divide-y rounded-md border text-sm">
        {sendErrors.errors.map((row, index) => (
          <li key={index} className="space-y-1 p-3">
            <div className="text-muted-foreground text-xs">
              {row.status === "undeliverable" ? "Afvist permanent" : "Fejlet"} ·{" "}
              {formatDanishDateTime(row.at)}
            </div>
            <p className="break-words font-mono text-xs">{row.error}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Seneste udsendelser': the newest issues with their counts, and the newest failures' texts. */
export function RecentIssuesCard({
  issues,
  sendErrors,
}: {
  issues: RecentNewsletterIssue[];
  sendErrors: NewsletterSendErrors | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Seneste udsendelser</h2>
        </CardTitle>
        <CardDescription>De 20 nyeste udgaver, nyeste først.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {issues.length === 0 ? (
          <p className="text-muted-foreground">Ingen udsendelser endnu.</p>
        ) : (
          <Table aria-label="Seneste udsendelser">
            <TableHeader>
              <TableRow>
                <TableHead>Liste</TableHead>
                <TableHead>Dato</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Modtagere</TableHead>
                <TableHead className="text-right">Sendt</TableHead>
                <TableHead className="text-right">Fejlet</TableHead>
                <TableHead>Seneste fejl</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {issues.map((issue) => (
                <TableRow key={issue.id} data-issue={issue.id}>
                  <TableCell className="max-w-56 whitespace-normal font-medium">{issue.listName}</TableCell>
                  <TableCell>{issueShortDay(issue.issueDate)}</TableCell>
                  <TableCell>
                    <StatusBadge status={issue.status} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{issue.recipientCount}</TableCell>
                  <TableCell className="text-right tabular-nums">{issue.sentCount}</TableCell>
                  <TableCell className="text-right tabular-nums">{issue.failedCount}</TableCell>
                  <TableCell className="min-w-32 max-w-48 whitespace-normal break-words text-xs">
                    {issue.lastError ?? "–"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {sendErrors && sendErrors.errors.length > 0 ? <SendErrors sendErrors={sendErrors} /> : null}
      </CardContent>
    </Card>
  );
}
