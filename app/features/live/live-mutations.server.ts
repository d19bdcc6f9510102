import { and, eq, max, ne } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import { bylineOfActor } from "~/server/author-identity.server";
import type { Database, Tx } from "~/server/db/client.server";
import { articles, liveUpdates, matches } from "~/server/db/schema";
import {
  announceLive,
  articleTopic,
  type LiveEvent,
  type LiveEventInput,
  MATCHES_TOPIC,
  publishLive,
} from "~/server/live-bus.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import { EVENT_LABELS, LIVE_STATUS_LABELS, type LiveStatus } from "./live-labels";
import { type LiveArticleRow, liveArticleColumns, toMatchState, toUpdateView } from "./live-queries.server";
import type { CoverageInput, MatchStateInput, UpdateInput } from "./live-schema";

/**
 * Live desk writes (issue 15). Each is one transaction: the article row locked, the change, its
 * journal rows (live-bus) and the audit entry; after the commit the events are announced and the
 * article's page and the front page are refreshed in the page cache.
 */

export interface LiveActor extends AuditActor {
  name?: string | null;
}

export type LiveFailure = { ok: false; reason: "not_found" | "not_live" | "no_match" };
export type LiveResult<T = object> = ({ ok: true } & T) | LiveFailure;

type ArticleLock = LiveArticleRow;

async function lockArticle(tx: Tx, articleId: string): Promise<ArticleLock | null> {
  if (!isUuid(articleId)) return null;
  const [row] = await tx
    .select(liveArticleColumns)
    .from(articles)
    .where(eq(articles.id, articleId))
    .for("update")
    .limit(1);
  return row ?? null;
}

/**
 * The pages a live change shows on at once: the article, and the front page when the change shows
 * there (its 'LIVE NU' strip, ticker and latest list: status, score, the newest update's time), not
 * for an edit or a pin, which only the article shows. Not the whole cache.
 */
function refreshPages(article: ArticleLock, frontPage: boolean, clubsToo: boolean) {
  invalidatePageCache(PAGE_CHANGES.live(article, { frontPage, clubsToo }));
}

async function run<T extends object>(
  db: Database,
  articleId: string,
  work: (
    tx: Tx,
    article: ArticleLock,
  ) => Promise<{ result: LiveResult<T>; events: LiveEventInput[]; clubs?: boolean; frontPage?: boolean }>,
): Promise<LiveResult<T>> {
  let published: LiveEvent[] = [];
  let touched: ArticleLock | null = null;
  let clubsToo = false;
  let frontPage = true;
  const result = await db.transaction(async (tx) => {
    const article = await lockArticle(tx, articleId);
    if (!article) return { ok: false, reason: "not_found" } as LiveFailure;
    const outcome = await work(tx, article);
    if (!outcome.result.ok) return outcome.result;
    published = await publishLive(tx, outcome.events);
    touched = article;
    clubsToo = outcome.clubs ?? false;
    frontPage = outcome.frontPage ?? true;
    return outcome.result;
  });
  if (result.ok && touched) {
    announceLive(published);
    refreshPages(touched, frontPage, clubsToo);
  }
  return result;
}

async function scoreEvents(
  tx: Tx,
  articleId: string,
  liveStatus: LiveStatus,
  matchId: string,
): Promise<LiveEventInput[]> {
  const [row] = await tx.select().from(matches).where(eq(matches.id, matchId)).limit(1);
  if (!row) return [];
  const state = toMatchState(row);
  return [
    { topic: articleTopic(articleId), event: "score", data: { ...state, liveStatus } },
    { topic: MATCHES_TOPIC, event: "match", data: state },
  ];
}

function asStatus(value: string | null): LiveStatus | null {
  return value === "pre" || value === "live" || value === "ended" ? value : null;
}

