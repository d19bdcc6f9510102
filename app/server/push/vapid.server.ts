import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Queryable } from "~/server/db/client.server";
import { pushVapidKeys } from "~/server/db/schema";
import { type Env, getEnv } from "~/server/env.server";

/**
 * The VAPID key pair (RFC 8292, issue 25, ADR 0027) every instance signs pushes with: from
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or else the one `push_vapid_keys` row, created by whichever
 * instance needs it first. A browser's subscription is bound to the public key it was made with,
 * so all instances must agree: the row is inserted with ON CONFLICT DO NOTHING and read back.
 */

export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes), base64url: what the browser's subscribe() gets. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
  /** mailto: or https: contact the push services see in every signature. */
  subject: string;
}

export class VapidConfigError extends Error {}

/** VAPID_SUBJECT, else mailto: the MAIL_FROM address, else PUBLIC_URL when it is https. */
export function vapidSubject(env: Pick<Env, "VAPID_SUBJECT" | "MAIL_FROM" | "publicUrl">): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = (/<([^<>\s]+@[^<>\s]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM).trim();
  if (/^[^\s@<>]+@[^\s@<>]+$/.test(address)) return `mailto:${address}`;
  if (env.publicUrl.startsWith("https://")) return env.publicUrl;
  return "mailto:no-reply@forsiden.dk";
}

/** True when `publicKey` is the point of `privateKey` (a mismatched pair makes every push fail 403). */
export function isMatchingKeyPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, "base64url"));
  } catch {
    return false;
  }
}

function keysFromEnv(env: Env): { publicKey: string; privateKey: string } | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey)
    throw new VapidConfigError("VAPID_PUBLIC_KEY og VAPID_PRIVATE_KEY skal angives sammen");
  if (!isMatchingKeyPair(publicKey, privateKey))
    throw new VapidConfigError("VAPID_PUBLIC_KEY passer ikke til VAPID_PRIVATE_KEY");
  return { publicKey, privateKey };
}

async function keysFromDatabase(db: Queryable): Promise<{ publicKey: string; privateKey: string }> {
  const read = () =>
    db
      .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
      .from(pushVapidKeys)
      .where(eq(pushVapidKeys.id, 1));
  const [existing] = await read();
  if (existing) return existing;
  const generated = webpush.generateVAPIDKeys();
  // Two instances starting together both get here: the first insert wins, both read the winner.
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...generated })
    .onConflictDoNothing();
  const [row] = await read();
  if (!row) throw new Error("push_vapid_keys: the key row is missing after insert");
  return row;
}

// The key never changes while the process runs; one load per database (tests open several).
const cache = new WeakMap<object, Promise<VapidKeys>>();

/** The key pair and subject, loaded (and on the first start created) once per process. */
export function loadVapidKeys(db: Queryable, env: Env = getEnv()): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = (async () => {
      const pair = keysFromEnv(env) ?? (await keysFromDatabase(db));
      return { ...pair, subject: vapidSubject(env) };
    })();
    // A failure (the database away) is not cached: the next call tries again.
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

/** The public key for GET /api/push/key (the browser's `applicationServerKey`), base64url. */
export async function getVapidPublicKey(db: Queryable): Promise<string> {
  return (await loadVapidKeys(db)).publicKey;
}

/** Forgets the loaded keys (tests that change the environment). */
export function resetVapidKeysForTesting(db: Queryable): void {
  cache.delete(db);
}
