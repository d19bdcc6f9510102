import { describe, expect, it } from "vitest";
import {
  authActionOfPath,
  normalizeEmail,
  SIGN_IN_ACCOUNT_SLOW,
  slowDownMs,
} from "./auth-rate-limits.server";

describe("auth rate-limit rules (ADR 0011)", () => {
  it("maps every Better Auth endpoint that takes a secret or sends mail to its rule", () => {
    expect(authActionOfPath("/sign-in/email")).toBe("sign-in");
    expect(authActionOfPath("/sign-up/email")).toBe("sign-up");
    expect(authActionOfPath("/request-password-reset")).toBe("password-reset-mail");
    expect(authActionOfPath("/forget-password")).toBe("password-reset-mail");
    expect(authActionOfPath("/send-verification-email")).toBe("verification-mail");
    expect(authActionOfPath("/reset-password")).toBe("reset-password");
    expect(authActionOfPath("/verify-email")).toBe("verify-email");
    expect(authActionOfPath("/change-password")).toBe("password-check");
    expect(authActionOfPath("/two-factor/enable")).toBe("password-check");
    expect(authActionOfPath("/two-factor/disable")).toBe("password-check");
    for (const p of ["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"]) {
      expect(authActionOfPath(p)).toBe("second-factor");
    }
    expect(authActionOfPath("/get-session")).toBe("other");
    // Reader accounts (ADR 0025): a link request is a mail, following one spends a token.
    expect(authActionOfPath("/sign-in/magic-link")).toBe("login-link-mail");
    expect(authActionOfPath("/magic-link/verify")).toBe("verify-email");
    expect(authActionOfPath("/change-email")).toBe("verification-mail");
  });

  it("slows an account under attack by a growing delay with a ceiling, never blocking", () => {
    expect(slowDownMs(10, SIGN_IN_ACCOUNT_SLOW)).toBe(0);
    expect(slowDownMs(11, SIGN_IN_ACCOUNT_SLOW)).toBe(500);
    expect(slowDownMs(14, SIGN_IN_ACCOUNT_SLOW)).toBe(2_000);
    expect(slowDownMs(10_000, SIGN_IN_ACCOUNT_SLOW)).toBe(10_000);
  });

  it("keys accounts by the e-mail as typed in any case", () => {
    expect(normalizeEmail("  Redaktoer@Forsiden.DK ")).toBe("redaktoer@forsiden.dk");
    expect(normalizeEmail("")).toBeNull();
  });
});
