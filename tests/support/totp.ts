import crypto from "node:crypto";

/*
 * RFC 6238 TOTP (SHA-1, 30 s, 6 digits), computed independently of Better Auth, for the
 * integration tests and the e2e specs that sign in with a second factor.
 */

export const TOTP_PERIOD_MS = 30_000;

/** The key bytes of a base32 secret (as the setup shows it or the otpauth URI carries it). */
export function base32Decode(input: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/\s+/g, "").replace(/=+$/, "").toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function keyFromUri(totpURI: string): Buffer {
  return base32Decode(new URL(totpURI).searchParams.get("secret") ?? "");
}

/** The time step (unix time / 30 s) of a moment. */
export function currentStep(time = Date.now()): number {
  return Math.floor(time / TOTP_PERIOD_MS);
}

/** The code of one time step. */
export function totpAt(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The code at a moment (now by default). */
export function totp(key: Buffer, time = Date.now()): string {
  return totpAt(key, currentStep(time));
}

/** The codes Better Auth may take now (now ± 1 step, and the next one should the clock tick meanwhile). */
function acceptedCodes(key: Buffer): Set<string> {
  const now = currentStep();
  return new Set([now - 1, now, now + 1, now + 2].map((step) => totpAt(key, step)));
}

/** A 6-digit code that is valid in none of the steps Better Auth accepts. */
export function wrongCode(key: Buffer): string {
  const valid = acceptedCodes(key);
  let n = 0;
  while (valid.has(String(n).padStart(6, "0"))) n++;
  return String(n).padStart(6, "0");
}

/** `n` distinct 6-digit codes valid in none of the steps Better Auth accepts. */
export function wrongCodes(key: Buffer, n: number): string[] {
  const valid = acceptedCodes(key);
  const out: string[] = [];
  for (let i = 100_000; out.length < n; i += 7919) {
    const code = String(i % 1_000_000).padStart(6, "0");
    if (!valid.has(code)) out.push(code);
  }
  return out;
}
