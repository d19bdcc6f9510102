import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("configuration (parsed with Zod at boot)", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.dataDir.endsWith("/data")).toBe(true);
  });

  it("names the variable of a bad value", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT="abc"/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });

  it("accepts a PostgreSQL URL and trims a trailing slash of PUBLIC_URL", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://u@h/db", PUBLIC_URL: "https://forsiden.dk/" });
    expect(env.DATABASE_URL).toBe("postgres://u@h/db");
    expect(env.publicUrl).toBe("https://forsiden.dk");
  });
});
