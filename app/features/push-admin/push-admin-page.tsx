import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatClock, formatDanishDateTime } from "~/lib/relative-time";
import { formatDeviceCount, pushBodyText } from "~/server/push/match-push-text";
import type {
  BreakingCandidate,
  DeviceTotals,
  PushListPage,
  PushListRow,
  TopicTotal,
} from "./push-admin-queries.server";
import {
  BREAKING_PUSH_INTERVAL_MINUTES,
  PUSH_ADMIN_TEXT,
  PUSH_STATUS_LABELS,
  type PushAdminActionResult,
} from "./push-admin-schema";

const numberFormat = new Intl.NumberFormat("da-DK");
const num = (n: number) => numberFormat.format(n);

export const PUSH_ADMIN_PATH = "/admin/push";

interface Props {
  isAdmin: boolean;
  list: PushListPage;
  totals: DeviceTotals;
  candidate: BreakingCandidate | null;
  candidateMissing: boolean;
  result: PushAdminActionResult | undefined;
}

/** /admin/push (issue 25): send a breaking push, see the sent pushes and who follows what. */
export function PushAdminPage({ isAdmin, list, totals, candidate, candidateMissing, result }: Props) {
  const sentNow = result?.ok && candidate && result.articleId === candidate.article.id;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="font-bold text-2xl">Push-beskeder</h1>
        <p className="text-muted-foreground">
          Mål, kampstart, pause og slutfløjt sendes fra live-desken; breaking-push sendes fra en publiceret
          artikel.
        </p>
      </div>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          data-testid="push-admin-result"
          className={
            result.ok
              ? "rounded-md bg-emerald-50 p-3 text-emerald-950 text-sm dark:bg-emerald-950/30 dark:text-emerald-50"
              : "rounded-md bg-destructive/10 p-3 text-destructive text-sm"
          }
        >
          {result.message}
        </p>
      ) : null}
      {candidateMissing ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-destructive text-sm">
          {PUSH_ADMIN_TEXT.unknownArticle}
        </p>
      ) : null}
      {candidate && !sentNow ? <BreakingPushCard candidate={candidate} isAdmin={isAdmin} /> : null}
      {candidate && !sentNow && candidate.published && candidate.clubs.length > 0 ? (
        <ClubStoryCard candidate={candidate} />
      ) : null}
      <SentPushesCard list={list} />
      <DeviceTotalsCard totals={totals} />
    </div>
  );
}

