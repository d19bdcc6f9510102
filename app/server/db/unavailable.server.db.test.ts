import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { openDatabase } from "./client.server";
import { isDatabaseUnavailable } from "./unavailable.server";

describe(`database outages are told apart from query errors (${TEST_DB_KIND})`, () => {
  it("a query error (unknown table) is not an outage", async () => {
    const handle = await createTestDatabase();
    const error = await handle.db.execute(sql`SELECT * FROM no_such_table`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.runIf(TEST_DB_KIND === "postgres")(
    "the statement timeout cancels a slow query as an outage",
    async () => {
      const base = await createTestDatabase();
      if (base.kind !== "postgres") return;
      const handle = await openDatabase({
        databaseUrl: String(base.pool.options.connectionString),
        poolSize: 1,
        statementTimeoutMs: 200,
      });
      try {
        const started = Date.now();
        const error = await handle.db.execute(sql`SELECT pg_sleep(3)`).catch((e: unknown) => e);
        expect(Date.now() - started).toBeLessThan(2000);
        expect(isDatabaseUnavailable(error)).toBe(true);
        // The pool still answers afterwards.
        const rows = await handle.db.execute(sql`SELECT 1 AS one`);
        expect((rows as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
      } finally {
        await handle.close();
      }
    },
  );

  it.runIf(TEST_DB_KIND === "postgres")(
    "a terminated backend is an outage, and the process survives the dropped connections",
    async () => {
      const base = await createTestDatabase();
      if (base.kind !== "postgres") return;
      const handle = await openDatabase({
        databaseUrl: String(base.pool.options.connectionString),
        poolSize: 2,
      });
      if (handle.kind !== "postgres") throw new Error("expected PostgreSQL");
      try {
        // One client held mid-transaction (as a save holds it), one idle in the pool.
        const held = await handle.pool.connect();
        await held.query("BEGIN");
        await handle.pool.query("SELECT 1");
        await base.pool.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        );
        const error = await held.query("SELECT 1").catch((e: unknown) => e);
        expect(isDatabaseUnavailable(error)).toBe(true);
        held.release(true);
        // Without the pool's client error handlers the dropped connections would have thrown
        // an unhandled 'error' event here; the next query gets a fresh connection.
        await new Promise((r) => setTimeout(r, 100));
        const { rows } = await handle.pool.query<{ one: number }>("SELECT 1 AS one");
        expect(rows[0]?.one).toBe(1);
      } finally {
        await handle.close();
      }
    },
  );

  it.runIf(TEST_DB_KIND === "pglite")("a closed PGlite is an outage", async () => {
    const handle = await createTestDatabase();
    await handle.close();
    const error = await handle.db.execute(sql`SELECT 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
