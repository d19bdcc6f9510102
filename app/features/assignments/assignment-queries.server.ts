import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { normalizeTag } from "~/lib/tags";
import { notDraft } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { articles, assignments, clubs, matches, user } from "~/server/db/schema";
import { isEditor, STAFF_ROLES } from "~/server/session.server";
import {
  ASSIGNMENT_TEXT,
  type AssignmentFilters,
  type AssignmentStatus,
  effectiveStatus,
  isOverdue,
} from "./assignment-schema";
import { groupByDay, planningDays } from "./planning-days";

/** Who is looking: a contributor sees only their own assignments. */
export interface AssignmentViewer {
  id: string;
  role: string;
}

export interface AssignmentRow {
  id: string;
  title: string;
  brief: string;
  /** ISO instant. */
  deadline: string;
  /** The stored status, with 'started' + published article shown as 'done'. */
  status: AssignmentStatus;
  overdue: boolean;
  assigneeId: string | null;
  assigneeName: string | null;
  matchId: string | null;
  matchLabel: string | null;
  clubId: string | null;
  clubName: string | null;
  articleId: string | null;
}

const LIST_LIMIT = 200;

/** The article is out for readers (the derived 'Færdig'). */
function articlePublished(now: Date) {
  return sql<boolean>`coalesce(${articles.isDraft} = false and ${articles.publishedAt} <= ${now}, false)`;
}

/** Open or started and not yet out: what still needs work. */
function stillOpen(now: Date) {
  return and(
    // A literal, so the planner matches the partial assignments_open_*_idx indexes.
    sql`${assignments.status} IN ('open', 'started')`,
    sql`not (${assignments.status} = 'started' and ${articlePublished(now)})`,
  );
}

function rowColumns(now: Date) {
  return {
    id: assignments.id,
    title: assignments.title,
    brief: assignments.brief,
    deadline: assignments.deadline,
    status: assignments.status,
    published: articlePublished(now),
    assigneeId: assignments.assigneeId,
    assigneeName: user.name,
    matchId: assignments.matchId,
    homeTeam: matches.homeTeam,
    awayTeam: matches.awayTeam,
    clubId: assignments.clubId,
    clubName: clubs.name,
    articleId: assignments.articleId,
  };
}

type RawRow = {
  id: string;
  title: string;
  brief: string;
  deadline: Date;
  status: string;
  published: boolean;
  assigneeId: string | null;
  assigneeName: string | null;
  matchId: string | null;
  homeTeam: string | null;
  awayTeam: string | null;
  clubId: string | null;
  clubName: string | null;
  articleId: string | null;
};

function toRow(raw: RawRow, now: Date): AssignmentRow {
  const status = effectiveStatus(raw.status, Boolean(raw.published));
  return {
    id: raw.id,
    title: raw.title,
    brief: raw.brief,
    deadline: raw.deadline.toISOString(),
    status,
    overdue: isOverdue(status, raw.deadline, now),
    assigneeId: raw.assigneeId,
    assigneeName: raw.assigneeName,
    matchId: raw.matchId,
    matchLabel: raw.homeTeam && raw.awayTeam ? `${raw.homeTeam} – ${raw.awayTeam}` : null,
    clubId: raw.clubId,
    clubName: raw.clubName,
    articleId: raw.articleId,
  };
}

function selectRows(db: Queryable, now: Date) {
  return db
    .select(rowColumns(now))
    .from(assignments)
    .leftJoin(user, eq(user.id, assignments.assigneeId))
    .leftJoin(matches, eq(matches.id, assignments.matchId))
    .leftJoin(clubs, eq(clubs.id, assignments.clubId))
    .leftJoin(articles, eq(articles.id, assignments.articleId));
}

/**
 * /admin/opgaver, by deadline: an editor's own or everyone's; a contributor's own only (whatever
 * the filter says). Done and cancelled ones only when asked for.
 */
