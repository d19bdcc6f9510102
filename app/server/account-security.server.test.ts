import { describe, expect, it } from "vitest";
import { hotp, matchingTotpStep, totpStep } from "./account-security.server";

// RFC 4226 appendix D: the secret "12345678901234567890" and its first codes.
const SECRET = "12345678901234567890";
const RFC_4226 = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583"];

describe("TOTP step of a code (for accepting each step once)", () => {
  it("computes HOTP like RFC 4226", () => {
    RFC_4226.forEach((code, counter) => {
      expect(hotp(SECRET, counter)).toBe(code);
    });
  });

  it("finds the step of a code within one step either side of now, and no other", () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 10);
    const step = totpStep(now);
    expect(step).toBe(Math.floor(now / 30_000));
    for (const offset of [-1, 0, 1]) {
      expect(matchingTotpStep(SECRET, hotp(SECRET, step + offset), now)).toBe(step + offset);
    }
    for (const offset of [-3, -2, 2, 3]) {
      const code = hotp(SECRET, step + offset);
      const inWindow = [-1, 0, 1].some((o) => hotp(SECRET, step + o) === code);
      if (!inWindow) expect(matchingTotpStep(SECRET, code, now)).toBeNull();
    }
  });
});
