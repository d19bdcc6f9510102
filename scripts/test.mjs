// `npm test`: lint, typecheck, unit + integration tests (PGlite and PostgreSQL), then end-to-end
// tests in Chromium, after the page budget (scripts/page-budget.mjs) on the same build. Ends with
// the steps that failed (and any error Vitest caught outside a test) and one summary line
// "N passed, N failed": the last lines are what a CI log keeps.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
/** Steps that exited non-zero, with their exit code: a step can fail with every test passing. */
const failedSteps = [];
const unhandledErrorsFile = path.join(reportDir, "vitest-unhandled-errors.json");

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  timings.push(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failedSteps.push(`${name} (exit ${result.status ?? result.signal})`);
  return result.status === 0;
}

function finish(ok) {
  const unhandled = fs.existsSync(unhandledErrorsFile)
    ? JSON.parse(fs.readFileSync(unhandledErrorsFile, "utf8"))
    : [];
  if (unhandled.length) {
    console.log(`\nVitest caught ${unhandled.length} error(s) outside any test:\n${unhandled.join("\n\n")}`);
  }
  if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(" · ")}`);
  // A step that failed with no failing test counted (an unhandled error, a crash) is one failure,
  // so the summary never reads "0 failed" on a failed run.
  if (!ok && totals.failed === 0) totals.failed = Math.max(1, failedSteps.length);
  console.log(`\n${timings.join(" · ")}`);
  console.log(
    `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
  );
  process.exit(ok ? 0 : 1);
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed +=
    (report.numFailedTests ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? 1 : 0);
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

/** Debian's Chromium drives the end-to-end tests; install it when missing and possible. */
function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Chromium mangler: installerer Debian-pakken chromium med apt-get…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  console.error(
    "Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) " +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run `npm test` again.",
  );
  return null;
}

let ok = true;
if (!only || only === "static") {
  ok = step("lint (biome)", bin("biome"), ["check", "."]) && ok;
  ok = step("layer rules", process.execPath, ["scripts/lint-layers.mjs", "--check"]) && ok;
  ok =
    step("typecheck", bin("react-router"), ["typegen"]) && step("typecheck", bin("tsc"), ["--noEmit"]) && ok;
}

if (!only || only === "vitest") {
  const file = path.join(reportDir, "vitest.json");
  ok =
    step(
      "unit and integration tests (PGlite and PostgreSQL)",
      bin("vitest"),
      [
        "run",
        "--reporter=default",
        "--reporter=json",
        "--reporter=./tests/support/unhandled-errors-reporter.ts",
        `--outputFile.json=${file}`,
      ],
      { VITEST_UNHANDLED_ERRORS_FILE: unhandledErrorsFile },
    ) && ok;
  countVitest(file);
}

if (!only || only === "e2e") {
  ok = step("build", bin("react-router"), ["build"]) && ok;
  const chromium = ensureChromium();
  if (!chromium) {
    totals.failed += 1;
    finish(false);
  }
  // Issue 23: every public page type within its JavaScript and HTML budget (byte counts of the
  // build just made, the same on any machine); one test in the summary.
  const withinBudget = step(
    "page budget (JavaScript and HTML per public page)",
    process.execPath,
    ["scripts/page-budget.mjs"],
    { CHROMIUM_PATH: chromium },
  );
  totals[withinBudget ? "passed" : "failed"] += 1;
  ok = withinBudget && ok;
  const file = path.join(reportDir, "playwright.json");
  ok =
    step("end-to-end tests (Chromium)", bin("playwright"), ["test"], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    }) && ok;
  countPlaywright(file);
}

finish(ok);
