// Issue 25: the VAPID key pair every instance signs with: created once in the database (two
// instances starting together agree), or taken from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { pushVapidKeys } from "~/server/db/schema";
import { type Env, parseEnv, setEnvForTesting } from "~/server/env.server";
import {
  getVapidPublicKey,
  isMatchingKeyPair,
  loadVapidKeys,
  resetVapidKeysForTesting,
  VapidConfigError,
  vapidSubject,
} from "./vapid.server";

const env = (values: Record<string, string> = {}): Env => parseEnv({ NODE_ENV: "test", ...values });

describe(`VAPID keys on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    // A second instance: its own connection pool on PostgreSQL (PGlite is one process).
    second =
      handle.kind === "postgres"
        ? await openDatabase({ databaseUrl: String(handle.pool.options.connectionString), poolSize: 2 })
        : handle;
    setEnvForTesting(env());
  });

  afterAll(async () => {
    if (second !== handle) await second.close();
    setEnvForTesting(undefined);
  });

  beforeEach(async () => {
    await handle.db.delete(pushVapidKeys);
    resetVapidKeysForTesting(handle.db);
    resetVapidKeysForTesting(second.db);
  });

  it("two instances starting together create one key pair and both use it", async () => {
    const [a, b] = await Promise.all([loadVapidKeys(handle.db, env()), loadVapidKeys(second.db, env())]);
    expect(a.publicKey).toBe(b.publicKey);
    expect(a.privateKey).toBe(b.privateKey);
    expect(a.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(isMatchingKeyPair(a.publicKey, a.privateKey)).toBe(true);
    const rows = await handle.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, publicKey: a.publicKey });
    // Read once per process: a later start reads the stored pair, it never makes a new one.
    resetVapidKeysForTesting(handle.db);
    expect(await getVapidPublicKey(handle.db)).toBe(a.publicKey);
  });

  it("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are used as given, and nothing is stored", async () => {
    const pair = webpush.generateVAPIDKeys();
    const keys = await loadVapidKeys(
      handle.db,
      env({
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
        VAPID_SUBJECT: "https://forsiden.dk",
      }),
    );
    expect(keys).toEqual({ ...pair, subject: "https://forsiden.dk" });
    expect(await handle.db.select().from(pushVapidKeys)).toHaveLength(0);
  });

  it("a key without its partner, or a pair that does not match, is refused with a Danish message", async () => {
    const pair = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    await expect(loadVapidKeys(handle.db, env({ VAPID_PUBLIC_KEY: pair.publicKey }))).rejects.toThrow(
      new VapidConfigError("VAPID_PUBLIC_KEY og VAPID_PRIVATE_KEY skal angives sammen"),
    );
    resetVapidKeysForTesting(handle.db);
    await expect(
      loadVapidKeys(
        handle.db,
        env({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
      ),
    ).rejects.toThrow(new VapidConfigError("VAPID_PUBLIC_KEY passer ikke til VAPID_PRIVATE_KEY"));
  });

  it("the subject is VAPID_SUBJECT, else mailto: the MAIL_FROM address", () => {
    expect(vapidSubject(env())).toBe("mailto:no-reply@forsiden.dk");
    expect(vapidSubject(env({ MAIL_FROM: "redaktion@forsiden.dk" }))).toBe("mailto:redaktion@forsiden.dk");
    expect(vapidSubject(env({ VAPID_SUBJECT: "mailto:push@forsiden.dk" }))).toBe("mailto:push@forsiden.dk");
    expect(vapidSubject(env({ MAIL_FROM: "Forsiden", PUBLIC_URL: "https://forsiden.dk" }))).toBe(
      "https://forsiden.dk",
    );
  });
});
