import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { recordTransition } from "~/server/article-transitions.server";
import { recordAudit } from "~/server/audit.server";
import { needsDisplayName } from "~/server/author-identity.server";
import type { Queryable } from "~/server/db/client.server";
import { articles, articleTransitions, assignments } from "~/server/db/schema";
import { announceLive, type LiveEvent } from "~/server/live-bus.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import { recordRevision, savedArticleColumns } from "./article-revisions.server";
import type { SavedArticle } from "./article-snapshot";
import {
  checkTransition,
  type WorkflowArticle,
  type WorkflowState,
  type WorkflowTransition,
  workflowStateOf,
} from "./workflow";

/**
 * Issue 26 (ADR 0028): the review workflow's writes. Every transition is checked against the
 * table in workflow.ts inside the transaction that makes it (row lock, version check), and writes
 * the transition row, the audit entry, a newsroom "queue" event and the notifications together.
 */

export interface WorkflowActorInfo {
  id: string;
  email: string;
  name?: string | null;
  /** admin | editor | contributor. Left out only by editor-guarded callers (treated as an editor). */
  role?: string;
}

/** One notification to staff (the newsroom feature stores and delivers it). */
export interface WorkflowNotice {
  userIds: string[];
  kind: "submitted" | "returned" | "approved";
  articleId: string;
  text: string;
  href: string;
}

/**
 * Staff notifications, passed in by the route (features do not import each other): `notify` runs
 * inside the transaction, `deliver` after the commit.
 */
export interface WorkflowNotifier {
  notify(tx: Queryable, notice: WorkflowNotice, actorId: string): Promise<unknown>;
  editorIds(tx: Queryable, exceptUserId?: string): Promise<string[]>;
  deliver(db: Queryable, pending: unknown[]): Promise<void>;
}

/** What a write leaves to do once it has committed. */
export interface AfterCommit {
  events: LiveEvent[];
  pending: unknown[];
}

export function emptyAfterCommit(): AfterCommit {
  return { events: [], pending: [] };
}

/** After the commit: announce the queue events here (NOTIFY reaches the other instances), then mail. */
export async function runAfterCommit(db: Queryable, after: AfterCommit, notifier?: WorkflowNotifier) {
  announceLive(after.events);
  if (notifier && after.pending.length > 0) await notifier.deliver(db, after.pending);
}

export function actorRole(actor: WorkflowActorInfo): string {
  return actor.role ?? "editor";
}

export function actorName(actor: WorkflowActorInfo): string {
  return actor.name?.trim() || actor.email;
}

export const editHref = (articleId: string) => `/admin/articles?rediger=${articleId}`;

/** The Danish notification sentences (also the e-mail's subject). */
export const NOTICE_TEXT = {
  submitted: (name: string, title: string) => `${name} sendte "${title}" til redigering`,
  returned: (name: string, title: string, comment: string) => `${name} sendte "${title}" tilbage: ${comment}`,
  approved: (name: string, title: string) => `${name} godkendte "${title}"`,
};

const AUDIT_SUMMARY: Record<WorkflowTransition, (title: string) => string> = {
  submit: (title) => `sendte artiklen "${title}" til redigering`,
  approve: (title) => `godkendte artiklen "${title}"`,
  send_back: (title) => `sendte artiklen "${title}" tilbage til skribenten`,
  publish: (title) => `publicerede artiklen "${title}"`,
};

const AUDIT_ACTION: Record<WorkflowTransition, string> = {
  submit: "submitted",
  approve: "approved",
  send_back: "returned",
  publish: "published",
};

/**
 * Inside a write's transaction: records a change of the derived state (a transition row and the
 * queue event) and, for a submission, notifies the editors. Nothing is written when the state stays.
 */
export async function recordStateChange(
  tx: Queryable,
  actor: WorkflowActorInfo,
  change: {
    articleId: string;
    title: string;
    from: WorkflowState;
    to: WorkflowState;
    comment?: string | null;
  },
  after: AfterCommit,
  notifier?: WorkflowNotifier,
): Promise<void> {
  if (change.from === change.to) return;
  if (change.to === "published" || change.to === "scheduled") {
    // An assignment whose story is out is done: closed in the same transaction, so the open
    // assignments' partial indexes hold open work only.
    await tx
      .update(assignments)
      .set({ status: "done", updatedAt: new Date() })
      .where(and(eq(assignments.articleId, change.articleId), eq(assignments.status, "started")));
  }
  after.events.push(
    ...(await recordTransition(tx, {
      articleId: change.articleId,
      from: change.from,
      to: change.to,
      actorId: actor.id,
      actorName: actorName(actor),
      comment: change.comment ?? null,
    })),
  );
  if (change.to === "submitted" && notifier) {
    const userIds = await notifier.editorIds(tx, actor.id);
    after.pending.push(
      await notifier.notify(
        tx,
        {
          userIds,
          kind: "submitted",
          articleId: change.articleId,
          text: NOTICE_TEXT.submitted(actorName(actor), change.title),
          href: editHref(change.articleId),
        },
        actor.id,
      ),
    );
  }
}

export type TransitionFailure =
  | "not_found"
  | "conflict"
  | "forbidden"
  | "wrong_state"
  | "comment_required"
  | "no_display_name";

export type TransitionResult =
  | {
      ok: true;
      from: WorkflowState;
      to: WorkflowState;
      article: SavedArticle;
    }
  | { ok: false; reason: TransitionFailure };

