import { describe, expect, it } from "vitest";
import { retryAfterSeconds, slidingCount, storedKey, windowStartOf } from "./rate-limit.server";

describe("sliding-window rate limiter (pure parts)", () => {
  it("aligns windows to multiples of their length", () => {
    expect(windowStartOf(0, 60_000)).toBe(0);
    expect(windowStartOf(59_999, 60_000)).toBe(0);
    expect(windowStartOf(60_000, 60_000)).toBe(60_000);
  });

  it("counts the previous window for the part that still overlaps", () => {
    expect(slidingCount(2, 10, 0, 60_000)).toBe(12);
    expect(slidingCount(2, 10, 30_000, 60_000)).toBe(7);
    expect(slidingCount(2, 10, 60_000, 60_000)).toBe(2);
  });

  it("says when a new hit fits again", () => {
    // 6 hits in this window (limit 5), 10 s in: the rest of the window plus the part of the next
    // one in which 6 hits still outweigh room for 4.
    expect(retryAfterSeconds(6, 0, 10_000, 60_000, 5)).toBe(50 + 20);
    // Only the previous window's share is in the way: wait until it has decayed enough.
    expect(retryAfterSeconds(2, 10, 0, 60_000, 5)).toBe(48);
    expect(retryAfterSeconds(1, 0, 0, 60_000, 5)).toBe(1);
  });

  it("never stores the address or e-mail itself", () => {
    const key = storedKey({ id: "auth-sign-in-address-account" }, "203.0.113.7|redaktoer@forsiden.dk");
    expect(key).toMatch(/^auth-sign-in-address-account:[A-Za-z0-9_-]{32}$/);
    expect(key).not.toContain("203.0.113.7");
    expect(key).not.toContain("forsiden.dk");
  });
});
