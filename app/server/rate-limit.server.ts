import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { executeRows, getDb, type Queryable } from "./db/client.server";
import { logger } from "./logger.server";

/**
 * The one rate limiter (ADR 0011). Counters live in the `rate_limits` table, so every instance on
 * one database sees the same counts. Each key is a sliding window approximated from two fixed
 * windows (the current one's hits plus the previous one's, weighted by how much of it still
 * overlaps), updated in a single `INSERT … ON CONFLICT DO UPDATE … RETURNING` round trip.
 */
export interface RateLimitRule {
  /** Stable name; part of the stored key. */
  id: string;
  limit: number;
  windowMs: number;
  /**
   * What happens when the store cannot be reached: "open" lets the request through (cheap or
   * harmless actions), "closed" refuses it (anything that checks a secret or sends mail).
   */
  onStoreError: "open" | "closed";
}

export interface RateDecision {
  allowed: boolean;
  /** The sliding-window estimate including this hit. */
  count: number;
  /** 0 when allowed; otherwise when a new attempt would be let through again. */
  retryAfterSeconds: number;
  /** The store failed and the rule's onStoreError decided. */
  storeError?: boolean;
}

/**
 * Image uploads per staff member, whatever form they come through (article images, portraits):
 * every upload runs the image pipeline. Saving needs the database anyway, so a store failure
 * lets it through.
 */
export const UPLOAD_RATE_RULE: RateLimitRule = {
  id: "upload-user",
  limit: 30,
  windowMs: 60_000,
  onStoreError: "open",
};
export const MSG_TOO_MANY_UPLOADS = "For mange uploads. Prøv igen om lidt.";

/** How long the store may be down before a fail-closed rule tells the client to retry. */
export const STORE_ERROR_RETRY_SECONDS = 5;

/** The stored key: rule id plus a hash, so no address or e-mail is kept in the table. */
export function storedKey(rule: Pick<RateLimitRule, "id">, key: string): string {
  const digest = crypto.createHash("sha256").update(key).digest("base64url").slice(0, 32);
  return `${rule.id}:${digest}`;
}

export function windowStartOf(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

/** Sliding-window estimate: the previous window counts for the part that still overlaps. */
export function slidingCount(
  hits: number,
  previousHits: number,
  elapsedMs: number,
  windowMs: number,
): number {
  const overlap = Math.max(0, 1 - elapsedMs / windowMs);
  return hits + previousHits * overlap;
}

/** Seconds until the estimate has room for one more hit (assuming no further hits), at least 1. */
export function retryAfterSeconds(
  hits: number,
  previousHits: number,
  elapsedMs: number,
  windowMs: number,
  limit: number,
): number {
  const room = limit - 1;
  let waitMs: number;
  if (hits <= room) {
    // Only the previous window's share has to decay.
    waitMs = previousHits > 0 ? windowMs * (1 - (room - hits) / previousHits) - elapsedMs : 0;
  } else {
    // The rest of this window, then the part of the next one in which this window's hits still count.
    waitMs = windowMs - elapsedMs + windowMs * Math.max(0, 1 - room / hits);
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

function decide(
  rule: RateLimitRule,
  row: { hits: number; previous_hits: number; window_start: number | string },
  now: number,
): RateDecision {
  const hits = Number(row.hits);
  const previous = Number(row.previous_hits);
  const elapsed = Math.max(0, now - Number(row.window_start));
  const count = slidingCount(hits, previous, elapsed, rule.windowMs);
  if (count <= rule.limit) return { allowed: true, count, retryAfterSeconds: 0 };
  return {
    allowed: false,
    count,
    retryAfterSeconds: retryAfterSeconds(hits, previous, elapsed, rule.windowMs, rule.limit),
  };
}

function storeFailure(rule: RateLimitRule, error: unknown): RateDecision {
  logger.warn(
    { err: error, rule: rule.id, failOpen: rule.onStoreError === "open" },
    "rate-limit store failed",
  );
  return rule.onStoreError === "open"
    ? { allowed: true, count: 0, retryAfterSeconds: 0, storeError: true }
    : { allowed: false, count: 0, retryAfterSeconds: STORE_ERROR_RETRY_SECONDS, storeError: true };
}

type Row = { hits: number; previous_hits: number; window_start: number | string };

/** Counts `cost` hits for the key and says whether it is still within the rule. One round trip. */
export async function hitRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  key: string,
  options: { cost?: number; now?: number } = {},
): Promise<RateDecision> {
  const now = options.now ?? Date.now();
  const cost = options.cost ?? 1;
  const w = rule.windowMs;
  const start = windowStartOf(now, w);
  const expiresAt = new Date(start + 2 * w).toISOString();
  try {
    // A row from a window ahead of this instance's clock (skew between instances) counts as the current one.
    const [row] = await executeRows<Row>(
      db,
      sql`INSERT INTO rate_limits AS r (key, window_start, hits, previous_hits, expires_at)
          VALUES (${storedKey(rule, key)}, ${start}, ${cost}, 0, ${expiresAt})
          ON CONFLICT (key) DO UPDATE SET
            previous_hits = CASE
              WHEN excluded.window_start <= r.window_start THEN r.previous_hits
              WHEN excluded.window_start = r.window_start + ${w}::bigint THEN r.hits
              ELSE 0 END,
            hits = CASE WHEN excluded.window_start <= r.window_start THEN r.hits + excluded.hits ELSE excluded.hits END,
            window_start = GREATEST(r.window_start, excluded.window_start),
            expires_at = GREATEST(r.expires_at, excluded.expires_at)
          RETURNING hits, previous_hits, window_start`,
    );
    sweepExpired(db, now);
    return decide(rule, row, now);
  } catch (error) {
    return storeFailure(rule, error);
  }
}

/** The current estimate without counting a hit (allowed = one more hit would fit). */
export async function peekRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  key: string,
  options: { now?: number } = {},
): Promise<RateDecision> {
  const now = options.now ?? Date.now();
  try {
    const [row] = await executeRows<Row>(
      db,
      sql`SELECT hits, previous_hits, window_start FROM rate_limits WHERE key = ${storedKey(rule, key)}`,
    );
    if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0 };
    const start = windowStartOf(now, rule.windowMs);
    const stored = Number(row.window_start);
    // Shift a stale row forward the way the next hit would.
    const shifted: Row =
      stored >= start
        ? row
        : stored === start - rule.windowMs
          ? { hits: 0, previous_hits: Number(row.hits), window_start: start }
          : { hits: 0, previous_hits: 0, window_start: start };
    const probe = decide({ ...rule }, { ...shifted, hits: Number(shifted.hits) + 1 }, now);
    return { ...probe, count: probe.count - 1 };
  } catch (error) {
    return storeFailure(rule, error);
  }
}

