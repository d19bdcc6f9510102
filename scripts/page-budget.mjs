// `npm run budget` (and a step of `npm test`): the weight every public page type sends a reader.
// Starts the production build on a fresh sample database, fetches each page as an anonymous
// reader (without and with a stored cookie choice), collects the JavaScript it loads before
// interaction and fails when the gzip total passes 125 KB or the HTML passes 100 KB raw (issue 23).
// What a page loads before interaction is the union of two readings: the HTML's module scripts
// and modulepreload links with every static import of those chunks, followed transitively; and
// every script Chromium requests while it loads the page, hydrates it and goes quiet, untouched
// (so a module a page imports lazily while it hydrates, a live article's blog, counts too). Byte
// counts are deterministic: no timings, so a busy machine gives the same table.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { ensureBuild, root } from "./lib/build.mjs";
import { firstArticlePath, startServer } from "./lib/server-process.mjs";

export const JS_GZIP_LIMIT = 125 * 1024;
export const HTML_RAW_LIMIT = 100 * 1024;

const clientDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buffer) => zlib.gzipSync(buffer).length;

/** `/assets/x.js` → its bytes in the client build. */
function assetBytes(url) {
  const file = path.join(clientDir, new URL(url, "http://x").pathname);
  return fs.readFileSync(file);
}

/** Static imports of a minified ES module: `import … from "./x.js"` and `import "./x.js"`, not `import("…")`. */
export function staticImports(source) {
  const found = [];
  const pattern = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]);
  // `export … from "./x.js"` also loads the module.
  for (const match of source.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g))
    found.push(match[1]);
  return found;
}

/** Every JavaScript URL the HTML loads before interaction, with the static imports of each. */
export function scriptsOf(html) {
  const start = new Set();
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href) start.add(href);
  }
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) start.add(m[1]);
  // Inline module scripts (React Router's bootstrap) import the entry and route modules.
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const m2 of m[1].matchAll(/import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g))
      start.add(m2[1]);
    // After the first paint (ADR 0022) it imports them dynamically and adds the preloads itself.
    for (const m2 of m[1].matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g)) start.add(m2[1]);
    const preloads = /(\[[^\]]*\])\.forEach\(function\(href\)/.exec(m[1])?.[1];
    for (const href of preloads ? JSON.parse(preloads) : []) start.add(href);
  }
  const seen = new Set();
  const queue = [...start].map((u) => new URL(u, "http://x/").pathname);
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const source = assetBytes(url).toString("utf8");
    for (const spec of staticImports(source)) queue.push(new URL(spec, `http://x${url}`).pathname);
  }
  return [...seen];
}

function cssOf(html) {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1])
    .filter(Boolean);
}

async function pageTypes(url) {
  const article = await firstArticlePath(url);
  const linkOn = async (page, pattern, what) => {
    const found = pattern.exec(await (await fetch(url + page)).text())?.[1];
    if (!found) throw new Error(`${page} links no ${what}`);
    return found;
  };
  return [
    ["forside", "/"],
    ["artikel", article],
    ["live-artikel", "/article/live-broendby-fc-koebenhavn-derby-marts-2021"],
    // Issue 27: the sample article with an embed of every kind (it loads the players' island).
    ["rig-artikel", "/article/saadan-blev-derbyet-oplevet-maal-jubel-og-reaktioner"],
    ["klub", await linkOn("/", /href="(\/klubber\/[^"/?#]+)"/, "club")],
    ["stillinger", "/stillinger/3f-superliga"],
    ["søgning", `/soeg?q=${encodeURIComponent("brøndby")}`],
    ["forfatter", await linkOn(article, /href="(\/forfatter\/[^"/?#]+)"/, "author")],
    ["kontakt", "/contact"],
    ["404", "/findes-ikke-budget"],
  ];
}

/**
 * The scripts Chromium requests for `page` until it has hydrated and the network is quiet, as a
 * phone (375 px) with or without a stored cookie choice; nothing is clicked, hovered or focused.
 */
async function scriptsLoadedBy(browser, url, page, cookie) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  if (cookie) {
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url }]);
  }
  const tab = await context.newPage();
  const requested = new Set();
  let lastRequest = Date.now();
  tab.on("request", (request) => {
    const { origin, pathname } = new URL(request.url());
    if (request.resourceType() === "script" && origin === url && pathname.startsWith("/assets/")) {
      requested.add(pathname);
      lastRequest = Date.now();
    }
  });
  await tab.goto(url + page);
  await tab.waitForSelector('html[data-hydrated="true"]', { state: "attached", timeout: 30_000 });
  // Quiet: a second without a new script (a live page keeps its event stream open, so the
  // network itself never goes idle).
  const started = Date.now();
  while (Date.now() - lastRequest < 1000 && Date.now() - started < 15_000) await tab.waitForTimeout(100);
  await context.close();
  return [...requested];
}