export interface TransitionInput {
  /** The version the editor was opened with. */
  version: number;
  /** Required for send_back ('Skriv en kommentar til skribenten'). */
  comment?: string | null;
}

/**
 * 'Send til redigering', 'Godkend', 'Send tilbage' and 'Publicér nu'. One transaction: the row
 * locked, the version and the transition table checked, then the new state, the transition row,
 * the audit entry, the queue event and the notification. Pages and mails follow the commit.
 */
export async function transitionArticle(
  db: Queryable,
  actor: WorkflowActorInfo,
  articleId: string,
  transition: WorkflowTransition,
  input: TransitionInput,
  notifier?: WorkflowNotifier,
  now: Date = new Date(),
): Promise<TransitionResult> {
  const comment = input.comment?.trim() || null;
  if (transition === "send_back" && !comment) return { ok: false, reason: "comment_required" };
  const after = emptyAfterCommit();
  let published: { slug: string; tags: string[] | null } | null = null;
  const result = await db.transaction(async (tx): Promise<TransitionResult> => {
    const [row] = await tx.select().from(articles).where(eq(articles.id, articleId)).for("update");
    if (!row) return { ok: false, reason: "not_found" };
    if (row.version !== input.version) return { ok: false, reason: "conflict" };
    const facts: WorkflowArticle = row;
    const check = checkTransition(transition, { id: actor.id, role: actorRole(actor) }, facts, now);
    if (!check.ok) return check;
    const name = actorName(actor);
    let values: Partial<typeof articles.$inferInsert>;
    if (transition === "publish") {
      // Issue 22: readers never see a byline made from an e-mail.
      if (await needsDisplayName(tx, actor.id)) return { ok: false, reason: "no_display_name" };
      await recordRevision(tx, row, actor);
      values = { isDraft: false, publishedAt: now, reviewState: null };
      published = { slug: row.slug, tags: row.tags };
    } else {
      values = { reviewState: check.to };
    }
    const [article] = await tx
      .update(articles)
      .set({ ...values, updatedAt: now, version: row.version + 1 })
      .where(eq(articles.id, articleId))
      .returning(savedArticleColumns);
    await recordStateChange(
      tx,
      actor,
      { articleId, title: row.title, from: check.from, to: check.to, comment },
      after,
      notifier,
    );
    await recordAudit(tx, actor, {
      action: AUDIT_ACTION[transition],
      entityType: "article",
      entityId: articleId,
      summary: AUDIT_SUMMARY[transition](row.title),
      ...(comment ? { metadata: { comment } } : {}),
    });
    // The author hears of a send-back (with the comment) and of an approval.
    if (notifier && row.authorId && (transition === "send_back" || transition === "approve")) {
      after.pending.push(
        await notifier.notify(
          tx,
          {
            userIds: [row.authorId],
            kind: transition === "send_back" ? "returned" : "approved",
            articleId,
            text:
              transition === "send_back"
                ? NOTICE_TEXT.returned(name, row.title, comment ?? "")
                : NOTICE_TEXT.approved(name, row.title),
            href: editHref(articleId),
          },
          actor.id,
        ),
      );
    }
    return { ok: true, from: check.from, to: check.to, article };
  });
  if (result.ok) {
    const pub = published as { slug: string; tags: string[] | null } | null;
    if (pub) {
      invalidatePageCache(
        PAGE_CHANGES.article({ ids: [articleId], slugs: [pub.slug], tags: pub.tags ?? [] }),
      );
    }
    await runAfterCommit(db, after, notifier);
  }
  return result;
}

/** The 'Versioner' tab's workflow history: who moved the article, when, and the comment. Newest first. */
export function listTransitions(db: Queryable, articleId: string, limit = 50) {
  return db
    .select({
      id: articleTransitions.id,
      fromState: articleTransitions.fromState,
      toState: articleTransitions.toState,
      actorName: articleTransitions.actorName,
      comment: articleTransitions.comment,
      createdAt: articleTransitions.createdAt,
    })
    .from(articleTransitions)
    .where(eq(articleTransitions.articleId, articleId))
    .orderBy(sql`${articleTransitions.createdAt} DESC`)
    .limit(limit);
}

export type TransitionRow = Awaited<ReturnType<typeof listTransitions>>[number];

/** 'Til redigering (n)': submitted drafts, one count on articles_review_state_idx. */
export async function countSubmitted(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(eq(articles.reviewState, "submitted"), isNotNull(articles.reviewState)));
  return row?.n ?? 0;
}

/** A contributor's own articles by state, for their overview (no site-wide numbers). */
export async function countOwnByState(
  db: Queryable,
  authorId: string,
  now: Date = new Date(),
): Promise<Record<WorkflowState, number>> {
  const rows = await db
    .select({
      isDraft: articles.isDraft,
      reviewState: articles.reviewState,
      scheduled: sql<boolean>`${articles.publishedAt} > ${now}`,
      n: count(),
    })
    .from(articles)
    .where(eq(articles.authorId, authorId))
    // By position: the comparison's parameter would otherwise not match the select list's.
    .groupBy(sql`1, 2, 3`);
  const counts: Record<WorkflowState, number> = {
    draft: 0,
    returned: 0,
    submitted: 0,
    approved: 0,
    scheduled: 0,
    published: 0,
  };
  for (const r of rows) {
    const state = workflowStateOf(
      {
        isDraft: r.isDraft,
        reviewState: r.reviewState,
        publishedAt: r.scheduled ? new Date(now.getTime() + 1) : null,
      },
      now,
    );
    counts[state] += Number(r.n);
  }
  return counts;
}
