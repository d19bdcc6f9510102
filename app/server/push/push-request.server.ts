import webpush from "web-push";
import type { VapidKeys } from "./vapid.server";

/**
 * One Web Push request (RFC 8030): the payload encrypted for one device (RFC 8291, aes128gcm, a
 * fresh key pair and salt per request, by `web-push`) and signed for its push service (RFC 8292
 * VAPID). The signature is the expensive part (0.5 ms) and says nothing about the device, only
 * about the push service's origin: one JWT per origin is reused until it nears its expiry.
 */

export interface PushPayload {
  /** The push_messages id: the service worker drops a push it has shown already. */
  id: string;
  title: string;
  body: string;
  /** What a click opens (a path of the site). */
  url: string;
  /** The notification tag: a newer one replaces an older one with the same tag on the device. */
  tag: string;
  /** When the push was made (ms since the epoch). */
  timestamp: number;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushUrgencyHeader = "very-low" | "low" | "normal" | "high";

export interface PushRequestOptions {
  ttlSeconds: number;
  urgency: PushUrgencyHeader;
  /** RFC 8030 Topic: up to 32 base64url characters, else left out. */
  topic?: string | null;
}

export interface PushRequest {
  url: URL;
  headers: Record<string, string>;
  body: Buffer;
}

/** A JWT may live 24 h (RFC 8292 §2); ours lives 12 h and is replaced after 11. */
const JWT_LIFETIME_SECONDS = 12 * 60 * 60;
const JWT_RENEW_AFTER_MS = 11 * 60 * 60 * 1000;

/** RFC 8291 §4: a push message body is at most 4096 bytes, 86 of which are header, tag and padding. */
export const MAX_PLAINTEXT_BYTES = 4096 - 86;

const TOPIC_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const URGENCIES: readonly string[] = ["very-low", "low", "normal", "high"];

/** The VAPID `Authorization` header per push-service origin, signed once and reused. */
export class VapidSigner {
  /** How many JWTs were signed (tests: once per origin). */
  signatures = 0;
  private readonly byOrigin = new Map<string, { header: string; renewAt: number }>();

  constructor(
    private readonly keys: VapidKeys,
    private readonly now: () => number = Date.now,
  ) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  authorization(origin: string): string {
    const now = this.now();
    const cached = this.byOrigin.get(origin);
    if (cached && now < cached.renewAt) return cached.header;
    const expiration = Math.floor(now / 1000) + JWT_LIFETIME_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      origin,
      this.keys.subject,
      this.keys.publicKey,
      this.keys.privateKey,
      "aes128gcm",
      expiration,
    );
    this.signatures++;
    this.byOrigin.set(origin, { header: Authorization, renewAt: now + JWT_RENEW_AFTER_MS });
    return Authorization;
  }
}

/** The payload as the service worker reads it; a body too long for one push message is shortened. */
export function pushPayloadBytes(payload: PushPayload): Buffer {
  let bytes = Buffer.from(JSON.stringify(payload));
  if (bytes.length <= MAX_PLAINTEXT_BYTES) return bytes;
  let body = payload.body;
  while (bytes.length > MAX_PLAINTEXT_BYTES && body.length > 0) {
    const over = bytes.length - MAX_PLAINTEXT_BYTES;
    body = body.slice(0, Math.max(0, body.length - Math.max(over, 16))).trimEnd();
    bytes = Buffer.from(JSON.stringify({ ...payload, body: `${body}…` }));
  }
  return bytes;
}

/**
 * Builds the request for one device. Throws when the device's keys are not a P-256 point and a
 * 16-byte secret (a row the subscribe endpoint would have refused).
 */
export function buildPushRequest(
  target: PushTarget,
  payload: Buffer,
  options: PushRequestOptions,
  signer: VapidSigner,
): PushRequest {
  const url = new URL(target.endpoint);
  const { cipherText } = webpush.encrypt(target.p256dh, target.auth, payload, "aes128gcm");
  const headers: Record<string, string> = {
    TTL: String(Math.max(0, Math.floor(options.ttlSeconds))),
    Urgency: URGENCIES.includes(options.urgency) ? options.urgency : "normal",
    "Content-Encoding": "aes128gcm",
    "Content-Type": "application/octet-stream",
    "Content-Length": String(cipherText.length),
    Authorization: signer.authorization(url.origin),
  };
  if (options.topic && TOPIC_PATTERN.test(options.topic)) headers.Topic = options.topic;
  return { url, headers, body: cipherText };
}
