import { flushPendingPageViews } from "~/features/analytics/page-view-recorder.server";
import {
  type DevAdminCredentials,
  ensureAccount,
  ensureDevAdmin,
} from "~/features/users/staff-accounts.server";
import { getAuth } from "~/server/auth.server";
import {
  type DatabaseHandle,
  getDatabaseHandle,
  migrateDatabase,
  openDatabase,
  pgliteDataDir,
  setDatabaseHandle,
  withStartupLock,
} from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { startLiveBus } from "~/server/live-bus.server";
import { logger } from "~/server/logger.server";
import { listenForPageCacheInvalidations } from "~/server/page-cache.server";
import { startPushWorker } from "~/server/push/push-worker.server";
import { ensureSettingsRow } from "~/server/site-settings.server";
import { startScheduler, stopScheduler } from "~/workflows/jobs/scheduler.server";
import { seedIfEmpty } from "~/workflows/seed/seed.server";

let stopListening: (() => Promise<void>) | undefined;
let stopLiveBus: (() => Promise<void>) | undefined;
let stopPushWorker: (() => Promise<void>) | undefined;

const BOOT_KEY = Symbol.for("forsiden.boot");
type GlobalWithBoot = typeof globalThis & { [BOOT_KEY]?: Promise<DatabaseHandle> };

async function boot(env: Env): Promise<DatabaseHandle> {
  const started = Date.now();
  const handle = env.DATABASE_URL
    ? await openDatabase({
        databaseUrl: env.DATABASE_URL,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      })
    : await openDatabase({ dataDir: pgliteDataDir(env) });
  setDatabaseHandle(handle);
  await migrateDatabase(handle);
  await ensureSettingsRow(handle.db);
  if (handle.kind === "postgres") stopListening = await listenForPageCacheInvalidations(handle.pool);
  stopLiveBus = await startLiveBus(handle);
  logger.info({ kind: handle.kind, ms: Date.now() - started }, "database ready");
  // One instance at a time (instances started together on an empty PostgreSQL database).
  await withStartupLock(handle, async () => {
    if (env.SEED_ON_START) {
      const seeded = await seedIfEmpty(handle.db, env);
      if (seeded) logger.info({ ...seeded, ms: Date.now() - started }, "sample content loaded");
    }
    signInHelp = await ensureFirstAdmin(handle, env);
  });
  if (env.OUTBOUND_HOST_OVERRIDES) {
    logger.warn(
      { OUTBOUND_HOST_OVERRIDES: env.OUTBOUND_HOST_OVERRIDES },
      "OUTBOUND_HOST_OVERRIDES is set: outbound fetches for these hosts go to the given servers (tests only)",
    );
  }
  if (env.JOBS_ENABLED) startScheduler(handle);
  // Every instance (each cluster worker too) helps with push fan-outs (issue 25, ADR 0027).
  const pushWorker = await startPushWorker(handle);
  stopPushWorker = () => pushWorker.stop();
  return handle;
}

let signInHelp: string | undefined;

/** How to sign in to /admin, printed by `npm start`. */
export function adminSignInHelp(): string | undefined {
  return signInHelp;
}

/** ADMIN_EMAIL/ADMIN_PASSWORD make (or promote) the first admin; the embedded default gets a dev admin. */
async function ensureFirstAdmin(handle: DatabaseHandle, env: Env): Promise<string | undefined> {
  const auth = getAuth();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { created } = await ensureAccount(auth, handle.db, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      role: "admin",
      name: env.ADMIN_NAME,
    });
    if (created) logger.info({ email: env.ADMIN_EMAIL }, "first administrator created");
    return `Log ind på ${env.publicUrl}/admin med ${env.ADMIN_EMAIL} (adgangskoden fra ADMIN_PASSWORD).`;
  }
  if (handle.kind === "pglite") {
    const dev: DevAdminCredentials = await ensureDevAdmin(auth, handle.db, env.dataDir);
    return `Log ind på ${env.publicUrl}/admin med ${dev.email} / ${dev.password} (udviklingsadministrator, gemt i ${env.DATA_DIR}/.dev-admin.json).`;
  }
  return `Opret en administrator: npm run admin:create -- --email du@eksempel.dk`;
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
  await stopScheduler();
  // Pushes in flight finish and their results are written before the database closes.
  await stopPushWorker?.();
  stopPushWorker = undefined;
  // Counted page views still in memory are written before the database closes.
  await flushPendingPageViews(() => handle.db);
  await stopListening?.();
  stopListening = undefined;
  await stopLiveBus?.();
  stopLiveBus = undefined;
  setDatabaseHandle(undefined);
  await handle.close();
}