export async function listAssignments(
  db: Queryable,
  viewer: AssignmentViewer,
  filters: AssignmentFilters,
  now: Date = new Date(),
): Promise<AssignmentRow[]> {
  const mine = filters.scope === "mine" || !isEditor(viewer.role);
  const rows = await selectRows(db, now)
    .where(
      and(
        mine ? eq(assignments.assigneeId, viewer.id) : undefined,
        filters.showDone ? undefined : stillOpen(now),
      ),
    )
    // assignments_assignee_idx (assignee_id, deadline) or assignments_deadline_idx.
    .orderBy(asc(assignments.deadline), asc(assignments.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => toRow(r, now));
}

/** The overview's 'Mine opgaver': the signed-in user's open and started ones, by deadline. */
export async function listMyOpenAssignments(
  db: Queryable,
  userId: string,
  now: Date = new Date(),
  limit = 10,
): Promise<AssignmentRow[]> {
  const rows = await selectRows(db, now)
    .where(and(eq(assignments.assigneeId, userId), stillOpen(now)))
    .orderBy(asc(assignments.deadline), asc(assignments.id))
    .limit(limit);
  return rows.map((r) => toRow(r, now));
}

export interface StaffOption {
  id: string;
  name: string;
  role: string;
}

/** 'Tildelt': every back-office member, by display name. */
export function listStaffOptions(db: Queryable): Promise<StaffOption[]> {
  return db
    .select({ id: user.id, name: user.name, role: user.role })
    .from(user)
    .where(inArray(user.role, [...STAFF_ROLES]))
    .orderBy(asc(user.name), asc(user.id))
    .limit(500);
}

export interface MatchOption {
  id: string;
  label: string;
  kickoffAt: string;
}

/** 'Kamp': upcoming matches, soonest first (matches_kickoff_idx). */
export async function listUpcomingMatchOptions(
  db: Queryable,
  now: Date = new Date(),
): Promise<MatchOption[]> {
  const rows = await db
    .select({ id: matches.id, home: matches.homeTeam, away: matches.awayTeam, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(gte(matches.kickoffAt, now))
    .orderBy(asc(matches.kickoffAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    label: `${r.home} – ${r.away}`,
    kickoffAt: r.kickoffAt.toISOString(),
  }));
}

export interface ClubOption {
  id: string;
  name: string;
}

/** 'Klub': every club by name. */
export function listClubOptions(db: Queryable): Promise<ClubOption[]> {
  return db.select({ id: clubs.id, name: clubs.name }).from(clubs).orderBy(asc(clubs.name)).limit(1000);
}

/** What the new-article form needs to start a draft from an assignment. */
export interface AssignmentDraft {
  id: string;
  title: string;
  brief: string;
  /** klub: tags of the assignment's club, or of both clubs of its match. */
  tags: string[];
  articleId: string | null;
  status: string;
}

export type AssignmentDraftResult =
  | { ok: true; assignment: AssignmentDraft }
  | { ok: false; status: 403 | 404 | 409; message: string };

/** May this viewer start (or see) the draft of this assignment? The assignee or an editor. */
export function mayStart(viewer: AssignmentViewer, assigneeId: string | null): boolean {
  return isEditor(viewer.role) || (assigneeId !== null && assigneeId === viewer.id);
}

/** The assignment behind /admin/new-article?opgave={id}, checked for this viewer. */
export async function findAssignmentDraft(
  db: Queryable,
  id: string,
  viewer: AssignmentViewer,
): Promise<AssignmentDraftResult> {
  const [row] = await db
    .select({
      id: assignments.id,
      title: assignments.title,
      brief: assignments.brief,
      status: assignments.status,
      assigneeId: assignments.assigneeId,
      articleId: assignments.articleId,
      clubSlug: clubs.slug,
      homeClubSlug: matches.homeClubSlug,
      awayClubSlug: matches.awayClubSlug,
    })
    .from(assignments)
    .leftJoin(clubs, eq(clubs.id, assignments.clubId))
    .leftJoin(matches, eq(matches.id, assignments.matchId))
    .where(eq(assignments.id, id))
    .limit(1);
  if (!row) return { ok: false, status: 404, message: ASSIGNMENT_TEXT.notFound };
  if (!mayStart(viewer, row.assigneeId)) return { ok: false, status: 403, message: ASSIGNMENT_TEXT.notYours };
  const tags = [row.clubSlug, row.homeClubSlug, row.awayClubSlug]
    .filter((slug): slug is string => Boolean(slug))
    .map((slug) => normalizeTag(`klub:${slug}`))
    .filter((tag): tag is string => tag !== null);
  return {
    ok: true,
    assignment: {
      id: row.id,
      title: row.title,
      brief: row.brief,
      tags: [...new Set(tags)],
      articleId: row.articleId,
      status: row.status,
    },
  };
}

export interface PlanningArticle {
  id: string;
  title: string;
  author: string | null;
  /** The review's last change, or the scheduled publish time. */
  at: string;
}

export interface PlanningDayView {
  key: string;
  label: string;
  assignments: AssignmentRow[];
  inReview: PlanningArticle[];
  scheduled: PlanningArticle[];
}

/**
 * 'Planlægning': per Copenhagen day from today through the next 7, the assignments due, the
 * articles waiting for review (under today) and the articles scheduled to go out. Index-backed:
 * assignments_deadline_idx, articles_review_state_idx, articles_public_published_idx.
 */
export async function getPlanning(db: Queryable, now: Date = new Date()): Promise<PlanningDayView[]> {
  const days = planningDays(now);
  const from = days[0].start;
  const to = days[days.length - 1].end;
  const [due, review, scheduled] = await Promise.all([
    selectRows(db, now)
      .where(
        and(
          gte(assignments.deadline, from),
          lt(assignments.deadline, to),
          ne(assignments.status, "cancelled"),
        ),
      )
      .orderBy(asc(assignments.deadline), asc(assignments.id))
      .limit(500),
    db
      .select({ id: articles.id, title: articles.title, author: articles.author, at: articles.updatedAt })
      .from(articles)
      .where(eq(articles.reviewState, "submitted"))
      // The index's own order (updated_at DESC NULLS LAST), so no sort.
      .orderBy(sql`${articles.updatedAt} desc nulls last`)
      .limit(100),
    db
      .select({ id: articles.id, title: articles.title, author: articles.author, at: articles.publishedAt })
      .from(articles)
      .where(and(notDraft, gt(articles.publishedAt, now), lt(articles.publishedAt, to)))
      .orderBy(asc(articles.publishedAt))
      .limit(500),
  ]);
  const dueByDay = groupByDay(
    days,
    due.map((r) => toRow(r, now)),
    (r) => r.deadline,
  );
  const toArticle = (r: { id: string; title: string; author: string | null; at: Date | null }) => ({
    id: r.id,
    title: r.title,
    author: r.author,
    at: (r.at ?? now).toISOString(),
  });
  const scheduledByDay = groupByDay(days, scheduled.map(toArticle), (r) => r.at);
  return days.map((day, i) => ({
    key: day.key,
    label: day.label,
    assignments: dueByDay.get(day.key) ?? [],
    // Waiting for review has no day of its own: it is today's work.
    inReview: i === 0 ? review.map(toArticle) : [],
    scheduled: scheduledByDay.get(day.key) ?? [],
  }));
}
