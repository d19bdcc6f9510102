import { and, asc, desc, eq, gt, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { copenhagenDay } from "~/lib/copenhagen-time";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import { publicListFilter } from "~/server/db/article-columns";
import type { Database, Queryable } from "~/server/db/client.server";
import {
  articles,
  clubs,
  newsletterIssues,
  newsletterSends,
  newsletterSubscribers,
  newsletterSubscriptions,
} from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import {
  NEWSLETTER_ADMIN_TEXT,
  type NewsletterLeadChoice,
  type NewsletterListCounts,
  type NewsletterSendErrors,
  type RecentNewsletterIssue,
  SUBSCRIPTION_STATUS_LABELS,
} from "./newsletter-admin";
import {
  ISSUE_WINDOW_MS,
  type IssuePreview,
  previewNewsletterIssue,
  setNewsletterLead,
} from "./newsletter-issue.server";
import {
  clubIdOfListKey,
  clubListKey,
  clubListName,
  DAILY_LIST_KEY,
  DAILY_LIST_NAME,
} from "./newsletter-lists";
import { personalize } from "./newsletter-mail.server";
import { newsletterTransportFromEnv, sendTestNewsletter } from "./newsletter-send.server";

/** The name of a club list whose club was deleted (its subscriptions stay until unsubscribed). */
const GONE_CLUB_LIST = "Slettet klub";

/** Danish names of list keys; a club list of a deleted club is named as such, never dropped. */
async function listNameMap(db: Queryable, listKeys: Iterable<string>): Promise<Map<string, string>> {
  const keys = [...new Set(listKeys)];
  const clubIds = keys.map(clubIdOfListKey).filter((id): id is string => id !== null);
  const rows =
    clubIds.length === 0
      ? []
      : await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(inArray(clubs.id, clubIds));
  const byId = new Map(rows.map((club) => [clubListKey(club.id), clubListName(club.name)]));
  return new Map(
    keys.map((key) => [key, key === DAILY_LIST_KEY ? DAILY_LIST_NAME : (byId.get(key) ?? GONE_CLUB_LIST)]),
  );
}

/**
 * Every list with its subscriptions by state: 'Dagens vigtigste' always, and each club list with
 * any subscription row. Two aggregates: all rows by (list_key, status), read in the order of
 * newsletter_subscriptions_list_status_idx, and the undeliverable addresses' rows, which start
 * from the (few) refused subscribers and reach their lists by the primary key.
 */
export async function listNewsletterCounts(db: Queryable): Promise<NewsletterListCounts[]> {
  const [byStatus, undeliverable] = await Promise.all([
    db
      .select({
        listKey: newsletterSubscriptions.listKey,
        status: newsletterSubscriptions.status,
        n: sql<number>`count(*)::int`,
      })
      .from(newsletterSubscriptions)
      .groupBy(newsletterSubscriptions.listKey, newsletterSubscriptions.status),
    db
      .select({
        listKey: newsletterSubscriptions.listKey,
        status: newsletterSubscriptions.status,
        n: sql<number>`count(*)::int`,
      })
      .from(newsletterSubscribers)
      .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.subscriberId, newsletterSubscribers.id))
      .where(
        and(
          isNotNull(newsletterSubscribers.undeliverableAt),
          ne(newsletterSubscriptions.status, "unsubscribed"),
        ),
      )
      .groupBy(newsletterSubscriptions.listKey, newsletterSubscriptions.status),
  ]);
  const counts = new Map<string, Omit<NewsletterListCounts, "name">>();
  const entry = (key: string) => {
    let row = counts.get(key);
    if (!row) {
      row = { key, confirmed: 0, pending: 0, unsubscribed: 0, undeliverable: 0 };
      counts.set(key, row);
    }
    return row;
  };
  entry(DAILY_LIST_KEY);
  for (const { listKey, status, n } of byStatus) {
    const row = entry(listKey);
    if (status === "confirmed") row.confirmed += Number(n);
    else if (status === "pending") row.pending += Number(n);
    else if (status === "unsubscribed") row.unsubscribed += Number(n);
  }
  // A refused address is counted under 'Kan ikke modtage', not under its confirmed or pending state.
  for (const { listKey, status, n } of undeliverable) {
    const row = entry(listKey);
    row.undeliverable += Number(n);
    if (status === "confirmed") row.confirmed -= Number(n);
    else if (status === "pending") row.pending -= Number(n);
  }
  const names = await listNameMap(db, counts.keys());
  return [...counts.values()]
    .map((row) => ({ ...row, name: names.get(row.key) ?? GONE_CLUB_LIST }))
    .sort((a, b) =>
      a.key === DAILY_LIST_KEY ? -1 : b.key === DAILY_LIST_KEY ? 1 : a.name.localeCompare(b.name, "da"),
    );
}

