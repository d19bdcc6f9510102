import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Queryable } from "~/server/db/client.server";
import { mailOutbox, newsletterIssues, newsletterSends, newsletterSubscribers } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { unsubscribeMailSubject } from "./newsletter-inbound.server";
import type { IssueRow } from "./newsletter-issue.server";
import { personalize } from "./newsletter-mail.server";
import { newsletterLinks } from "./newsletter-subscriptions.server";

/**
 * Sending one newsletter issue (issue 24, ADR 0024). The issue is rendered once; each recipient
 * gets a row in newsletter_sends *before* their mail goes to SMTP (the claim), and the row says
 * 'sent' once SMTP accepted it. A run picks only recipients without a row, so a run started
 * again after a crash, on this or another instance, continues where the last one stopped.
 *
 * A run must hold the job's lock (the newsletter jobs run under runJob): at its start a row still
 * 'sending' can only be left by a run that died, and is sent again. That is the one place a
 * recipient can get a mail twice: when the process died between SMTP's 250 and the 'sent' write
 * (a window of one round trip per connection). Every copy carries the same Message-ID, which
 * receiving systems use to drop repeats.
 */

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

export type DeliveryOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

export interface NewsletterTransport {
  /** How many mails may be in flight at once (SMTP connections). */
  concurrency: number;
  deliver(mail: OutgoingMail): Promise<DeliveryOutcome>;
  close(): void;
}

/** SMTP reply codes 5xx on a recipient are permanent refusals; 4xx and network errors are not. */
export function classifySmtpError(error: unknown): { permanent: boolean; error: string } {
  const err = error as { responseCode?: number; code?: string; message?: string; response?: string };
  const message = (err?.response ?? err?.message ?? String(error)).slice(0, 500);
  const code = typeof err?.responseCode === "number" ? err.responseCode : 0;
  return { permanent: code >= 500 && code < 600, error: message };
}

