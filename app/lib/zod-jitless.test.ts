import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZOD_GLOBAL_CONFIG, ZOD_JITLESS_SCRIPT } from "./zod-jitless";

describe("Zod's jitless setting through its global", () => {
  it("z.config() reads and writes the global the inline script sets", () => {
    const global = (globalThis as Record<string, unknown>)[ZOD_GLOBAL_CONFIG];
    expect(global).toBe(z.config());
  });

  it("a schema built in a page that ran the script first never probes new Function", () => {
    // A fresh process, as a page is: the script, then Zod loads and an object schema parses.
    const program = `
      globalThis.window = globalThis;
      ${ZOD_JITLESS_SCRIPT}
      let probes = 0;
      const RealFunction = Function;
      globalThis.Function = new Proxy(RealFunction, { construct(t, a) { probes++; return Reflect.construct(t, a); } });
      const { z } = await import("zod");
      const schema = z.object({ a: z.string(), b: z.number() });
      schema.parse({ a: "x", b: 1 });
      schema.parse({ a: "y", b: 2 });
      console.log(JSON.stringify({ probes, jitless: z.config().jitless }));
    `;
    const run = (source: string) =>
      JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", source], { encoding: "utf8" }));
    expect(run(program)).toEqual({ probes: 0, jitless: true });
    // Without the script Zod does probe: the test above can fail.
    expect(run(program.replace(ZOD_JITLESS_SCRIPT, "")).probes).toBeGreaterThan(0);
  });
});
