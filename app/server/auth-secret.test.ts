import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveAuthSecret, writeFileOnce } from "./auth.server";
import { parseEnv } from "./env.server";

const dirs: string[] = [];
function freshDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fs-auth-secret-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the auth secret kept in DATA_DIR when AUTH_SECRET is not set", () => {
  it("is made once, readable only by the owner, and read back by every later start", () => {
    const env = parseEnv({ DATA_DIR: path.join(freshDir(), "data") });
    const secret = resolveAuthSecret(env);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(resolveAuthSecret(env)).toBe(secret);
    expect(fs.readdirSync(env.dataDir)).toEqual([".auth-secret"]);
    expect(fs.statSync(path.join(env.dataDir, ".auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("is the first writer's when several processes on one DATA_DIR make one at once", () => {
    // The second process also found no file and made its own secret: it gets the first one's.
    const file = path.join(freshDir(), ".auth-secret");
    expect(writeFileOnce(file, "fra-den-foerste-proces")).toBe("fra-den-foerste-proces");
    expect(writeFileOnce(file, "fra-den-anden-proces")).toBe("fra-den-foerste-proces");
    expect(fs.readFileSync(file, "utf8")).toBe("fra-den-foerste-proces");
    expect(fs.readdirSync(path.dirname(file))).toEqual([".auth-secret"]);
  });
});
