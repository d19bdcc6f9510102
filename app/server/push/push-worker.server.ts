import http from "node:http";
import https from "node:https";
import { sql } from "drizzle-orm";
import { copenhagenParts } from "~/lib/copenhagen-time";
import { type Database, type DatabaseHandle, executeRows } from "~/server/db/client.server";
import { listenWithReconnect } from "~/server/db/pg-listen.server";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import {
  type ClaimedChunk,
  type ClaimedDelivery,
  claimPushChunk,
  completeFinishedPushes,
  type DeliveryResult,
  type FinalStatus,
  type MessageContent,
  prunePushDeliveries,
  recordPushResults,
  renewLease,
} from "./push-deliveries.server";
import { isAllowedPushEndpoint, parseExtraOrigins } from "./push-endpoints";
import { PUSH_NOTIFY_CHANNEL } from "./push-queue.server";
import { buildPushRequest, VapidSigner } from "./push-request.server";
import { OriginSlots, type PushResponse, parseRetryAfter, post } from "./push-sender.server";
import { loadVapidKeys } from "./vapid.server";

/**
 * The push fan-out (issue 25, ADR 0027), run by every instance. Work lives in PostgreSQL:
 *
 * - Claim, one short transaction: an open push (`FOR UPDATE SKIP LOCKED`), the next chunk of its
 *   devices after its keyset cursor (one ordered, limited index scan per topic, merged), minus
 *   those in their quiet hours; their push_deliveries rows are inserted as 'claimed' before any
 *   request is made, the cursor advances. Due retries and 'claimed' rows whose lease lapsed (their
 *   process died) are claimed too. A device has one row per push, so no instance picks it twice.
 * - Send: keep-alive connections, at most `concurrency` requests in flight per push service; the
 *   endpoint is checked against the allowlist again before each request (no SSRF).
 * - Record: results are written in batches (one statement per ~200), never per device; while a
 *   chunk is in flight its lease is renewed.
 *
 * At most once per device and push holds across a crash, except for a request the push service
 * accepted whose result was not yet written (the requests in flight and ~100 ms of results): after
 * the lease (20 s) it is sent again, with the same payload id, which the service worker uses to drop
 * the repeat, and the same Topic, with which the push service replaces a copy not yet delivered.
 */

export interface PushWorkerOptions {
  /** Requests in flight per push-service origin (PUSH_CONCURRENCY). */
  concurrency?: number;
  /** Devices claimed per transaction. */
  chunkSize?: number;
  /** Chunks in flight at once: the next is claimed while the last requests of one are answered. */
  lanes?: number;
  /** A 'claimed' row older than this belongs to a dead process and is claimed again. */
  leaseMs?: number;
  renewEveryMs?: number;
  /** Looks for work this often without a notification (retries coming due, PGlite's misses). */
  pollMs?: number;
  requestTimeoutMs?: number;
  /** After this many attempts a temporary failure is final. */
  maxAttempts?: number;
  /** Waits before the 2nd, 3rd … attempt when the push service gives no Retry-After. */
  retryDelaysMs?: readonly number[];
  /** Results written per statement, and at the latest after this long. */
  flushSize?: number;
  flushMs?: number;
  /** Origins allowed besides the push services (PUSH_TEST_ENDPOINT_ORIGINS). */
  extraOrigins?: readonly string[];
  /** The Copenhagen hour quiet hours are judged by (tests); the wall clock's otherwise. */
  copenhagenHour?: () => number;
  /** The clock (ms) the VAPID JWT's expiry is set by (tests). */
  now?: () => number;
  /** Listen for queued pushes (NOTIFY); otherwise only the poll finds them. */
  listen?: boolean;
  pruneEveryMs?: number;
}

export const DEFAULT_RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000, 15 * 60_000] as const;

export interface PushWorker {
  /** Looks for work now (a push was queued in this process). */
  wake(): void;
  /** Stops claiming, lets the chunks in flight finish (at most `timeoutMs`), writes their results. */
  stop(timeoutMs?: number): Promise<void>;
  /** VAPID JWTs signed by this worker (one per push-service origin per 11 h). */
  signatures(): number;
  stats(): PushWorkerStats;
}

