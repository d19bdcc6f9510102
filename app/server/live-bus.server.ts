import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database, DatabaseHandle, Queryable } from "./db/client.server";
import { listenWithReconnect } from "./db/pg-listen.server";
import { liveEvents } from "./db/schema";
import { logger } from "./logger.server";

/**
 * The live bus (issue 15, ADR 0016). Every live change is written to the `live_events` journal in
 * the transaction that makes it; its `seq` is the SSE event id. Delivery:
 * - PostgreSQL: `pg_notify` inside the same transaction (sent on commit, never for a rollback);
 *   one LISTEN connection per instance hears every instance's events, this one's included;
 * - PGlite (one process): the writer announces the events after commit, in memory.
 * Either way they fan out in memory to the subscribers (the open streams) of their topic.
 */

export interface LiveEvent {
  seq: number;
  topic: string;
  /** The SSE event name: update, update-deleted, pinned, score, match … */
  event: string;
  data: unknown;
}

export interface LiveEventInput {
  topic: string;
  event: string;
  data: unknown;
}

const CHANNEL = "forsiden_live";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: bigger events are read by seq. */
const MAX_NOTIFY_PAYLOAD = 7900;
/** Serialises journal writers, so seq order is commit order (a resume never skips a row). */
const JOURNAL_LOCK_KEY = 727_010;
/** Journal rows older than this are pruned (every PRUNE_EVERY writes). */
const KEEP_HOURS = 48;
const PRUNE_EVERY = 100;

export const articleTopic = (articleId: string) => `article:${articleId}`;
export const MATCHES_TOPIC = "matches";
/** Issue 26: the back office's own topic (review queue, presence, notifications); staff only. */
export const NEWSROOM_TOPIC = "newsroom";

let mode: "local" | "postgres" = "local";
const subscribers = new Map<string, Set<(event: LiveEvent) => void>>();
/** The highest seq dispatched here: after a lost LISTEN connection the gap is read back. */
let lastDispatched = 0;

/** Listens for one topic's events; returns the unsubscribe function. */
export function subscribeLive(topic: string, listener: (event: LiveEvent) => void): () => void {
  let set = subscribers.get(topic);
  if (!set) {
    set = new Set();
    subscribers.set(topic, set);
  }
  set.add(listener);
  return () => {
    const current = subscribers.get(topic);
    current?.delete(listener);
    if (current?.size === 0) subscribers.delete(topic);
  };
}

export function liveSubscriberCount(): number {
  let n = 0;
  for (const set of subscribers.values()) n += set.size;
  return n;
}

function dispatch(events: readonly LiveEvent[]): void {
  for (const event of events) {
    if (event.seq > lastDispatched) lastDispatched = event.seq;
    const set = subscribers.get(event.topic);
    if (!set) continue;
    for (const listener of set) {
      try {
        listener(event);
      } catch (error) {
        logger.warn({ err: error, topic: event.topic }, "live: a subscriber failed");
      }
    }
  }
}

function rowToEvent(row: { seq: number; topic: string; payload: unknown }): LiveEvent {
  const payload = row.payload as { event: string; data: unknown };
  return { seq: Number(row.seq), topic: row.topic, event: payload.event, data: payload.data };
}

/**
 * Writes events to the journal inside the caller's transaction (and on PostgreSQL queues their
 * NOTIFY, sent on commit). After the commit, pass the result to `announceLive`.
 */
export async function publishLive(tx: Queryable, inputs: readonly LiveEventInput[]): Promise<LiveEvent[]> {
  if (inputs.length === 0) return [];
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOURNAL_LOCK_KEY})`);
  const rows = await tx
    .insert(liveEvents)
    .values(
      inputs.map((input) => ({ topic: input.topic, payload: { event: input.event, data: input.data } })),
    )
    .returning({ seq: liveEvents.seq, topic: liveEvents.topic, payload: liveEvents.payload });
  const events = rows.map(rowToEvent).sort((a, b) => a.seq - b.seq);
  const last = events[events.length - 1].seq;
  if (mode === "postgres") {
    let payload = JSON.stringify({ events });
    if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD)
      payload = JSON.stringify({ from: events[0].seq, to: last });
    await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${payload})`);
  }
  // Pruning on write keeps the journal small without a job; the resume window is KEEP_HOURS.
  if (Math.floor(last / PRUNE_EVERY) !== Math.floor((events[0].seq - 1) / PRUNE_EVERY)) {
    await tx.execute(
      sql`DELETE FROM live_events WHERE created_at < now() - make_interval(hours => ${KEEP_HOURS})`,
    );
  }
  return events;
}

/** After the commit: delivers the events in this process (PGlite); PostgreSQL's LISTEN does it there. */
export function announceLive(events: readonly LiveEvent[]): void {
  if (mode === "local") dispatch(events);
}

export interface JournalPage {
  events: LiveEvent[];
  /** True when rows after `after` were pruned: the reader must reload the page. */
  gap: boolean;
  /** True when more rows follow than `limit` or `maxBytes` let through. */
  more: boolean;
}

