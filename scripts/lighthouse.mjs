// `npm run lighthouse [-- --runs 3] [-- --only home,club]`: Lighthouse (mobile) in Chromium against every public page type
// of the production server on a seeded database (home, article, live article, author, club,
// standings, search, contact); prints the four category scores of each (the median of the runs)
// and exits non-zero when one is below 100 (SEO only where the page is indexable: search results
// are noindex). Run it on a quiet machine: simulated throttling still scales with the host CPU.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuild } from "./lib/build.mjs";
import { firstArticlePath, startServer } from "./lib/server-process.mjs";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const port = 4900 + Math.floor(Math.random() * 300);
const categories = ["performance", "accessibility", "best-practices", "seo"];
const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "1" }, only: { type: "string", default: "" } },
});
// `--only home,club`: just those page types (for a quick look at one page while working on it).
const only = new Set(args.only.split(",").filter(Boolean));
const runs = Math.max(1, Number(args.runs) || 1);

/** One page of each public type, found on the running site with the sample content. */
async function publicPages(url) {
  const article = await firstArticlePath(url);
  const clubs = await (await fetch(`${url}/alle-klubber`)).text();
  const club = /href="(\/klubber\/[a-z0-9-]+)"/.exec(clubs)?.[1];
  const articleHtml = await (await fetch(url + article)).text();
  const author = /href="(\/forfatter\/[a-z0-9-]+)"/.exec(articleHtml)?.[1];
  if (!club || !author) throw new Error("no club or author link found (is the sample content loaded?)");
  return [
    { type: "home", path: "/", indexable: true },
    { type: "article", path: article, indexable: true },
    { type: "live article", path: "/article/live-kommende-superliga-kamp", indexable: true },
    // Issue 27: the rich sample article (an embed of each kind, two inline pictures, a fact box).
    {
      type: "rich article",
      path: "/article/saadan-blev-derbyet-oplevet-maal-jubel-og-reaktioner",
      indexable: true,
    },
    { type: "author", path: author, indexable: true },
    { type: "club", path: club, indexable: true },
    { type: "standings", path: "/stillinger/premier-league", indexable: true },
    { type: "search", path: "/soeg?q=br%C3%B8ndby", indexable: false },
    { type: "contact", path: "/contact", indexable: true },
  ];
}

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-lighthouse-"));
const server = await startServer({ port, dataDir });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});
const rows = [];
const failures = [];
const below = [];
try {
  const pages = (await publicPages(server.url)).filter(({ type }) => !only.size || only.has(type));
  for (const { type, path: page, indexable } of pages) {
    // Measure what readers get: the page as served from the warm page cache.
    await fetch(server.url + page);
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(server.url + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      results.push(result.lhr);
    }
    // The run with the median performance score stands for the page (Lighthouse's own advice).
    const byPerformance = [...results].sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const lhr = byPerformance[Math.floor(byPerformance.length / 2)];
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const allPerformance = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
    const metric = (id) => lhr.audits[id]?.displayValue ?? "–";
    rows.push({
      type,
      page,
      scores,
      performanceRuns: allPerformance,
      metrics: [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
        "speed-index",
      ].map(metric),
    });
    categories.forEach((category, k) => {
      if (category === "seo" && !indexable) return;
      if (scores[k] < 100) below.push(`${type} (${page}): ${category} ${scores[k]}`);
    });
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      const name = page === "/" ? "home" : page.replace(/[^a-z0-9]+/gi, "_");
      fs.mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    for (const audit of Object.values(lhr.audits)) {
      if (
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "manual"
      ) {
        if (["metric", "binary"].includes(audit.scoreDisplayMode) || audit.score < 0.9)
          failures.push(`${page}: ${audit.id} (${audit.score})`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse (mobile emulation, simulated throttling), ${runs} run(s) per page, ${os.cpus().length} cores\n`,
);
console.log(
  "| page type | page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI |",
);
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of rows) {
  const performance = runs > 1 ? `${r.scores[0]} (${r.performanceRuns.join(", ")})` : String(r.scores[0]);
  console.log(`| ${r.type} | ${r.page} | ${[performance, ...r.scores.slice(1), ...r.metrics].join(" | ")} |`);
}
if (failures.length) console.log(`\nAudits below full score:\n${failures.map((f) => `- ${f}`).join("\n")}`);
if (below.length) {
  console.log(`\nBelow 100:\n${below.map((b) => `- ${b}`).join("\n")}`);
  process.exitCode = 1;
}
