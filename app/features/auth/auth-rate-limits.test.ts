import { describe, expect, it } from "vitest";
import {
  authActionOfPath,
  normalizeEmail,
  SIGN_IN_ACCOUNT_SLOW,
  slowDownMs,
} from "./auth-rate-limits.server";

describe("auth rate-limit rules (ADR 0011)", () => {
  it.each([
    ["/sign-in/email", "sign-in"],
    ["/sign-up/email", "sign-up"],
    ["/request-password-reset", "password-reset-mail"],
    ["/forget-password", "password-reset-mail"],
    ["/send-verification-email", "verification-mail"],
    ["/reset-password", "reset-password"],
    ["/verify-email", "verify-email"],
    ["/change-password", "password-check"],
    ["/two-factor/enable", "password-check"],
    ["/two-factor/disable", "password-check"],
    ["/two-factor/verify-totp", "second-factor"],
    ["/two-factor/verify-backup-code", "second-factor"],
    ["/two-factor/verify-otp", "second-factor"],
    ["/get-session", "other"],
    // Reader accounts (ADR 0025): a link request is a mail, following one spends a token.
    ["/sign-in/magic-link", "login-link-mail"],
    ["/magic-link/verify", "verify-email"],
    ["/change-email", "verification-mail"],
  ])(
    "maps every Better Auth endpoint that takes a secret or sends mail to its rule: %s is %s",
    (path, rule) => {
      expect(authActionOfPath(path)).toBe(rule);
    },
  );

  it("slows an account under attack by a growing delay with a ceiling, never blocking", () => {
    for (const [failures, delayMs] of [
      [10, 0],
      [11, 500],
      [14, 2_000],
      [10_000, 10_000],
    ]) {
      expect(slowDownMs(failures, SIGN_IN_ACCOUNT_SLOW), String(failures)).toBe(delayMs);
    }
  });

  it("keys accounts by the e-mail as typed in any case", () => {
    expect(normalizeEmail("  Redaktoer@Forsiden.DK ")).toBe("redaktoer@forsiden.dk");
    expect(normalizeEmail("")).toBeNull();
  });
});
