import { and, eq, max, ne } from "drizzle-orm";
import { articlePath } from "~/lib/public-paths";
import { isPublishedNow } from "~/lib/publication";
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
import { defaultMatchPushBody, type MatchPushKind } from "~/server/push/match-push-text";
import {
  type MatchPushRow,
  type QueuedPush,
  queueLiveUpdatePush,
  queueMatchPush,
  releaseMatchPushKeys,
} from "~/server/push/match-pushes.server";
import { EVENT_LABELS, LIVE_STATUS_LABELS, type LiveEventType, type LiveStatus } from "./live-labels";
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
  ) => Promise<{
    result: LiveResult<T>;
    events: LiveEventInput[];
    clubs?: boolean;
    frontPage?: boolean;
    /** False when no page shows the change (the desk's push switch). */
    pages?: boolean;
  }>,
): Promise<LiveResult<T>> {
  let published: LiveEvent[] = [];
  let touched: ArticleLock | null = null;
  let clubsToo = false;
  let frontPage = true;
  let pages = true;
  const result = await db.transaction(async (tx) => {
    const article = await lockArticle(tx, articleId);
    if (!article) return { ok: false, reason: "not_found" } as LiveFailure;
    const outcome = await work(tx, article);
    if (!outcome.result.ok) return outcome.result;
    published = await publishLive(tx, outcome.events);
    touched = article;
    clubsToo = outcome.clubs ?? false;
    frontPage = outcome.frontPage ?? true;
    pages = outcome.pages ?? true;
    return outcome.result;
  });
  if (result.ok && touched) {
    announceLive(published);
    if (pages) refreshPages(touched, frontPage, clubsToo);
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

/** Issue 25: the event types that go out as push on their own, and the push each one is. */
const AUTOMATIC_PUSH: Partial<Record<LiveEventType, MatchPushKind>> = {
  goal: "goal",
  own_goal: "goal",
  red_card: "red_card",
  kickoff: "kickoff",
  half_time: "half_time",
  full_time: "full_time",
};

type MatchRow = typeof matches.$inferSelect;

function pushRow(match: MatchRow, changes: Partial<typeof matches.$inferInsert> = {}): MatchPushRow {
  return {
    id: match.id,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    homeClubSlug: match.homeClubSlug,
    awayClubSlug: match.awayClubSlug,
    homeScore: changes.homeScore !== undefined ? changes.homeScore : match.homeScore,
    awayScore: changes.awayScore !== undefined ? changes.awayScore : match.awayScore,
  };
}

/**
 * The push an update causes (issue 25): a goal, red card, kick-off, half-time or full-time on a
 * match's live article goes to both clubs' and the article's followers unless the desk's switch is
 * off; any update the editor marks goes to the article's followers. Only a public article's: a
 * push never leads to a draft or a scheduled page.
 */
async function queueUpdatePush(
  tx: Tx,
  actor: LiveActor,
  article: ArticleLock,
  input: UpdateInput,
  match: MatchPushRow | null,
): Promise<QueuedPush | null> {
  if (!isPublishedNow(article)) return null;
  const url = articlePath(article.slug);
  const kind = input.eventType ? AUTOMATIC_PUSH[input.eventType] : undefined;
  if (kind && match && article.livePush) {
    return queueMatchPush(tx, {
      kind,
      match,
      minute: input.minute,
      body: input.body,
      url,
      articleId: article.id,
      createdBy: actor.id,
    });
  }
  if (!input.push) return null;
  return queueLiveUpdatePush(tx, {
    article,
    body: input.body,
    url,
    matchId: article.liveMatchId,
    createdBy: actor.id,
  });
}

export async function postUpdate(db: Database, actor: LiveActor, articleId: string, input: UpdateInput) {
  return run<{ updateId: string; push: QueuedPush | null }>(db, articleId, async (tx, article) => {
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
    let matchAfter: MatchPushRow | null = null;
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
        matchAfter = pushRow(match, changes);
      }
    }
    const push = await queueUpdatePush(tx, actor, article, input, matchAfter);
    await recordAudit(tx, actor, {
      action: "live_update_posted",
      entityType: "article",
      entityId: articleId,
      summary: `postede en live-opdatering${input.eventType ? ` (${EVENT_LABELS[input.eventType]})` : ""} i "${article.title}"`,
      metadata: { updateId: row.id, ...(push?.queued ? { pushDevices: push.devices } : {}) },
    });
    return { result: { ok: true, updateId: row.id, push }, events };
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
      // Back before kick-off: the match's pushes (kick-off, scores) may all go out again.
      if (next.status === "upcoming") await releaseMatchPushKeys(tx, input.matchId, null);
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
  return run<{ push: QueuedPush | null }>(db, articleId, async (tx, article) => {
    const status = asStatus(article.liveStatus);
    if (!status) return { result: { ok: false, reason: "not_live" }, events: [] };
    if (!article.liveMatchId) return { result: { ok: false, reason: "no_match" }, events: [] };
    const [before] = await tx.select().from(matches).where(eq(matches.id, article.liveMatchId)).for("update");
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
    const push = before ? await queueScorePush(tx, actor, article, before, input) : null;
    await recordAudit(tx, actor, {
      action: "live_score_changed",
      entityType: "match",
      entityId: article.liveMatchId,
      summary: `satte stillingen ${input.homeScore}–${input.awayScore} i "${article.title}"`,
      metadata: { ...input, ...(push?.queued ? { pushDevices: push.devices } : {}) },
    });
    return {
      result: { ok: true, push },
      events: await scoreEvents(tx, articleId, status, article.liveMatchId),
    };
  });
}

/**
 * A score the desk's score form raised is a goal too (issue 25), pushed unless a goal update (or
 * the football-data sync) pushed that score already: the same key, one push per score. A score
 * lowered on one side (a goal disallowed by VAR) is pushed as 'Mål annulleret' to the readers the
 * goal reached, and releases the keys of the scores above it, so that score reached again is
 * pushed as the new goal it is.
 */
async function queueScorePush(
  tx: Tx,
  actor: LiveActor,
  article: ArticleLock,
  before: MatchRow,
  input: MatchStateInput,
): Promise<QueuedPush | null> {
  const homeUp = input.homeScore - (before.homeScore ?? 0);
  const awayUp = input.awayScore - (before.awayScore ?? 0);
  if (homeUp < 0 || awayUp < 0) {
    await releaseMatchPushKeys(tx, before.id, { home: input.homeScore, away: input.awayScore });
    // Only a goal taken back (one side down, the other unchanged) is news; a mixed correction is not.
    if (homeUp > 0 || awayUp > 0 || !article.livePush || !isPublishedNow(article)) return null;
    const side =
      homeUp < 0 && awayUp === 0 ? before.homeTeam : awayUp < 0 && homeUp === 0 ? before.awayTeam : null;
    return queueMatchPush(tx, {
      kind: "disallowed",
      match: pushRow(before, { homeScore: input.homeScore, awayScore: input.awayScore }),
      minute: input.minute,
      body: defaultMatchPushBody("disallowed", side),
      url: articlePath(article.slug),
      articleId: article.id,
      createdBy: actor.id,
    });
  }
  if (homeUp + awayUp === 0) return null;
  if (!article.livePush || !isPublishedNow(article)) return null;
  const scorer =
    homeUp > 0 && awayUp === 0 ? before.homeTeam : awayUp > 0 && homeUp === 0 ? before.awayTeam : null;
  return queueMatchPush(tx, {
    kind: "goal",
    match: pushRow(before, { homeScore: input.homeScore, awayScore: input.awayScore }),
    minute: input.minute,
    body: defaultMatchPushBody("goal", scorer),
    url: articlePath(article.slug),
    articleId: article.id,
    createdBy: actor.id,
  });
}

/** Issue 25: the desk's switch 'Automatiske push-beskeder' for this article (articles.live_push). */
export async function setLivePush(db: Database, actor: LiveActor, articleId: string, livePush: boolean) {
  return run<object>(db, articleId, async (tx, article) => {
    await tx.update(articles).set({ livePush }).where(eq(articles.id, articleId));
    await recordAudit(tx, actor, {
      action: livePush ? "live_push_enabled" : "live_push_disabled",
      entityType: "article",
      entityId: articleId,
      summary: `slog automatiske push-beskeder ${livePush ? "til" : "fra"} for "${article.title}"`,
      metadata: { livePush },
    });
    // No page shows the switch: nothing to announce or refresh.
    return { result: { ok: true }, events: [], pages: false };
  });
}
