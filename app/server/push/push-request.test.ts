// Issue 25: the pure parts of a push request: Retry-After, the payload's size bound, the VAPID
// header reused per push-service origin, the headers of one request.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { buildPushRequest, MAX_PLAINTEXT_BYTES, pushPayloadBytes, VapidSigner } from "./push-request.server";
import { parseRetryAfter } from "./push-sender.server";

const KEYS = { ...webpush.generateVAPIDKeys(), subject: "mailto:redaktion@forsiden.test" };

function browserKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: crypto.randomBytes(16).toString("base64url"),
  };
}

describe("push request", () => {
  it("Retry-After is read as seconds or as an HTTP date, and capped at an hour", () => {
    const now = Date.parse("2026-05-01T12:00:00Z");
    expect(parseRetryAfter("30", now)).toBe(30_000);
    expect(parseRetryAfter("Fri, 01 May 2026 12:02:00 GMT", now)).toBe(120_000);
    expect(parseRetryAfter("Fri, 01 May 2026 11:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("999999", now)).toBe(3_600_000);
    expect(parseRetryAfter("snart", now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });

  it("a payload too long for one push message gets a shortened body; a short one is unchanged", () => {
    const payload = { id: "p", title: "MÅL!", body: "Kort.", url: "/nyheder/x", tag: "t", timestamp: 1 };
    expect(JSON.parse(pushPayloadBytes(payload).toString())).toEqual(payload);
    const long = pushPayloadBytes({ ...payload, body: "æøå ".repeat(2000) });
    expect(long.length).toBeLessThanOrEqual(MAX_PLAINTEXT_BYTES);
    const parsed = JSON.parse(long.toString());
    expect(parsed.body.endsWith("…")).toBe(true);
    expect(parsed.title).toBe("MÅL!");
  });

  it("the VAPID header is signed once per push-service origin and renewed after 11 hours", () => {
    let now = Date.parse("2026-05-01T12:00:00Z");
    const signer = new VapidSigner(KEYS, () => now);
    const fcm = signer.authorization("https://fcm.googleapis.com");
    expect(signer.authorization("https://fcm.googleapis.com")).toBe(fcm);
    signer.authorization("https://updates.push.services.mozilla.com");
    expect(signer.signatures).toBe(2);
    expect(fcm).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${KEYS.publicKey}$`));
    const claims = JSON.parse(Buffer.from(fcm.split(".")[1], "base64url").toString());
    expect(claims).toEqual({
      aud: "https://fcm.googleapis.com",
      exp: Math.floor(now / 1000) + 12 * 3600,
      sub: "mailto:redaktion@forsiden.test",
    });
    now += 11 * 3600_000 - 1000;
    expect(signer.authorization("https://fcm.googleapis.com")).toBe(fcm);
    now += 2000;
    expect(signer.authorization("https://fcm.googleapis.com")).not.toBe(fcm);
    expect(signer.signatures).toBe(3);
  });

  it("a request carries TTL, Urgency, Topic, aes128gcm and the VAPID header; a bad Topic is left out", () => {
    const signer = new VapidSigner(KEYS);
    const target = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", ...browserKeys() };
    const request = buildPushRequest(
      target,
      Buffer.from("{}"),
      { ttlSeconds: 900, urgency: "high", topic: "kamp-fck-bif" },
      signer,
    );
    expect(request.url.href).toBe(target.endpoint);
    expect(request.headers).toMatchObject({
      TTL: "900",
      Urgency: "high",
      Topic: "kamp-fck-bif",
      "Content-Encoding": "aes128gcm",
      "Content-Length": String(request.body.length),
      Authorization: signer.authorization("https://fcm.googleapis.com"),
    });
    // aes128gcm: 16-byte salt, 4-byte record size, key id length 65, the sender's key, then records.
    expect(request.body.readUInt8(20)).toBe(65);
    const withBadTopic = buildPushRequest(
      target,
      Buffer.from("{}"),
      { ttlSeconds: 60, urgency: "normal", topic: "ikke gyldig!" },
      signer,
    );
    expect(withBadTopic.headers.Topic).toBeUndefined();
    expect(() =>
      buildPushRequest(
        { ...target, p256dh: "kort" },
        Buffer.from("{}"),
        { ttlSeconds: 60, urgency: "normal" },
        signer,
      ),
    ).toThrow();
  });
});
