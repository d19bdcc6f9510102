// `npm run profile -- [page] [--postgres] [--build <dir>]`: where a cold render's time goes.
// Starts the production server with PAGE_CACHE=false (on PGlite, or on a throwaway PostgreSQL
// cluster with --postgres) and node's --cpu-prof, sends 200 requests for the page (4 at a time),
// and prints the server's CPU milliseconds per request (from /proc, steadier than req/s on a busy
// machine) and the self time per package. The .cpuprofile is kept for Chrome DevTools.
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgresCluster } from "../tests/support/postgres-cluster.mjs";
import { ensureBuild, root } from "./lib/build.mjs";
import { startServer } from "./lib/server-process.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const page = args.find((a, i) => a.startsWith("/") && args[i - 1] !== "--build") ?? "/";
const buildDir = option("--build") ?? path.join(root, "build");
if (!option("--build")) ensureBuild();
const requests = 200;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-profile-"));
const profileDir = path.join(work, "profile");
let cluster;
const env = { BUILD_DIR: buildDir, PAGE_CACHE: "false" };
if (flag("--postgres")) {
  cluster = await startPostgresCluster();
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query("CREATE DATABASE forsiden_profile");
  await client.end();
  const url = new URL(cluster.url);
  url.pathname = "/forsiden_profile";
  env.DATABASE_URL = url.toString();
}

/** utime + stime of a process, in milliseconds (Linux). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

try {
  const dataDir = path.join(work, "data");
  // The first start seeds (not profiled).
  await (await startServer({ port: 4700, dataDir, env, readyTimeoutMs: 600_000 })).stop();
  const server = await startServer({
    port: 4701,
    dataDir,
    env,
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  });
  const pid = Number(execSync(`pgrep -f launch.mjs -P ${process.pid}`).toString().trim().split("\n")[0]);
  const get = async () =>
    (await fetch(server.url + page, { headers: { "accept-encoding": "br, gzip" } })).arrayBuffer();
  for (let i = 0; i < 20; i++) await get();
  const before = cpuMs(pid);
  let sent = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (sent++ < requests) await get();
    }),
  );
  const perRequest = (cpuMs(pid) - before) / requests;
  await server.stop();
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  const kept = path.join(os.tmpdir(), `forsiden-${page.replaceAll("/", "_") || "home"}.cpuprofile`);
  fs.copyFileSync(path.join(profileDir, file), kept);
  console.log(
    `\n${page} on ${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}: ${perRequest.toFixed(1)} ms CPU per request`,
  );
  console.log(`profile (startup included): ${kept}\n`);
  printSelfTime(JSON.parse(fs.readFileSync(kept, "utf8")));
} finally {
  cluster?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

/** Self time per package (node_modules), per node: module, or per function of our bundle. */
function printSelfTime(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byCategory = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    total += delta;
    const { url, functionName } = nodes.get(id).callFrame;
    const category = !url
      ? functionName || "(native)"
      : (url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
        (url.includes("/server/")
          ? `app ${functionName || "(anonymous)"}`
          : url.replace(/^.*?(node:)/, "$1")));
    byCategory.set(category, (byCategory.get(category) ?? 0) + delta);
  });
  console.log("| self time | where |\n| ---: | --- |");
  for (const [category, time] of [...byCategory].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`| ${((100 * time) / total).toFixed(1)} % | ${category} |`);
  }
}
