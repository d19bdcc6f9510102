// Starts the production server as a child process for the bench and Lighthouse scripts.
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./build.mjs";

export async function startServer({ port, dataDir, env = {} }) {
  const child = spawn(process.execPath, [path.join(root, "server/launch.mjs")], {
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
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("server did not become ready");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
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
