import { describe, expect, it } from "vitest";
import { isLocalUrl } from "./local-address";

describe("local addresses (localhost, 127.0.0.0/8, ::1)", () => {
  it.each([
    ["http://localhost:3000", "local"],
    ["http://LOCALHOST", "local"],
    ["http://127.0.0.1:3100", "local"],
    ["https://127.8.9.10", "local"],
    ["http://[::1]:3000", "local"],
    ["https://forsiden.dk", "not local"],
    ["http://127.0.0.1.evil.example", "not local"],
    ["http://localhost.evil.example", "not local"],
    ["http://10.0.0.5:3000", "not local"],
    ["http://0.0.0.0:3000", "not local"],
    ["http://[::2]", "not local"],
    ["not a url", "not local"],
  ])("%s is %s", (url, kind) => {
    expect(isLocalUrl(url)).toBe(kind === "local");
  });
});
