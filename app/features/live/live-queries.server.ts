import { aliasedTable, and, asc, desc, eq, gte, isNotNull, lte } from "drizzle-orm";
import { isPublishedNow } from "~/lib/publication";
import { isUuid } from "~/lib/uuid";
import type { Queryable } from "~/server/db/client.server";
import { articles, clubs, liveUpdates, matches } from "~/server/db/schema";
import { articleTopic, latestSeq } from "~/server/live-bus.server";
import {
  isLiveEventType,
  isMatchPhase,
  type LiveMatchState,
  type LiveStatus,
  type LiveUpdateView,
} from "./live-labels";

export interface LiveTeam {
  name: string;
  slug: string | null;
  logoUrl: string | null;
}

export interface LiveMatchView extends LiveMatchState {
  home: LiveTeam;
  away: LiveTeam;
  kickoffAt: string;
  competition: string;
}

export interface LiveBlogData {
  articleId: string;
  liveStatus: LiveStatus;
  coverageStartedAt: string | null;
  coverageEndedAt: string | null;
  match: LiveMatchView | null;
  updates: LiveUpdateView[];
  /** The journal seq the page was rendered at: the stream resumes after it. */
  lastSeq: number;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

const updateColumns = {
  id: liveUpdates.id,
  body: liveUpdates.body,
  eventType: liveUpdates.eventType,
  minute: liveUpdates.minute,
  imageUrl: liveUpdates.imageUrl,
  imageAlt: liveUpdates.imageAlt,
  pinned: liveUpdates.pinned,
  author: liveUpdates.author,
  createdAt: liveUpdates.createdAt,
  updatedAt: liveUpdates.updatedAt,
};

type UpdateRow = {
  id: string;
  body: string;
  eventType: string | null;
  minute: number | null;
  imageUrl: string | null;
  imageAlt: string | null;
  pinned: boolean;
  author: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toUpdateView(row: UpdateRow): LiveUpdateView {
  return {
    ...row,
    eventType: isLiveEventType(row.eventType) ? row.eventType : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export function toMatchState(row: {
  id: string;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  phase: string | null;
  minute: number | null;
}): LiveMatchState {
  return {
    id: row.id,
    status: row.status === "live" || row.status === "finished" ? row.status : "upcoming",
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    phase: isMatchPhase(row.phase) ? row.phase : null,
    minute: row.minute,
  };
}

const homeClub = aliasedTable(clubs, "home_club");
const awayClub = aliasedTable(clubs, "away_club");

export async function findLiveMatch(db: Queryable, matchId: string): Promise<LiveMatchView | null> {
  const [row] = await db
    .select({
      match: matches,
      homeLogo: homeClub.logoUrl,
      awayLogo: awayClub.logoUrl,
    })
    .from(matches)
    .leftJoin(homeClub, eq(homeClub.slug, matches.homeClubSlug))
    .leftJoin(awayClub, eq(awayClub.slug, matches.awayClubSlug))
    .where(eq(matches.id, matchId))
    .limit(1);
  if (!row) return null;
  const m = row.match;
  const logo = (url: string | null, slug: string | null) => url ?? (slug ? `/logos/${slug}.svg` : null);
  return {
    ...toMatchState(m),
    home: { name: m.homeTeam, slug: m.homeClubSlug, logoUrl: logo(row.homeLogo, m.homeClubSlug) },
    away: { name: m.awayTeam, slug: m.awayClubSlug, logoUrl: logo(row.awayLogo, m.awayClubSlug) },
    kickoffAt: new Date(m.kickoffAt).toISOString(),
    competition: m.competition,
  };
}

export async function listUpdates(db: Queryable, articleId: string): Promise<LiveUpdateView[]> {
  const rows = await db
    .select(updateColumns)
    .from(liveUpdates)
    .where(eq(liveUpdates.articleId, articleId))
    .orderBy(desc(liveUpdates.createdAt))
    .limit(500);
  return rows.map(toUpdateView);
}

export async function findUpdate(db: Queryable, articleId: string, updateId: string) {
  const [row] = await db
    .select(updateColumns)
    .from(liveUpdates)
    .where(and(eq(liveUpdates.articleId, articleId), eq(liveUpdates.id, updateId)))
    .limit(1);
  return row ? toUpdateView(row) : null;
}

/** The live part of an article page; null for an ordinary article. */
export async function loadLiveBlog(
  db: Queryable,
  article: {
    id: string;
    liveStatus: string | null;
    liveMatchId: string | null;
    coverageStartedAt?: Date | string | null;
    coverageEndedAt?: Date | string | null;
  },
): Promise<LiveBlogData | null> {
  if (article.liveStatus !== "pre" && article.liveStatus !== "live" && article.liveStatus !== "ended")
    return null;
  // The seq first: an event committed while the rest loads is sent again by the stream, never lost.
  const lastSeq = await latestSeq(db, articleTopic(article.id));
  const [match, updates] = await Promise.all([
    article.liveMatchId ? findLiveMatch(db, article.liveMatchId) : Promise.resolve(null),
    listUpdates(db, article.id),
  ]);
  return {
    articleId: article.id,
    liveStatus: article.liveStatus,
    coverageStartedAt: iso(article.coverageStartedAt ?? null),
    coverageEndedAt: iso(article.coverageEndedAt ?? null),
    match,
    updates,
    lastSeq,
  };
}

export interface LiveArticleRow {
  id: string;
  slug: string;
  title: string;
  tags: string[] | null;
  isDraft: boolean;
  publishedAt: Date | null;
  liveStatus: string | null;
  liveMatchId: string | null;
  coverageStartedAt: Date | null;
  coverageEndedAt: Date | null;
  /** Issue 25: goals, red cards and the match's phases go out as push (the desk's switch). */
  livePush: boolean;
}

/** The columns of a live article the desk, the mutations and the reader page read. */
export const liveArticleColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  tags: articles.tags,
  isDraft: articles.isDraft,
  publishedAt: articles.publishedAt,
  liveStatus: articles.liveStatus,
  liveMatchId: articles.liveMatchId,
  coverageStartedAt: articles.coverageStartedAt,
  coverageEndedAt: articles.coverageEndedAt,
  livePush: articles.livePush,
};

export async function findLiveArticle(db: Queryable, articleId: string): Promise<LiveArticleRow | null> {
  if (!isUuid(articleId)) return null;
  const [row] = await db.select(liveArticleColumns).from(articles).where(eq(articles.id, articleId)).limit(1);
  return row ?? null;
}

/** Who may open an article's stream: anyone for a published live article, staff for any. */
export function mayReadStream(article: LiveArticleRow | null, staff: boolean, now = new Date()): boolean {
  if (!article) return false;
  if (staff) return true;
  return article.liveStatus !== null && isPublishedNow(article, now);
}

/** Matches an editor may tie a live article to: from two weeks back to a month ahead. */
export async function listMatchChoices(db: Queryable, now = new Date()) {
  const from = new Date(now.getTime() - 14 * 86_400_000);
  const to = new Date(now.getTime() + 31 * 86_400_000);
  return db
    .select({
      id: matches.id,
      homeTeam: matches.homeTeam,
      awayTeam: matches.awayTeam,
      kickoffAt: matches.kickoffAt,
      competition: matches.competition,
    })
    .from(matches)
    .where(and(gte(matches.kickoffAt, from), lte(matches.kickoffAt, to)))
    .orderBy(asc(matches.kickoffAt))
    .limit(200);
}

/** Ids of articles live right now (LIVE badges on cards, ticker and club news). */
export async function liveArticleIds(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(isNotNull(articles.liveStatus), eq(articles.liveStatus, "live")))
    .limit(100);
  return rows.map((r) => r.id);
}
