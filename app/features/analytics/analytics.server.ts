import { and, desc, gte, lte, sql } from "drizzle-orm";
import { publishedNow } from "~/server/db/article-columns";
import type { Database } from "~/server/db/client.server";
import { articles, pageViewsDaily } from "~/server/db/schema";
import { getCachedSiteSettings } from "~/server/site-settings.server";
import {
  analyticsPeriods,
  GROWTH_PERIOD_DAYS,
  growthPercent,
  type MonthBucket,
  monthBuckets,
  pagesPerVisit,
  RECENT_PERIOD_DAYS,
  type SourceShare,
  sourceShares,
  sumViews,
} from "./analytics-aggregation";
import { copenhagenDay } from "./analytics-dates";
import { flushPageViews } from "./page-view-recorder.server";

export interface TopArticle {
  id: string;
  title: string;
  category: string;
  views: number;
  href: string;
}

export interface AnalyticsSummary {
  /** site_settings.enable_analytics: when off, nothing new is recorded. */
  enabled: boolean;
  today: { day: string; views: number };
  growth: {
    days: number;
    currentFrom: string;
    currentTo: string;
    currentViews: number;
    previousViews: number;
    /** null without views in the previous period. */
    percent: number | null;
  };
  engagement: { days: number; views: number; entries: number; pagesPerVisit: number | null };
  months: MonthBucket[];
  sources: { days: number; totalViews: number; shares: SourceShare[] };
  topArticles: TopArticle[];
}

/** Top 5 published articles by their view counter (spec §2 Analytics: sorted by views). */
export async function listTopArticles(db: Database, limit = 5): Promise<TopArticle[]> {
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      category: articles.category,
      views: articles.views,
    })
    .from(articles)
    .where(publishedNow())
    .orderBy(desc(articles.views), desc(articles.publishedAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    views: Number(r.views),
    href: `/article/${r.slug || r.id}`,
  }));
}

/**
 * Everything the analytics page shows, from `page_views_daily` and `articles.views`.
 * Writes this instance's buffered page views first, so the numbers are current.
 */
export async function getAnalyticsSummary(db: Database, now: Date = new Date()): Promise<AnalyticsSummary> {
  await flushPageViews(db);
  const today = copenhagenDay(now);
  const p = analyticsPeriods(today);
  const earliestDaily = [p.previousFrom, p.recentFrom].sort()[0];
  const month = sql<string>`to_char(${pageViewsDaily.day}, 'YYYY-MM')`;

  const [settings, dailyRows, sourceRows, monthRows, topArticles] = await Promise.all([
    getCachedSiteSettings(db),
    db
      .select({
        day: pageViewsDaily.day,
        views: sql<string>`sum(${pageViewsDaily.views})`,
        entries: sql<string>`sum(${pageViewsDaily.entries})`,
      })
      .from(pageViewsDaily)
      .where(and(gte(pageViewsDaily.day, earliestDaily), lte(pageViewsDaily.day, today)))
      .groupBy(pageViewsDaily.day),
    db
      .select({
        referrerClass: pageViewsDaily.referrerClass,
        views: sql<string>`sum(${pageViewsDaily.views})`,
      })
      .from(pageViewsDaily)
      .where(and(gte(pageViewsDaily.day, p.recentFrom), lte(pageViewsDaily.day, today)))
      .groupBy(pageViewsDaily.referrerClass),
    db
      .select({ month, views: sql<string>`sum(${pageViewsDaily.views})` })
      .from(pageViewsDaily)
      .where(and(gte(pageViewsDaily.day, p.monthsFrom), lte(pageViewsDaily.day, today)))
      .groupBy(month),
    listTopArticles(db),
  ]);

  const days = dailyRows.map((r) => ({
    day: String(r.day),
    views: Number(r.views),
    entries: Number(r.entries),
  }));
  const currentViews = sumViews(days, p.currentFrom, p.currentTo);
  const previousViews = sumViews(days, p.previousFrom, p.previousTo);
  const recent = days.filter((d) => d.day >= p.recentFrom);
  const recentViews = recent.reduce((a, d) => a + d.views, 0);
  const recentEntries = recent.reduce((a, d) => a + d.entries, 0);
  const shares = sourceShares(
    sourceRows.map((r) => ({ referrerClass: r.referrerClass, views: Number(r.views) })),
  );

  return {
    enabled: settings.enableAnalytics,
    today: { day: today, views: sumViews(days, today, today) },
    growth: {
      days: GROWTH_PERIOD_DAYS,
      currentFrom: p.currentFrom,
      currentTo: p.currentTo,
      currentViews,
      previousViews,
      percent: growthPercent(currentViews, previousViews),
    },
    engagement: {
      days: RECENT_PERIOD_DAYS,
      views: recentViews,
      entries: recentEntries,
      pagesPerVisit: pagesPerVisit(recentViews, recentEntries),
    },
    months: monthBuckets(
      today,
      monthRows.map((r) => ({ month: String(r.month), views: Number(r.views) })),
    ),
    sources: { days: RECENT_PERIOD_DAYS, totalViews: shares.reduce((a, s) => a + s.views, 0), shares },
    topArticles,
  };
}
