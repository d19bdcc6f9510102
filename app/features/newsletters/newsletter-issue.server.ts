import { and, desc, eq, gt, inArray, like, sql } from "drizzle-orm";
import { copenhagenDay, TIME_ZONE } from "~/lib/copenhagen-time";
import { publicListFilter } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { articles, clubs, newsletterIssues, newsletterSubscriptions } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { clubIdOfListKey, clubListName, DAILY_LIST_KEY, DAILY_LIST_NAME } from "./newsletter-lists";
import { type NewsletterMailArticle, renderNewsletterMail } from "./newsletter-mail.server";

/** An issue covers the articles published in the 24 hours before it is built. */
export const ISSUE_WINDOW_MS = 24 * 60 * 60_000;
/** At most this many stories per issue (the lead included). */
export const ISSUE_MAX_ARTICLES = 8;

export type IssueRow = typeof newsletterIssues.$inferSelect;

const issueArticleColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
};
type IssueArticle = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  imageAlt: string | null;
};

function toMailArticle(article: IssueArticle): NewsletterMailArticle {
  const base = getEnv().publicUrl;
  const absolute = (url: string | null) => (url && !/^https?:\/\//.test(url) ? `${base}${url}` : url);
  return {
    title: article.title,
    excerpt: article.excerpt,
    url: `${base}/article/${encodeURIComponent(article.slug)}`,
    imageUrl: absolute(article.imageUrl),
    imageAlt: article.imageAlt,
  };
}

const dateLabelFormat = new Intl.DateTimeFormat("da-DK", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The Danish name of a list, or null for a club list whose club is gone. */
async function listInfo(
  db: Queryable,
  listKey: string,
): Promise<{ name: string; clubSlug: string | null } | null> {
  if (listKey === DAILY_LIST_KEY) return { name: DAILY_LIST_NAME, clubSlug: null };
  const clubId = clubIdOfListKey(listKey);
  if (!clubId) return null;
  const [club] = await db
    .select({ name: clubs.name, slug: clubs.slug })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return club ? { name: clubListName(club.name), clubSlug: club.slug } : null;
}

/**
 * The stories of an issue: for 'Dagens vigtigste' the day's most read (the site's own 'Mest
 * læste' ranking) with the editor's lead first when one is set; for a club list the newest
 * articles tagged with the club.
 */
async function issueArticles(
  db: Queryable,
  clubSlug: string | null,
  leadArticleId: string | null,
  now: Date,
): Promise<{ lead: IssueArticle | null; rest: IssueArticle[] }> {
  const since = new Date(now.getTime() - ISSUE_WINDOW_MS);
  const visible = and(
    publicListFilter(),
    sql`${articles.publishedAt} <= ${now}`,
    gt(articles.publishedAt, since),
  );
  const rows = clubSlug
    ? await db
        .select(issueArticleColumns)
        .from(articles)
        .where(and(visible, sql`${articles.tags} && ${sql.param([`klub:${clubSlug}`])}::text[]`))
        .orderBy(desc(articles.publishedAt))
        .limit(ISSUE_MAX_ARTICLES)
    : await db
        .select(issueArticleColumns)
        .from(articles)
        .where(visible)
        .orderBy(desc(articles.views), desc(articles.publishedAt))
        .limit(ISSUE_MAX_ARTICLES);
  let lead: IssueArticle | null = null;
  if (leadArticleId) {
    // The editor's pick leads even when it is older than a day, as long as readers can see it.
    const [picked] = await db
      .select(issueArticleColumns)
      .from(articles)
      .where(and(eq(articles.id, leadArticleId), publicListFilter()));
    lead = picked ?? null;
  }
  const others = rows.filter((row) => row.id !== lead?.id);
  if (!lead) lead = others.shift() ?? null;
  return { lead, rest: others.slice(0, ISSUE_MAX_ARTICLES - 1) };
}

export interface IssuePreview {
  listKey: string;
  listName: string;
  issueDate: string;
  subject: string | null;
  html: string | null;
  text: string | null;
  articleCount: number;
}

/** Renders what the list's issue would be at `now`, without storing it (the admin's preview). */
export async function previewNewsletterIssue(
  db: Queryable,
  listKey: string,
  now: Date,
): Promise<IssuePreview | null> {
  const info = await listInfo(db, listKey);
  if (!info) return null;
  const issueDate = copenhagenDay(now);
  const [draft] = await db
    .select({ leadArticleId: newsletterIssues.leadArticleId })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.listKey, listKey), eq(newsletterIssues.issueDate, issueDate)));
  const { lead, rest } = await issueArticles(db, info.clubSlug, draft?.leadArticleId ?? null, now);
  const base = { listKey, listName: info.name, issueDate };
  if (!lead) return { ...base, subject: null, html: null, text: null, articleCount: 0 };
  const settings = await getSiteSettings(db);
  const { html, text } = await renderNewsletterMail({
    siteName: settings.siteName,
    siteUrl: getEnv().publicUrl,
    listName: info.name,
    dateLabel: dateLabelFormat.format(now),
    lead: toMailArticle(lead),
    articles: rest.map(toMailArticle),
  });
  return { ...base, subject: `${info.name}: ${lead.title}`, html, text, articleCount: 1 + rest.length };
}

