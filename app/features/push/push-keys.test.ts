import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_TOPICS_PER_DEVICE } from "~/server/push/push-topics";
import { canonicalKey, decodeBase64Url, isAuthSecret, isP256PublicKey } from "./push-keys.server";
import { PUSH_MESSAGES } from "./push-messages";

describe("a push subscription's keys (RFC 8291)", () => {
  it("reads base64url with or without padding, and nothing else", () => {
    expect(decodeBase64Url("AQID")).toEqual(Buffer.from([1, 2, 3]));
    expect(decodeBase64Url("AQI")).toEqual(Buffer.from([1, 2]));
    expect(decodeBase64Url("AQI=")).toEqual(Buffer.from([1, 2]));
    expect(decodeBase64Url("-_8")).toEqual(Buffer.from([0xfb, 0xff]));
    for (const bad of ["", "AQI+", "AQ/I", "A", "AQIDB", "AQ I", "AQ==="])
      expect(decodeBase64Url(bad), bad).toBeNull();
    expect(canonicalKey("AQI=")).toBe("AQI");
  });

  it("p256dh: a point on P-256 (65 bytes, uncompressed), checked by OpenSSL; auth: 16 bytes", () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const point = ecdh.getPublicKey();
    expect(isP256PublicKey(point.toString("base64url"))).toBe(true);
    const moved = Buffer.from(point);
    moved[40] ^= 0x10;
    expect(isP256PublicKey(moved.toString("base64url"))).toBe(false);
    expect(isP256PublicKey(ecdh.getPublicKey(null, "compressed").toString("base64url"))).toBe(false);
    const hybrid = Buffer.from(point);
    hybrid[0] = 0x06;
    expect(isP256PublicKey(hybrid.toString("base64url"))).toBe(false);
    expect(isP256PublicKey(Buffer.alloc(65).toString("base64url"))).toBe(false);
    expect(isAuthSecret(Buffer.alloc(16, 7).toString("base64url"))).toBe(true);
    expect(isAuthSecret(Buffer.alloc(15).toString("base64url"))).toBe(false);
  });

  it("the topic limit's message names MAX_TOPICS_PER_DEVICE", () => {
    expect(PUSH_MESSAGES.tooManyTopics).toBe(
      `Du kan højst følge ${MAX_TOPICS_PER_DEVICE} emner på en enhed.`,
    );
  });
});