export async function postUpdate(db: Database, actor: LiveActor, articleId: string, input: UpdateInput) {
  return run<{ updateId: string }>(db, articleId, async (tx, article) => {
    const status = asStatus(article.liveStatus);
    if (!status) return { result: { ok: false, reason: "not_live" }, events: [] };
    // The update's byline travels in every stream event: the display name, never an e-mail.
    const { author } = await bylineOfActor(tx, actor);
    const [row] = await tx
      .insert(liveUpdates)
      .values({
        articleId,
        body: input.body,
        eventType: input.eventType,
        minute: input.minute,
        imageUrl: input.imageUrl,
        imageAlt: input.imageAlt,
        author,
        createdBy: actor.id,
      })
      .returning();
    // Issue 22: 'latest' lists rank a live article by its newest update (articles.latest_at).
    await tx.update(articles).set({ liveUpdatedAt: row.createdAt }).where(eq(articles.id, articleId));
    const events: LiveEventInput[] = [
      { topic: articleTopic(articleId), event: "update", data: toUpdateView(row) },
    ];
    if (article.liveMatchId) {
      const [match] = await tx
        .select()
        .from(matches)
        .where(eq(matches.id, article.liveMatchId))
        .for("update");
      if (match) {
        const changes: Partial<typeof matches.$inferInsert> = {};
        const goal = input.eventType === "goal" || input.eventType === "own_goal";
        if (goal && input.side) {
          // An own goal counts for the other side; the form asks for the side of the scorer's team.
          const scoring =
            input.eventType === "own_goal" ? (input.side === "home" ? "away" : "home") : input.side;
          if (scoring === "home") changes.homeScore = (match.homeScore ?? 0) + 1;
          else changes.awayScore = (match.awayScore ?? 0) + 1;
          if (scoring === "home" && match.awayScore == null) changes.awayScore = 0;
          if (scoring === "away" && match.homeScore == null) changes.homeScore = 0;
        }
        if (match.status === "live" && input.minute != null && input.minute !== match.minute) {
          changes.minute = input.minute;
        }
        if (Object.keys(changes).length > 0) {
          await tx
            .update(matches)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(matches.id, match.id));
          events.push(...(await scoreEvents(tx, articleId, status, match.id)));
        }
      }
    }
    await recordAudit(tx, actor, {
      action: "live_update_posted",
      entityType: "article",
      entityId: articleId,
      summary: `postede en live-opdatering${input.eventType ? ` (${EVENT_LABELS[input.eventType]})` : ""} i "${article.title}"`,
      metadata: { updateId: row.id },
    });
    return { result: { ok: true, updateId: row.id }, events };
  });
}

export async function editUpdate(
  db: Database,
  actor: LiveActor,
  articleId: string,
  updateId: string,
  input: UpdateInput,
) {
  return run<object>(db, articleId, async (tx, article) => {
    const [row] = await tx
      .update(liveUpdates)
      .set({
        body: input.body,
        eventType: input.eventType,
        minute: input.minute,
        imageUrl: input.imageUrl,
        imageAlt: input.imageAlt,
        updatedAt: new Date(),
      })
      .where(and(eq(liveUpdates.id, updateId), eq(liveUpdates.articleId, articleId)))
      .returning();
    if (!row) return { result: { ok: false, reason: "not_found" }, events: [] };
    await recordAudit(tx, actor, {
      action: "live_update_edited",
      entityType: "article",
      entityId: articleId,
      summary: `rettede en live-opdatering i "${article.title}"`,
      metadata: { updateId },
    });
    return {
      result: { ok: true },
      events: [{ topic: articleTopic(articleId), event: "update", data: toUpdateView(row) }],
      // A correction keeps the update's time: the front page does not change.
      frontPage: false,
    };
  });
}

export async function deleteUpdate(db: Database, actor: LiveActor, articleId: string, updateId: string) {
  return run<object>(db, articleId, async (tx, article) => {
    const [row] = await tx
      .delete(liveUpdates)
      .where(and(eq(liveUpdates.id, updateId), eq(liveUpdates.articleId, articleId)))
      .returning({ id: liveUpdates.id });
    if (!row) return { result: { ok: false, reason: "not_found" }, events: [] };
    // The article's newest update is now the newest one left (none: null, the publish time counts).
    const [newest] = await tx
      .select({ at: max(liveUpdates.createdAt) })
      .from(liveUpdates)
      .where(eq(liveUpdates.articleId, articleId));
    await tx
      .update(articles)
      .set({ liveUpdatedAt: newest?.at ?? null })
      .where(eq(articles.id, articleId));
    await recordAudit(tx, actor, {
      action: "live_update_deleted",
      entityType: "article",
      entityId: articleId,
      summary: `slettede en live-opdatering i "${article.title}"`,
      metadata: { updateId },
    });
    return {
      result: { ok: true },
      events: [{ topic: articleTopic(articleId), event: "update-deleted", data: { id: updateId } }],
    };
  });
}

