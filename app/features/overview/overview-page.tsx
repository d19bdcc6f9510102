import {
  Activity,
  AlertTriangle,
  CalendarClock,
  FilePlus2,
  FileText,
  Newspaper,
  Shield,
  Sparkles,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RelativeTime } from "~/components/relative-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { ActivityItem, NewsroomOverview, OverviewStats } from "./overview.server";

export const OVERVIEW_TEXT = {
  title: "Oversigt",
  welcome:
    "Velkommen til administrationen af Forsiden. Her er et overblik over indholdet og de seneste ændringer.",
  totalArticles: "Artikler i alt",
  last24Hours: "Seneste 24 timer",
  latestArticle: "Seneste artikel",
  noArticles: "Ingen artikler endnu",
  recentActivity: "Seneste aktivitet",
  noActivity: "Ingen aktivitet endnu",
  quickActions: "Hurtige handlinger",
  newArticle: "Opret ny artikel",
  aiArticle: "Generer fra et Bold.dk link",
  clubs: "Administrer klubber",
  companyMissing: (labels: string[]) =>
    `Virksomhedsoplysninger mangler: ${labels.join(", ")}. Siderne udelader dem, indtil de er udfyldt.`,
  companyFill: "Udfyld virksomhedsoplysninger",
  companyAskAdmin: "Bed en administrator udfylde dem under Indstillinger.",
  contributorWelcome:
    "Velkommen til administrationen af Forsiden. Her skriver du dine artikler og sender dem til redigering.",
} as const;

interface OverviewPageProps {
  /** Figures, activity and company warnings; null for a contributor ('skribent', issue 26). */
  newsroom: NewsroomOverview | null;
  serverNow: string;
  /** Only administrators may open /admin/settings. */
  canEditSettings: boolean;
  /** Issue 26: 'Mine opgaver', composed by the route (a slot: overview does not know assignments). */
  myAssignments?: ReactNode;
  /**
   * Issue 26: the review queue ('Til redigering (n)') for editors, or a contributor's own articles
   * by state, composed by the route.
   */
  reviewQueue?: ReactNode;
}

/** Issue 14: the legal pages and the footer need the company details; say which are missing. */
export function CompanyDetailsWarning({
  missing,
  canEditSettings,
}: {
  missing: string[];
  canEditSettings: boolean;
}) {
  if (missing.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="company-details-warning"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {OVERVIEW_TEXT.companyMissing(missing)}
          {canEditSettings ? null : <> {OVERVIEW_TEXT.companyAskAdmin}</>}
        </span>
      </p>
      {canEditSettings ? (
        <Button asChild size="sm" variant="outline" className="shrink-0">
          <Link to="/admin/settings">{OVERVIEW_TEXT.companyFill}</Link>
        </Button>
      ) : null}
    </div>
  );
}

function StatCard({
  title,
  value,
  icon: Icon,
  hint,
  testId,
}: {
  title: string;
  value: number;
  icon: typeof FileText;
  hint: string;
  testId: string;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tabular-nums" data-testid={testId}>
          {value.toLocaleString("da-DK")}
        </p>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

/** Spec §2 Overview: welcome, three cards, recent activity (the audit log), quick actions. */
export function OverviewPage({
  newsroom,
  serverNow,
  canEditSettings,
  myAssignments,
  reviewQueue,
}: OverviewPageProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{OVERVIEW_TEXT.title}</h1>
        <p className="text-muted-foreground">
          {newsroom ? OVERVIEW_TEXT.welcome : OVERVIEW_TEXT.contributorWelcome}
        </p>
      </div>

      {newsroom ? (
        <CompanyDetailsWarning missing={newsroom.missingCompanyDetails} canEditSettings={canEditSettings} />
      ) : null}

      {reviewQueue}

      {myAssignments}

      {newsroom ? <OverviewStatCards stats={newsroom.stats} serverNow={serverNow} /> : null}

      <div className="grid gap-4 lg:grid-cols-3">
        {newsroom ? <RecentActivityCard activity={newsroom.activity} serverNow={serverNow} /> : null}
        <QuickActionsCard editor={newsroom !== null} />
      </div>
    </div>
  );
}

function OverviewStatCards({ stats, serverNow }: { stats: OverviewStats; serverNow: string }) {
  const latest = stats.latestArticle;
  return (
    <section aria-label="Nøgletal" className="grid gap-4 md:grid-cols-3">
      <StatCard
        title={OVERVIEW_TEXT.totalArticles}
        value={stats.totalArticles}
        icon={FileText}
        hint="Inklusive kladder"
        testId="stat-total-articles"
      />
      <StatCard
        title={OVERVIEW_TEXT.last24Hours}
        value={stats.articlesLast24Hours}
        icon={CalendarClock}
        hint="Artikler oprettet det seneste døgn"
        testId="stat-last-24-hours"
      />
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle className="text-sm font-medium">{OVERVIEW_TEXT.latestArticle}</CardTitle>
          <Newspaper className="size-4 text-muted-foreground" aria-hidden />
        </CardHeader>
        <CardContent className="space-y-2">
          {latest ? (
            <>
              <Link
                to={`/article/${latest.slug || latest.id}`}
                className="line-clamp-2 font-semibold hover:underline"
                data-testid="latest-article-title"
              >
                {latest.title}
              </Link>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="secondary">{latest.category}</Badge>
                <RelativeTime date={latest.publishedAt} serverNow={serverNow} />
              </div>
            </>
          ) : (
            <p className="text-muted-foreground">{OVERVIEW_TEXT.noArticles}</p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function RecentActivityCard({ activity, serverNow }: { activity: ActivityItem[]; serverNow: string }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <Activity className="size-4" aria-hidden />
            {OVERVIEW_TEXT.recentActivity}
          </h2>
        </CardTitle>
        <CardDescription>Hvem har oprettet, redigeret, publiceret og slettet hvad.</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="text-muted-foreground">{OVERVIEW_TEXT.noActivity}</p>
        ) : (
          <ul className="divide-y divide-border" data-testid="recent-activity">
            {activity.map((item) => (
              <li key={item.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3">
                <p className="min-w-0 flex-1 text-sm">
                  <span className="font-semibold">{item.actorEmail ?? "System"}</span> {item.summary}
                </p>
                <RelativeTime
                  date={item.createdAt}
                  serverNow={serverNow}
                  className="shrink-0 text-xs text-muted-foreground"
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The generator and the clubs are editors' tools (issue 26): a contributor gets 'Opret ny artikel' only. */
function QuickActionsCard({ editor }: { editor: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{OVERVIEW_TEXT.quickActions}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button asChild className="justify-start">
          <Link to="/admin/new-article">
            <FilePlus2 className="size-4" aria-hidden />
            {OVERVIEW_TEXT.newArticle}
          </Link>
        </Button>
        {editor ? (
          <>
            <Button asChild variant="outline" className="justify-start">
              <Link to="/admin/ai-article">
                <Sparkles className="size-4" aria-hidden />
                {OVERVIEW_TEXT.aiArticle}
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <Link to="/admin/clubs">
                <Shield className="size-4" aria-hidden />
                {OVERVIEW_TEXT.clubs}
              </Link>
            </Button>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
