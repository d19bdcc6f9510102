// `npm run lighthouse`: Lighthouse (mobile) in Chromium against four public pages of the production
// server on a seeded database; prints the four category scores of each.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuild } from "./lib/build.mjs";
import { firstArticlePath, startServer } from "./lib/server-process.mjs";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const port = 4900 + Math.floor(Math.random() * 300);
const categories = ["performance", "accessibility", "best-practices", "seo"];

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
try {
  const pages = ["/", await firstArticlePath(server.url), "/alle-klubber", "/stillinger/premier-league"];
  for (const page of pages) {
    // Measure what readers get: the page as served from the warm page cache.
    await fetch(server.url + page);
    const result = await lighthouse(server.url + page, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    const lhr = result.lhr;
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const metric = (id) => lhr.audits[id]?.displayValue ?? "–";
    rows.push({
      page,
      scores,
      metrics: [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
        "speed-index",
      ].map(metric),
    });
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      const name = page === "/" ? "home" : page.replace(/[^a-z0-9]+/gi, "_");
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

console.log("\nLighthouse (mobile emulation, simulated throttling)\n");
console.log("| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of rows) console.log(`| ${r.page} | ${[...r.scores, ...r.metrics].join(" | ")} |`);
if (failures.length) console.log(`\nAudits below full score:\n${failures.map((f) => `- ${f}`).join("\n")}`);
