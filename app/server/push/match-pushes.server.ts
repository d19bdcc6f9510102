import { eq, inArray, sql } from "drizzle-orm";
import type { Queryable, Tx } from "~/server/db/client.server";
import { clubs, pushMessages, pushSubscriptionTopics, user } from "~/server/db/schema";
import {
  type MatchPushKind,
  type MatchScoreLine,
  matchPushTitle,
  matchPushTopic,
  PUSH_TTL_SECONDS,
  pushBodyText,
  scoreDedupeKey,
  statusDedupeKey,
} from "./match-push-text";
import { enqueuePush } from "./push-queue.server";
import { articleTopic, clubTopic, type PushTopic } from "./push-topics";

/**
 * Queues the live desk's and the football-data sync's pushes (issue 25) in the caller's
 * transaction: a match's goal, red card, kick-off, half-time and full-time to both clubs' followers
 * (and the live article's), a marked live update to the article's followers only.
 */

/** How many devices follow any of the topics (each counted once); the primary key answers it. */
export async function countDevicesFollowing(db: Queryable, topics: readonly string[]): Promise<number> {
  const wanted = [...new Set(topics)];
  if (wanted.length === 0) return 0;
  const [row] = await db
    .select({ devices: sql<number>`count(DISTINCT ${pushSubscriptionTopics.subscriptionId})::int` })
    .from(pushSubscriptionTopics)
    .where(inArray(pushSubscriptionTopics.topic, wanted));
  return row?.devices ?? 0;
}

export interface MatchPushRow extends MatchScoreLine {
  id: string;
  homeClubSlug: string | null;
  awayClubSlug: string | null;
}

/** The topics of the match's clubs (home first); a team that is not one of our clubs has none. */
export async function matchClubTopics(
  db: Queryable,
  match: Pick<MatchPushRow, "homeClubSlug" | "awayClubSlug">,
): Promise<PushTopic[]> {
  const slugs = [match.homeClubSlug, match.awayClubSlug].filter((s): s is string => Boolean(s));
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: clubs.id, slug: clubs.slug })
    .from(clubs)
    .where(inArray(clubs.slug, slugs));
  return slugs.flatMap((slug) => rows.filter((r) => r.slug === slug).map((r) => clubTopic(r.id)));
}

/** The push's author when the account exists (an actor from a script or a seed has none). */
async function authorOf(tx: Tx, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.id ?? null;
}

/** A queued push and how many devices follow its topics; `queued` false: it was sent already. */
export interface QueuedPush {
  queued: boolean;
  devices: number;
}

function dedupeKeyOf(kind: MatchPushKind, match: MatchPushRow): string | null {
  if (kind === "goal") return scoreDedupeKey(match.id, match.homeScore ?? 0, match.awayScore ?? 0);
  if (kind === "kickoff") return statusDedupeKey(match.id, "live");
  if (kind === "half_time") return statusDedupeKey(match.id, "half_time");
  if (kind === "full_time") return statusDedupeKey(match.id, "finished");
  return null;
}

/**
 * A match push to both clubs' followers and, with `articleId`, the live article's. The match row
 * carries the score after the change. A goal is urgent and reaches devices in their quiet hours
 * (unless they silence goals too); its key makes a second push of the same score a no-op (then
 * `queued` is false). Null when nobody can follow the match.
 */
export async function queueMatchPush(
  tx: Tx,
  input: {
    kind: MatchPushKind;
    match: MatchPushRow;
    minute?: number | null;
    body: string;
    url: string;
    articleId?: string | null;
    createdBy?: string | null;
  },
): Promise<QueuedPush | null> {
  const topics: PushTopic[] = await matchClubTopics(tx, input.match);
  if (input.articleId) topics.push(articleTopic(input.articleId));
  // Two teams that are not our clubs and no live article: nobody can follow it.
  if (topics.length === 0) return null;
  // A goal taken back reaches the readers the goal reached, as urgently.
  const goal = input.kind === "goal" || input.kind === "disallowed";
  const queued = await enqueuePush(tx, {
    kind: input.kind,
    topics,
    title: matchPushTitle(input.kind, input.match, input.minute),
    body: pushBodyText(input.body),
    url: input.url,
    pushTopic: matchPushTopic(input.match.id),
    urgency: goal ? "high" : "normal",
    ttlSeconds: PUSH_TTL_SECONDS[input.kind],
    goal,
    dedupeKey: dedupeKeyOf(input.kind, input.match),
    articleId: input.articleId ?? null,
    matchId: input.match.id,
    createdBy: await authorOf(tx, input.createdBy),
  });
  if (!queued) return { queued: false, devices: 0 };
  return { queued: true, devices: await countDevicesFollowing(tx, topics) };
}

/** A live update the desk marked: to the live article's followers only. */
export async function queueLiveUpdatePush(
  tx: Tx,
  input: {
    article: { id: string; title: string };
    body: string;
    url: string;
    matchId?: string | null;
    createdBy?: string | null;
  },
): Promise<QueuedPush> {
  const topics = [articleTopic(input.article.id)];
  await enqueuePush(tx, {
    kind: "update",
    topics,
    title: input.article.title,
    body: pushBodyText(input.body),
    url: input.url,
    ttlSeconds: PUSH_TTL_SECONDS.update,
    articleId: input.article.id,
    matchId: input.matchId ?? null,
    createdBy: await authorOf(tx, input.createdBy),
  });
  return { queued: true, devices: await countDevicesFollowing(tx, topics) };
}

/**
 * A score key says "this score was pushed". A match set back to before kick-off starts over: every
 * key of it is released (`score` null), so its kick-off and goals go out again when it is played.
 * A score lowered during the match (a goal disallowed, pushed as such) releases the keys of the
 * scores above it, so that score reached again is a new goal to push. Runs in the transaction that
 * changes the score.
 */
export async function releaseMatchPushKeys(
  tx: Tx,
  matchId: string,
  score: { home: number; away: number } | null,
): Promise<void> {
  const keyScore = (part: 1 | 2) =>
    sql`split_part(split_part(${pushMessages.dedupeKey}, ':', 3), '-', ${part})::int`;
  await tx
    .update(pushMessages)
    .set({ dedupeKey: null })
    .where(
      score === null
        ? sql`${pushMessages.matchId} = ${matchId} AND ${pushMessages.dedupeKey} IS NOT NULL`
        : sql`${pushMessages.matchId} = ${matchId} AND ${pushMessages.dedupeKey} LIKE 'score:%'
            AND (${keyScore(1)} > ${score.home} OR ${keyScore(2)} > ${score.away})`,
    );
}
