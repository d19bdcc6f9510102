// `npm run bench`: requests per second and latency of four public pages, cold (page cache off)
// and warm (page cache on), against the production server on a seeded database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild } from "./lib/build.mjs";
import { firstArticlePath, startServer } from "./lib/server-process.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = 4600 + Math.floor(Math.random() * 300);

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-bench-"));

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, headers: { "accept-encoding": "br, gzip" } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const rows = [];
try {
  for (const mode of ["cold", "warm"]) {
    const server = await startServer({
      port,
      dataDir,
      env: { PAGE_CACHE: mode === "warm" ? "true" : "false" },
    });
    try {
      const pages = ["/", await firstArticlePath(server.url), "/alle-klubber", "/stillinger/premier-league"];
      for (const page of pages) {
        await fetch(server.url + page); // warm the route code and (when on) the page cache
        const result = await run(server.url + page);
        rows.push({
          page,
          mode,
          "req/s": Math.round(result.requests.average),
          "p50 ms": result.latency.p50,
          "p99 ms": result.latency.p99,
          errors: result.errors + result.non2xx,
        });
        console.error(`${mode} ${page}: ${Math.round(result.requests.average)} req/s`);
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nautocannon: ${connections} connections, ${seconds} s per page, ${os.cpus().length} cores\n`);
console.log("| page | mode | req/s | p50 ms | p99 ms | errors |");
console.log("| --- | --- | ---: | ---: | ---: | ---: |");
for (const r of rows) {
  console.log(`| ${r.page} | ${r.mode} | ${r["req/s"]} | ${r["p50 ms"]} | ${r["p99 ms"]} | ${r.errors} |`);
}
