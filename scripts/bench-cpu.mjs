// `npm run bench:cpu -- [page] [--postgres] --build <dir> [--build <dir> …]`: server CPU
// milliseconds per cold request (PAGE_CACHE=false) of one page, for several builds side by side.
// Each build gets its own production server (a fresh seeded PGlite, or a database of its own on
// one throwaway PostgreSQL cluster with --postgres); the builds are measured in turns (A B A B …),
// ROUNDS (default 3) times N (default 300) requests, 4 at a time, after WARM (default 1,000)
// requests to each, and the CPU time is read from /proc, which holds up on a busy machine where
// req/s does not. Prints one table with the median, and each build's change against the first
// as the median of the rounds' ratios.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgresCluster } from "../tests/support/postgres-cluster.mjs";
import { startServer } from "./lib/server-process.mjs";

const args = process.argv.slice(2);
const builds = args.flatMap((a, i) => (args[i - 1] === "--build" ? [path.resolve(a)] : []));
const page = args.find((a, i) => a.startsWith("/") && args[i - 1] !== "--build") ?? "/";
const postgres = args.includes("--postgres");
const rounds = Number(process.env.ROUNDS ?? 3);
const requests = Number(process.env.N ?? 300);
if (builds.length === 0) {
  console.error("usage: npm run bench:cpu -- [page] [--postgres] --build <dir> [--build <dir> …]");
  process.exit(2);
}

/** utime + stime of a process, in milliseconds (Linux). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

const cluster = postgres ? await startPostgresCluster() : null;
const servers = [];
const dataDirs = [];
try {
  for (const [i, buildDir] of builds.entries()) {
    const env = { BUILD_DIR: buildDir, PAGE_CACHE: "false" };
    if (cluster) {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      await client.query(`CREATE DATABASE forsiden_cpu_${i}`);
      await client.end();
      const url = new URL(cluster.url);
      url.pathname = `/forsiden_cpu_${i}`;
      env.DATABASE_URL = url.toString();
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-cpu-"));
    dataDirs.push(dataDir);
    servers.push(await startServer({ port: 4950 + i, dataDir, env, readyTimeoutMs: 600_000 }));
  }
  // Warm each process before anything is measured: the first rounds after a start ran 30-60 %
  // slower (session 22), which a build measured first would pay more of.
  const warmUp = Number(process.env.WARM ?? 1000);
  for (const server of servers)
    for (let k = 0; k < warmUp; k++) await fetch(server.url + page).then((r) => r.arrayBuffer());
  const perRequest = builds.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, server] of servers.entries()) {
      const get = async () =>
        (await fetch(server.url + page, { headers: { "accept-encoding": "br, gzip" } })).arrayBuffer();
      for (let k = 0; k < 30; k++) await get(); // warm the JIT and the pools
      const before = cpuMs(server.pid);
      let left = requests;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (left-- > 0) await get();
        }),
      );
      perRequest[i].push((cpuMs(server.pid) - before) / requests);
    }
  }
  console.log(`\n${page} on ${postgres ? "PostgreSQL" : "PGlite"}: server CPU ms per cold request`);
  console.log(
    `(${rounds} rounds of ${requests} requests, 4 at a time, builds in turns; ${os.cpus().length} cores)\n`,
  );
  console.log("| build | rounds | median |\n| --- | --- | ---: |");
  for (const [i, dir] of builds.entries()) {
    const sorted = [...perRequest[i]].sort((a, b) => a - b);
    const rows = perRequest[i].map((ms) => ms.toFixed(2)).join(" / ");
    console.log(
      `| ${path.relative(process.cwd(), dir) || dir} | ${rows} | ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} |`,
    );
  }
  // A round's builds ran next to each other: their ratio is read in one machine state.
  for (const [i, dir] of builds.entries()) {
    if (i === 0) continue;
    const ratios = perRequest[i].map((ms, round) => ms / perRequest[0][round]).sort((a, b) => a - b);
    const change = 100 * (ratios[Math.floor(ratios.length / 2)] - 1);
    console.log(
      `\n${path.relative(process.cwd(), dir) || dir} against ${path.relative(process.cwd(), builds[0]) || builds[0]}, median of the rounds' ratios: ${change >= 0 ? "+" : ""}${change.toFixed(0)} %`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  cluster?.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}
