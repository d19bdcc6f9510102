/**
 * Before/after timings of the main article queries at N generated articles (docs/performance.md):
 * `tsx scripts/explain-scale.ts --db pglite|postgres [--url postgres://…] [--articles 100000]`.
 * "before" = the index set of migration 0005 (published_at DESC NULLS LAST), "after" = 0006.
 * Each query runs under EXPLAIN (ANALYZE, FORMAT JSON) three times; the median execution time
 * is printed. Use a throwaway database: it adds 100k rows and drops indexes.
 */
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import {
  listArticlesWithAnyTag,
  listLatestArticles,
  listMostReadArticles,
  searchArticles,
} from "../app/features/articles/public-queries.server";
import { findRelatedArticles } from "../app/features/articles/related-articles.server";
import { listAdminArticles } from "../app/features/editorial/admin-article-queries.server";
import { type Database, migrateDatabase, openDatabase } from "../app/server/db/client.server";
import * as schema from "../app/server/db/schema";
import { generateArticlesSql } from "./lib/generate-articles.mjs";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const kind = arg("db", "pglite");
const count = Number(arg("articles", "100000"));

const QUERIES: [string, (db: Database) => Promise<unknown>][] = [
  ["home latest 30", (db) => listLatestArticles(db, 30)],
  ["most read 5", (db) => listMostReadArticles(db, 5)],
  ["club news (tag overlap) 20", (db) => listArticlesWithAnyTag(db, ["klub:fc-kobenhavn", "fck"], 20)],
  [
    "related by category 3",
    (db) => findRelatedArticles(db, { id: crypto.randomUUID(), tags: [], category: "Analyse" }),
  ],
  ["search 'brøndby' 20", (db) => searchArticles(db, "brøndby", 20)],
  ["admin list page 500", (db) => listAdminArticles(db, { page: 500 })],
];

const OLD_INDEXES = `
DROP INDEX IF EXISTS articles_public_published_idx, articles_public_views_idx, articles_public_category_idx,
  articles_admin_order_idx, articles_picker_idx, articles_updated_at_idx, articles_scheduled_idx,
  articles_indexnow_pending_idx;
CREATE INDEX articles_published_at_idx ON articles (published_at DESC NULLS LAST);
CREATE INDEX articles_views_idx ON articles (views DESC NULLS LAST, published_at DESC NULLS LAST);
ANALYZE articles;`;

const handle =
  kind === "postgres"
    ? await openDatabase({ databaseUrl: arg("url", ""), statementTimeoutMs: 600_000 })
    : await openDatabase({});
await migrateDatabase(handle);
const raw = (text: string, params: unknown[] = []) =>
  handle.kind === "postgres"
    ? handle.pool.query(text, params).then((r) => r.rows)
    : handle.client.query(text, params).then((r) => r.rows as Record<string, unknown>[]);
const exec = (text: string) =>
  handle.kind === "postgres" ? handle.pool.query(text) : handle.client.exec(text);

let t = performance.now();
await exec(generateArticlesSql(count));
await exec("VACUUM ANALYZE articles");
console.error(`loaded ${count} articles in ${((performance.now() - t) / 1000).toFixed(1)} s`);

async function statementsOf(run: (db: Database) => Promise<unknown>) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
  const db = (handle.kind === "postgres"
    ? drizzlePg(handle.pool, { schema, logger })
    : drizzlePglite(handle.client, { schema, logger })) as unknown as Database;
  await run(db);
  return statements.filter((s) => /\barticles\b/.test(s.sql));
}

async function timeQueries(oldCount: boolean) {
  const out: Record<string, number> = {};
  for (const [name, run] of QUERIES) {
    let total = 0;
    for (const s of await statementsOf(run)) {
      // Before 0006 the admin list counted every row; after, it reads the estimate.
      const sql = oldCount && /reltuples/.test(s.sql) ? "SELECT count(*) FROM articles" : s.sql;
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const rows = await raw(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
          oldCount && sql !== s.sql ? [] : s.params,
        );
        const plan = rows[0]["QUERY PLAN"] as { "Execution Time": number }[];
        times.push((typeof plan === "string" ? JSON.parse(plan) : plan)[0]["Execution Time"]);
      }
      total += times.sort((a, b) => a - b)[1];
    }
    out[name] = total;
  }
  return out;
}

const after = await timeQueries(false);
t = performance.now();
await exec(OLD_INDEXES);
const before = await timeQueries(true);
console.log(`| query (${kind}, ${count} articles) | before (0005) ms | after (0006) ms |`);
console.log("| --- | ---: | ---: |");
for (const [name] of QUERIES) {
  console.log(`| ${name} | ${before[name].toFixed(1)} | ${after[name].toFixed(1)} |`);
}
await handle.close();
