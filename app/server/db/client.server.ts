import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Env, getEnv } from "../env.server";
import { logger } from "../logger.server";
import { withNamedStatements } from "./pglite-statements.server";
import { queryCountingLogger } from "./query-count.server";
import * as schema from "./schema";

/** Where the embedded database keeps its files (scripts open it without booting the app). */
export function pgliteDataDir(env: Pick<Env, "dataDir">): string {
  return path.join(env.dataDir, "pglite");
}

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Queryable = Database | Tx;

export type DatabaseHandle =
  | { kind: "pglite"; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: Database; pool: pg.Pool; close(): Promise<void> };

export type OpenOptions =
  | {
      databaseUrl: string;
      poolSize?: number;
      /** Server-side statement_timeout and client-side query_timeout (ms). */
      statementTimeoutMs?: number;
      /** How long to wait for a new connection before the query fails (ms). */
      connectTimeoutMs?: number;
    }
  | { dataDir?: string; loadDataDir?: Blob | File };

/**
 * Contrib extensions the schema uses (migration 0009: forgiving search). PGlite bundles them but
 * loads only those named here; every PGlite that opens this schema (a dump too) needs them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

// A fixed key for pg_advisory_lock so that two instances never migrate at the same time.
const MIGRATION_LOCK_KEY = 727_001;

/** The log fields of a lost connection (pg attaches the whole client to the error: leave it out). */
function connectionError(error: Error & { code?: string }) {
  return { code: error.code, reason: error.message };
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      // A database that is away must turn into a quick error (a 503), never a request that hangs.
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      statement_timeout: statementTimeoutMs,
      // The client-side bound also covers a server that stopped answering at all (a lost network).
      query_timeout: statementTimeoutMs + 1000,
      keepAlive: true,
    });
    pool.on("error", (error) => {
      // An idle client lost its connection (e.g. 57P01 on a restart); the pool replaces it on the next query.
      logger.warn(connectionError(error), "database: an idle connection was closed");
    });
    pool.on("connect", (client) => {
      // A checked-out client (mid-transaction, or held for an advisory lock) emits 'error' when the
      // server ends its session; without a listener that would end the process. The query in
      // flight still rejects, and the holder releases the client.
      client.on("error", (error) => {
        logger.warn(connectionError(error), "database: a connection in use was closed");
      });
    });
    const db = drizzlePg(pool, { schema, logger: queryCountingLogger }) as unknown as Database;
    return { kind: "postgres", db, pool, close: () => pool.end() };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  // Named statements: parsed and planned once, run in one call (pglite-statements.server.ts).
  const db = drizzlePglite({
    client: withNamedStatements(client) as unknown as PGlite,
    schema,
    logger: queryCountingLogger,
  }) as unknown as Database;
  return { kind: "pglite", db, client, close: () => client.close() };
}

/** Applies the committed migrations; on PostgreSQL under an advisory lock (safe for concurrent starts). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // The committed drizzle-kit migrations (MIGRATIONS_DIR, default the repo's `drizzle/` folder).
  const migrationsFolder = path.resolve(getEnv().MIGRATIONS_DIR);
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  await withAdvisoryLock(handle.pool, MIGRATION_LOCK_KEY, "migration", (client) =>
    migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
  );
}

// Another fixed key: the first-start work after migrating (sample content, the first admin).
const STARTUP_LOCK_KEY = 727_002;

/**
 * Runs the first-start work of one instance at a time. Instances started together on an empty
 * PostgreSQL database would otherwise both load the sample content and both create the first
 * admin (the second fails on the unique e-mail and never gets ready). The later ones wait, then
 * find the work done. PGlite is one process per data folder: nothing to wait for.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.kind === "pglite") return fn();
  return withAdvisoryLock(handle.pool, STARTUP_LOCK_KEY, "startup", () => fn());
}

/**
 * Holds a session advisory lock (waiting for it) while `fn` runs. Its own connection, without the
 * pool's timeouts: a migration (an index on a big table) or the sample content may take longer
 * than any page query is allowed to, and so may waiting for another instance's.
 */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  purpose: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const { connectionString, connectionTimeoutMillis } = pool.options;
  const client = new pg.Client({ connectionString, connectionTimeoutMillis });
  client.on("error", (error) =>
    logger.warn(connectionError(error), `database: the ${purpose} lock connection was closed`),
  );
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    try {
      return await fn(client);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [key]);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

// The process-wide handle lives on globalThis so that the dev server's module reloads
// (and the server bundle vs. scripts) never open a second PGlite on the same folder.
const GLOBAL_KEY = Symbol.for("forsiden.database");
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: DatabaseHandle };

export function setDatabaseHandle(handle: DatabaseHandle | undefined) {
  (globalThis as GlobalWithDb)[GLOBAL_KEY] = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = (globalThis as GlobalWithDb)[GLOBAL_KEY];
  if (!handle) throw new Error("The database is not open yet (call openAppDatabase at start).");
  return handle;
}

/** The database of the running app. */
export function getDb(): Database {
  return getDatabaseHandle().db;
}

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer with `{ rows }`). */
export async function executeRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Whether the database answers `SELECT 1` within `timeoutMs` (/readyz, and telling an outage
 * from another failure when a library hides the cause, as Better Auth's getSession does).
 */
export async function pingDatabase(handle: DatabaseHandle, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ping = handle.kind === "pglite" ? handle.client.query("SELECT 1") : handle.pool.query("SELECT 1");
  ping.catch(() => undefined); // a late rejection after the timeout is expected
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
