import type { Queryable } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import { clubListsWithSubscribers, prepareNewsletterIssue } from "./newsletter-issue.server";
import { DAILY_LIST_KEY } from "./newsletter-lists";
import {
  type NewsletterTransport,
  newsletterTransportFromEnv,
  type SendOptions,
  type SendSummary,
  sendNewsletterIssue,
} from "./newsletter-send.server";
import { expirePendingNewsletterSignUps } from "./newsletter-subscriptions.server";

export interface NewsletterJobOptions extends Partial<Omit<SendOptions, "transport">> {
  transport?: NewsletterTransport;
  now: Date;
}

async function withTransport<T>(
  db: Queryable,
  options: NewsletterJobOptions,
  run: (send: SendOptions) => Promise<T>,
): Promise<T> {
  const transport = options.transport ?? newsletterTransportFromEnv(db);
  try {
    return await run({ ratePerSecond: getEnv().NEWSLETTER_RATE_PER_SECOND, ...options, transport });
  } finally {
    if (!options.transport) transport.close();
  }
}

/**
 * The job 'nyhedsbrev-dagens' (07:00 Copenhagen time): expires old unconfirmed sign-ups, builds
 * today's 'Dagens vigtigste' once and sends it to everyone who has not had it. Runs under the
 * job's lock (runJob), which is what makes taking over a dead run's claims safe.
 */
export async function runDailyNewsletterJob(db: Queryable, options: NewsletterJobOptions) {
  const expired = await expirePendingNewsletterSignUps(db, options.now);
  const issue = await prepareNewsletterIssue(db, DAILY_LIST_KEY, options.now);
  if (!issue) return { expired };
  const summary = await withTransport(db, options, (send) => sendNewsletterIssue(db, issue, send));
  return { expired, issue: summary };
}

/**
 * The job 'nyhedsbrev-klubber' (daily): for every club list with subscribers, today's issue when
 * the club had news in the last 24 hours ('skipped' otherwise), sent like the daily list.
 */
export async function runClubNewslettersJob(db: Queryable, options: NewsletterJobOptions) {
  const lists = await clubListsWithSubscribers(db);
  const issues: SendSummary[] = [];
  await withTransport(db, options, async (send) => {
    for (const listKey of lists) {
      const issue = await prepareNewsletterIssue(db, listKey, options.now);
      if (issue) issues.push(await sendNewsletterIssue(db, issue, send));
    }
  });
  return {
    lists: lists.length,
    sent: issues.filter((issue) => issue.status === "sent").length,
    skipped: issues.filter((issue) => issue.status === "skipped").length,
    delivered: issues.reduce((sum, issue) => sum + issue.delivered, 0),
  };
}
