import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("rate limiter", () => {
  it("allows the limit within the window, then refuses until it slides", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000 });
    expect(limiter.attempt("ip", 0).allowed).toBe(true);
    expect(limiter.attempt("ip", 100).allowed).toBe(true);
    expect(limiter.attempt("ip", 200).allowed).toBe(true);
    const refused = limiter.attempt("ip", 300);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(1);
    expect(limiter.attempt("other", 300).allowed).toBe(true);
    expect(limiter.attempt("ip", 1001).allowed).toBe(true);
  });
});
