import type { Queryable } from "~/server/db/client.server";
import { type LiveEvent, readJournal, subscribeLive } from "~/server/live-bus.server";
import { logger } from "~/server/logger.server";
import { onPageCacheChange, type PageCacheChange } from "~/server/page-cache.server";
import { createRateLimiter } from "~/server/rate-limit.server";
import { findLiveArticle, mayReadStream } from "./live-queries.server";

/**
 * Server-Sent Events for one topic (ADR 0016). A connection subscribes first, then sends the
 * journal after the reader's last seq (Last-Event-ID, or `?after=` from the page), then live events;
 * nothing is sent twice or skipped. Each frame is encoded once and shared by every connection.
 * Bounded (issue 21): streams per client address and per process, the replay in bytes, each
 * stream's queue; a reader whose right to the article ends (unpublished, deleted) is cut off.
 */

/** A connection whose unsent bytes pass this is dropped (it reconnects and resumes from the journal). */
export const MAX_QUEUED_BYTES = 256 * 1024;
/** The journal sent on connect stays below the queue bound; a reader further behind reloads the page. */
export const MAX_REPLAY_BYTES = 128 * 1024;
export const HEARTBEAT_MS = 15_000;
/** The browser's reconnect delay after a dropped connection. */
export const RETRY_MS = 2000;
/** Retry-After of a stream refused over the caps. */
export const STREAM_RETRY_AFTER_SECONDS = 10;

export const STREAM_MESSAGES = {
  tooManyFromAddress: "For mange åbne live-forbindelser fra din adresse. Prøv igen om lidt.",
  tooManyInAll: "Der er for mange åbne live-forbindelser lige nu. Prøv igen om lidt.",
  tooManyPolls: "For mange forespørgsler. Prøv igen om lidt.",
} as const;

const encoder = new TextEncoder();
const frames = new WeakMap<LiveEvent, Uint8Array>();
const HEARTBEAT = encoder.encode(": ♥\n\n");
const RESET = encoder.encode("event: reset\ndata: {}\n\n");

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Accel-Buffering": "no",
};

export function sseFrame(event: LiveEvent): Uint8Array {
  let frame = frames.get(event);
  if (!frame) {
    frame = encoder.encode(
      `id: ${event.seq}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`,
    );
    frames.set(event, frame);
  }
  return frame;
}

const limits = { perAddress: 20, max: 1000 };

/** The caps (LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_MAX), set once from the environment. */
export function configureLiveStreams(next: Partial<typeof limits>): void {
  Object.assign(limits, next);
}

interface Connection {
  /** Queues a frame; a reader over its queue bound is dropped (false). */
  push(frame: Uint8Array): boolean;
  close(): void;
}

const connections = new Set<Connection>();
const perAddress = new Map<string, number>();
let heartbeat: NodeJS.Timeout | undefined;

function ensureHeartbeat() {
  if (heartbeat) return;
  heartbeat = setInterval(() => {
    for (const connection of connections) connection.push(HEARTBEAT);
  }, HEARTBEAT_MS);
  heartbeat.unref();
}

export function openStreamCount(): number {
  return connections.size;
}

/** Ends every open stream (graceful shutdown): browsers reconnect to another instance and resume. */
export function closeAllLiveStreams(): void {
  for (const connection of [...connections]) connection.close();
  if (heartbeat) clearInterval(heartbeat);
  heartbeat = undefined;
}

/**
 * A 429 when one more stream from `address` would pass a cap, else null. Both caps sit below the
 * process's connection limit, so one client's streams cannot take the connections every other
 * request (health checks included) needs.
 */
export function liveStreamRefusal(address: string | undefined): Response | null {
  let message: string | null = null;
  if (connections.size >= limits.max) message = STREAM_MESSAGES.tooManyInAll;
  else if (address !== undefined && (perAddress.get(address) ?? 0) >= limits.perAddress)
    message = STREAM_MESSAGES.tooManyFromAddress;
  if (!message) return null;
  // Debug, not info: a client hammering the cap must not be able to fill the log.
  logger.debug(
    { open: connections.size, tooManyFromAddress: message === STREAM_MESSAGES.tooManyFromAddress },
    "live: stream refused",
  );
  return Response.json(
    { error: message },
    {
      status: 429,
      headers: { "Cache-Control": "no-store", "Retry-After": String(STREAM_RETRY_AFTER_SECONDS) },
    },
  );
}

