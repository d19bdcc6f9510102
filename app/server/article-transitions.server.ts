import { sql } from "drizzle-orm";
import type { Queryable } from "./db/client.server";
import { articleTransitions, user } from "./db/schema";
import { type LiveEvent, NEWSROOM_TOPIC, publishLive } from "./live-bus.server";

/**
 * Issue 26 (ADR 0028): a workflow transition is a row, written in the transaction that changes
 * the article, and a newsroom "queue" event (ids only) so open lists and badges re-read. Lives
 * beside `recordAudit` because the editor and the generators both write articles.
 */
export interface TransitionEntry {
  articleId: string;
  from: string;
  to: string;
  actorId: string | null;
  /** The display name shown in 'Versioner' ('Agent' for the agent). */
  actorName: string;
  comment?: string | null;
  at?: Date;
}

/** Inside the write's transaction; announce the returned events with `announceLive` after the commit. */
export async function recordTransition(tx: Queryable, entry: TransitionEntry): Promise<LiveEvent[]> {
  await tx.insert(articleTransitions).values({
    articleId: entry.articleId,
    fromState: entry.from,
    toState: entry.to,
    // A removed account (or a job's actor) leaves the name only, not a dangling reference.
    actorId: entry.actorId ? sql`(SELECT ${user.id} FROM ${user} WHERE ${user.id} = ${entry.actorId})` : null,
    actorName: entry.actorName,
    comment: entry.comment ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
  return publishLive(tx, [
    { topic: NEWSROOM_TOPIC, event: "queue", data: { articleId: entry.articleId, state: entry.to } },
  ]);
}
