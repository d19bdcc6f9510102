import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startPostgresCluster } from "../support/postgres-cluster.mjs";
import { newArticleFormBody } from "./support/article-form";
import { freePort, type ServerProcess, startServerProcess, waitUntil } from "./support/server-process";
import { expect, test } from "./support/test";

// Issue 13, "Faster cold renders" on 2 cores: WEB_CONCURRENCY=2 runs one serving process per core
// behind the one port (node:cluster, ADR 0018). The primary forks and supervises; the workers
// share everything through PostgreSQL like separate instances do (two-instances.spec.ts).
// One throwaway PostgreSQL, no sample content (its images take most of a minute).
test.describe.configure({ mode: "serial" });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "process tests run once, in the desktop project");

const ADMIN = { email: "klynge@forsiden.test", password: "to-processer-admin-2026" };
const PGLITE_REFUSED =
  'WEB_CONCURRENCY="2": flere processer kræver PostgreSQL (DATABASE_URL); den indbyggede database (PGlite) kan kun åbnes af én proces (several processes need PostgreSQL: PGlite is one process)';

type Cluster = Awaited<ReturnType<typeof startPostgresCluster>>;
let pgCluster: Cluster;
let server: ServerProcess;
let workerPids: number[] = [];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request. Without an agent it goes on a new connection (which node:cluster hands to the
 * next worker in turn); with a keep-alive agent of one socket, every request goes to the same worker.
 */