function BreakingPushCard({ candidate, isAdmin }: { candidate: BreakingCandidate; isAdmin: boolean }) {
  const [withClubs, setWithClubs] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith(PUSH_ADMIN_PATH);
  const devices = withClubs ? candidate.devicesWithClubs : candidate.devices;
  const clubNames = candidate.clubs.map((c) => c.name).join(", ");
  return (
    <Card data-testid="breaking-push-card">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Send som breaking-push</h2>
        </CardTitle>
        <CardDescription>
          Tjek teksten og modtagerne, før du sender. Højst én breaking-push pr.{" "}
          {BREAKING_PUSH_INTERVAL_MINUTES} minutter.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/* What the notification will say: the title and the start of the excerpt. */}
        <div className="grid gap-1 rounded-lg border border-border bg-muted/40 p-3">
          <p className="font-semibold">{candidate.article.title}</p>
          <p className="text-muted-foreground text-sm">{pushBodyText(candidate.article.excerpt)}</p>
        </div>
        {!candidate.published ? (
          <p role="alert" className="text-destructive text-sm">
            {PUSH_ADMIN_TEXT.notPublished}
          </p>
        ) : (
          <Form method="post" action={PUSH_ADMIN_PATH} className="grid gap-3">
            <input type="hidden" name="intent" value="breaking" />
            <input type="hidden" name="articleId" value={candidate.article.id} />
            <p className="font-semibold text-lg" data-testid="breaking-audience" aria-live="polite">
              Sendes til {formatDeviceCount(devices)}
            </p>
            {candidate.clubs.length > 0 ? (
              <div className="flex items-start gap-2">
                <input
                  id="breaking-clubs"
                  name="clubs"
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                  checked={withClubs}
                  onChange={(e) => setWithClubs(e.currentTarget.checked)}
                />
                <label htmlFor="breaking-clubs" className="text-sm">
                  Også til klubbernes følgere ({clubNames}): i alt{" "}
                  {formatDeviceCount(candidate.devicesWithClubs)}
                </label>
              </div>
            ) : null}
            {candidate.nextAt && candidate.lastAt ? (
              <p className="text-sm" data-testid="breaking-cap">
                Den seneste breaking-push blev sendt kl. {formatClock(candidate.lastAt)}. Den næste kan sendes
                kl. {formatClock(candidate.nextAt)}.
              </p>
            ) : null}
            {candidate.nextAt && isAdmin ? (
              <div className="flex items-start gap-2">
                <input
                  id="breaking-override"
                  name="override"
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                />
                <label htmlFor="breaking-override" className="text-sm">
                  Send alligevel (tilsidesæt grænsen på én pr. {BREAKING_PUSH_INTERVAL_MINUTES} minutter)
                </label>
              </div>
            ) : null}
            <div>
              <Button type="submit" disabled={busy}>
                Send breaking-push
              </Button>
            </div>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}

/** A club's big story to its followers only: not breaking, once per article. */
function ClubStoryCard({ candidate }: { candidate: BreakingCandidate }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith(PUSH_ADMIN_PATH);
  const clubNames = candidate.clubs.map((c) => c.name).join(", ");
  return (
    <Card data-testid="club-story-card">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Send til klubbernes følgere</h2>
        </CardTitle>
        <CardDescription>
          Kun til dem, der følger {clubNames}, ikke til alle, der følger breaking nyheder. En artikel kan
          sendes til klubbernes følgere én gang.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {candidate.storySent ? (
          <p className="text-sm">{PUSH_ADMIN_TEXT.storyAlreadySent}</p>
        ) : (
          <Form method="post" action={PUSH_ADMIN_PATH} className="grid gap-3">
            <input type="hidden" name="intent" value="club-story" />
            <input type="hidden" name="articleId" value={candidate.article.id} />
            <p className="font-semibold text-lg" data-testid="club-story-audience">
              Sendes til {formatDeviceCount(candidate.clubDevices)}
            </p>
            <div>
              <Button type="submit" variant="outline" disabled={busy}>
                Send til klubbernes følgere
              </Button>
            </div>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}

function StatusBadge({ row }: { row: PushListRow }) {
  const label = PUSH_STATUS_LABELS[row.status] ?? row.status;
  return <Badge variant={row.status === "done" ? "success" : "secondary"}>{label}</Badge>;
}

function SentPushesCard({ list }: { list: PushListPage }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Sendte push-beskeder</h2>
        </CardTitle>
        <CardDescription>Nyeste først. Tallene følger udsendelsen, mens den står på.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {list.rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">Der er ikke sendt nogen push-beskeder endnu.</p>
        ) : (
          // Ten columns scroll sideways on a narrow screen: a region the keyboard can reach and scroll.
          <section
            aria-label="Sendte push-beskeder, tabel"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
            tabIndex={0}
            className="relative w-full overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <table aria-label="Sendte push-beskeder" className="w-full caption-bottom text-sm">
              <TableHeader>
                <TableRow>
                  <TableHead>Tidspunkt</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>Titel</TableHead>
                  <TableHead>Modtagere</TableHead>
                  <TableHead>Af</TableHead>
                  <TableHead className="text-right">Sendt</TableHead>
                  <TableHead className="text-right">Leveret</TableHead>
                  <TableHead className="text-right">Udløbet</TableHead>
                  <TableHead className="text-right">Fejlet</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.rows.map((row) => (
                  <TableRow key={row.id} data-push={row.id}>
                    <TableCell className="whitespace-nowrap">{formatDanishDateTime(row.createdAt)}</TableCell>
                    <TableCell>{row.kindLabel}</TableCell>
                    <TableCell className="min-w-48 whitespace-normal font-medium">{row.title}</TableCell>
                    <TableCell className="min-w-40 whitespace-normal">{row.audience.join(", ")}</TableCell>
                    <TableCell>{row.author ?? "Automatisk"}</TableCell>
                    <TableCell className="text-right tabular-nums">{num(row.sent)}</TableCell>
                    <TableCell className="text-right tabular-nums">{num(row.delivered)}</TableCell>
                    <TableCell className="text-right tabular-nums">{num(row.expired)}</TableCell>
                    <TableCell className="text-right tabular-nums">{num(row.failed)}</TableCell>
                    <TableCell>
                      <StatusBadge row={row} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </table>
          </section>
        )}
        {list.next || list.paged ? (
          <nav aria-label="Sider med push-beskeder" className="flex flex-wrap gap-2">
            {list.paged ? (
              <Link to={PUSH_ADMIN_PATH} className={buttonVariants({ variant: "outline", size: "sm" })}>
                Til de nyeste
              </Link>
            ) : null}
            {list.next ? (
              <Link
                to={`${PUSH_ADMIN_PATH}?efter=${encodeURIComponent(list.next)}`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                Ældre push-beskeder
              </Link>
            ) : null}
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}

function TotalsRows({ heading, rows }: { heading: string; rows: TopicTotal[] }) {
  if (rows.length === 0) return null;
  return (
    <>
      <TableRow>
        <TableHead colSpan={2} scope="colgroup" className="bg-muted/40">
          {heading}
        </TableHead>
      </TableRow>
      {rows.map((row) => (
        <TableRow key={row.topic} data-topic={row.topic}>
          <TableCell>{row.label}</TableCell>
          <TableCell className="text-right tabular-nums">{num(row.devices)}</TableCell>
        </TableRow>
      ))}
    </>
  );
}

function DeviceTotalsCard({ totals }: { totals: DeviceTotals }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Enheder pr. emne</h2>
        </CardTitle>
        <CardDescription>
          {formatDeviceCount(totals.all)} i alt. En enhed kan følge flere emner: breaking, klubber og
          live-artikler.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label="Enheder pr. emne">
          <TableHeader>
            <TableRow>
              <TableHead>Emne</TableHead>
              <TableHead className="text-right">Enheder</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow data-topic="breaking">
              <TableCell className="font-medium">Breaking</TableCell>
              <TableCell className="text-right tabular-nums">{num(totals.breaking)}</TableCell>
            </TableRow>
            <TotalsRows heading="Klubber" rows={totals.clubs} />
            <TotalsRows heading="Live-artikler" rows={totals.liveArticles} />
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
