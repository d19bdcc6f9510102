import { count, desc, gte, sql } from "drizzle-orm";
import { missingCompanyDetails } from "~/lib/company";
import { publishedNow } from "~/server/db/article-columns";
import { countArticlesCheaply } from "~/server/db/article-count.server";
import type { Queryable } from "~/server/db/client.server";
import { articles, auditLog } from "~/server/db/schema";
import { companyDetailsOf, getSiteSettings } from "~/server/site-settings.server";

export interface OverviewStats {
  totalArticles: number;
  /** Spec §7: created_at at or after 24 hours ago. */
  articlesLast24Hours: number;
  latestArticle: {
    id: string;
    slug: string;
    title: string;
    category: string;
    publishedAt: Date;
  } | null;
}

/**
 * The overview cards (spec §7 Admin reads): count of all articles (drafts included), count created
 * in the last 24 hours, and the latest published article. A scheduled article (published_at in
 * the future) is not out yet, so it is not "latest".
 */
export async function getOverviewStats(db: Queryable): Promise<OverviewStats> {
  const [[total], [recent], [latest]] = await Promise.all([
    countArticlesCheaply(db).then((n) => [{ n }]),
    db.select({ n: count() }).from(articles).where(gte(articles.createdAt, sql`now() - interval '24 hours'`)),
    db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        category: articles.category,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(publishedNow())
      .orderBy(desc(articles.publishedAt))
      .limit(1),
  ]);
  return {
    totalArticles: total?.n ?? 0,
    articlesLast24Hours: recent?.n ?? 0,
    latestArticle: latest?.publishedAt ? { ...latest, publishedAt: latest.publishedAt } : null,
  };
}

export interface ActivityItem {
  id: number;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  createdAt: Date;
}

export const RECENT_ACTIVITY_LIMIT = 10;

/** PRODUCT.md: the overview's recent activity is the real audit log, newest first. */
export function listRecentActivity(db: Queryable, limit = RECENT_ACTIVITY_LIMIT): Promise<ActivityItem[]> {
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** Issue 14: the company details not filled in yet (Danish labels, form order), read fresh. */
export async function listMissingCompanyDetails(db: Queryable): Promise<string[]> {
  return missingCompanyDetails(companyDetailsOf(await getSiteSettings(db)));
}

/** What the overview shows of the newsroom as a whole: null for a contributor (issue 26). */
export interface NewsroomOverview {
  stats: OverviewStats;
  activity: ActivityItem[];
  missingCompanyDetails: string[];
}

/**
 * Issue 26: site-wide figures, everyone's audit entries and the company-details warning are for
 * editors and admins. A contributor ('skribent') gets none of it, and none of it is even read.
 */
export async function loadNewsroomOverview(db: Queryable, role: string): Promise<NewsroomOverview | null> {
  if (role !== "admin" && role !== "editor") return null;
  const [stats, activity, missingCompanyDetails] = await Promise.all([
    getOverviewStats(db),
    listRecentActivity(db),
    listMissingCompanyDetails(db),
  ]);
  return { stats, activity, missingCompanyDetails };
}
