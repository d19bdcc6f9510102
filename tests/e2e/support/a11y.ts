import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import routeConfig from "../../../app/routes";

/**
 * Issue 22 point 11: axe-core (WCAG 2.0–2.2 A/AA rules and best practices) on every page the e2e
 * suite opens, at both widths, public and admin. A serious or critical violation fails the test
 * that visited the page, naming rule, impact, selector and URL.
 *
 * Scanning in the middle of a test would race with its clicks, so the shared fixture
 * (support/test.ts) only records the documents a test's pages show (main-frame navigations, also
 * client-side ones) with the context's cookies and viewport; after the test each not yet scanned
 * route is opened again in a fresh context with the same cookies and viewport and scanned there.
 * A route counts once per project (the 'desktop' or 'mobile' width): /article/<slug> once,
 * /admin/articles once, the 404 page once.
 */

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Violations we accept for now, each with its reason and listed as a known gap on
 * /tilgaengelighed. Exactly one rule on one selector per entry; keep it empty when possible.
 */
export const A11Y_ALLOW_LIST: { rule: string; selector: string; reason: string }[] = [];

function allowed(rule: string, selector: string): boolean {
  return A11Y_ALLOW_LIST.some((entry) => entry.rule === rule && entry.selector === selector);
}

/** The serious and critical violations on the page as it is now, one readable line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself (no extra page per scan; frames are not followed: ours
  // are third-party ads), and only violations are serialised back: a third less time per page.
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const lines: string[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== "serious" && violation.impact !== "critical") continue;
    for (const node of violation.nodes) {
      const selector = node.target.join(" ");
      if (allowed(violation.id, selector)) continue;
      lines.push(`${violation.id} (${violation.impact}) at ${selector} on ${page.url()}: ${violation.help}`);
    }
  }
  return lines;
}

/** Fails on any serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page), `axe on ${page.url()}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Route keys: which pages count as the same page.

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

interface Pattern {
  key: string;
  regex: RegExp;
  /** A resource route (no component): feeds, endpoints, redirects. Never scanned. */
  resource: boolean;
}

/** A route path as a regular expression: `:param` is one segment, `:name.xml` one ending in .xml. */
function pathRegex(routePath: string): RegExp {
  const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const source = routePath
    .split("/")
    .map((part) => {
      if (!part.startsWith(":")) return escapeRegex(part);
      const dot = part.indexOf(".");
      return dot < 0 ? "[^/]+" : `[^/]+${escapeRegex(part.slice(dot))}`;
    })
    .join("/");
  return new RegExp(`^${source}/?$`);
}

function patterns(): Pattern[] {
  const out: Pattern[] = [];
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const full = entry.index ? prefix || "/" : entry.path ? `${prefix}/${entry.path}` : prefix;
      if ((entry.index || entry.path) && entry.path !== "*") {
        out.push({ key: full, regex: pathRegex(full), resource: !entry.file.endsWith(".tsx") });
      }
      if (entry.children) walk(entry.children, full);
    }
  };
  walk(routeConfig as RouteEntry[], "");
  return out;
}

const PATTERNS = patterns();

/** Query parameters that change what a page shows; the others (redirectTo, cache busters) do not. */
const VIEW_PARAMS = new Set(["visning", "q", "kategori", "land"]);

/**
 * The route a URL of our site shows, e.g. `/article/:slugOrId` or `/soeg?q`; `*` for any path the
 * route table does not know (the 404 page). Null for other sites and resource routes.
 */
export function a11yRouteKey(url: string, baseURL: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(baseURL).origin) return null;
  const match = PATTERNS.find((pattern) => pattern.regex.test(parsed.pathname));
  if (match?.resource) return null;
  const params = [...new Set(parsed.searchParams.keys())]
    .filter((name) => VIEW_PARAMS.has(name))
    .sort()
    .map((name) => (name === "visning" ? `${name}=${parsed.searchParams.get(name)}` : name));
  return `${match?.key ?? "*"}${params.length ? `?${params.join("&")}` : ""}`;
}

// ---------------------------------------------------------------------------------------------
// The recorder: one per worker and project.

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

interface Visit {
  key: string;
  url: string;
  viewport: { width: number; height: number } | null;
  state: Promise<StorageState | undefined>;
}

interface Ledger {
  /** Route keys scanned without a violation (and the 404 page as `404`). */
  clean: string[];
  /** Route keys with violations, and the test that found them: only its retry scans them again. */
  failed: Record<string, string>;
}

/** Recognised as a bot by `isbot`, so scans are not counted as page or article views. */
const SCAN_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36 forsiden-axe";

const HYDRATION_TIMEOUT = 15_000;

