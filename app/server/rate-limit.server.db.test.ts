import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { type DatabaseHandle, executeRows, openDatabase } from "./db/client.server";
import { rateLimits } from "./db/schema";
import {
  createRateLimiter,
  deleteExpiredRateLimits,
  hitRateLimit,
  peekRateLimit,
  type RateLimitRule,
  refundRateLimit,
} from "./rate-limit.server";

const MINUTE = 60_000;
const rule = (id: string, onStoreError: "open" | "closed" = "closed"): RateLimitRule => ({
  id,
  limit: 3,
  windowMs: MINUTE,
  onStoreError,
});

describe(`the shared rate limiter on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  it("allows the limit in a window, then refuses with Retry-After until the window slides", async () => {
    const r = rule("t-basic");
    const t0 = 10 * MINUTE;
    for (let i = 0; i < 3; i++) {
      expect(await hitRateLimit(handle.db, r, "198.51.100.1", { now: t0 + i })).toMatchObject({
        allowed: true,
      });
    }
    const refused = await hitRateLimit(handle.db, r, "198.51.100.1", { now: t0 + 10_000 });
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(120);
    // Another key is not affected.
    expect((await hitRateLimit(handle.db, r, "198.51.100.2", { now: t0 + 10_000 })).allowed).toBe(true);
    // Two windows later the old hits no longer count.
    expect((await hitRateLimit(handle.db, r, "198.51.100.1", { now: t0 + 2 * MINUTE })).allowed).toBe(true);
  });

  it("slides: right after a full window the previous hits still count, then fade", async () => {
    const r = rule("t-slide");
    const t0 = 20 * MINUTE;
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, r, "k", { now: t0 + 50_000 });
    // 1 s into the next window almost all 3 previous hits still overlap.
    expect((await hitRateLimit(handle.db, r, "k", { now: t0 + MINUTE + 1_000 })).allowed).toBe(false);
    // 50 s in, only a sixth of them do.
    expect((await hitRateLimit(handle.db, r, "k", { now: t0 + MINUTE + 50_000 })).allowed).toBe(true);
  });

  it("counts atomically: 40 concurrent hits on one key let exactly the limit through", async () => {
    const r = { ...rule("t-concurrent"), limit: 10 };
    const now = 30 * MINUTE + 5;
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hitRateLimit(handle.db, r, "burst", { now })),
    );
    expect(results.filter((d) => d.allowed)).toHaveLength(10);
  });

  it("gives a hit back (refund) and peeks without counting", async () => {
    const r = rule("t-refund");
    const now = 40 * MINUTE;
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, r, "k", { now });
    expect((await peekRateLimit(handle.db, r, "k", { now })).allowed).toBe(false);
    await refundRateLimit(handle.db, r, "k", { now });
    const peek = await peekRateLimit(handle.db, r, "k", { now });
    expect(peek).toMatchObject({ allowed: true, count: 2 });
    expect((await peekRateLimit(handle.db, r, "k", { now })).count).toBe(2);
    expect((await hitRateLimit(handle.db, r, "k", { now })).allowed).toBe(true);
  });

  it("deletes expired counters", async () => {
    const r = rule("t-expire");
    await hitRateLimit(handle.db, r, "old", { now: 1_000 });
    expect(await deleteExpiredRateLimits(handle.db, 5 * MINUTE)).toBeGreaterThanOrEqual(1);
    const rows = await executeRows<{ key: string }>(
      handle.db,
      sql`SELECT key FROM rate_limits WHERE starts_with(key, 't-expire:')`,
    );
    expect(rows).toEqual([]);
  });

  it("without a database: fail-open rules let the request through, fail-closed ones refuse with Retry-After", async () => {
    const gone = () => {
      throw new Error("The database is not open yet");
    };
    const open = createRateLimiter(rule("t-open", "open"), gone);
    const closed = createRateLimiter(rule("t-closed", "closed"), gone);
    expect(await open.attempt("k")).toMatchObject({ allowed: true, storeError: true });
    expect(await closed.attempt("k")).toMatchObject({
      allowed: false,
      storeError: true,
      retryAfterSeconds: 5,
    });
  });

  it("a failing query (the table is unreachable) does not throw either", async () => {
    const broken = {
      execute: async () => {
        throw new Error("connection terminated");
      },
    } as unknown as typeof handle.db;
    expect(await hitRateLimit(broken, rule("t-broken", "open"), "k")).toMatchObject({ allowed: true });
    expect(await hitRateLimit(broken, rule("t-broken"), "k")).toMatchObject({ allowed: false });
  });

  it.skipIf(TEST_DB_KIND !== "postgres")(
    "two app instances (two pools on one PostgreSQL) share the counters",
    async () => {
      const client = handle.kind === "postgres" ? handle.pool : null;
      if (!client) throw new Error("postgres only");
      const [{ db }] = await client
        .query("SELECT current_database() AS db")
        .then((r) => r.rows as { db: string }[]);
      const url = new URL(
        (client as unknown as { options: { connectionString: string } }).options.connectionString,
      );
      url.pathname = `/${db}`;
      const second = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        const r = rule("t-shared");
        const now = 50 * MINUTE;
        expect((await hitRateLimit(handle.db, r, "k", { now })).allowed).toBe(true);
        expect((await hitRateLimit(second.db, r, "k", { now })).allowed).toBe(true);
        expect((await hitRateLimit(handle.db, r, "k", { now })).allowed).toBe(true);
        expect((await hitRateLimit(second.db, r, "k", { now })).allowed).toBe(false);
        const [row] = await second.db.select().from(rateLimits).where(sql`starts_with(key, 't-shared:')`);
        expect(row.hits).toBe(4);
      } finally {
        await second.close();
      }
    },
  );
});
