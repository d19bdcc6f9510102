import { count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { clubSlugOfTag } from "~/lib/public-paths";
import { isPublishedNow } from "~/lib/publication";
import { isUuid } from "~/lib/uuid";
import type { Queryable } from "~/server/db/client.server";
import {
  articles,
  clubs,
  pushMessages,
  pushSubscriptions,
  pushSubscriptionTopics,
  user,
} from "~/server/db/schema";
import { countDevicesFollowing } from "~/server/push/match-pushes.server";
import { type PushTopicWording, pushTopicNames } from "~/server/push/push-topic-names.server";
import {
  articleTopic,
  BREAKING_TOPIC,
  clubTopic,
  PUSH_KIND_LABELS,
  type PushKind,
  type PushTopic,
} from "~/server/push/push-topics";
import {
  BREAKING_PUSH_INTERVAL_MINUTES,
  clubStoryDedupeKey,
  encodePushCursor,
  type PushListCursor,
} from "./push-admin-schema";

/** /admin/push's reads (issue 25): the sent pushes, newest first, and the devices per topic. */

export const PUSH_PAGE_SIZE = 25;

export interface PushListRow {
  id: string;
  createdAt: string;
  kind: string;
  kindLabel: string;
  title: string;
  /** The topics in words: 'Breaking', a club's name, a live article's followers. */
  audience: string[];
  author: string | null;
  recipients: number;
  sent: number;
  delivered: number;
  expired: number;
  failed: number;
  status: string;
}

export interface PushListPage {
  rows: PushListRow[];
  /** The cursor of the next (older) page, or null on the last page. */
  next: string | null;
  /** True when this is not the first page. */
  paged: boolean;
}

/** How the sent list names a push's audience. */
const AUDIENCE_WORDING: PushTopicWording = {
  breaking: "Breaking",
  liveArticle: (title) => `Følgere af “${title}”`,
  missingClub: "En slettet klub",
  missingArticle: "Følgere af en slettet artikel",
};

/**
 * One page of sent pushes, newest first, by keyset on (created_at, id): the created_at index
 * serves any page as fast as the first.
 */
export async function listPushMessages(
  db: Queryable,
  cursor: PushListCursor | null,
  limit = PUSH_PAGE_SIZE,
): Promise<PushListPage> {
  const rows = await db
    .select({
      id: pushMessages.id,
      createdAt: pushMessages.createdAt,
      // The exact stored time (microseconds) for the next page's cursor.
      cursorAt: sql<string>`${pushMessages.createdAt}::text`,
      kind: pushMessages.kind,
      title: pushMessages.title,
      topics: pushMessages.topics,
      authorName: user.name,
      recipients: pushMessages.recipientCount,
      sent: pushMessages.sentCount,
      delivered: pushMessages.deliveredCount,
      expired: pushMessages.expiredCount,
      failed: pushMessages.failedCount,
      status: pushMessages.status,
    })
    .from(pushMessages)
    .leftJoin(user, eq(user.id, pushMessages.createdBy))
    .where(
      cursor
        ? sql`(${pushMessages.createdAt}, ${pushMessages.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
        : undefined,
    )
    // As the index is ordered (DESC NULLS LAST), so the plan reads it instead of sorting.
    .orderBy(sql`${pushMessages.createdAt} DESC NULLS LAST`, desc(pushMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const words = await pushTopicNames(
    db,
    page.flatMap((r) => r.topics),
    AUDIENCE_WORDING,
  );
  const last = page[page.length - 1];
  return {
    rows: page.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      kind: r.kind,
      kindLabel: PUSH_KIND_LABELS[r.kind as PushKind] ?? r.kind,
      title: r.title,
      audience: r.topics.map(words),
      author: r.authorName,
      recipients: r.recipients,
      sent: r.sent,
      delivered: r.delivered,
      expired: r.expired,
      failed: r.failed,
      status: r.status,
    })),
    next: rows.length > limit && last ? encodePushCursor({ createdAt: last.cursorAt, id: last.id }) : null,
    paged: cursor !== null,
  };
}

export interface TopicTotal {
  topic: string;
  label: string;
  devices: number;
}

export interface DeviceTotals {
  /** Every device with a subscription. */
  all: number;
  breaking: number;
  clubs: TopicTotal[];
  /** Live articles (before, during or after the match) with followers. */
  liveArticles: TopicTotal[];
}

/** Devices per topic for the given topics: `topic = ANY(…) GROUP BY topic` on the primary key. */
async function devicesPerTopic(db: Queryable, topics: readonly string[]): Promise<Map<string, number>> {
  if (topics.length === 0) return new Map();
  const rows = await db
    .select({ topic: pushSubscriptionTopics.topic, devices: count() })
    .from(pushSubscriptionTopics)
    .where(inArray(pushSubscriptionTopics.topic, [...topics]))
    .groupBy(pushSubscriptionTopics.topic);
  return new Map(rows.map((r) => [r.topic, Number(r.devices)]));
}

const byDevicesThenLabel = (a: TopicTotal, b: TopicTotal) =>
  b.devices - a.devices || a.label.localeCompare(b.label, "da");

/** Device totals: all, breaking, each club with followers, each live article with followers. */
export async function loadDeviceTotals(db: Queryable): Promise<DeviceTotals> {
  const [clubRows, liveRows, [all]] = await Promise.all([
    db.select({ id: clubs.id, name: clubs.name }).from(clubs),
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(isNotNull(articles.liveStatus))
      .orderBy(desc(articles.createdAt))
      .limit(200),
    db.select({ devices: count() }).from(pushSubscriptions),
  ]);
  const counts = await devicesPerTopic(db, [
    BREAKING_TOPIC,
    ...clubRows.map((c) => clubTopic(c.id)),
    ...liveRows.map((a) => articleTopic(a.id)),
  ]);
  const totals = (list: { topic: PushTopic; label: string }[]) =>
    list
      .map((t) => ({ ...t, devices: counts.get(t.topic) ?? 0 }))
      .filter((t) => t.devices > 0)
      .sort(byDevicesThenLabel);
  return {
    all: Number(all?.devices ?? 0),
    breaking: counts.get(BREAKING_TOPIC) ?? 0,
    clubs: totals(clubRows.map((c) => ({ topic: clubTopic(c.id), label: c.name }))),
    liveArticles: totals(liveRows.map((a) => ({ topic: articleTopic(a.id), label: a.title }))),
  };
}

/** The clubs an article is tagged with (`klub:{slug}`), for 'også til klubbernes følgere'. */
export async function articleClubs(
  db: Queryable,
  tags: readonly string[] | null,
): Promise<{ id: string; name: string }[]> {
  const slugs = (tags ?? []).map(clubSlugOfTag).filter((s): s is string => Boolean(s));
  if (slugs.length === 0) return [];
  return db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(inArray(clubs.slug, slugs))
    .orderBy(clubs.name);
}

/** The newest breaking push's time (the kind-and-time index answers it). */
export async function lastBreakingPushAt(db: Queryable): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: pushMessages.createdAt })
    .from(pushMessages)
    .where(eq(pushMessages.kind, "breaking"))
    .orderBy(sql`${pushMessages.createdAt} DESC NULLS LAST`)
    .limit(1);
  return row?.createdAt ?? null;
}

/** When the next breaking push may go out without an override, or null: now. */
export function nextBreakingPushAt(last: Date | null, now: Date): Date | null {
  if (!last) return null;
  const next = new Date(last.getTime() + BREAKING_PUSH_INTERVAL_MINUTES * 60_000);
  return next.getTime() > now.getTime() ? next : null;
}

export interface BreakingCandidate {
  article: { id: string; title: string; excerpt: string; slug: string };
  published: boolean;
  clubs: { id: string; name: string }[];
  /** Devices that get it: breaking followers, and with the clubs' followers (each device once). */
  devices: number;
  devicesWithClubs: number;
  /** 'Send til klubbernes følgere': the clubs' followers only, and whether it went already. */
  clubDevices: number;
  storySent: boolean;
  lastAt: string | null;
  /** Set while the cap holds: when the next one may go out. */
  nextAt: string | null;
}

/** The confirmation before a breaking push: the article, who gets it, and the cap. */
/** What a push about an article needs (breaking, club story, the confirmation page), or null. */
export async function findPushableArticle(db: Queryable, articleId: string) {
  const [article] = await db
    .select({
      id: articles.id,
      title: articles.title,
      excerpt: articles.excerpt,
      slug: articles.slug,
      tags: articles.tags,
      isDraft: articles.isDraft,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(eq(articles.id, articleId))
    .limit(1);
  return article ?? null;
}

export async function loadBreakingCandidate(
  db: Queryable,
  articleId: string,
  now = new Date(),
): Promise<BreakingCandidate | null> {
  if (!isUuid(articleId)) return null;
  const article = await findPushableArticle(db, articleId);
  if (!article) return null;
  const tagged = await articleClubs(db, article.tags);
  const clubTopics = tagged.map((c) => clubTopic(c.id));
  const [devices, devicesWithClubs, clubDevices, story, last] = await Promise.all([
    countDevicesFollowing(db, [BREAKING_TOPIC]),
    countDevicesFollowing(db, [BREAKING_TOPIC, ...clubTopics]),
    countDevicesFollowing(db, clubTopics),
    db
      .select({ id: pushMessages.id })
      .from(pushMessages)
      .where(eq(pushMessages.dedupeKey, clubStoryDedupeKey(article.id)))
      .limit(1),
    lastBreakingPushAt(db),
  ]);
  const next = nextBreakingPushAt(last, now);
  return {
    article: { id: article.id, title: article.title, excerpt: article.excerpt, slug: article.slug },
    published: isPublishedNow(article, now),
    clubs: tagged,
    devices,
    devicesWithClubs,
    clubDevices,
    storySent: story.length > 0,
    lastAt: last ? last.toISOString() : null,
    nextAt: next ? next.toISOString() : null,
  };
}
