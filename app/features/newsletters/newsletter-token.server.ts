import crypto from "node:crypto";
import { resolveAuthSecret } from "~/server/auth.server";
import { getEnv } from "~/server/env.server";

/**
 * Signed links in newsletter mails: confirm a sign-up, unsubscribe (the List-Unsubscribe address)
 * and the preferences page. A token names the subscriber, what it may do and, for confirmation,
 * when it expires; an HMAC (key derived from AUTH_SECRET, so every instance checks it) makes it
 * unforgeable. Nothing is stored: deleting the subscriber makes its tokens name nobody.
 */
export type TokenPurpose = "confirm" | "unsubscribe" | "preferences";

let cachedKey: { secret: string; key: Buffer } | undefined;

function signingKey(): Buffer {
  const secret = resolveAuthSecret(getEnv());
  if (cachedKey?.secret !== secret) {
    cachedKey = {
      secret,
      key: crypto.createHmac("sha256", secret).update("forsiden:newsletter-token:v1").digest(),
    };
  }
  return cachedKey.key;
}

function signature(payload: string): string {
  return crypto.createHmac("sha256", signingKey()).update(payload).digest("base64url");
}

/** `expiresAt` only for confirmation: unsubscribe links in old mails must keep working. */
export function signNewsletterToken(subscriberId: string, purpose: TokenPurpose, expiresAt?: Date): string {
  const expiry = expiresAt ? Math.floor(expiresAt.getTime() / 1000).toString(36) : "0";
  const payload = `${subscriberId}.${purpose}.${expiry}`;
  return `${payload}.${signature(payload)}`;
}

/** The subscriber id a valid token of this purpose names, or null (forged, altered, expired). */
export function verifyNewsletterToken(
  token: unknown,
  purpose: TokenPurpose,
  now: Date = new Date(),
): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [subscriberId, tokenPurpose, expiry, given] = parts;
  if (tokenPurpose !== purpose) return null;
  if (!/^[0-9a-f-]{36}$/.test(subscriberId)) return null;
  const expected = Buffer.from(signature(`${subscriberId}.${tokenPurpose}.${expiry}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return null;
  if (expiry !== "0" && Number.parseInt(expiry, 36) * 1000 < now.getTime()) return null;
  return subscriberId;
}
