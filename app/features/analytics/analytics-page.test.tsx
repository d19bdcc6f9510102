import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AnalyticsSummary } from "./analytics.server";
import { monthBuckets, sourceShares } from "./analytics-aggregation";
import { AnalyticsPage } from "./analytics-page";

function summary(overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    enabled: true,
    today: { day: "2026-06-15", views: 1245 },
    growth: {
      days: 7,
      currentFrom: "2026-06-08",
      currentTo: "2026-06-14",
      currentViews: 1125,
      previousViews: 1000,
      percent: 12.5,
    },
    engagement: { days: 30, views: 240, entries: 100, pagesPerVisit: 2.4 },
    months: monthBuckets("2026-06-15", [
      { month: "2026-01", views: 1200 },
      { month: "2026-06", views: 3600 },
    ]),
    sources: {
      days: 30,
      totalViews: 1000,
      shares: sourceShares([
        { referrerClass: "direct", views: 450 },
        { referrerClass: "search", views: 320 },
        { referrerClass: "social", views: 230 },
      ]),
    },
    topArticles: [
      { id: "1", title: "FCK vinder pokalen", category: "Kampe", views: 1500, href: "/article/fck" },
    ],
    ...overrides,
  };
}

function render(s: AnalyticsSummary): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <AnalyticsPage summary={s} indexingPanel={<p>Indeksering</p>} />
    </MemoryRouter>,
  );
}

describe("analytics page", () => {
  it("shows today's views, growth, engagement, months, sources and top articles in Danish", () => {
    const html = render(summary());
    for (const text of [
      'data-testid="stat-today">1.245</p>',
      'data-testid="stat-growth">+12,5 %</p>',
      'data-testid="stat-engagement">2,4</span>',
      "sider pr. besøg",
      "Seneste 7 hele dage mod de 7 dage før",
      ...["Januar", "Februar", "Marts", "April", "Maj", "Juni"],
      'data-testid="month-views-2026-06">3.600</span>',
      'data-testid="source-direct-percent">45%</span>',
      'data-testid="source-search-percent">32%</span>',
      'data-testid="source-social-percent">23%</span>',
      'data-testid="source-other-percent">0%</span>',
      'href="/article/fck"',
      "1.500 visninger",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("Statistik er slået fra");
  });

  it("shows '–' without a previous period and a notice when recording is off", () => {
    const s = summary({ enabled: false, topArticles: [] });
    s.growth.percent = null;
    s.engagement.pagesPerVisit = null;
    const html = render(s);
    for (const text of [
      'data-testid="stat-growth">–</p>',
      "Ingen tidligere periode at sammenligne med",
      'data-testid="stat-engagement">–</span>',
      "Statistik er slået fra i indstillingerne. Der registreres ingen nye sidevisninger, før den slås til igen.",
      "Ingen publicerede artikler endnu",
    ]) {
      expect(html).toContain(text);
    }
  });
});