/** A pooled nodemailer transport (SMTP_URL): `connections` connections kept open for the send. */
export function smtpNewsletterTransport(smtpUrl: string, connections: number): NewsletterTransport {
  const url = new URL(smtpUrl);
  url.searchParams.set("pool", "true");
  url.searchParams.set("maxConnections", String(connections));
  url.searchParams.set("maxMessages", "100000");
  const transport = nodemailer.createTransport(url.toString());
  return {
    concurrency: connections,
    async deliver(mail) {
      try {
        await transport.sendMail({
          from: getEnv().MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          headers: mail.headers,
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, ...classifySmtpError(error) };
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP (development): each mail is kept in the outbox (/dev/mailbox with DEV_MAILBOX)
 * as its text part, so the whole flow can be tried on a laptop.
 */
export function outboxNewsletterTransport(db: Queryable): NewsletterTransport {
  return {
    concurrency: 1,
    async deliver(mail) {
      await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, body: mail.text, transport: "log" });
      return { ok: true };
    },
    close() {},
  };
}

export function newsletterTransportFromEnv(db: Queryable): NewsletterTransport {
  const env = getEnv();
  return env.SMTP_URL
    ? smtpNewsletterTransport(env.SMTP_URL, env.NEWSLETTER_SMTP_CONNECTIONS)
    : outboxNewsletterTransport(db);
}

export interface SendOptions {
  transport: NewsletterTransport;
  /** Mails handed to SMTP per second at most (the provider's limit). */
  ratePerSecond: number;
  /** Recipients claimed per round trip. */
  batchSize?: number;
  /** Waits before the 2nd, 3rd … attempt after a temporary refusal; then 'failed'. */
  retryDelaysMs?: readonly number[];
  /** Stop after this many mails (the benchmark's crash point, tests); the run is resumable. */
  stopAfter?: number;
}

export const DEFAULT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000] as const;

export interface SendSummary {
  issueId: string;
  status: string;
  delivered: number;
  retried: number;
  undeliverable: number;
  failed: number;
}

interface Recipient {
  subscriberId: string;
  email: string;
  attempts: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Paces hand-offs to at most `perSecond`, shared by all workers of a run. */
function pacer(perSecond: number) {
  const gap = 1000 / Math.max(perSecond, 0.001);
  let next = 0;
  return async () => {
    const now = performance.now();
    next = Math.max(next, now);
    const wait = next - now;
    next += gap;
    if (wait > 0) await sleep(wait);
  };
}

function domainOf(address: string): string {
  return /@([^>\s]+)/.exec(address)?.[1] ?? "forsiden.dk";
}

/** The headers every newsletter mail carries: one-click unsubscribe (RFC 8058) and a list id. */
export function newsletterHeaders(listKey: string, unsubscribeUrl: string, unsubscribeMailto: string) {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <${unsubscribeMailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": `<${listKey.replace(/[^a-z0-9-]/gi, "-")}.${domainOf(getEnv().MAIL_FROM)}>`,
  };
}

async function claimNewRecipients(
  db: Queryable,
  issue: IssueRow,
  limit: number,
  after: string | null,
): Promise<{ claimed: Recipient[]; last: string | null }> {
  // Confirmed, deliverable subscribers of the list without a row for this issue, in id order from
  // the run's cursor (keyset: each batch reads only its own stretch of the list's index).
  const result = await db.execute<{ subscriber_id: string; email: string; claimed: boolean }>(sql`
    WITH picked AS (
      SELECT s.subscriber_id, sub.email
      FROM newsletter_subscriptions s
      JOIN newsletter_subscribers sub ON sub.id = s.subscriber_id
      WHERE s.list_key = ${issue.listKey} AND s.status = 'confirmed' AND sub.undeliverable_at IS NULL
        AND (${after}::uuid IS NULL OR s.subscriber_id > ${after}::uuid)
        AND NOT EXISTS (
          SELECT 1 FROM newsletter_sends d WHERE d.issue_id = ${issue.id} AND d.subscriber_id = s.subscriber_id
        )
      ORDER BY s.subscriber_id
      LIMIT ${limit}
    ), claimed AS (
      INSERT INTO newsletter_sends (issue_id, subscriber_id, status, attempts)
      SELECT ${issue.id}, subscriber_id, 'sending', 1 FROM picked
      ON CONFLICT DO NOTHING
      RETURNING subscriber_id
    )
    SELECT p.subscriber_id, p.email, c.subscriber_id IS NOT NULL AS claimed
    FROM picked p LEFT JOIN claimed c USING (subscriber_id)
    ORDER BY p.subscriber_id`);
  const rows = rowsOf<{ subscriber_id: string; email: string; claimed: boolean }>(result);
  return {
    claimed: rows
      .filter((row) => row.claimed)
      .map((row) => ({ subscriberId: row.subscriber_id, email: row.email, attempts: 1 })),
    last: rows.at(-1)?.subscriber_id ?? null,
  };
}

async function claimDueRetries(
  db: Queryable,
  issue: IssueRow,
  limit: number,
  now: Date,
): Promise<Recipient[]> {
  const result = await db.execute<{ subscriber_id: string; email: string; attempts: number }>(sql`
    WITH due AS (
      SELECT subscriber_id FROM newsletter_sends
      WHERE issue_id = ${issue.id} AND status = 'retry' AND next_attempt_at <= ${now}
      ORDER BY subscriber_id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE newsletter_sends d SET status = 'sending', attempts = d.attempts + 1, updated_at = now()
    FROM due, newsletter_subscribers sub
    WHERE d.issue_id = ${issue.id} AND d.subscriber_id = due.subscriber_id AND sub.id = d.subscriber_id
    RETURNING d.subscriber_id, sub.email, d.attempts`);
  return rowsOf<{ subscriber_id: string; email: string; attempts: number }>(result).map((row) => ({
    subscriberId: row.subscriber_id,
    email: row.email,
    attempts: Number(row.attempts),
  }));
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }, PGlite too; keep one reading of both.
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

async function nextRetryAt(db: Queryable, issueId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${newsletterSends.nextAttemptAt})` })
    .from(newsletterSends)
    .where(and(eq(newsletterSends.issueId, issueId), eq(newsletterSends.status, "retry")));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Sends the issue to every confirmed subscriber of its list who has not had it. Returns when
 * everyone has it (or failed for good), or after `stopAfter` mails.
 */
export async function sendNewsletterIssue(
  db: Queryable,
  issue: IssueRow,
  options: SendOptions,
): Promise<SendSummary> {
  const summary: SendSummary = {
    issueId: issue.id,
    status: issue.status,
    delivered: 0,
    retried: 0,
    undeliverable: 0,
    failed: 0,
  };
  if (issue.status !== "sending" || !issue.html || !issue.text || !issue.subject) return summary;
  const { transport } = options;
  const batchSize = options.batchSize ?? 200;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pace = pacer(options.ratePerSecond);
  const env = getEnv();
  const mailto = `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM}`;
  const domain = domainOf(env.MAIL_FROM);

  // Under the job's lock, a 'sending' row belongs to a run that died: send it again.
  await db
    .update(newsletterSends)
    .set({ status: "retry", nextAttemptAt: new Date(0) })
    .where(and(eq(newsletterSends.issueId, issue.id), eq(newsletterSends.status, "sending")));
  await db
    .update(newsletterIssues)
    .set({ startedAt: sql`coalesce(${newsletterIssues.startedAt}, now())` })
    .where(eq(newsletterIssues.id, issue.id));

  let handed = 0;
  const deliverOne = async (recipient: Recipient) => {
    const links = newsletterLinks(recipient.subscriberId, issue.listKey);
    const mailtoWithToken = `${mailto}?subject=${encodeURIComponent(unsubscribeMailSubject(links.unsubscribeUrl))}`;
    await pace();
    const outcome = await transport.deliver({
      to: recipient.email,
      subject: issue.subject as string,
      html: personalize(issue.html as string, links, "html"),
      text: personalize(issue.text as string, links, "text"),
      messageId: `<${issue.id}.${recipient.subscriberId}@${domain}>`,
      headers: newsletterHeaders(issue.listKey, links.unsubscribeUrl, mailtoWithToken),
    });
    const key = and(
      eq(newsletterSends.issueId, issue.id),
      eq(newsletterSends.subscriberId, recipient.subscriberId),
    );
    if (outcome.ok) {
      await db.update(newsletterSends).set({ status: "sent", error: null, updatedAt: new Date() }).where(key);
      summary.delivered++;
      return;
    }
    if (outcome.permanent) {
      await db.transaction(async (tx) => {
        await tx
          .update(newsletterSends)
          .set({ status: "undeliverable", error: outcome.error, updatedAt: new Date() })
          .where(key);
        await tx
          .update(newsletterSubscribers)
          .set({ undeliverableAt: new Date(), undeliverableReason: outcome.error })
          .where(eq(newsletterSubscribers.id, recipient.subscriberId));
      });
      summary.undeliverable++;
      logger.info(
        { subscriberId: recipient.subscriberId, issueId: issue.id },
        "newsletter: address refused for good",
      );
      return;
    }
    const delay = retryDelays[recipient.attempts - 1];
    if (delay === undefined) {
      await db
        .update(newsletterSends)
        .set({ status: "failed", error: outcome.error, updatedAt: new Date() })
        .where(key);
      summary.failed++;
      return;
    }
    await db
      .update(newsletterSends)
      .set({
        status: "retry",
        error: outcome.error,
        nextAttemptAt: new Date(Date.now() + delay),
        updatedAt: new Date(),
      })
      .where(key);
    summary.retried++;
  };

  const runBatch = async (batch: Recipient[]) => {
    let index = 0;
    const worker = async () => {
      while (index < batch.length) {
        const recipient = batch[index++];
        await deliverOne(recipient);
      }
    };
    await Promise.all(Array.from({ length: Math.min(transport.concurrency, batch.length) }, worker));
    handed += batch.length;
  };

  let cursor: string | null = null;
  let listDone = false;
  for (;;) {
    if (options.stopAfter !== undefined && handed >= options.stopAfter)
      return { ...summary, status: "sending" };
    const room =
      options.stopAfter === undefined ? batchSize : Math.min(batchSize, options.stopAfter - handed);
    const batch = await claimDueRetries(db, issue, room, new Date());
    if (batch.length < room && !listDone) {
      const fresh = await claimNewRecipients(db, issue, room - batch.length, cursor);
      batch.push(...fresh.claimed);
      if (fresh.last === null) listDone = true;
      else cursor = fresh.last;
    }
    if (batch.length > 0 || !listDone) {
      await runBatch(batch);
      continue;
    }
    const retryAt = await nextRetryAt(db, issue.id);
    if (!retryAt) break;
    await sleep(Math.max(0, retryAt.getTime() - Date.now()));
  }

  const [counts] = await db
    .select({
      sent: sql<number>`count(*) FILTER (WHERE ${newsletterSends.status} = 'sent')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${newsletterSends.status} IN ('failed', 'undeliverable'))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(newsletterSends)
    .where(eq(newsletterSends.issueId, issue.id));
  await db
    .update(newsletterIssues)
    .set({
      status: "sent",
      completedAt: new Date(),
      sentCount: counts.sent,
      failedCount: counts.failed,
      recipientCount: counts.total,
    })
    .where(eq(newsletterIssues.id, issue.id));
  return { ...summary, status: "sent" };
}

/** 'Send test til mig': the issue as a subscriber gets it, to one address, outside the send log. */
export async function sendTestNewsletter(
  transport: NewsletterTransport,
  preview: { listKey: string; subject: string; html: string; text: string },
  to: string,
): Promise<DeliveryOutcome> {
  const base = getEnv().publicUrl;
  const links = { unsubscribeUrl: `${base}/nyhedsbrev`, preferencesUrl: `${base}/nyhedsbrev` };
  return transport.deliver({
    to,
    subject: `[Test] ${preview.subject}`,
    html: personalize(preview.html, links, "html"),
    text: personalize(preview.text, links, "text"),
    messageId: `<test.${Date.now()}.${Math.random().toString(36).slice(2)}@${domainOf(getEnv().MAIL_FROM)}>`,
    headers: newsletterHeaders(
      preview.listKey,
      links.unsubscribeUrl,
      `mailto:${/<([^>]+)>/.exec(getEnv().MAIL_FROM)?.[1] ?? ""}`,
    ),
  });
}