export class A11yRecorder {
  private readonly pending = new Map<string, Visit>();
  private readonly watched = new WeakSet<BrowserContext>();
  private readonly ledgerFile: string;
  private ledger: Ledger;
  /** How many scans ran and how long they took, for the report at the end of the run. */
  readonly stats = { scanned: 0, skipped: 0, ms: 0 };

  constructor(
    private readonly newContext: Browser["newContext"],
    private readonly baseURL: string,
    project: string,
  ) {
    // Kept in the run's data folder, so a worker that restarts after a failure does not scan again.
    this.ledgerFile = path.join(process.env.E2E_DATA_DIR ?? ".", `a11y-${project}.json`);
    this.ledger = fs.existsSync(this.ledgerFile)
      ? (JSON.parse(fs.readFileSync(this.ledgerFile, "utf8")) as Ledger)
      : { clean: [], failed: {} };
  }

  /** One line for the end of a worker: routes scanned clean so far in this run, and this worker's cost. */
  summary(project: string): string {
    const failed = Object.keys(this.ledger.failed).length;
    return `axe [${project}]: ${this.ledger.clean.length} routes clean, ${failed} with violations in this run; this worker scanned ${this.stats.scanned} pages in ${(this.stats.ms / 1000).toFixed(1)} s (${this.stats.skipped} skipped)`;
  }

  /** Records the documents every page of the context shows from now on. */
  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    for (const page of context.pages()) this.watchPage(context, page);
    context.on("page", (page) => this.watchPage(context, page));
  }

  private watchPage(context: BrowserContext, page: Page): void {
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      this.record(context, page, frame.url());
    });
  }

  private record(context: BrowserContext, page: Page, url: string): void {
    const key = a11yRouteKey(url, this.baseURL);
    if (key === null || this.pending.has(key) || this.ledger.clean.includes(key)) return;
    if (key === "*" && this.ledger.clean.includes("404")) return;
    // The cookies as they are now: a test may sign out or close the context before the scan.
    const state = context.storageState().catch(() => undefined);
    this.pending.set(key, { key, url, viewport: page.viewportSize(), state });
  }

  /** Scans what the test visited; returns one line per violation. */
  async scanPending(testId: string): Promise<string[]> {
    const visits = [...this.pending.values()];
    this.pending.clear();
    const problems: string[] = [];
    for (const visit of visits) {
      const failedBy = this.ledger.failed[visit.key];
      if (failedBy && failedBy !== testId) continue;
      const started = Date.now();
      // A page that does not load in time on a busy machine is tried again on a later visit.
      const lines = await this.scan(visit).catch((error: unknown) => {
        console.warn(`axe: ${visit.url} not scanned: ${error instanceof Error ? error.message : error}`);
        return null;
      });
      this.stats.ms += Date.now() - started;
      if (lines === null) {
        this.stats.skipped += 1;
        continue;
      }
      this.stats.scanned += 1;
      if (lines.length === 0) {
        this.ledger.clean.push(visit.key === "*" ? "404" : visit.key);
        delete this.ledger.failed[visit.key];
      } else {
        this.ledger.failed[visit.key] = testId;
        problems.push(...lines);
      }
    }
    fs.writeFileSync(this.ledgerFile, JSON.stringify(this.ledger));
    return problems;
  }

  /** Null when the page is not one to scan now (a redirect, an error, not HTML). */
  private async scan(visit: Visit): Promise<string[] | null> {
    const context = await this.newContext({
      baseURL: this.baseURL,
      locale: "da-DK",
      timezoneId: "Europe/Copenhagen",
      userAgent: SCAN_USER_AGENT,
      // axe runs in the page: a test's `test.use({ javaScriptEnabled: false })` is also Playwright's
      // default for every context opened during it, and axe's evaluate would wait forever.
      javaScriptEnabled: true,
      viewport: visit.viewport ?? { width: 1280, height: 900 },
      storageState: await visit.state,
    });
    try {
      // Nothing leaves the machine: a stored marketing consent would load the (fake) ad network.
      const origin = new URL(this.baseURL).origin;
      await context.route(
        (url) => url.origin !== origin,
        (route) => route.abort(),
      );
      const page = await context.newPage();
      const response = await page.goto(visit.url, { timeout: 30_000 });
      if (!response || response.request().redirectedFrom()) return null;
      if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return null;
      const status = response.status();
      // The 404 page is scanned once, under its own key; a 404 of a known route (a deleted
      // article) waits for a later visit of that route that answers 200.
      if (status === 404) {
        if (this.ledger.clean.includes("404")) return null;
        visit.key = "*";
      } else if (status !== 200) return null;
      await page
        .locator("html[data-hydrated=true]")
        .waitFor({ state: "attached", timeout: HYDRATION_TIMEOUT })
        .catch(() => undefined);
      return await seriousA11yViolations(page);
    } finally {
      await context.close();
    }
  }
}
