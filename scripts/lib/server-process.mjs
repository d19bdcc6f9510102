// Starts the production server as a child process for the bench, Lighthouse and soak scripts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { root } from "./build.mjs";

/** A process's resident memory in MB (Linux /proc), 0 once it has gone. */
export function processRssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * `logFile`: append the server's stderr (its pino log) there instead of this terminal.
 * `readyTimeoutMs`: how long to wait for `/readyz`. `onSpawn(kill)`: called at once with a function
 * that kills the process, so a caller can clean up even while the server is still starting.
 */
export async function startServer({
  port,
  dataDir,
  env = {},
  logFile,
  readyTimeoutMs = 120_000,
  onSpawn,
  nodeArgs = [],
}) {
  const stderr = logFile ? fs.openSync(logFile, "a") : "inherit";
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, "server/launch.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JOBS_ENABLED: "false",
      ...env,
    },
    stdio: ["ignore", "ignore", stderr],
  });
  if (typeof stderr === "number") fs.closeSync(stderr);
  onSpawn?.((signal = "SIGKILL") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
  const exited = new Promise((r) => child.once("exit", (code, signal) => r({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not become ready");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    /** Resolves with `{ code, signal }` when the process has ended. */
    exited,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    /** Sends a signal (e.g. SIGKILL) without waiting. */
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The slug of the newest article, read from the RSS feed. */
export async function firstArticlePath(url) {
  const rss = await (await fetch(`${url}/rss.xml`)).text();
  const link = /<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/.exec(rss)?.[1];
  if (!link) throw new Error("no article found in the RSS feed");
  return new URL(link).pathname;
}