export async function measure(url) {
  const rows = [];
  const consent = `forsiden_consent=v1.s1.m1.${Math.floor(Date.now() / 1000)}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const [name, page] of await pageTypes(url)) {
      for (const [reader, headers] of [
        ["uden samtykke", {}],
        ["med samtykke", { cookie: consent }],
      ]) {
        const response = await fetch(url + page, { headers });
        const expected = name === "404" ? 404 : 200;
        if (response.status !== expected) throw new Error(`${page}: status ${response.status}`);
        const html = Buffer.from(await response.arrayBuffer());
        const loaded = await scriptsLoadedBy(browser, url, page, headers.cookie);
        const scripts = [...new Set([...scriptsOf(html.toString("utf8")), ...loaded])];
        const files = scripts.map((s) => ({ url: s, bytes: assetBytes(s) }));
        const css = cssOf(html.toString("utf8")).map(assetBytes);
        rows.push({
          name,
          page,
          reader,
          files: files.map((f) => ({ url: f.url, raw: f.bytes.length, gzip: gzipSize(f.bytes) })),
          jsGzip: files.reduce((sum, f) => sum + gzipSize(f.bytes), 0),
          jsRaw: files.reduce((sum, f) => sum + f.bytes.length, 0),
          cssGzip: css.reduce((sum, b) => sum + gzipSize(b), 0),
          html: html.length,
          htmlGzip: gzipSize(html),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function failuresOf(rows) {
  const failures = [];
  for (const r of rows) {
    if (r.jsGzip > JS_GZIP_LIMIT)
      failures.push(
        `${r.page} (${r.reader}): JavaScript ${kb(r.jsGzip)} KB gzip er over grænsen på ${kb(JS_GZIP_LIMIT)} KB`,
      );
    if (r.html > HTML_RAW_LIMIT)
      failures.push(
        `${r.page} (${r.reader}): HTML ${kb(r.html)} KB er over grænsen på ${kb(HTML_RAW_LIMIT)} KB`,
      );
  }
  return failures;
}

async function main() {
  const started = Date.now();
  // `--url <address>`: measure a server that already runs (same build) instead of starting one.
  const given = process.argv.includes("--url") ? process.argv[process.argv.indexOf("--url") + 1] : null;
  if (!given) ensureBuild();
  const port = 5200 + Math.floor(Math.random() * 300);
  // `--data-dir <folder>` keeps the seeded database between runs (faster while cutting weight).
  const keep = process.argv.includes("--data-dir")
    ? process.argv[process.argv.indexOf("--data-dir") + 1]
    : null;
  const dataDir = keep ?? (given ? null : fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-budget-")));
  let server;
  let rows;
  try {
    // A generous start-up limit: seeding a fresh database is slow on a loaded machine.
    server = given
      ? null
      : await startServer({ port, dataDir, env: { PAGE_CACHE: "false" }, readyTimeoutMs: 300_000 });
    rows = await measure(given ?? server.url);
  } finally {
    await server?.stop();
    if (!keep && !given) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nSidevægt (JavaScript før interaktion, gzip; grænser: JS ${kb(JS_GZIP_LIMIT)} KB gzip, HTML ${kb(HTML_RAW_LIMIT)} KB)\n`,
  );
  console.log("| side | læser | JS-filer | JS KB gzip | JS KB rå | CSS KB gzip | HTML KB | HTML KB gzip |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows)
    console.log(
      `| ${r.name} ${r.page} | ${r.reader} | ${r.files.length} | ${kb(r.jsGzip)} | ${kb(r.jsRaw)} | ${kb(r.cssGzip)} | ${kb(r.html)} | ${kb(r.htmlGzip)} |`,
    );
  if (process.argv.includes("--files")) {
    for (const r of rows.filter((row) => row.reader === "uden samtykke")) {
      console.log(`\n${r.name} ${r.page}`);
      for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kb(f.gzip).padStart(6)} KB gzip  ${kb(f.raw).padStart(7)} KB  ${f.url}`);
    }
  }
  const failures = failuresOf(rows);
  console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
  if (failures.length) {
    console.error(`\nSidebudgettet er overskredet:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log("Alle sider holder budgettet.");
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
