import type { Queryable } from "~/server/db/client.server";
import { type LiveEvent, readJournal, subscribeLive } from "~/server/live-bus.server";
import { logger } from "~/server/logger.server";

/**
 * Server-Sent Events for one topic (ADR 0016). A connection subscribes first, then sends the
 * journal after the reader's last seq (Last-Event-ID, or `?after=` from the page), then live events;
 * nothing is sent twice or skipped. Each frame is encoded once and shared by every connection.
 */

/** A connection whose unsent bytes pass this is dropped (it reconnects and resumes from the journal). */
export const MAX_QUEUED_BYTES = 256 * 1024;
export const HEARTBEAT_MS = 15_000;
/** The browser's reconnect delay after a dropped connection. */
export const RETRY_MS = 2000;

const encoder = new TextEncoder();
const frames = new WeakMap<LiveEvent, Uint8Array>();
const HEARTBEAT = encoder.encode(": ♥\n\n");

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

interface Connection {
  controller: ReadableStreamDefaultController<Uint8Array>;
  close(): void;
}

const connections = new Set<Connection>();
let heartbeat: NodeJS.Timeout | undefined;

function ensureHeartbeat() {
  if (heartbeat) return;
  heartbeat = setInterval(() => {
    for (const connection of connections) {
      try {
        connection.controller.enqueue(HEARTBEAT);
      } catch {
        connection.close();
      }
    }
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

/** The resume point: Last-Event-ID (a reconnect), else `?after=` (the seq the page was rendered at). */
export function resumeSeq(request: Request): number {
  const header = request.headers.get("last-event-id");
  const query = new URL(request.url).searchParams.get("after");
  for (const value of [header, query]) {
    if (value && /^\d{1,15}$/.test(value)) return Number(value);
  }
  return 0;
}

export function openLiveStream(db: Queryable, topic: string, after: number): Response {
  let connection: Connection | undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let lastSent = after;
        let pending: LiveEvent[] | null = [];
        let closed = false;
        const send = (event: LiveEvent) => {
          if (closed || event.seq <= lastSent) return;
          lastSent = event.seq;
          controller.enqueue(sseFrame(event));
          if ((controller.desiredSize ?? 0) < 0) {
            // A slow reader: drop it rather than buffer without limit; it resumes from the journal.
            logger.info({ topic }, "live: slow stream dropped");
            close(true);
          }
        };
        const unsubscribe = subscribeLive(topic, (event) => {
          if (pending) pending.push(event);
          else send(event);
        });
        const close = (asError = false) => {
          if (closed) return;
          closed = true;
          unsubscribe();
          if (connection) connections.delete(connection);
          try {
            if (asError) controller.error(new Error("slow client"));
            else controller.close();
          } catch {
            // already closed by the client
          }
        };
        connection = { controller, close: () => close() };
        connections.add(connection);
        ensureHeartbeat();
        controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n\n`));
        readJournal(db, topic, after)
          .then(({ events, gap }) => {
            if (gap) {
              // Rows after the reader's point were pruned: it must reload the page.
              controller.enqueue(encoder.encode(`event: reset\ndata: {}\n\n`));
            }
            for (const event of events) {
              if (closed || event.seq <= lastSent) continue;
              lastSent = event.seq;
              controller.enqueue(sseFrame(event));
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

/** The polling fallback: the journal after `after` as JSON. */
export async function liveEventsJson(db: Queryable, topic: string, after: number) {
  const { events, gap } = await readJournal(db, topic, after, 200);
  return {
    events: events.map((e) => ({ id: e.seq, event: e.event, data: e.data })),
    last: events.length > 0 ? events[events.length - 1].seq : after,
    reset: gap,
  };
}
