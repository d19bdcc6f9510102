import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../app/server/db/client.server";
import { createLocalStorage, type LocalObjectStorage } from "../../app/server/storage.server";
import { createTestDatabase } from "./test-database";

export interface DatabaseWithStorage {
  db: Database;
  /** The temporary folder the storage writes to. */
  dir: string;
  storage: LocalObjectStorage;
}

/**
 * For a test file that stores files: a fresh database and a local object storage (served under
 * /storage) in a new temporary folder named from `prefix`, handed to `receive` before the file's
 * tests; the folder is removed after them.
 */
export function useDatabaseWithStorage(prefix: string, receive: (setup: DatabaseWithStorage) => void): void {
  let dir: string | undefined;
  beforeAll(async () => {
    const { db } = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    receive({ db, dir, storage: createLocalStorage(dir, "/storage") });
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
}
