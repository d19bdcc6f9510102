import { createPublicKey } from "node:crypto";

/**
 * The browser's keys of a push subscription (RFC 8291): `p256dh`, its P-256 public key as an
 * uncompressed point (65 bytes, 0x04 ‖ x ‖ y), and `auth`, a 16-byte secret, both base64url. A key
 * that is not a point on the curve would make every payload encryption for the device fail, so it
 * is refused when the device subscribes.
 */

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url string (padding allowed), or null when it is not one. */
export function decodeBase64Url(value: string): Buffer | null {
  if (!BASE64URL.test(value)) return null;
  const bare = value.replace(/=+$/, "");
  // A length of 4n+1 characters encodes no whole byte: not base64url.
  if (bare.length % 4 === 1) return null;
  return Buffer.from(bare, "base64url");
}

/** True when `value` is an uncompressed P-256 point that lies on the curve (checked by OpenSSL). */
export function isP256PublicKey(value: string): boolean {
  const bytes = decodeBase64Url(value);
  if (bytes?.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: bytes.subarray(1, 33).toString("base64url"),
        y: bytes.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

/** True when `value` decodes to exactly the 16 bytes of RFC 8291's auth secret. */
export function isAuthSecret(value: string): boolean {
  return decodeBase64Url(value)?.length === 16;
}

/** The key as stored: base64url without padding, so one key is one string. */
export function canonicalKey(value: string): string {
  return value.replace(/=+$/, "");
}
