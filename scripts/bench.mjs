// `npm run bench`: requests per second and latency of four public pages against the production
// server on a seeded database:
// - cold (PAGE_CACHE=false) on PGlite and on a throwaway PostgreSQL cluster, there also with two
//   serving processes (WEB_CONCURRENCY=2, "postgres ×2");
// - warm (page cache on), next to nginx serving the very same bytes (same encoding) in the same
//   run, with the ratio ours / nginx.
// Load generator: wrk when installed, autocannon otherwise. `--build <dir>` (repeatable, or
// BENCH_BUILDS=dir1,dir2) benches other builds in the same run, e.g. main's and this branch's.
// BENCH_SECONDS (default 10) per page, BENCH_CONNECTIONS (default 50), BENCH_MODES (default
// "cold,warm": which runs to make).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startPostgresCluster } from "../tests/support/postgres-cluster.mjs";
import { ensureBuild, root } from "./lib/build.mjs";
import { firstArticlePath, startServer } from "./lib/server-process.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const modes = (process.env.BENCH_MODES ?? "cold,warm").split(",");
const basePort = 4600 + Math.floor(Math.random() * 300);

function buildDirs() {
  const dirs = [];
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--build" && args[i + 1]) dirs.push(args[++i]);
    else if (args[i].startsWith("--build=")) dirs.push(args[i].slice("--build=".length));
  }
  for (const dir of (process.env.BENCH_BUILDS ?? "").split(",")) if (dir.trim()) dirs.push(dir.trim());
  return dirs.map((dir) => path.resolve(dir));
}

function hasCommand(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

const useWrk = hasCommand("wrk");
const nginxBin = ["nginx", "/usr/sbin/nginx"].find((bin) => hasCommand(bin));

/** wrk's "1.23ms" / "456.00us" / "1.2s" → ms. */
function toMs(text) {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text ?? "");
  if (!m) return Number.NaN;
  const value = Number(m[1]);
  return m[2] === "us" ? value / 1000 : m[2] === "s" ? value * 1000 : value;
}

/** `count` requests, 4 at a time (not measured). */
async function warmUp(url, count) {
  let left = count;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (left-- > 0) {
        await (await fetch(url, { headers: { "accept-encoding": "br, gzip" } })).arrayBuffer();
      }
    }),
  );
}

