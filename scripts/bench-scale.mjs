// `npm run bench:scale -- --articles 1000|100000|1000000 --db pglite|postgres [--runs 5]`:
// cold render times (PAGE_CACHE=false) of the public and admin pages with N generated articles
// on top of the sample content. Generates the archive with set-based SQL
// (scripts/lib/generate-articles.mjs) into a throwaway data folder or PostgreSQL cluster, starts
// the production server, signs in as staff and times each page sequentially (median and p90 of
// --runs fetches after one warm-up fetch). Prints one table; see docs/performance.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild } from "./lib/build.mjs";
import { signIn } from "./lib/editor-client.mjs";
import { generateArticlesSql } from "./lib/generate-articles.mjs";
import { cookieHeader, percentile, request } from "./lib/http-client.mjs";
import { startClusterProcess } from "./lib/pg-cluster-process.mjs";
import { startServer } from "./lib/server-process.mjs";

const { values } = parseArgs({
  options: {
    articles: { type: "string", default: "1000" },
    db: { type: "string", default: "pglite" },
    runs: { type: "string", default: "5" },
  },
});
const articles = Number(values.articles);
const runs = Number(values.runs);
if (!Number.isInteger(articles) || articles < 1 || !["pglite", "postgres"].includes(values.db) || runs < 1) {
  console.error(
    "Brug: npm run bench:scale -- --articles 1000|100000|1000000 --db pglite|postgres [--runs 5]",
  );
  process.exit(2);
}

const ADMIN_EMAIL = "bench-editor@forsiden.test";
const ADMIN_PASSWORD = `bench-${Math.random().toString(36).slice(2)}-Pw1!`;
const PAGES = [
  ["/", "/"],
  ["article", "/article/gen-500"],
  ["club page", "/klubber/fc-kobenhavn"],
  ["search", `/soeg?q=${encodeURIComponent("brøndby")}`],
  ["tag filter", `/?tag=${encodeURIComponent("klub:brondby-if")}`],
  ["admin list page 1", "/admin/articles", true],
  ["admin list page 500", "/admin/articles?side=500", true],
  // A page past the end is clamped to the last page.
  ["admin list last page", "/admin/articles?side=1000000", true],
];

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-bench-scale-"));
const port = 4900 + Math.floor(Math.random() * 300);
let cluster;
const cleanup = [];

/** Loads the generated archive in batches of 100k (bounded memory per statement). */
async function load(exec) {
  const started = performance.now();
  for (let offset = 0; offset < articles; offset += 100_000) {
    await exec(generateArticlesSql(Math.min(100_000, articles - offset), offset));
    if (articles > 100_000) console.error(`  ${Math.min(articles, offset + 100_000)} articles`);
  }
  await exec("VACUUM ANALYZE articles");
  return (performance.now() - started) / 1000;
}

try {
  const env = {
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ADMIN_NAME: "Bench-redaktør",
    PAGE_CACHE: "false",
    SEED_ON_START: "true",
  };
  if (values.db === "postgres") {
    cluster = await startClusterProcess();
    cleanup.push(() => cluster.stop());
    env.DATABASE_URL = cluster.url;
  }
  // First start: migrations and the sample content. Stopped again: PGlite allows one process.
  const first = await startServer({ port, dataDir, env });
  await first.stop();

  let seconds;
  if (values.db === "postgres") {
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    seconds = await load((sql) => client.query(sql));
    await client.end();
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
    const db = await PGlite.create({
      dataDir: path.join(dataDir, "pglite"),
      extensions: { pg_trgm, unaccent },
    });
    seconds = await load((sql) => db.exec(sql));
    await db.close();
  }
  console.error(`generated ${articles} articles in ${seconds.toFixed(1)} s (${values.db})`);

  const server = await startServer({ port, dataDir, env: { ...env, SEED_ON_START: "false" } });
  cleanup.unshift(() => server.stop());
  const jar = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const rows = [];
  for (const [name, page, staff] of PAGES) {
    const headers = staff ? { cookie: cookieHeader(jar) } : {};
    const times = [];
    let status = 0;
    for (let i = 0; i <= runs; i++) {
      const started = performance.now();
      const res = await request(server.url + page, { headers, readBody: true, timeoutMs: 60_000 });
      status = res.status;
      if (i > 0) times.push(performance.now() - started); // the first fetch warms the route code
    }
    rows.push({ name, page, status, p50: percentile(times, 50), p90: percentile(times, 90) });
    console.error(`${name}: ${percentile(times, 50).toFixed(0)} ms`);
  }
  console.log(
    `\n${articles} generated articles + sample, ${values.db}, PAGE_CACHE=false, ${runs} sequential runs\n`,
  );
  console.log("| page | status | p50 ms | p90 ms |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(`| ${r.name} (\`${r.page}\`) | ${r.status} | ${r.p50.toFixed(0)} | ${r.p90.toFixed(0)} |`);
  }
} finally {
  for (const step of cleanup) await step();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
