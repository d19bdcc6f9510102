// npm run bench:live [-- --connections 2000 --updates 10]
// Live streams at scale (issue 15): one production server, N concurrent SSE connections held by
// this one process (raw node:http), then updates posted through the live desk. Prints connections
// held, delivery latency from "post sent" to "frame received" over every connection (p50/p99) and
// the server's RSS before and after the connections (memory per connection).
// Not part of npm test; run it on a quiet machine.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild } from "./lib/build.mjs";
import { postLiveUpdate, signIn } from "./lib/editor-client.mjs";
import { percentile, request } from "./lib/http-client.mjs";
import { startServer } from "./lib/server-process.mjs";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "2000" },
    updates: { type: "string", default: "10" },
  },
});
const connections = Number(values.connections);
const updates = Number(values.updates);
if (!Number.isInteger(connections) || connections < 1 || !Number.isInteger(updates) || updates < 1) {
  console.error("Brug: npm run bench:live -- [--connections 2000] [--updates 10]");
  process.exit(2);
}

const ADMIN_EMAIL = "bench-live@forsiden.test";
const ADMIN_PASSWORD = `bench-${Math.random().toString(36).slice(2)}-Pw1!`;
const LIVE_SLUG = "live-kommende-superliga-kamp";

function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-bench-live-"));
const port = 5200 + Math.floor(Math.random() * 300);
const cleanup = [];
const sockets = [];

try {
  const server = await startServer({
    port,
    dataDir,
    // Every stream comes from this one address: lift the caps (issue 21) above what we open.
    env: {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ADMIN_NAME: "Bench-redaktør",
      SEED_ON_START: "true",
      LIVE_STREAMS_PER_ADDRESS: String(connections + 10),
      LIVE_STREAMS_MAX: String(connections + 10),
    },
  });
  cleanup.push(() => server.stop());
  const jar = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const page = await request(`${server.url}/article/${LIVE_SLUG}`, { readBody: true });
  const articleId = /data-live-blog="([0-9a-f-]{36})"/.exec(page.body ?? "")?.[1];
  if (!articleId) throw new Error(`no live article at /article/${LIVE_SLUG} (HTTP ${page.status})`);

  // Warm up the route code, then let the server settle before the baseline.
  await request(`${server.url}/live/${articleId}/events.json?after=0`, { readBody: true });
  await sleep(1000);
  const rssBefore = rssKb(server.pid);

  // marker → per-connection arrival times
  const arrivals = new Map();
  let open = 0;
  let dropped = 0;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const openOne = () =>
    new Promise((resolve) => {
      const req = http.get(`${server.url}/live/${articleId}/events`, { agent }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          resolve(false);
          return;
        }
        res.setEncoding("utf8");
        let ready = false;
        res.on("data", (chunk) => {
          const now = performance.now();
          if (!ready && chunk.includes("retry:")) {
            ready = true;
            open++;
            resolve(true);
          }
          for (const match of chunk.matchAll(/bench-update-(\d+)/g)) {
            const list = arrivals.get(match[1]);
            if (list && list.length < connections) list.push(now);
          }
        });
        res.on("close", () => {
          if (ready) {
            open--;
            dropped++;
          }
        });
      });
      req.on("error", () => resolve(false));
      sockets.push(req);
    });

  const started = performance.now();
  for (let i = 0; i < connections; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, connections - i) }, openOne));
  }
  const openMs = performance.now() - started;
  await sleep(2000);
  const rssAfter = rssKb(server.pid);
  const held = open;
  console.error(`${held}/${connections} streams open in ${(openMs / 1000).toFixed(1)} s`);

  const latencies = [];
  const toAll = [];
  let missing = 0;
  for (let k = 0; k < updates; k++) {
    const list = [];
    arrivals.set(String(k), list);
    const sent = performance.now();
    const res = await postLiveUpdate(server.url, jar, articleId, {
      body: `Målestik bench-update-${k}`,
      minute: String(k),
    });
    if (res.status >= 400) throw new Error(`posting an update failed: HTTP ${res.status}`);
    const deadline = sent + 10_000;
    while (list.length < held && performance.now() < deadline) await sleep(5);
    for (const at of list) latencies.push(at - sent);
    missing += held - list.length;
    toAll.push((list.length ? Math.max(...list) : Number.NaN) - sent);
    await sleep(500);
  }

  const fmt = (ms) => `${ms.toFixed(0)} ms`;
  console.log(`\nbench:live, ${os.cpus().length} cores, one server process (PGlite), ${updates} updates\n`);
  console.log("| measure | value |");
  console.log("| --- | ---: |");
  console.log(`| connections held | ${held} of ${connections} (${dropped} dropped) |`);
  console.log(`| time to open them | ${fmt(openMs)} |`);
  console.log(
    `| delivery p50 (post sent → frame received, all connections) | ${fmt(percentile(latencies, 50))} |`,
  );
  console.log(`| delivery p99 | ${fmt(percentile(latencies, 99))} |`);
  console.log(
    `| slowest update to reach every connection (p50 / max) | ${fmt(percentile(toAll, 50))} / ${fmt(Math.max(...toAll))} |`,
  );
  console.log(`| frames missing after 10 s | ${missing} |`);
  console.log(
    `| server RSS before / after | ${(rssBefore / 1024).toFixed(0)} MB / ${(rssAfter / 1024).toFixed(0)} MB |`,
  );
  console.log(
    `| memory per connection | ${(((rssAfter - rssBefore) * 1024) / Math.max(1, held) / 1024).toFixed(1)} KB |`,
  );
} finally {
  for (const req of sockets) req.destroy();
  for (const step of cleanup) await step();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