function request(
  pathname: string,
  options: { agent?: http.Agent; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${pathname}`,
      { agent: options.agent ?? false, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

async function answeringPid(agent?: http.Agent): Promise<number> {
  const res = await request("/readyz", { agent });
  expect(res.status).toBe(200);
  return (JSON.parse(res.body) as { pid: number }).pid;
}

/** The primary's child processes, from the OS (Linux /proc). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return /^PPid:\s+(\d+)$/m.exec(fs.readFileSync(`/proc/${name}/status`, "utf8"))?.[1] === String(pid);
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number)
    .sort((x, y) => x - y);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `server/launch.mjs` with `env` until it ends by itself. */
async function runToEnd(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const port = String(await freePort());
  const child = spawn(process.execPath, ["server/launch.mjs"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: port, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  // One that does not end (a build without WEB_CONCURRENCY serves on) is stopped after 20 s.
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  pgCluster = await startPostgresCluster();
  server = await startServerProcess("fs-cluster-", {
    DATABASE_URL: pgCluster.url,
    WEB_CONCURRENCY: "2",
    SEED_ON_START: "false",
    PAGE_CACHE: "true",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_NAME: "Redaktionen",
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_SECRET: "to-processer-delt-hemmelighed-0123456789abcdef",
  });
  // /readyz answers once worker 1 listens; the banner comes when both do.
  await waitUntil(async () => server.output().includes("Forsiden kører på"), 60_000, server.output);
});

test.afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGKILL");
    for (const pid of workerPids) if (isRunning(pid)) process.kill(pid, "SIGKILL");
  }
  pgCluster?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test("with PGlite, WEB_CONCURRENCY=2 stops the start with a message saying why", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fs-cluster-pglite-"));
  const { code, output } = await runToEnd({ DATA_DIR: dataDir, WEB_CONCURRENCY: "2", DATABASE_URL: "" });
  expect(code).toBe(1);
  expect(output).toContain(`Ugyldig konfiguration (invalid configuration):\n  ${PGLITE_REFUSED}`);
  // Refused before anything was opened: no embedded database was made.
  expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a worker that cannot start (database unreachable) stops the primary with exit code 1", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fs-cluster-nodb-"));
  const { code, output } = await runToEnd({
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "2",
    DATABASE_URL: "postgres://forsiden@127.0.0.1:1/forsiden",
    DATABASE_CONNECT_TIMEOUT_MS: "500",
  });
  expect(code).toBe(1);
  expect(output).toContain(
    "Forsiden kunne ikke starte (the server could not start): Error: connect ECONNREFUSED",
  );
  expect(output).toContain('"msg":"a worker could not start; stopping"');
  expect(output).not.toContain("Forsiden kører på");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the start banner and the sign-in help are printed once, for both processes", async () => {
  const output = server.output();
  expect(output.split("Forsiden kører på").length - 1).toBe(1);
  expect(output).toContain(`  Forsiden kører på ${server.url} (2 processer)\n`);
  expect(output.split(`Log ind på ${server.url}/admin med ${ADMIN.email}`).length - 1).toBe(1);
});

test("requests are answered by two worker processes, children of a primary that serves none", async () => {
  const pids = new Set<number>();
  for (let i = 0; i < 6; i++) pids.add(await answeringPid());
  workerPids = [...pids].sort((x, y) => x - y);
  expect(workerPids).toHaveLength(2);
  expect(childrenOf(server.child.pid ?? 0)).toEqual(workerPids);
  expect(workerPids).not.toContain(server.child.pid);
});

test("a publish through one worker is on the cached home of both within 1 s (LISTEN/NOTIFY)", async () => {
  // One keep-alive connection per worker: everything sent on it is answered by that worker.
  const pinned = new Map<number, http.Agent>();
  for (let i = 0; i < 10 && pinned.size < 2; i++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const pid = await answeringPid(agent);
    if (pinned.has(pid)) agent.destroy();
    else pinned.set(pid, agent);
  }
  expect([...pinned.keys()].sort((x, y) => x - y)).toEqual(workerPids);
  const [[publisherPid, publisher], [otherPid, other]] = [...pinned];

  // Both have the home in their own page cache.
  for (const agent of [publisher, other]) {
    await request("/", { agent });
    expect((await request("/", { agent })).headers["x-cache"]).toBe("HIT");
  }
  const signIn = await request("/api/auth/sign-in/email", {
    agent: publisher,
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status).toBe(200);
  const cookie = (signIn.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");

  const title = `To processer ${Date.now()}`;
  const publish = await request("/admin/new-article", {
    agent: publisher,
    method: "POST",
    headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: newArticleFormBody(title).toString(),
  });
  expect(publish.status).toBe(200);
  const published = Date.now();
  for (const agent of [publisher, other]) {
    await waitUntil(async () => (await request("/", { agent })).body.includes(title), 1000);
  }
  console.log(`publish → on both workers' home: ${Date.now() - published} ms`);
  // Still the same two workers answering (the connections were not moved).
  expect(await answeringPid(publisher)).toBe(publisherPid);
  expect(await answeringPid(other)).toBe(otherPid);
  publisher.destroy();
  other.destroy();
});

test("a worker killed with SIGKILL is replaced, and the site keeps answering meanwhile", async () => {
  const [victim, survivor] = workerPids as [number, number];
  process.kill(victim, "SIGKILL");
  await waitUntil(async () => server.output().includes("a worker exited unexpectedly"), 5000, server.output);
  // Until the new one listens the survivor answers every request.
  for (let i = 0; i < 4; i++) {
    expect((await request("/")).status).toBe(200);
  }
  let replacement = 0;
  await waitUntil(
    async () => {
      const pid = await answeringPid();
      if (pid !== survivor) replacement = pid;
      return replacement !== 0;
    },
    15_000,
    server.output,
  );
  expect(replacement).not.toBe(victim);
  expect(isRunning(victim)).toBe(false);
  workerPids = [survivor, replacement].sort((x, y) => x - y);
  expect(childrenOf(server.child.pid ?? 0)).toEqual(workerPids);
  expect((await request("/")).status).toBe(200);
});

test("SIGTERM to the primary ends every process within 6 s, exit code 0", async () => {
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(6000);
  for (const pid of workerPids) expect(isRunning(pid), `worker ${pid}`).toBe(false);
  expect(server.output()).not.toContain("did not stop in time");
});