/**
 * The preview of the list's next issue as the admin page shows it: the links a subscriber gets
 * (unsubscribe, preferences) point to the public newsletter page instead of a personal token.
 */
export async function loadNewsletterPreview(
  db: Queryable,
  listKey: string,
  now: Date,
): Promise<IssuePreview | null> {
  const preview = await previewNewsletterIssue(db, listKey, now);
  if (!preview?.html || !preview.text) return preview;
  const page = `${getEnv().publicUrl}/nyhedsbrev`;
  const links = { unsubscribeUrl: page, preferencesUrl: page };
  return {
    ...preview,
    html: personalize(preview.html, links, "html"),
    text: personalize(preview.text, links, "text"),
  };
}

/** How many articles the lead select offers (the newest of the last 24 hours). */
export const LEAD_CHOICES = 50;

export interface NewsletterLeadState {
  choices: NewsletterLeadChoice[];
  /** The editor's pick for today's issue, or null (the day's most read lead). */
  currentId: string | null;
  /** Today's issue's status ('draft' while only the lead is chosen), null before anything is stored. */
  issueStatus: string | null;
}

/** Today's 'Dagens vigtigste': the last 24 hours' published articles and the current pick. */
export async function loadNewsletterLead(db: Queryable, now: Date): Promise<NewsletterLeadState> {
  const since = new Date(now.getTime() - ISSUE_WINDOW_MS);
  const [choices, [issue]] = await Promise.all([
    db
      .select({ id: articles.id, title: articles.title, publishedAt: articles.publishedAt })
      .from(articles)
      .where(and(publicListFilter(), sql`${articles.publishedAt} <= ${now}`, gt(articles.publishedAt, since)))
      // articles_public_published_idx: published_at DESC NULLS FIRST, id.
      .orderBy(desc(articles.publishedAt), asc(articles.id))
      .limit(LEAD_CHOICES),
    db
      .select({ leadArticleId: newsletterIssues.leadArticleId, status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(
        and(eq(newsletterIssues.listKey, DAILY_LIST_KEY), eq(newsletterIssues.issueDate, copenhagenDay(now))),
      ),
  ]);
  const currentId = issue?.leadArticleId ?? null;
  const listed = choices as NewsletterLeadChoice[];
  // A pick older than the window (still readable) stays selectable, so saving again keeps it.
  if (currentId && !listed.some((choice) => choice.id === currentId)) {
    const [picked] = await db
      .select({ id: articles.id, title: articles.title, publishedAt: articles.publishedAt })
      .from(articles)
      .where(and(eq(articles.id, currentId), publicListFilter()));
    if (picked?.publishedAt) listed.push(picked as NewsletterLeadChoice);
  }
  return { choices: listed, currentId, issueStatus: issue?.status ?? null };
}

export type AdminWriteResult = { ok: true; message: string } | { ok: false; status: number; message: string };

/**
 * Saves the editor's lead story for today's 'Dagens vigtigste' (null: the most read leads), with
 * an audit entry, in one transaction. An issue already built or sent is left as it is.
 */
export async function saveNewsletterLead(
  db: Database,
  actor: AuditActor,
  articleId: string | null,
  now: Date,
): Promise<AdminWriteResult> {
  return db.transaction(async (tx) => {
    let title: string | null = null;
    if (articleId) {
      const [article] = await tx
        .select({ title: articles.title })
        .from(articles)
        .where(and(eq(articles.id, articleId), publicListFilter()));
      if (!article) return { ok: false, status: 404, message: NEWSLETTER_ADMIN_TEXT.leadNotVisible };
      title = article.title;
    }
    const outcome = await setNewsletterLead(tx, DAILY_LIST_KEY, articleId, now);
    if (outcome === "already-sent")
      return { ok: false, status: 409, message: NEWSLETTER_ADMIN_TEXT.alreadySent };
    await recordAudit(tx, actor, {
      action: "updated",
      entityType: "newsletter",
      entityId: DAILY_LIST_KEY,
      summary: title
        ? `valgte tophistorien "${title}" til ${DAILY_LIST_NAME}`
        : `fjernede tophistorien fra ${DAILY_LIST_NAME}`,
      metadata: { articleId, issueDate: copenhagenDay(now) },
    });
    return { ok: true, message: NEWSLETTER_ADMIN_TEXT.leadSaved };
  });
}

/** 'Send test til mig': the list's next issue to the signed-in staff member's own address. */
export async function sendNewsletterTest(
  db: Queryable,
  listKey: string,
  to: string,
  now: Date,
): Promise<AdminWriteResult> {
  const preview = await previewNewsletterIssue(db, listKey, now);
  if (!preview) return { ok: false, status: 404, message: NEWSLETTER_ADMIN_TEXT.unknownList };
  if (!preview.subject || !preview.html || !preview.text) {
    return { ok: false, status: 409, message: NEWSLETTER_ADMIN_TEXT.noStories };
  }
  const transport = newsletterTransportFromEnv(db);
  try {
    const outcome = await sendTestNewsletter(
      transport,
      { listKey, subject: preview.subject, html: preview.html, text: preview.text },
      to,
    );
    if (outcome.ok) return { ok: true, message: NEWSLETTER_ADMIN_TEXT.testSent(to) };
    return { ok: false, status: 502, message: NEWSLETTER_ADMIN_TEXT.testFailed(outcome.error) };
  } catch (error) {
    logger.warn({ err: error, listKey }, "newsletter test mail failed");
    const reason = error instanceof Error && error.message ? error.message : "ukendt fejl";
    return { ok: false, status: 502, message: NEWSLETTER_ADMIN_TEXT.testFailed(reason) };
  } finally {
    transport.close();
  }
}

export const RECENT_ISSUES = 20;
export const SEND_ERRORS_SHOWN = 5;

/** 'Seneste udsendelser': the newest issues (newsletter_issues_created_at_idx), newest first. */
export async function listRecentNewsletterIssues(
  db: Queryable,
  limit = RECENT_ISSUES,
): Promise<RecentNewsletterIssue[]> {
  const rows = await db
    .select({
      id: newsletterIssues.id,
      listKey: newsletterIssues.listKey,
      issueDate: newsletterIssues.issueDate,
      status: newsletterIssues.status,
      subject: newsletterIssues.subject,
      recipientCount: newsletterIssues.recipientCount,
      sentCount: newsletterIssues.sentCount,
      failedCount: newsletterIssues.failedCount,
      lastError: newsletterIssues.lastError,
      createdAt: newsletterIssues.createdAt,
    })
    .from(newsletterIssues)
    // The index is created_at DESC (NULLS LAST, Drizzle's default); the column is never null.
    .orderBy(sql`${newsletterIssues.createdAt} DESC NULLS LAST`)
    .limit(limit);
  const names = await listNameMap(
    db,
    rows.map((row) => row.listKey),
  );
  return rows.map((row) => ({ ...row, listName: names.get(row.listKey) ?? GONE_CLUB_LIST }));
}

/** The latest error texts of the newest issue (of those listed) with failed recipients. */
export async function latestNewsletterSendErrors(
  db: Queryable,
  issues: readonly RecentNewsletterIssue[],
  limit = SEND_ERRORS_SHOWN,
): Promise<NewsletterSendErrors | null> {
  const issue = issues.find((row) => row.failedCount > 0);
  if (!issue) return null;
  // The issue's rows by the primary key's first column; only the failed ones are sorted.
  const errors = await db
    .select({ status: newsletterSends.status, error: newsletterSends.error, at: newsletterSends.updatedAt })
    .from(newsletterSends)
    .where(
      and(
        eq(newsletterSends.issueId, issue.id),
        inArray(newsletterSends.status, ["failed", "undeliverable"]),
        isNotNull(newsletterSends.error),
      ),
    )
    .orderBy(desc(newsletterSends.updatedAt))
    .limit(limit);
  return {
    issueId: issue.id,
    listName: issue.listName,
    issueDate: issue.issueDate,
    errors: errors.map((row) => ({ status: row.status, error: row.error ?? "", at: row.at })),
  };
}

/* ---- The subscriber export (admins only) ---- */

export const EXPORT_COLUMNS = [
  "email",
  "liste",
  "status",
  "samtykke_givet",
  "samtykketekst_version",
  "samtykke_kilde",
  "bekraeftet",
  "afmeldt",
  "kan_ikke_modtage",
] as const;

/** Subscribers read per round trip: a 100k list never sits in memory at once. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. A cell that a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe first (OWASP CSV injection).
 */
export function csvCell(value: string | null | undefined): string {
  let cell = value ?? "";
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : "");

/**
 * The subscriptions, one line per (address, list), ordered by address: keyset pages of
 * EXPORT_BATCH_SIZE subscribers over newsletter_subscribers_email_key, and each page's
 * subscriptions by the primary key. Starts with a BOM so spreadsheets read the file as UTF-8.
 */
export async function* newsletterExportLines(
  db: Queryable,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(EXPORT_COLUMNS)}`;
  const names = new Map<string, string>([[DAILY_LIST_KEY, DAILY_LIST_NAME]]);
  let after: string | null = null;
  for (;;) {
    const subscribers = await db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        undeliverableAt: newsletterSubscribers.undeliverableAt,
      })
      .from(newsletterSubscribers)
      .where(after === null ? undefined : gt(newsletterSubscribers.email, after))
      .orderBy(asc(newsletterSubscribers.email))
      .limit(batchSize);
    if (subscribers.length === 0) return;
    after = subscribers[subscribers.length - 1].email;
    const rows = await db
      .select({
        subscriberId: newsletterSubscriptions.subscriberId,
        listKey: newsletterSubscriptions.listKey,
        status: newsletterSubscriptions.status,
        consentedAt: newsletterSubscriptions.consentedAt,
        consentTextVersion: newsletterSubscriptions.consentTextVersion,
        consentSource: newsletterSubscriptions.consentSource,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      })
      .from(newsletterSubscriptions)
      .where(
        inArray(
          newsletterSubscriptions.subscriberId,
          subscribers.map((s) => s.id),
        ),
      );
    const unnamed = rows.map((row) => row.listKey).filter((key) => !names.has(key));
    if (unnamed.length > 0) for (const [key, name] of await listNameMap(db, unnamed)) names.set(key, name);
    const bySubscriber = new Map<string, typeof rows>();
    for (const row of rows) {
      const list = bySubscriber.get(row.subscriberId) ?? [];
      list.push(row);
      bySubscriber.set(row.subscriberId, list);
    }
    let chunk = "";
    for (const subscriber of subscribers) {
      const own = (bySubscriber.get(subscriber.id) ?? []).sort((a, b) => a.listKey.localeCompare(b.listKey));
      for (const row of own) {
        chunk += csvLine([
          subscriber.email,
          names.get(row.listKey) ?? GONE_CLUB_LIST,
          SUBSCRIPTION_STATUS_LABELS[row.status] ?? row.status,
          iso(row.consentedAt),
          row.consentTextVersion,
          row.consentSource,
          iso(row.confirmedAt),
          iso(row.unsubscribedAt),
          iso(subscriber.undeliverableAt),
        ]);
      }
    }
    if (chunk) yield chunk;
    if (subscribers.length < batchSize) return;
  }
}

/** The export as a streamed download, recorded in the audit log (it is personal data). */
export async function newsletterExportResponse(
  db: Database,
  actor: AuditActor,
  now: Date,
): Promise<Response> {
  await recordAudit(db, actor, {
    action: "exported",
    entityType: "newsletter",
    summary: "eksporterede nyhedsbrevenes abonnenter (CSV)",
  });
  const lines = newsletterExportLines(db);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await lines.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        logger.error({ err: error }, "newsletter export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="nyhedsbrev-abonnenter-${copenhagenDay(now)}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
