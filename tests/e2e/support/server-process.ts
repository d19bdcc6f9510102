import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/lib/free-port.mjs";

/** A production server (`server/launch.mjs`, the build npm test makes first) in its own process. */
export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** When `/readyz` first answered 200. */
  readyAt: number;
}

export { freePort };

/** Polls `check` every 100 ms until it answers true; a throw counts as "not yet". */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, detail?: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // Not answering yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms${detail ? `\n${detail()}` : ""}`);
}

/**
 * Starts one on a free port and a fresh data folder (`dataDirPrefix` names it in the temp folder)
 * and waits until `/readyz` answers 200. `env` is added to the production defaults below.
 */
export async function startServerProcess(
  dataDirPrefix: string,
  env: Record<string, string>,
  /** How long the first start (migrations, sample content with its images) may take. */
  readyTimeoutMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  const child = spawn(process.execPath, ["server/launch.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      return (await fetch(`${url}/readyz`)).ok;
    },
    readyTimeoutMs,
    () => output,
  );
  return { url, dataDir, child, output: () => output, readyAt: Date.now() };
}
