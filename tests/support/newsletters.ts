import { CONSENT_TEXT_VERSION, DAILY_LIST_KEY } from "../../app/features/newsletters/newsletter-lists";
import type { Database } from "../../app/server/db/client.server";
import {
  newsletterIssues,
  newsletterSends,
  newsletterSubscribers,
  newsletterSubscriptions,
} from "../../app/server/db/schema";

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

/** A subscriber who has confirmed the given lists (by default 'Dagens vigtigste'); its id. */
export async function insertConfirmedSubscriber(
  db: Database,
  email: string,
  lists: string[] = [DAILY_LIST_KEY],
): Promise<string> {
  const [row] = await db.insert(newsletterSubscribers).values({ email }).returning();
  await db.insert(newsletterSubscriptions).values(
    lists.map((listKey) => ({
      subscriberId: row.id,
      listKey,
      status: "confirmed",
      consentTextVersion: CONSENT_TEXT_VERSION,
      consentSource: "nyhedsbrev",
      confirmedAt: new Date(),
    })),
  );
  return row.id;
}
