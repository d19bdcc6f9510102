import { describe, expect, it } from "vitest";
import { isLocalUrl } from "./local-address";

describe("local addresses (localhost, 127.0.0.0/8, ::1)", () => {
  it.each([
    "http://localhost:3000",
    "http://LOCALHOST",
    "http://127.0.0.1:3100",
    "https://127.8.9.10",
    "http://[::1]:3000",
  ])("%s is local", (url) => {
    expect(isLocalUrl(url)).toBe(true);
  });

  it.each([
    "https://forsiden.dk",
    "http://127.0.0.1.evil.example",
    "http://localhost.evil.example",
    "http://10.0.0.5:3000",
    "http://0.0.0.0:3000",
    "http://[::2]",
    "not a url",
  ])("%s is not local", (url) => {
    expect(isLocalUrl(url)).toBe(false);
  });
});
