import { afterAll } from "vitest";
import { type DatabaseHandle, setDatabaseHandle } from "../../app/server/db/client.server";
import { parseEnv, setEnvForTesting } from "../../app/server/env.server";
import { createTestDatabase } from "./test-database";

/**
 * For a test file that calls route modules (inside its `beforeAll`): a fresh database made the
 * app's own, the one `getDb()` answers, and the test environment with `origin` as PUBLIC_URL. Both
 * are undone after the file.
 */
export async function createAppDatabase(origin: string): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  setDatabaseHandle(handle);
  setEnvForTesting(parseEnv({ NODE_ENV: "test", PUBLIC_URL: origin, LOG_LEVEL: "silent" }));
  afterAll(() => {
    setDatabaseHandle(undefined);
    setEnvForTesting(undefined);
  });
  return handle;
}
