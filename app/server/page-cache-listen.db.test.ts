import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgresCluster } from "#tests/support/postgres-cluster.mjs";
import {
  cacheGeneration,
  invalidatePageCache,
  listenForPageCacheInvalidations,
  lookupPage,
  preparePage,
  storeCachedPage,
} from "./page-cache.server";

// Finding 1 of issue 10: a lost LISTEN connection ended the process ("Unhandled 'error' event …
// 57P01"). Its own cluster, since the test restarts it; PostgreSQL only (PGlite has no LISTEN).
const onPostgres = process.env.TEST_DB === "postgres";

type Cluster = Awaited<ReturnType<typeof startPostgresCluster>>;

async function cachePage(key: string) {
  const page = await preparePage({
    status: 200,
    headers: [["content-type", "text/html"]],
    body: Buffer.from(key),
  });
  storeCachedPage(key, page, cacheGeneration());
  expect(lookupPage(key, 60_000)?.state).toBe("fresh");
}

async function waitFor(check: () => Promise<boolean> | boolean, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${ms} ms`);
}

describe.skipIf(!onPostgres)("page cache LISTEN connection on PostgreSQL", () => {
  let cluster: Cluster;
  let pool: pg.Pool;
  let stop: (() => Promise<void>) | undefined;

  /** Another instance: NOTIFY with its own instance id, as invalidatePageCache sends it. */
  async function notifyFromAnotherInstance(change: unknown) {
    const other = new pg.Client({ connectionString: cluster.url });
    other.on("error", () => {});
    await other.connect();
    try {
      await other.query("SELECT pg_notify('forsiden_page_cache', $1)", [
        JSON.stringify({ i: "another-instance", c: change }),
      ]);
    } finally {
      await other.end();
    }
  }

  /** Caches a page, NOTIFYs from another connection until the page is gone: the time it took. */
  async function invalidationWorksWithin(ms: number): Promise<number> {
    await cachePage("/listen-check");
    return waitFor(async () => {
      await notifyFromAnotherInstance({ hard: ["/listen-check"] }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
      return lookupPage("/listen-check", 60_000) === undefined;
    }, ms);
  }

  async function listenerBackends(): Promise<number> {
    const { rows } = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
    );
    return rows[0].n;
  }

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    pool = new pg.Pool({ connectionString: cluster.url, max: 4 });
    pool.on("error", () => {});
    stop = await listenForPageCacheInvalidations(pool);
  }, 60_000);

  afterAll(async () => {
    await stop?.();
    await pool?.end();
    cluster?.stop();
  });

  it("applies another instance's change: its pages hard, the rest stale", async () => {
    await cachePage("/article/a");
    await cachePage("/stillinger");
    await notifyFromAnotherInstance({ hard: ["/article/a"] });
    await waitFor(() => lookupPage("/article/a", 60_000) === undefined, 5000);
    expect(lookupPage("/stillinger", 60_000)?.state).toBe("stale");
  });

  it("ignores its own NOTIFY echo (the change is already applied here)", async () => {
    await cachePage("/own");
    const generation = cacheGeneration();
    invalidatePageCache({ hard: ["/nothing-cached"] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cacheGeneration()).toBe(generation + 1);
  });

  it("survives pg_terminate_backend of the LISTEN backend, reconnects and marks every page stale", async () => {
    await cachePage("/before-termination");
    const { rows } = await pool.query(
      "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
    );
    expect(rows).toHaveLength(1);
    const ms = await invalidationWorksWithin(5000);
    expect(ms).toBeLessThan(5000);
    // It may have missed notifications while away.
    expect(lookupPage("/before-termination", 60_000)?.state).toBe("stale");
    expect(await listenerBackends()).toBe(1);
  });

  it("survives `pg_ctl restart -m fast` and hears NOTIFY again within 5 s", async () => {
    await cachePage("/before-restart");
    cluster.restart("fast");
    const ms = await invalidationWorksWithin(5000);
    expect(ms).toBeLessThan(5000);
    expect(lookupPage("/before-restart", 60_000)?.state).toBe("stale");
    expect(await listenerBackends()).toBe(1);
  }, 30_000);

  it("a NOTIFY that fails (database away) is logged, never thrown", async () => {
    cluster.pause("fast");
    try {
      expect(() => invalidatePageCache({ hard: ["/"] })).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      cluster.start();
    }
    await invalidationWorksWithin(8000);
  }, 30_000);

  it("stops on shutdown without reconnecting", async () => {
    await stop?.();
    stop = undefined;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await listenerBackends()).toBe(0);
  });
});
