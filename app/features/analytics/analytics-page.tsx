import { BarChart3, Eye, MousePointerClick, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { AnalyticsSummary } from "./analytics.server";
import { formatCount, formatGrowth, formatPagesPerVisit } from "./analytics-aggregation";

export const ANALYTICS_TEXT = {
  title: "Analytics",
  intro:
    "Førstepartsstatistik uden cookies: sidevisninger pr. dag, side og trafikkilde. Der gemmes ingen personoplysninger, og data slettes efter 26 måneder.",
  disabled:
    "Statistik er slået fra i indstillingerne. Der registreres ingen nye sidevisninger, før den slås til igen.",
  disabledLink: "Gå til indstillinger",
  today: "Visninger i dag",
  todayHint: "Sidevisninger siden midnat",
  growth: "Vækst",
  growthHint: "Seneste 7 hele dage mod de 7 dage før",
  growthNone: "Ingen tidligere periode at sammenligne med",
  engagement: "Engagement",
  engagementUnit: "sider pr. besøg",
  engagementHint:
    "Sidevisninger pr. besøg de seneste 30 dage (visninger ÷ besøg). Et besøg begynder, når en læser kommer uden henvisning eller fra et andet websted; klik videre på sitet tæller som visninger.",
  months: "Visninger pr. måned",
  monthsHint: "De seneste 6 måneder",
  topArticles: "Mest læste artikler",
  topArticlesHint: "Top 5 publicerede artikler efter antal visninger",
  noArticles: "Ingen publicerede artikler endnu",
  sources: "Trafikkilder",
  sourcesHint: "Andel af sidevisningerne de seneste 30 dage",
  noViews: "Ingen sidevisninger endnu",
} as const;

function StatCard({
  title,
  icon: Icon,
  children,
  hint,
}: {
  title: string;
  icon: typeof Eye;
  children: ReactNode;
  hint: string;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle asChild className="text-sm font-medium">
          <h2>{title}</h2>
        </CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        {children}
        <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <CardTitle asChild>
      <h2 className="text-lg">{children}</h2>
    </CardTitle>
  );
}

/** Spec §2 Analytics: stat cards, monthly views bars, top articles, traffic sources (+ indexing panel). */
export function AnalyticsPage({
  summary,
  readersPanel,
  indexingPanel,
}: {
  summary: AnalyticsSummary;
  /** What readers follow (issue 24), from the follows feature. */
  readersPanel?: ReactNode;
  indexingPanel: ReactNode;
}) {
  const maxMonth = Math.max(1, ...summary.months.map((m) => m.views));
  const growth = summary.growth.percent;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{ANALYTICS_TEXT.title}</h1>
        <p className="text-muted-foreground">{ANALYTICS_TEXT.intro}</p>
      </div>

      {!summary.enabled && (
        <div
          role="status"
          data-testid="analytics-disabled"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <p>{ANALYTICS_TEXT.disabled}</p>
          <Link to="/admin/settings" className="font-medium underline">
            {ANALYTICS_TEXT.disabledLink}
          </Link>
        </div>
      )}

      <section aria-label="Nøgletal" className="grid gap-4 md:grid-cols-3">
        <StatCard title={ANALYTICS_TEXT.today} icon={Eye} hint={ANALYTICS_TEXT.todayHint}>
          <p className="text-3xl font-bold tabular-nums" data-testid="stat-today">
            {formatCount(summary.today.views)}
          </p>
        </StatCard>
        <StatCard
          title={ANALYTICS_TEXT.growth}
          icon={TrendingUp}
          hint={growth === null ? ANALYTICS_TEXT.growthNone : ANALYTICS_TEXT.growthHint}
        >
          <p
            className={`text-3xl font-bold tabular-nums ${growth !== null && growth < 0 ? "text-red-600" : growth ? "text-green-700" : ""}`}
            data-testid="stat-growth"
          >
            {formatGrowth(growth)}
          </p>
        </StatCard>
        <StatCard
          title={ANALYTICS_TEXT.engagement}
          icon={MousePointerClick}
          hint={ANALYTICS_TEXT.engagementHint}
        >
          <p className="text-3xl font-bold tabular-nums">
            <span data-testid="stat-engagement">{formatPagesPerVisit(summary.engagement.pagesPerVisit)}</span>{" "}
            <span className="text-base font-normal text-muted-foreground">
              {ANALYTICS_TEXT.engagementUnit}
            </span>
          </p>
        </StatCard>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <SectionTitle>
              <span className="flex items-center gap-2">
                <BarChart3 className="size-4" aria-hidden />
                {ANALYTICS_TEXT.months}
              </span>
            </SectionTitle>
            <CardDescription>{ANALYTICS_TEXT.monthsHint}</CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="flex h-56 items-end gap-3" data-testid="monthly-views">
              {summary.months.map((m) => (
                <li
                  key={m.key}
                  className="flex h-full flex-1 flex-col items-center justify-end gap-1"
                  data-month={m.key}
                >
                  <span className="text-xs tabular-nums" data-testid={`month-views-${m.key}`}>
                    {formatCount(m.views)}
                  </span>
                  <div
                    aria-hidden
                    className="w-full rounded-t bg-primary"
                    style={{
                      height: `${Math.round((m.views / maxMonth) * 100)}%`,
                      minHeight: m.views ? 2 : 0,
                    }}
                  />
                  <span className="text-xs text-muted-foreground" title={`${m.label} ${m.year}`}>
                    {m.label}
                  </span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <SectionTitle>{ANALYTICS_TEXT.sources}</SectionTitle>
            <CardDescription>{ANALYTICS_TEXT.sourcesHint}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {summary.sources.totalViews === 0 && (
              <p className="text-sm text-muted-foreground">{ANALYTICS_TEXT.noViews}</p>
            )}
            <ul className="space-y-3" data-testid="traffic-sources">
              {summary.sources.shares.map((s) => (
                <li key={s.referrerClass} data-testid={`source-${s.referrerClass}`} data-views={s.views}>
                  <div className="flex items-baseline justify-between text-sm">
                    <span>{s.label}</span>
                    <span
                      className="font-semibold tabular-nums"
                      data-testid={`source-${s.referrerClass}-percent`}
                    >
                      {s.percent}%
                    </span>
                  </div>
                  <div className="mt-1 h-2 w-full rounded-full bg-muted" aria-hidden>
                    <div className="h-2 rounded-full bg-primary" style={{ width: `${s.percent}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <SectionTitle>{ANALYTICS_TEXT.topArticles}</SectionTitle>
          <CardDescription>{ANALYTICS_TEXT.topArticlesHint}</CardDescription>
        </CardHeader>
        <CardContent>
          {summary.topArticles.length === 0 ? (
            <p className="text-muted-foreground">{ANALYTICS_TEXT.noArticles}</p>
          ) : (
            <ol className="divide-y divide-border" data-testid="top-articles">
              {summary.topArticles.map((a, i) => (
                <li key={a.id} className="flex items-center gap-3 py-2">
                  <span className="w-5 text-right text-sm font-semibold text-muted-foreground">{i + 1}.</span>
                  <Link to={a.href} className="min-w-0 flex-1 truncate font-medium hover:underline">
                    {a.title}
                  </Link>
                  <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
                    {formatCount(a.views)} visninger
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>

      {readersPanel}

      {indexingPanel}
    </div>
  );
}
