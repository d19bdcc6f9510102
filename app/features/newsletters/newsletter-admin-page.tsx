import { Download } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import {
  NEWSLETTER_ADMIN_TEXT,
  NEWSLETTER_EXPORT_PATH,
  type NewsletterLeadChoice,
  type NewsletterListCounts,
  type NewsletterSendErrors,
  type RecentNewsletterIssue,
} from "./newsletter-admin";
import { LeadStoryCard, SendNowCard } from "./newsletter-admin-actions";
import { RecentIssuesCard } from "./newsletter-admin-issues";
import { type AdminPreview, PreviewCard } from "./newsletter-admin-preview";

interface Props {
  isAdmin: boolean;
  lists: NewsletterListCounts[];
  listKey: string;
  preview: AdminPreview | null;
  lead: { choices: NewsletterLeadChoice[]; currentId: string | null; issueStatus: string | null };
  issues: RecentNewsletterIssue[];
  sendErrors: NewsletterSendErrors | null;
}

const numberFormat = new Intl.NumberFormat("da-DK");
const num = (n: number) => numberFormat.format(n);

function ListCountsCard({ lists }: { lists: NewsletterListCounts[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Lister</h2>
        </CardTitle>
        <CardDescription>
          Bekræftede får næste udsendelse. Kan ikke modtage: adresser, som mailserveren har afvist permanent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label="Abonnenter pr. liste">
          <TableHeader>
            <TableRow>
              <TableHead>Liste</TableHead>
              <TableHead className="text-right">Bekræftede</TableHead>
              <TableHead className="text-right">Afventer</TableHead>
              <TableHead className="text-right">Afmeldte</TableHead>
              <TableHead className="text-right">Kan ikke modtage</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lists.map((list) => (
              <TableRow key={list.key} data-list={list.key}>
                <TableCell className="font-medium">{list.name}</TableCell>
                <TableCell className="text-right tabular-nums">{num(list.confirmed)}</TableCell>
                <TableCell className="text-right tabular-nums">{num(list.pending)}</TableCell>
                <TableCell className="text-right tabular-nums">{num(list.unsubscribed)}</TableCell>
                <TableCell className="text-right tabular-nums">{num(list.undeliverable)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** /admin/nyhedsbreve (issue 24): lists, the next issue, lead story, test and send, the send log. */
export function NewsletterAdminPage({ isAdmin, lists, listKey, preview, lead, issues, sendErrors }: Props) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Nyhedsbreve</h1>
          <p className="text-muted-foreground">
            Abonnenter, næste udsendelse og de seneste udsendelser. Dagens vigtigste sendes kl. 7, klubbernes
            nyhedsbreve kl. 17.
          </p>
        </div>
        {isAdmin ? (
          <a href={NEWSLETTER_EXPORT_PATH} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden />
            {NEWSLETTER_ADMIN_TEXT.exportLink}
          </a>
        ) : null}
      </div>

      <ListCountsCard lists={lists} />
      <div className="grid gap-6 xl:grid-cols-2">
        <LeadStoryCard {...lead} />
        <SendNowCard />
      </div>
      <PreviewCard lists={lists} listKey={listKey} preview={preview} />
      <RecentIssuesCard issues={issues} sendErrors={sendErrors} />
    </div>
  );
}
