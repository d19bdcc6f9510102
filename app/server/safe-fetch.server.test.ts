import { describe, expect, it } from "vitest";
import {
  isBoldHost,
  isPrivateAddress,
  mappedTarget,
  parseHostOverrides,
  parsePublicUrl,
} from "./safe-fetch.server";

describe("SSRF guard: which addresses are private", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "10.0.0.5",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "2001:db8::1",
    "fe80::1%eth0",
    "not-an-ip",
  ])("%s is refused", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "93.184.216.34", "172.32.0.1", "2a00:1450:4001:80b::200e", "::ffff:8.8.8.8"])(
    "%s is public",
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe("bold.dk host check", () => {
  it.each(["bold.dk", "www.bold.dk", "m.bold.dk", "BOLD.DK", "bold.dk."])("%s is bold.dk", (host) => {
    expect(isBoldHost(host)).toBe(true);
  });
  it.each(["bold.dk.evil.example", "evilbold.dk", "bold.dkk", "bold-dk.com", "dk", ""])(
    "%s is not",
    (host) => {
      expect(isBoldHost(host)).toBe(false);
    },
  );

  it("user info in the URL is refused even when the host is bold.dk", () => {
    expect(() => parsePublicUrl("https://bold.dk@evil.example/x", isBoldHost)).toThrow();
    expect(() => parsePublicUrl("https://evil.example@bold.dk/x", isBoldHost)).toThrow();
    expect(() => parsePublicUrl("file:///etc/passwd")).toThrow();
    expect(() => parsePublicUrl("ftp://bold.dk/x", isBoldHost)).toThrow();
    expect(parsePublicUrl(" https://www.bold.dk/nyheder/x ", isBoldHost).hostname).toBe("www.bold.dk");
  });
});

describe("OUTBOUND_HOST_OVERRIDES", () => {
  const overrides = parseHostOverrides(
    "bold.dk=http://127.0.0.1:4599/bold, www.bold.dk=http://127.0.0.1:4599/bold,bad",
  );

  it("maps exactly the listed hosts, keeping path and query", () => {
    expect(mappedTarget(new URL("https://www.bold.dk/nyheder/x?a=1"), overrides)?.toString()).toBe(
      "http://127.0.0.1:4599/bold/nyheder/x?a=1",
    );
    expect(mappedTarget(new URL("https://m.bold.dk/x"), overrides)).toBeNull();
    expect(mappedTarget(new URL("https://bold.dk.evil.example/x"), overrides)).toBeNull();
    expect(overrides.size).toBe(2);
  });
});
