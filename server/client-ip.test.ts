import { describe, expect, it } from "vitest";
import { resolveClientIp } from "./client-ip";

describe("the client address for rate limits", () => {
  it("is the socket's address when TRUST_PROXY is off, whatever X-Forwarded-For says", () => {
    expect(
      resolveClientIp({ socketAddress: "198.51.100.4", forwardedFor: "1.2.3.4", trustProxy: false }),
    ).toBe("198.51.100.4");
  });

  it("is the last X-Forwarded-For entry (appended by the proxy) when TRUST_PROXY is on", () => {
    expect(
      resolveClientIp({
        socketAddress: "10.0.0.2",
        forwardedFor: "6.6.6.6, 7.7.7.7, 203.0.113.9",
        trustProxy: true,
      }),
    ).toBe("203.0.113.9");
    expect(
      resolveClientIp({ socketAddress: "10.0.0.2", forwardedFor: "2001:db8::1", trustProxy: true }),
    ).toBe("2001:db8::1");
  });

  it("falls back to the socket when the last entry is missing or not an address", () => {
    expect(
      resolveClientIp({ socketAddress: "10.0.0.2", forwardedFor: "1.1.1.1, junk", trustProxy: true }),
    ).toBe("10.0.0.2");
    expect(resolveClientIp({ socketAddress: "10.0.0.2", forwardedFor: undefined, trustProxy: true })).toBe(
      "10.0.0.2",
    );
    expect(resolveClientIp({ socketAddress: undefined, forwardedFor: null, trustProxy: false })).toBe(
      "unknown",
    );
  });
});
