import { lt } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { auditLog, pageViewsDaily } from "~/server/db/schema";
import {
  ANALYTICS_RETENTION_MONTHS,
  copenhagenDay,
  subtractMonthsFromDay,
  subtractMonthsFromInstant,
} from "./analytics-dates";

/**
 * Deletes analytics data older than 26 months (the privacy page promises it):
 * `page_views_daily` rows whose day (Europe/Copenhagen) lies before the day 26 months ago,
 * and `audit_log` rows created before the instant 26 months ago. Data exactly 26 months old is kept.
 */
export async function deleteExpiredAnalytics(
  db: Database,
  now: Date = new Date(),
): Promise<{ deletedPageViewRows: number; deletedAuditRows: number }> {
  const cutoffDay = subtractMonthsFromDay(copenhagenDay(now), ANALYTICS_RETENTION_MONTHS);
  const cutoffInstant = subtractMonthsFromInstant(now, ANALYTICS_RETENTION_MONTHS);
  const deletedViews = await db
    .delete(pageViewsDaily)
    .where(lt(pageViewsDaily.day, cutoffDay))
    .returning({ day: pageViewsDaily.day });
  const deletedAudit = await db
    .delete(auditLog)
    .where(lt(auditLog.createdAt, cutoffInstant))
    .returning({ id: auditLog.id });
  return { deletedPageViewRows: deletedViews.length, deletedAuditRows: deletedAudit.length };
}
