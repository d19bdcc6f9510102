import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";

// These tests start their own production server processes (the build exists: npm test builds first).
test.describe.configure({ mode: "serial" });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "process tests run once, in the desktop project");

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/launch.mjs"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

async function waitForReady(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become ready`);
}

test("a bad configuration value stops the start with a message naming the variable", async () => {
  const server = startServer({ PORT: "abc", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "fs-bad-")) });
  expect(await exited(server.child)).toBe(1);
  expect(server.output()).toContain('PORT="abc"');
});

test("SIGTERM stops the server within 5 s and leaves the data folder usable", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fs-term-"));
  const port = String(4100 + Math.floor(Math.random() * 500));
  const url = `http://127.0.0.1:${port}`;
  const env = { PORT: port, DATA_DIR: dataDir, SEED_ON_START: "false" };

  const first = startServer(env);
  await waitForReady(url);
  const started = Date.now();
  first.child.kill("SIGTERM");
  expect(await exited(first.child)).toBe(0);
  expect(Date.now() - started).toBeLessThan(5000);

  const second = startServer(env);
  await waitForReady(url);
  const res = await fetch(`${url}/readyz`);
  expect(await res.json()).toEqual({ status: "ready", database: "pglite", pid: expect.any(Number) });
  const home = await fetch(`${url}/`);
  expect(home.status).toBe(200);
  second.child.kill("SIGTERM");
  expect(await exited(second.child)).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