/** Pins one update (the one pinned before is unpinned), or unpins it (`pinned` false). */
export async function pinUpdate(
  db: Database,
  actor: LiveActor,
  articleId: string,
  updateId: string,
  pinned: boolean,
) {
  return run<object>(db, articleId, async (tx, article) => {
    const [exists] = await tx
      .select({ id: liveUpdates.id })
      .from(liveUpdates)
      .where(and(eq(liveUpdates.id, updateId), eq(liveUpdates.articleId, articleId)));
    if (!exists) return { result: { ok: false, reason: "not_found" }, events: [] };
    await tx
      .update(liveUpdates)
      .set({ pinned: false })
      .where(
        and(eq(liveUpdates.articleId, articleId), eq(liveUpdates.pinned, true), ne(liveUpdates.id, updateId)),
      );
    await tx.update(liveUpdates).set({ pinned }).where(eq(liveUpdates.id, updateId));
    await recordAudit(tx, actor, {
      action: pinned ? "live_update_pinned" : "live_update_unpinned",
      entityType: "article",
      entityId: articleId,
      summary: `${pinned ? "fastgjorde" : "løsnede"} en live-opdatering i "${article.title}"`,
      metadata: { updateId },
    });
    return {
      result: { ok: true },
      events: [{ topic: articleTopic(articleId), event: "pinned", data: { id: pinned ? updateId : null } }],
      frontPage: false,
    };
  });
}

/** Makes an article live (or changes its status), tied to a match or free-standing. */
export async function setCoverage(db: Database, actor: LiveActor, articleId: string, input: CoverageInput) {
  return run<object>(db, articleId, async (tx, article) => {
    if (input.matchId) {
      const [match] = await tx.select({ id: matches.id }).from(matches).where(eq(matches.id, input.matchId));
      if (!match) return { result: { ok: false, reason: "no_match" }, events: [] };
    }
    const now = new Date();
    await tx
      .update(articles)
      .set({
        liveStatus: input.liveStatus,
        liveMatchId: input.matchId,
        coverageStartedAt: input.liveStatus === "pre" ? null : (article.coverageStartedAt ?? now),
        coverageEndedAt: input.liveStatus === "ended" ? (article.coverageEndedAt ?? now) : null,
      })
      .where(eq(articles.id, articleId));
    const events: LiveEventInput[] = [];
    if (input.matchId) {
      const [match] = await tx.select().from(matches).where(eq(matches.id, input.matchId)).for("update");
      // The match row carries the state every page shows: live ↔ status, phase and minute.
      const next =
        input.liveStatus === "live"
          ? {
              status: "live",
              phase: match.phase ?? "first_half",
              minute: match.minute ?? 0,
              homeScore: match.homeScore ?? 0,
              awayScore: match.awayScore ?? 0,
            }
          : input.liveStatus === "ended"
            ? {
                status: "finished",
                phase: null,
                minute: null,
                homeScore: match.homeScore ?? 0,
                awayScore: match.awayScore ?? 0,
              }
            : match.status === "finished"
              ? { phase: null, minute: null }
              : // Before kick-off a match has no score yet.
                { status: "upcoming", phase: null, minute: null, homeScore: null, awayScore: null };
      await tx
        .update(matches)
        .set({ ...next, updatedAt: now })
        .where(eq(matches.id, input.matchId));
      events.push(...(await scoreEvents(tx, articleId, input.liveStatus, input.matchId)));
    } else {
      events.push({
        topic: articleTopic(articleId),
        event: "score",
        data: {
          id: null,
          status: null,
          homeScore: null,
          awayScore: null,
          phase: null,
          minute: null,
          liveStatus: input.liveStatus,
        },
      });
    }
    await recordAudit(tx, actor, {
      action: "live_status_changed",
      entityType: "article",
      entityId: articleId,
      summary: `satte live-status "${LIVE_STATUS_LABELS[input.liveStatus]}" på "${article.title}"`,
      metadata: { liveStatus: input.liveStatus, matchId: input.matchId },
    });
    return { result: { ok: true }, events, clubs: article.liveStatus !== input.liveStatus };
  });
}

/** Score, phase and minute of the article's match. */
export async function setMatchState(
  db: Database,
  actor: LiveActor,
  articleId: string,
  input: MatchStateInput,
) {
  return run<object>(db, articleId, async (tx, article) => {
    const status = asStatus(article.liveStatus);
    if (!status) return { result: { ok: false, reason: "not_live" }, events: [] };
    if (!article.liveMatchId) return { result: { ok: false, reason: "no_match" }, events: [] };
    await tx
      .update(matches)
      .set({
        homeScore: input.homeScore,
        awayScore: input.awayScore,
        phase: input.phase,
        minute: input.minute,
        updatedAt: new Date(),
      })
      .where(eq(matches.id, article.liveMatchId));
    await recordAudit(tx, actor, {
      action: "live_score_changed",
      entityType: "match",
      entityId: article.liveMatchId,
      summary: `satte stillingen ${input.homeScore}–${input.awayScore} i "${article.title}"`,
      metadata: { ...input },
    });
    return { result: { ok: true }, events: await scoreEvents(tx, articleId, status, article.liveMatchId) };
  });
}
