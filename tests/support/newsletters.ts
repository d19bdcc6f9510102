import type { Database } from "../../app/server/db/client.server";
import { newsletterIssues, newsletterSends, newsletterSubscribers } from "../../app/server/db/schema";

/**
 * Empties the newsletter tables (issue 24) before a test: the send log, the issues and the
 * subscribers, in that order for the foreign keys. Subscriptions go with their subscribers
 * (ON DELETE CASCADE).
 */
export async function resetNewsletterTables(db: Database): Promise<void> {
  await db.delete(newsletterSends);
  await db.delete(newsletterIssues);
  await db.delete(newsletterSubscribers);
}