/** Takes back one hit of the current window (an attempt that turned out not to count, e.g. a right password). */
export async function refundRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  key: string,
  options: { now?: number } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  try {
    await db.execute(
      sql`UPDATE rate_limits SET hits = GREATEST(hits - 1, 0)
          WHERE key = ${storedKey(rule, key)} AND window_start = ${windowStartOf(now, rule.windowMs)}`,
    );
  } catch (error) {
    logger.warn({ err: error, rule: rule.id }, "rate-limit refund failed");
  }
}

/** Forgets one key, or every key of the rule (tests, and an operator's manual unblock). */
export async function resetRateLimit(db: Queryable, rule: Pick<RateLimitRule, "id">, key?: string) {
  if (key !== undefined) await db.execute(sql`DELETE FROM rate_limits WHERE key = ${storedKey(rule, key)}`);
  else await db.execute(sql`DELETE FROM rate_limits WHERE starts_with(key, ${`${rule.id}:`})`);
}

/** Deletes every expired counter. */
export async function deleteExpiredRateLimits(db: Queryable, now = Date.now()): Promise<number> {
  const rows = await executeRows<{ key: string }>(
    db,
    sql`DELETE FROM rate_limits WHERE expires_at < ${new Date(now).toISOString()} RETURNING key`,
  );
  return rows.length;
}

// Expired rows are swept opportunistically, at most once every few minutes per process.
const SWEEP_EVERY_MS = 5 * 60_000;
let lastSweep = 0;
function sweepExpired(db: Queryable, now: number) {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  deleteExpiredRateLimits(db, now).catch((error) =>
    logger.warn({ err: error }, "rate-limit sweep failed (retried later)"),
  );
}

/** A rule bound to the app's database (or another one, for tests). */
export function createRateLimiter(rule: RateLimitRule, database: () => Queryable = getDb) {
  // No open database is a store failure like any other: the rule's onStoreError decides.
  const withDb = async (run: (db: Queryable) => Promise<RateDecision>): Promise<RateDecision> => {
    let db: Queryable;
    try {
      db = database();
    } catch (error) {
      return storeFailure(rule, error);
    }
    return run(db);
  };
  return {
    rule,
    attempt: (key: string, now?: number) => withDb((db) => hitRateLimit(db, rule, key, { now })),
    peek: (key: string, now?: number) => withDb((db) => peekRateLimit(db, rule, key, { now })),
    refund: async (key: string, now?: number) => {
      try {
        await refundRateLimit(database(), rule, key, { now });
      } catch {
        // No database: nothing was counted either.
      }
    },
    reset: (key?: string) => resetRateLimit(database(), rule, key),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
