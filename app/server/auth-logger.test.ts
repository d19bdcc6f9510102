import { describe, expect, it } from "vitest";
import { isExpectedAuthFailure } from "./auth.server";

describe("Better Auth's log levels: a failed sign-in is not a server error", () => {
  it.each([
    "Invalid password",
    "User not found",
    "Credential account not found",
    'Invalid callbackURL: "https://evil.example"',
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