export interface PushWorkerStats {
  claimed: number;
  requests: number;
  delivered: number;
  expired: number;
  failed: number;
  retried: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

class PushWorkerImpl implements PushWorker {
  private readonly db: Database;
  private readonly o: Required<Omit<PushWorkerOptions, "now" | "copenhagenHour" | "extraOrigins">>;
  private readonly now: () => number;
  private readonly copenhagenHour: () => number;
  private readonly extraOrigins: readonly string[];
  private readonly origins = new Map<string, OriginSlots>();
  private readonly known = new Map<string, MessageContent>();
  private readonly pending: { result: DeliveryResult; tracker: ChunkTracker }[] = [];
  private readonly counters: PushWorkerStats = {
    claimed: 0,
    requests: 0,
    delivered: 0,
    expired: 0,
    failed: 0,
    retried: 0,
  };
  private signer: VapidSigner | undefined;
  private signerReady: Promise<VapidSigner> | undefined;
  private wakers: (() => void)[] = [];
  private writer: Promise<void> | null = null;
  private flushTimer: NodeJS.Timeout | undefined;
  private stopping = false;
  private lanes: Promise<void>[] = [];
  private unlisten: (() => Promise<void>) | undefined;
  private nextPruneAt: number;

  constructor(
    private readonly handle: DatabaseHandle,
    options: PushWorkerOptions,
  ) {
    const env = getEnv();
    this.db = handle.db;
    this.now = options.now ?? Date.now;
    this.copenhagenHour = options.copenhagenHour ?? (() => copenhagenParts(new Date()).hour);
    this.extraOrigins = options.extraOrigins ?? parseExtraOrigins(env.PUSH_TEST_ENDPOINT_ORIGINS);
    this.o = {
      concurrency: options.concurrency ?? env.PUSH_CONCURRENCY,
      chunkSize: options.chunkSize ?? 500,
      lanes: options.lanes ?? 2,
      leaseMs: options.leaseMs ?? 20_000,
      renewEveryMs: options.renewEveryMs ?? 5_000,
      pollMs: options.pollMs ?? 3_000,
      requestTimeoutMs: options.requestTimeoutMs ?? 10_000,
      maxAttempts: options.maxAttempts ?? 5,
      retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      flushSize: options.flushSize ?? 200,
      flushMs: options.flushMs ?? 100,
      listen: options.listen ?? true,
      pruneEveryMs: options.pruneEveryMs ?? 10 * 60_000,
    };
    this.nextPruneAt = Date.now() + this.o.pruneEveryMs;
  }

  async start(): Promise<void> {
    if (this.o.listen) {
      if (this.handle.kind === "postgres") {
        this.unlisten = await listenWithReconnect(this.handle.pool, {
          channel: PUSH_NOTIFY_CHANNEL,
          name: "push",
          onNotification: () => this.wake(),
          onReconnected: () => this.wake(),
        });
      } else {
        const wake = () => this.wake();
        const off = await this.handle.client.listen(PUSH_NOTIFY_CHANNEL, wake);
        this.unlisten = () => off();
      }
    }
    for (let i = 0; i < this.o.lanes; i++) this.lanes.push(this.runLane(i));
  }

  wake(): void {
    const wakers = this.wakers;
    this.wakers = [];
    for (const wake of wakers) wake();
  }

  signatures(): number {
    return this.signer?.signatures ?? 0;
  }

  stats(): PushWorkerStats {
    return { ...this.counters };
  }