/** The resume point: Last-Event-ID (a reconnect), else `?after=` (the seq the page was rendered at). */
export function resumeSeq(request: Request): number {
  const header = request.headers.get("last-event-id");
  const query = new URL(request.url).searchParams.get("after");
  for (const value of [header, query]) {
    if (value && /^\d{1,15}$/.test(value)) return Number(value);
  }
  return 0;
}

/**
 * A reader whose right to the stream can end (an anonymous reader of an article). Checked once
 * per event before it is sent, after the replay, and whenever the article changes (on this or,
 * through the page cache's NOTIFY, another instance); false closes the stream.
 */
export interface StreamAccess {
  articleId: string;
  mayRead(): Promise<boolean>;
}

/** A reader's (not staff's) access to an article's stream: while it is a published live article. */
export function readerAccess(db: Queryable, articleId: string): StreamAccess {
  return { articleId, mayRead: async () => mayReadStream(await findLiveArticle(db, articleId), false) };
}

interface Member {
  deliver(event: LiveEvent): void;
  close(): void;
}

/** The gated readers of one topic: one bus subscription and one access check per event for all. */
interface Gate {
  access: StreamAccess;
  members: Set<Member>;
  /** Checks and deliveries run one after another, so events keep their order. */
  chain: Promise<unknown>;
  unsubscribe(): void;
}

const gates = new Map<string, Gate>();
let watchingChanges = false;

async function stillAllowed(gate: Gate): Promise<boolean> {
  let allowed = false;
  try {
    allowed = await gate.access.mayRead();
  } catch (error) {
    // Unknown is not allowed: the browser reconnects, and the route decides again.
    logger.warn({ err: error, articleId: gate.access.articleId }, "live: access check failed");
  }
  if (!allowed && gate.members.size > 0) {
    logger.info(
      { articleId: gate.access.articleId, streams: gate.members.size },
      "live: access ended, streams closed",
    );
    for (const member of [...gate.members]) member.close();
  }
  return allowed;
}

function recheck(gate: Gate): void {
  gate.chain = gate.chain.then(() => stillAllowed(gate));
}

/** An article changed (saved, unpublished, deleted, its coverage changed): its gated streams re-check. */
function onArticleChange(change: PageCacheChange): void {
  const paths = "all" in change ? null : new Set(change.hard);
  for (const gate of gates.values()) {
    if (!paths || paths.has(`/article/${gate.access.articleId}`)) recheck(gate);
  }
}

function joinGate(topic: string, access: StreamAccess, member: Member): () => void {
  let gate = gates.get(topic);
  if (!gate) {
    const created: Gate = { access, members: new Set(), chain: Promise.resolve(), unsubscribe: () => {} };
    created.unsubscribe = subscribeLive(topic, (event) => {
      created.chain = created.chain.then(async () => {
        if (!(await stillAllowed(created))) return;
        for (const m of [...created.members]) m.deliver(event);
      });
    });
    gates.set(topic, created);
    gate = created;
    if (!watchingChanges) {
      watchingChanges = true;
      onPageCacheChange(onArticleChange);
    }
  }
  const joined = gate;
  joined.members.add(member);
  return () => {
    joined.members.delete(member);
    if (joined.members.size === 0 && gates.get(topic) === joined) {
      joined.unsubscribe();
      gates.delete(topic);
    }
  };
}

export interface StreamOptions {
  /** The client address (for the per-address cap); without it only the total cap applies. */
  address?: string;
  /** Set for readers whose access can end; staff and the match stream have none. */
  access?: StreamAccess;
}

