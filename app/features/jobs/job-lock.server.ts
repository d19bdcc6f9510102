import { createHash } from "node:crypto";
import type { DatabaseHandle } from "~/server/db/client.server";

/**
 * One run of a job at a time.
 * - PostgreSQL (possibly several instances): a session-level `pg_try_advisory_lock` on a
 *   dedicated pool connection, keyed by a hash of the job name. Another instance (or handle)
 *   that finds the lock taken skips its run. If the holder dies, PostgreSQL drops the lock with
 *   its connection, so a crash never blocks the job for good.
 * - PGlite (one process per data folder): an in-process guard per database handle.
 */

/** A stable signed 64-bit advisory-lock key for a job (as a string, for a bigint parameter). */
export function jobLockKey(name: string): string {
  return createHash("sha256").update(`forsiden:job:${name}`).digest().readBigInt64BE(0).toString();
}

const running = new WeakMap<DatabaseHandle, Set<string>>();

export type LockedRun<T> = { acquired: false } | { acquired: true; value: T };

export async function withJobLock<T>(
  handle: DatabaseHandle,
  name: string,
  fn: () => Promise<T>,
): Promise<LockedRun<T>> {
  if (handle.kind === "pglite") {
    let names = running.get(handle);
    if (!names) {
      names = new Set();
      running.set(handle, names);
    }
    if (names.has(name)) return { acquired: false };
    names.add(name);
    try {
      return { acquired: true, value: await fn() };
    } finally {
      names.delete(name);
    }
  }

  const key = jobLockKey(name);
  const client = await handle.pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock($1::bigint) AS locked",
      [key],
    );
    if (!rows[0]?.locked) return { acquired: false };
    try {
      return { acquired: true, value: await fn() };
    } finally {
      try {
        await client.query("SELECT pg_advisory_unlock($1::bigint)", [key]);
      } catch (error) {
        // The connection is gone, and the lock with it: drop the client instead of reusing it.
        broken = error as Error;
      }
    }
  } finally {
    client.release(broken);
  }
}
