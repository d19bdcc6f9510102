import fs from "node:fs/promises";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/server/db/client.server";

export const TEST_DB_KIND: "pglite" | "postgres" = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

let counter = 0;

/**
 * A fresh, migrated database for one test file: PGlite loaded from the run's dump, or a new
 * PostgreSQL database cloned from the migrated template. Closed (and dropped) after the file.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DB_KIND === "pglite") {
    const dump = await fs.readFile(inject("pgliteDump"));
    const handle = await openDatabase({ loadDataDir: new Blob([dump]) });
    afterAll(() => handle.close());
    return handle;
  }
  const baseUrl = inject("postgresUrl");
  const name = `forsiden_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE forsiden_test_template`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  afterAll(async () => {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return handle;
}

/** `createTestDatabase` for the files that run only on PostgreSQL (the query-plan tests at scale). */
export async function createPostgresTestDatabase(): Promise<Extract<DatabaseHandle, { kind: "postgres" }>> {
  const handle = await createTestDatabase();
  if (handle.kind !== "postgres") throw new Error("PostgreSQL only");
  return handle;
}
