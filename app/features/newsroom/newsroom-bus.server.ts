import type { Queryable } from "~/server/db/client.server";
import { announceLive, type LiveEvent, NEWSROOM_TOPIC, publishLive } from "~/server/live-bus.server";

/**
 * The newsroom's events (issue 26, ADR 0028) on the live bus: written to the journal in the
 * transaction that makes the change (NOTIFY on commit reaches every instance), announced in this
 * process after the commit. They carry ids and counts only: a staff page that hears one re-reads
 * what it shows, through its own role-checked loader.
 */
export type NewsroomEvent =
  /** The review queue changed (a submission, approval, send-back, publication). */
  | { event: "queue"; data: { articleId: string; state: string } }
  /** Who has an article open changed (presence, take-over). */
  | { event: "presence"; data: { articleId: string } }
  /** A staff member has a new notification (a mention, a submission …). */
  | { event: "notification"; data: { userId: string } }
  /** Assignments changed (created, started, done). */
  | { event: "assignment"; data: { assignmentId: string } };

export { NEWSROOM_EVENTS } from "./newsroom-events";

/** Inside the write's transaction; pass the result to `announceNewsroom` after the commit. */
export function publishNewsroom(tx: Queryable, events: readonly NewsroomEvent[]): Promise<LiveEvent[]> {
  return publishLive(
    tx,
    events.map((e) => ({ topic: NEWSROOM_TOPIC, event: e.event, data: e.data })),
  );
}

export function announceNewsroom(events: readonly LiveEvent[]): void {
  announceLive(events);
}
