import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../../app/server/db/client.server";
import { startPostgresCluster } from "./postgres-cluster.mjs";

export const TEMPLATE_DB = "forsiden_test_template";

/**
 * Prepares a migrated database once per run: a PGlite dump each test file loads in ~1 s, or on
 * PostgreSQL a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB === "postgres" ? "postgres" : "pglite";
  if (kind === "pglite") {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-pglite-"));
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    const client = (handle as { client: PGlite }).client;
    const dump = await client.dumpDataDir("none");
    const file = path.join(dir, "migrated.tar");
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide("pgliteDump", file);
    return async () => {
      await fs.rm(dir, { recursive: true, force: true });
    };
  }

  let stop: (() => void) | undefined;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const cluster = await startPostgresCluster();
    url = cluster.url;
    stop = cluster.stop;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = withDatabase(url, TEMPLATE_DB);
  const handle = await openDatabase({ databaseUrl: templateUrl, poolSize: 2 });
  await migrateDatabase(handle);
  await handle.close();
  project.provide("postgresUrl", url);
  return async () => {
    stop?.();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresUrl: string;
  }
}
