import path from "node:path";
import { seedIfEmpty } from "~/features/seed/seed.server";
import { ensureSettingsRow } from "~/features/settings/settings.server";
import {
  type DatabaseHandle,
  getDatabaseHandle,
  migrateDatabase,
  openDatabase,
  setDatabaseHandle,
} from "./db/client.server";
import type { Env } from "./env.server";
import { logger } from "./logger.server";
import { listenForPageCacheInvalidations } from "./page-cache.server";

let stopListening: (() => Promise<void>) | undefined;

const BOOT_KEY = Symbol.for("forsiden.boot");
type GlobalWithBoot = typeof globalThis & { [BOOT_KEY]?: Promise<DatabaseHandle> };

export function pgliteDataDir(env: Env): string {
  return path.join(env.dataDir, "pglite");
}

async function boot(env: Env): Promise<DatabaseHandle> {
  const started = Date.now();
  const handle = env.DATABASE_URL
    ? await openDatabase({ databaseUrl: env.DATABASE_URL })
    : await openDatabase({ dataDir: pgliteDataDir(env) });
  setDatabaseHandle(handle);
  await migrateDatabase(handle);
  await ensureSettingsRow(handle.db);
  if (handle.kind === "postgres") stopListening = await listenForPageCacheInvalidations(handle.pool);
  logger.info({ kind: handle.kind, ms: Date.now() - started }, "database ready");
  if (env.SEED_ON_START) {
    const seeded = await seedIfEmpty(handle.db, env);
    if (seeded) logger.info({ ...seeded, ms: Date.now() - started }, "sample content loaded");
  }
  return handle;
}

/** Opens, migrates and (when empty) seeds the database once per process. */
export function bootApp(env: Env): Promise<DatabaseHandle> {
  const g = globalThis as GlobalWithBoot;
  g[BOOT_KEY] ??= boot(env).catch((error) => {
    g[BOOT_KEY] = undefined;
    throw error;
  });
  return g[BOOT_KEY];
}

export async function shutdownApp(): Promise<void> {
  const g = globalThis as GlobalWithBoot;
  if (!g[BOOT_KEY]) return;
  const handle = getDatabaseHandle();
  g[BOOT_KEY] = undefined;
  await stopListening?.();
  stopListening = undefined;
  setDatabaseHandle(undefined);
  await handle.close();
}