/**
 * The list's issue of the Copenhagen day of `now`: built and stored once ("sending", or
 * "skipped" when there is no story), and returned as it is on every later call, so a job run
 * again that day continues the same issue instead of making a second one.
 */
export async function prepareNewsletterIssue(
  db: Queryable,
  listKey: string,
  now: Date,
): Promise<IssueRow | null> {
  const issueDate = copenhagenDay(now);
  const [existing] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.listKey, listKey), eq(newsletterIssues.issueDate, issueDate)));
  if (existing && existing.status !== "draft") return existing;
  const preview = await previewNewsletterIssue(db, listKey, now);
  if (!preview) return null;
  const built = {
    status: preview.html ? "sending" : "skipped",
    subject: preview.subject,
    html: preview.html,
    text: preview.text,
    articleCount: preview.articleCount,
  };
  // Two instances building at once: the unique (list, day) key keeps one; both go on with it.
  await db
    .insert(newsletterIssues)
    .values({ listKey, issueDate, ...built })
    .onConflictDoUpdate({
      target: [newsletterIssues.listKey, newsletterIssues.issueDate],
      set: built,
      setWhere: sql`${newsletterIssues.status} = 'draft'`,
    });
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.listKey, listKey), eq(newsletterIssues.issueDate, issueDate)));
  return row ?? null;
}

/**
 * The editor's lead story for the list's issue of the day of `now` (null clears it). Kept on a
 * draft row until the issue is built; an issue already sent is not changed.
 */
export async function setNewsletterLead(
  db: Queryable,
  listKey: string,
  articleId: string | null,
  now: Date,
): Promise<"saved" | "already-sent"> {
  const issueDate = copenhagenDay(now);
  const rows = await db
    .insert(newsletterIssues)
    .values({ listKey, issueDate, status: "draft", leadArticleId: articleId })
    .onConflictDoUpdate({
      target: [newsletterIssues.listKey, newsletterIssues.issueDate],
      set: { leadArticleId: articleId },
      setWhere: sql`${newsletterIssues.status} = 'draft'`,
    })
    .returning({ id: newsletterIssues.id });
  return rows.length > 0 ? "saved" : "already-sent";
}

/** Club lists with at least one confirmed subscriber (the club job builds an issue only for those). */
export async function clubListsWithSubscribers(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectDistinct({ listKey: newsletterSubscriptions.listKey })
    .from(newsletterSubscriptions)
    .where(
      and(eq(newsletterSubscriptions.status, "confirmed"), like(newsletterSubscriptions.listKey, "klub:%")),
    )
    .orderBy(newsletterSubscriptions.listKey);
  return rows.map((row) => row.listKey);
}

export async function issuesByIds(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(newsletterIssues).where(inArray(newsletterIssues.id, ids));
}