export function openLiveStream(
  db: Queryable,
  topic: string,
  after: number,
  options: StreamOptions = {},
): Response {
  const refused = liveStreamRefusal(options.address);
  if (refused) return refused;
  const { address, access } = options;
  let connection: Connection | undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let lastSent = after;
        let pending: LiveEvent[] | null = [];
        let closed = false;
        const push = (frame: Uint8Array) => {
          if (closed) return false;
          try {
            controller.enqueue(frame);
          } catch {
            close();
            return false;
          }
          if ((controller.desiredSize ?? 0) < 0) {
            // A slow reader: drop it rather than buffer without limit; it resumes from the journal.
            logger.info({ topic }, "live: slow stream dropped");
            close(true);
            return false;
          }
          return true;
        };
        const send = (event: LiveEvent) => {
          if (closed || event.seq <= lastSent) return;
          lastSent = event.seq;
          push(sseFrame(event));
        };
        const receive = (event: LiveEvent) => {
          if (pending) pending.push(event);
          else send(event);
        };
        const close = (asError = false) => {
          if (closed) return;
          closed = true;
          unsubscribe();
          if (connection && connections.delete(connection) && address !== undefined) {
            const left = (perAddress.get(address) ?? 1) - 1;
            if (left > 0) perAddress.set(address, left);
            else perAddress.delete(address);
          }
          try {
            if (asError) controller.error(new Error("slow client"));
            else controller.close();
          } catch {
            // already closed by the client
          }
        };
        const unsubscribe = access
          ? joinGate(topic, access, { deliver: receive, close: () => close() })
          : subscribeLive(topic, receive);
        connection = { push, close: () => close() };
        connections.add(connection);
        if (address !== undefined) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
        ensureHeartbeat();
        push(encoder.encode(`retry: ${RETRY_MS}\n\n`));
        readJournal(db, topic, after, { maxBytes: MAX_REPLAY_BYTES, sizeOf: (e) => sseFrame(e).byteLength })
          .then(async ({ events, gap, more }) => {
            // The journal may hold what was posted after the route's check: check again.
            if (access && !(await access.mayRead())) {
              close();
              return;
            }
            if (gap || more) {
              // Rows after the reader's point were pruned, or more than the replay bound follow: it
              // must reload the page (which has the current state); live events follow meanwhile.
              push(RESET);
            }
            if (!more) {
              for (const event of events) {
                if (closed || event.seq <= lastSent) continue;
                lastSent = event.seq;
                push(sseFrame(event));
              }
            }
            const buffered = pending ?? [];
            pending = null;
            for (const event of buffered) send(event);
          })
          .catch((error: unknown) => {
            logger.warn({ err: error, topic }, "live: journal read failed");
            close(true);
          });
      },
      cancel() {
        connection?.close();
      },
    },
    { highWaterMark: MAX_QUEUED_BYTES, size: (chunk) => chunk.byteLength },
  );
  return new Response(stream, { status: 200, headers: SSE_HEADERS });
}

/** Polls of `events.json` a minute from one address (a browser polls every 5 s). */
export const LIVE_POLLS_PER_MINUTE = 120;
export const liveJsonLimiter = createRateLimiter({
  id: "live-json-address",
  limit: LIVE_POLLS_PER_MINUTE,
  windowMs: 60_000,
  onStoreError: "open",
});
/** How long one serialized answer of `events.json` is shared (and may be cached by the browser). */
export const LIVE_JSON_MEMO_MS = 1000;
/** A poll answer is bounded like the replay; the reader pages on with `after`. */
export const MAX_JSON_BYTES = MAX_REPLAY_BYTES;

/** The polling fallback: the journal after `after` as JSON (at most 200 events, MAX_JSON_BYTES). */
export async function liveEventsJson(db: Queryable, topic: string, after: number) {
  const { events, gap } = await readJournal(db, topic, after, { limit: 200, maxBytes: MAX_JSON_BYTES });
  return {
    events: events.map((e) => ({ id: e.seq, event: e.event, data: e.data })),
    last: events.length > 0 ? events[events.length - 1].seq : after,
    reset: gap,
  };
}

const jsonMemo = new Map<string, { expires: number; body: Promise<string> }>();
const JSON_MEMO_ENTRIES = 500;

/**
 * `liveEventsJson` serialized, shared for LIVE_JSON_MEMO_MS by every poller asking for the same
 * topic and point: eight pollers cost one read and one serialization.
 */
export function liveEventsJsonBody(db: Queryable, topic: string, after: number, now = Date.now()) {
  const key = `${topic}\n${after}`;
  const hit = jsonMemo.get(key);
  if (hit && hit.expires > now) return hit.body;
  for (const [k, entry] of jsonMemo) {
    if (entry.expires <= now || jsonMemo.size >= JSON_MEMO_ENTRIES) jsonMemo.delete(k);
    else break;
  }
  const body = liveEventsJson(db, topic, after).then((json) => JSON.stringify(json));
  jsonMemo.set(key, { expires: now + LIVE_JSON_MEMO_MS, body });
  body.catch(() => jsonMemo.delete(key));
  return body;
}
