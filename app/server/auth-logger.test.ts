import { describe, expect, it } from "vitest";
import { authLogLevel, isExpectedAuthFailure } from "./auth.server";

describe("Better Auth's log levels: a failed sign-in is not a server error", () => {
  it.each([
    "Invalid password",
    "User not found",
    "Credential account not found",
    'Invalid callbackURL: "https://evil.example"',
    "Invalid origin: http://evil.example",
    // 'Skift e-mail' on /konto (ADR 0025): a taken or unchanged address is answered, not a fault.
    "Email already exists",
    "Email is the same",
  ])("%s is logged at info", (message) => {
    expect(isExpectedAuthFailure(message)).toBe(true);
  });

  it.each(["Failed to create session", "INTERNAL_SERVER_ERROR", "Invalid passwordX"])(
    "%s stays an error",
    (message) => {
      expect(isExpectedAuthFailure(message)).toBe(false);
    },
  );
});

describe("an anonymous request cannot write error-level log lines (issue 21)", () => {
  it("Better Auth's refusal of a foreign Origin or Referer is logged at info", () => {
    for (const [level, message, expected] of [
      ["error", "Invalid origin: http://evil.example", "info"],
      ["error", "Invalid origin: http://evil.example/some/page", "info"],
      // Its advice that follows ("add it to trustedOrigins") stays below info.
      ["info", "If it's a valid URL, please add http://evil.example to trustedOrigins", "debug"],
    ] as const) {
      expect(authLogLevel(level, message, []), message).toBe(expected);
    }
  });

  it("a server-side failure stays an error", () => {
    for (const message of ["Failed to create session", "Invalid originX"]) {
      expect(authLogLevel("error", message, []), message).toBe("error");
    }
  });
});
