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
    expect(authLogLevel("error", "Invalid origin: http://evil.example", [])).toBe("info");
    expect(authLogLevel("error", "Invalid origin: http://evil.example/some/page", [])).toBe("info");
    // Its advice that follows ("add it to trustedOrigins") stays below info.
    expect(
      authLogLevel("info", "If it's a valid URL, please add http://evil.example to trustedOrigins", []),
    ).toBe("debug");
  });

  it("a server-side failure stays an error", () => {
    expect(authLogLevel("error", "Failed to create session", [])).toBe("error");
    expect(authLogLevel("error", "Invalid originX", [])).toBe("error");
  });
});
