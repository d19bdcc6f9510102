import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";
import { logLevelOf } from "./logger.server";

describe("the log level", () => {
  it("takes a level pino knows", () => {
    expect(logLevelOf("debug", "production")).toBe("debug");
    expect(logLevelOf("silent", "test")).toBe("silent");
  });

  it("falls back to the default for anything else, so pino never throws at import", () => {
    expect(logLevelOf("loud", "production")).toBe("info");
    expect(logLevelOf(undefined, "production")).toBe("info");
    expect(logLevelOf("", "test")).toBe("warn");
  });

  it("a bad LOG_LEVEL still stops the start with the env schema's message naming it", () => {
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(EnvError);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL="loud"/);
  });
});
