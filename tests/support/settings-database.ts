import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "../../app/server/db/client.server";
import { auditLog, siteSettings } from "../../app/server/db/schema";
import { parseEnv, setEnvForTesting } from "../../app/server/env.server";
import { createTestDatabase } from "./test-database";

/**
 * The hooks of a settings test file (/admin/settings): a fresh database handed to `receive`, the
 * test environment (PUBLIC_URL https://forsiden.test) for the file, and before each test no audit
 * entries and no saved settings.
 */
export function useSettingsDatabase(receive: (handle: DatabaseHandle) => void): void {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    receive(handle);
    setEnvForTesting(
      parseEnv({ NODE_ENV: "test", PUBLIC_URL: "https://forsiden.test", LOG_LEVEL: "silent" }),
    );
  });
  afterAll(() => setEnvForTesting(undefined));
  beforeEach(async () => {
    await handle.db.delete(auditLog);
    await handle.db.delete(siteSettings);
  });
}