  async stop(timeoutMs = 2000): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    this.wake();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.lanes),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    clearTimeout(this.flushTimer);
    for (const slots of this.origins.values()) slots.agent.destroy();
  }

  /** Waits for a wake-up or `ms`. */
  private idle(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers = this.wakers.filter((waker) => waker !== done);
        resolve();
      };
      // Unref'd: the worker never keeps a process alive on its own.
      const timer = setTimeout(done, ms).unref();
      this.wakers.push(done);
    });
  }

  private async runLane(lane: number): Promise<void> {
    let backoff = 500;
    while (!this.stopping) {
      try {
        await this.ensureSigner();
        const chunk = await claimPushChunk(this.db, {
          chunkSize: this.o.chunkSize,
          leaseMs: this.o.leaseMs,
          hour: this.copenhagenHour(),
          known: this.known,
        });
        backoff = 500;
        for (const [id, content] of chunk.messages) this.remember(id, content);
        if (chunk.items.length > 0) {
          this.counters.claimed += chunk.items.length;
          await this.sendChunk(chunk);
          // The last open rows of a push may have been this chunk's.
          await completeFinishedPushes(this.db);
          continue;
        }
        if (chunk.contended) {
          await sleep(20);
          continue;
        }
        if (chunk.finishedClaiming) await completeFinishedPushes(this.db);
        if (lane === 0) await this.housekeeping();
        await this.idle(await this.untilNextRetry());
      } catch (error) {
        if (isDatabaseUnavailable(error))
          logger.warn(
            { reason: (error as Error)?.message, retryInMs: backoff },
            "push: the database is unavailable, trying again",
          );
        else logger.error({ err: error, retryInMs: backoff }, "push: a fan-out step failed");
        await this.idle(backoff);
        backoff = Math.min(backoff * 2, 30_000);
      }
    }
  }

  /** One signer for all lanes (it counts and caches the JWTs); a failed key load is tried again. */
  private ensureSigner(): Promise<VapidSigner> {
    this.signerReady ??= loadVapidKeys(this.db).then(
      (keys) => {
        this.signer = new VapidSigner(keys, this.now);
        return this.signer;
      },
      (error: unknown) => {
        this.signerReady = undefined;
        throw error;
      },
    );
    return this.signerReady;
  }

  private remember(id: string, content: MessageContent): void {
    if (this.known.has(id)) return;
    if (this.known.size >= 100) this.known.delete(this.known.keys().next().value as string);
    this.known.set(id, content);
  }

  /** The wait until the next retry comes due, at most the poll interval. */
  private async untilNextRetry(): Promise<number> {
    const [row] = await executeRows<{ ms: number | null }>(
      this.db,
      sql`
        SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms
        FROM push_deliveries WHERE status = 'retry'`,
    );
    const ms = row?.ms === null || row?.ms === undefined ? this.o.pollMs : Number(row.ms);
    return Math.min(this.o.pollMs, Math.max(10, ms + 5));
  }

  private async housekeeping(): Promise<void> {
    await completeFinishedPushes(this.db);
    if (Date.now() < this.nextPruneAt) return;
    this.nextPruneAt = Date.now() + this.o.pruneEveryMs;
    const deleted = await prunePushDeliveries(this.db);
    if (deleted > 0) logger.info({ deleted }, "push: delivery rows of finished pushes pruned");
  }

  private slotsFor(url: URL): OriginSlots {
    let slots = this.origins.get(url.origin);
    if (!slots) {
      const options = { keepAlive: true, maxSockets: this.o.concurrency, maxFreeSockets: this.o.concurrency };
      const agent = url.protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
      slots = new OriginSlots(this.o.concurrency, agent);
      this.origins.set(url.origin, slots);
    }
    return slots;
  }

  private async sendChunk(chunk: ClaimedChunk): Promise<void> {
    const tracker = new ChunkTracker(chunk.items.length);
    // Renew the chunk's lease until its results are written, so no other instance takes it over.
    const renew = setInterval(() => {
      renewLease(this.db, chunk.items).catch((error: unknown) =>
        logger.warn({ reason: (error as Error)?.message }, "push: renewing a lease failed"),
      );
    }, this.o.renewEveryMs).unref();
    try {
      await Promise.all(
        chunk.items.map(async (item) => {
          const result = await this.sendOne(item, chunk.messages.get(item.messageId));
          this.record(result, tracker);
        }),
      );
      await tracker.written;
    } finally {
      clearInterval(renew);
    }
  }

  private async sendOne(item: ClaimedDelivery, message: MessageContent | undefined): Promise<DeliveryResult> {
    const result = (status: FinalStatus, error: string | null, sent: boolean): DeliveryResult => ({
      m: item.messageId,
      s: item.subscriptionId,
      status,
      error,
      delay_ms: null,
      sent,
      undo: false,
    });
    if (!message) return result("failed", "Pushen findes ikke længere", false);
    // Never request anything but a push service's endpoint (the row may predate a config change).
    if (!isAllowedPushEndpoint(item.endpoint, this.extraOrigins))
      return result("failed", "Endpointet er ikke en tilladt push-tjeneste", false);
    let request: ReturnType<typeof buildPushRequest>;
    try {
      request = buildPushRequest(
        item,
        message.payload,
        { ttlSeconds: message.ttlSeconds, urgency: message.urgency, topic: message.pushTopic },
        this.signer as VapidSigner,
      );
    } catch (error) {
      return result("failed", `Ugyldig abonnementsnøgle: ${(error as Error).message}`.slice(0, 300), false);
    }
    const slots = this.slotsFor(request.url);
    await slots.acquire();
    if (this.stopping) {
      slots.release();
      // Not sent: given back at once, for another instance or the next start.
      return { ...result("retry", null, false), delay_ms: 0, undo: true };
    }
    let response: PushResponse;
    try {
      this.counters.requests++;
      response = await post(request.url, request.headers, request.body, slots.agent, this.o.requestTimeoutMs);
    } catch (error) {
      return this.retryOrFail(item, `Netværksfejl: ${(error as Error).message}`.slice(0, 300), null);
    } finally {
      slots.release();
    }
    const { status } = response;
    if (status >= 200 && status < 300) return result("delivered", null, true);
    if (status === 404 || status === 410) return result("expired", `HTTP ${status}`, true);
    if (status === 429 || status >= 500)
      return this.retryOrFail(item, `HTTP ${status}`, parseRetryAfter(response.retryAfter));
    return result("failed", `HTTP ${status}`, true);
  }

  private retryOrFail(item: ClaimedDelivery, error: string, retryAfterMs: number | null): DeliveryResult {
    const base = { m: item.messageId, s: item.subscriptionId, error, sent: true, undo: false };
    if (item.attempts >= this.o.maxAttempts) return { ...base, status: "failed", delay_ms: null };
    const delays = this.o.retryDelaysMs;
    const delay = retryAfterMs ?? delays[Math.min(item.attempts - 1, delays.length - 1)] ?? 60_000;
    return { ...base, status: "retry", delay_ms: Math.round(delay) };
  }

  private record(result: DeliveryResult, tracker: ChunkTracker): void {
    if (result.status === "retry") {
      if (!result.undo) this.counters.retried++;
    } else this.counters[result.status]++;
    this.pending.push({ result, tracker });
    if (this.pending.length >= this.o.flushSize) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), this.o.flushMs);
  }

  /** Writes what is pending; one writer at a time. */
  private flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.writer ??= this.drain().finally(() => {
      this.writer = null;
      if (this.pending.length > 0) this.flushTimer ??= setTimeout(() => void this.flush(), this.o.flushMs);
    });
    return this.writer;
  }

  private async drain(): Promise<void> {
    let backoff = 200;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.o.flushSize);
      try {
        await recordPushResults(
          this.db,
          batch.map((entry) => entry.result),
        );
        for (const entry of batch) entry.tracker.done();
        backoff = 200;
      } catch (error) {
        if (this.stopping) {
          // The rows stay 'claimed': another instance (or the next start) sends them after the lease.
          logger.warn({ reason: (error as Error)?.message }, "push: results not written at stop");
          for (const entry of [...batch, ...this.pending.splice(0)]) entry.tracker.done();
          return;
        }
        this.pending.unshift(...batch);
        logger.warn(
          { reason: (error as Error)?.message, results: batch.length, retryInMs: backoff },
          "push: writing results failed, trying again",
        );
        await sleep(backoff);
        backoff = Math.min(backoff * 2, 5000);
      }
    }
  }
}

/** Resolves `written` once each of a chunk's results is in the database. */
class ChunkTracker {
  readonly written: Promise<void>;
  private resolve!: () => void;
  constructor(private left: number) {
    this.written = new Promise((resolve) => {
      this.resolve = resolve;
    });
    if (left === 0) this.resolve();
  }
  done(): void {
    if (--this.left === 0) this.resolve();
  }
}

/**
 * Starts this process's push worker (every instance runs one). Returns it; `stop()` before the
 * database closes.
 */
export async function startPushWorker(
  handle: DatabaseHandle,
  options: PushWorkerOptions = {},
): Promise<PushWorker> {
  const worker = new PushWorkerImpl(handle, options);
  await worker.start();
  return worker;
}