export interface JournalBounds {
  /** At most this many rows (default 500). */
  limit?: number;
  /** At most this many bytes, as measured by `sizeOf` (default: no bound). */
  maxBytes?: number;
  /** An event's size in bytes (the SSE frame it becomes); default its JSON. */
  sizeOf?: (event: LiveEvent) => number;
}

/** Rows read per query: a byte-bounded read never loads much more than its bound from the database. */
const JOURNAL_BATCH = 32;

/**
 * The journal rows of a topic after `after`, oldest first, bounded in rows and bytes. Read in
 * small batches, so a journal of large updates costs the bound, not the whole window (issue 21).
 */
export async function readJournal(
  db: Queryable,
  topic: string,
  after: number,
  bounds: JournalBounds = {},
): Promise<JournalPage> {
  const limit = bounds.limit ?? 500;
  const maxBytes = bounds.maxBytes ?? Number.POSITIVE_INFINITY;
  const sizeOf = bounds.sizeOf ?? ((event: LiveEvent) => Buffer.byteLength(JSON.stringify(event.data)));
  const events: LiveEvent[] = [];
  let bytes = 0;
  let more = false;
  let cursor = after;
  read: for (;;) {
    const batch = Math.min(JOURNAL_BATCH, limit - events.length) + 1;
    const rows = await db
      .select({ seq: liveEvents.seq, topic: liveEvents.topic, payload: liveEvents.payload })
      .from(liveEvents)
      .where(and(eq(liveEvents.topic, topic), gt(liveEvents.seq, cursor)))
      .orderBy(asc(liveEvents.seq))
      .limit(batch);
    for (const row of rows.slice(0, batch - 1)) {
      const event = rowToEvent(row);
      bytes += sizeOf(event);
      if (bytes > maxBytes) {
        more = true;
        break read;
      }
      events.push(event);
      cursor = event.seq;
    }
    if (rows.length < batch) break;
    if (events.length >= limit) {
      more = true;
      break;
    }
  }
  let gap = false;
  if (after > 0) {
    const [row] = await db.select({ min: sql<string | null>`min(${liveEvents.seq})` }).from(liveEvents);
    const minSeq = row?.min == null ? null : Number(row.min);
    gap = minSeq !== null && after < minSeq - 1;
  }
  return { events, gap, more };
}

/** The latest seq of a topic (0 when none): the page renders it, the stream resumes after it. */
export async function latestSeq(db: Queryable, topic: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${liveEvents.seq})` })
    .from(liveEvents)
    .where(eq(liveEvents.topic, topic));
  return Number(row?.seq ?? 0);
}

async function readRange(db: Database, from: number, to: number | null): Promise<LiveEvent[]> {
  const rows = await db
    .select({ seq: liveEvents.seq, topic: liveEvents.topic, payload: liveEvents.payload })
    .from(liveEvents)
    .where(to === null ? gt(liveEvents.seq, from - 1) : sql`${liveEvents.seq} BETWEEN ${from} AND ${to}`)
    .orderBy(asc(liveEvents.seq))
    .limit(5000);
  return rows.map(rowToEvent);
}

/**
 * Starts the bus for this process: on PostgreSQL one LISTEN connection (reconnecting with backoff,
 * app/server/db/pg-listen.server.ts; events missed meanwhile are read back from the journal).
 * Returns the stop function.
 */
export async function startLiveBus(
  handle: DatabaseHandle,
  options: { minDelayMs?: number; maxDelayMs?: number } = {},
): Promise<() => Promise<void>> {
  if (handle.kind !== "postgres") {
    mode = "local";
    return async () => {};
  }
  // Notifications are handled one after another, so events reach subscribers in seq order.
  let chain: Promise<void> = Promise.resolve();
  const inOrder = (work: () => Promise<void>) => {
    chain = chain.then(async () => {
      try {
        await work();
      } catch (error) {
        logger.warn({ err: error }, "live: unreadable notification");
      }
    });
  };
  mode = "postgres";
  lastDispatched = await latestSeqOverall(handle.db);
  const stop = await listenWithReconnect(handle.pool, {
    ...options,
    channel: CHANNEL,
    name: "live",
    onNotification: (payload) =>
      inOrder(async () => {
        const body = JSON.parse(payload ?? "{}") as { events?: LiveEvent[]; from?: number; to?: number };
        if (body.events) dispatch(body.events);
        else if (body.from && body.to) dispatch(await readRange(handle.db, body.from, body.to));
      }),
    onReconnected: () => {
      if (lastDispatched === 0) return;
      // What was committed while we were away: from the journal, in order.
      const from = lastDispatched + 1;
      inOrder(async () => dispatch(await readRange(handle.db, from, null)));
    },
  });
  return async () => {
    mode = "local";
    await stop();
  };
}

async function latestSeqOverall(db: Database): Promise<number> {
  const [row] = await db.select({ seq: sql<string | null>`max(${liveEvents.seq})` }).from(liveEvents);
  return Number(row?.seq ?? 0);
}