async function load(url) {
  if (useWrk) {
    const out = execFileSync(
      "wrk",
      // A slow cold page must count as answered, not as a timeout (wrk's default is 2 s).
      [
        "-t2",
        `-c${connections}`,
        `-d${seconds}s`,
        "--timeout",
        "30s",
        "--latency",
        "-H",
        "Accept-Encoding: br, gzip",
        url,
      ],
      { encoding: "utf8" },
    );
    const reqs = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
    const p50 = toMs(/\s50%\s+(\S+)/.exec(out)?.[1]);
    const p99 = toMs(/\s99%\s+(\S+)/.exec(out)?.[1]);
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
    return { reqs, p50, p99, errors };
  }
  const result = await new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, headers: { "accept-encoding": "br, gzip" } },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  return {
    reqs: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** nginx (one worker, like our one process) serving saved answers from `dir` with their encoding. */
async function startNginx(dir, port, files) {
  const locations = files
    .map(
      (f) => `    location = ${f.location} {
      default_type "${f.type}";
      ${f.encoding ? `add_header Content-Encoding ${f.encoding};` : ""}
      add_header Vary Accept-Encoding;
      alias ${f.file};
    }`,
    )
    .join("\n");
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  etag on;
  server {
    listen 127.0.0.1:${port};
${locations}
  }
}
`,
  );
  const child = spawn(nginxBin, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${url}${files[0].location}`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/** A build from another checkout migrates with that checkout's own `drizzle/` folder. */
function ownMigrations(buildDir) {
  const folder = path.join(path.dirname(path.resolve(buildDir)), "drizzle");
  return fs.existsSync(folder) ? { MIGRATIONS_DIR: folder } : {};
}

async function createDatabase(clusterUrl, name) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name}`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const builds = buildDirs();
if (builds.length === 0) {
  ensureBuild();
  builds.push(path.resolve(root, process.env.BUILD_DIR ?? "build"));
}
for (const dir of builds) {
  if (!fs.existsSync(path.join(dir, "server/index.js"))) {
    console.error(`No server build at ${dir}/server/index.js`);
    process.exit(1);
  }
}
const label = (dir) => path.relative(process.cwd(), dir) || dir;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-bench-"));
// nginx's worker may run as another user (nobody) when started as root: it must read the pages.
fs.chmodSync(work, 0o755);
const cluster = await startPostgresCluster();
const rows = [];
let port = basePort;
try {
  for (const [b, buildDir] of builds.entries()) {
    const dataDir = path.join(work, `data-${b}`);
    const postgresUrl = await createDatabase(cluster.url, `forsiden_bench_${b}`);
    const runs = [
      { mode: "cold", db: "pglite", env: { PAGE_CACHE: "false" } },
      { mode: "cold", db: "postgres", env: { PAGE_CACHE: "false", DATABASE_URL: postgresUrl } },
      // One process per core (WEB_CONCURRENCY, ADR 0018). A build from before it ignores the
      // variable and runs one process, so its row measures the same as the one above.
      {
        mode: "cold",
        db: "postgres ×2",
        env: { PAGE_CACHE: "false", DATABASE_URL: postgresUrl, WEB_CONCURRENCY: "2" },
      },
      { mode: "warm", db: "pglite", env: { PAGE_CACHE: "true" } },
    ].filter((run) => modes.includes(run.mode));
    for (const run of runs) {
      const server = await startServer({
        port: port++,
        dataDir,
        env: { BUILD_DIR: buildDir, ...ownMigrations(buildDir), ...run.env },
        // The first start of each database seeds the sample content (photos through sharp).
        readyTimeoutMs: 600_000,
      });
      try {
        const pages = [
          "/",
          await firstArticlePath(server.url),
          "/alle-klubber",
          "/stillinger/premier-league",
        ];
        const saved = [];
        for (const page of pages) {
          // Warm the route code and (when on) the page cache, then give the JIT 100 requests, so
          // the first page measured after a start is not the one that pays for the warm-up.
          await (
            await fetchAgain(server.url + page, { headers: { "accept-encoding": "br, gzip" } })
          ).arrayBuffer();
          await warmUp(server.url + page, 100);
          const result = await load(server.url + page);
          const row = { build: label(buildDir), db: run.db, mode: run.mode, page, ...result };
          rows.push(row);
          console.error(`${row.build} ${run.mode} ${run.db} ${page}: ${Math.round(result.reqs)} req/s`);
          if (run.mode === "warm") {
            // The same bytes nginx will serve: the cached answer in the encoding wrk asks for.
            const file = path.join(work, `page-${b}-${saved.length}`);
            const raw = await fetchAgain(server.url + page, { headers: { "accept-encoding": "br, gzip" } });
            // fetch decodes the body: ask Node's http for the encoded bytes instead.
            const encoding = raw.headers.get("content-encoding");
            void raw.body?.cancel();
            const bytes = await encodedBody(server.url + page);
            fs.writeFileSync(file, bytes, { mode: 0o644 });
            saved.push({
              location: `/p${saved.length}`,
              file,
              encoding,
              type: raw.headers.get("content-type") ?? "text/html",
              row,
            });
          }
        }
        if (run.mode === "warm" && nginxBin) {
          const nginx = await startNginx(work, port++, saved);
          try {
            for (const s of saved) s.row.nginx = (await load(nginx.url + s.location)).reqs;
          } finally {
            await nginx.stop();
          }
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  cluster.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

/**
 * fetch, tried again when a pooled keep-alive connection turns out to be closed: it sat idle
 * during the load run, longer than the server's keep-alive timeout (5 s).
 */
async function fetchAgain(url, init) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function encodedBody(url) {
  const http = await import("node:http");
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
}

const tool = useWrk ? "wrk -t2" : "autocannon";
console.log(`\n${tool}: ${connections} connections, ${seconds} s per page, ${os.cpus().length} cores\n`);
console.log("| build | page | mode | db | req/s | p50 ms | p99 ms | errors | nginx req/s | ours / nginx |");
console.log("| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of rows) {
  const nginx = r.nginx ? Math.round(r.nginx) : "";
  const ratio = r.nginx ? (r.reqs / r.nginx).toFixed(2) : "";
  console.log(
    `| ${r.build} | ${r.page} | ${r.mode} | ${r.db} | ${Math.round(r.reqs)} | ${round1(r.p50)} | ${round1(r.p99)} | ${r.errors} | ${nginx} | ${ratio} |`,
  );
}

function round1(ms) {
  return Number.isFinite(ms) ? Math.round(ms * 10) / 10 : "";
}
