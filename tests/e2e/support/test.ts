import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Response,
} from "@playwright/test";
import { A11yRecorder } from "./a11y";
import { adminContext } from "./admin-session";
import { withConsent } from "./consent";
import { ensureAccounts } from "./staff-accounts";

/**
 * Every spec imports `test` and `expect` from here. An automatic fixture watches each browser
 * context the test (or its `beforeAll`) opens for Content-Security-Policy violations: the page's
 * `securitypolicyviolation` events, and Chromium's own console report of a blocked resource. Any
 * violation fails the test that was running when it happened (ADR 0012: no violation on any page
 * of the suite).
 *
 * A second automatic fixture records every page each context shows and, after the test, runs axe
 * on each route not yet scanned at this width (support/a11y.ts, issue 22): a serious or critical
 * violation fails the test that visited the page.
 *
 * The other fixtures give a spec a ready page in one line:
 * - `page` (and its `context`) has a stored cookie choice, so the consent banner stays out of the
 *   way. A spec about the banner itself starts without one: `test.use({ consent: false })`.
 * - `open(path)` navigates `page` and waits until React has hydrated it (returns the response).
 * - `adminPage` is a page of its own signed in as the dev admin, `editorPage` one signed in as an
 *   editor. Sign-in is rate limited per address, so each session is made once per run and reused
 *   (support/admin-session.ts, support/staff-accounts.ts).
 */

const BINDING = "__forsidenCspViolation";
const watched = new WeakSet<BrowserContext>();

async function watchContext(context: BrowserContext, violations: string[]) {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(BINDING, (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : "";
      const text = `${event.effectiveDirective} blocked ${event.blockedURI || "inline"}${where} on ${location.href}`;
      const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
      report?.(text);
    });
  }, BINDING);
  context.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
}

interface Watchers {
  violations: string[];
  a11y: A11yRecorder | undefined;
}

/** Wraps `browser.newContext` (also behind `browser.newPage`) so every context is watched. */
function patchBrowser(browser: Browser, watchers: Watchers): () => void {
  const original = browser.newContext;
  browser.newContext = async function newContext(this: Browser, ...args: Parameters<Browser["newContext"]>) {
    const context = await original.apply(this, args);
    await watchContext(context, watchers.violations);
    watchers.a11y?.watch(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

/** How long `open` waits for hydration: the first render of a route can be slow on a busy machine. */
const HYDRATION_TIMEOUT = 20_000;

/** Waits until React Router has hydrated the page (root.tsx sets `data-hydrated` on <html>). */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: HYDRATION_TIMEOUT });
}

/** Navigates and waits until hydrated, so typing and clicks reach React. */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

type TestFixtures = {
  cspGuard: undefined;
  a11yGuard: undefined;
  /** Store a cookie choice in the test's context before it starts (default on). */
  consent: boolean;
  open: (path: string) => Promise<Response | null>;
  adminPage: Page;
  editorPage: Page;
};

export const test = base.extend<TestFixtures, { watchers: Watchers; cspViolations: string[] }>({
  consent: [true, { option: true }],
  context: async ({ context, consent, baseURL }, use) => {
    if (consent) await withConsent(context, baseURL);
    await use(context);
  },
  open: async ({ page }, use) => {
    await use((path) => openPage(page, path));
  },
  adminPage: async ({ browser, baseURL }, use, testInfo) => {
    const context = await adminContext(browser, baseURL ?? "", { viewport: testInfo.project.use.viewport });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  editorPage: async ({ browser, baseURL }, use, testInfo) => {
    const { editor } = await ensureAccounts(browser, baseURL ?? "");
    const context = await browser.newContext({ ...testInfo.project.use, storageState: editor.state });
    await withConsent(context, baseURL);
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  watchers: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? "";
      const watchers: Watchers = {
        violations: [],
        // Scan contexts come from the unpatched newContext: they are not recorded themselves.
        a11y: new A11yRecorder(browser.newContext.bind(browser), baseURL, workerInfo.project.name),
      };
      const restore = patchBrowser(browser, watchers);
      await use(watchers);
      restore();
      if (watchers.a11y) console.log(watchers.a11y.summary(workerInfo.project.name));
    },
    { scope: "worker", auto: true },
  ],
  cspViolations: [
    async ({ watchers }, use) => {
      await use(watchers.violations);
    },
    { scope: "worker" },
  ],
  cspGuard: [
    async ({ context, watchers }, use) => {
      await watchContext(context, watchers.violations);
      await use(undefined);
      // Events are delivered asynchronously: let the last ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const seen = watchers.violations.splice(0);
      expect(seen, "Content-Security-Policy violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
  a11yGuard: [
    async ({ context, watchers }, use, testInfo) => {
      watchers.a11y?.watch(context);
      await use(undefined);
      const problems = (await watchers.a11y?.scanPending(testInfo.testId)) ?? [];
      expect(problems, "serious or critical axe violations (rule, impact, selector, URL)").toEqual([]);
    },
    // Its own time, not the test's: the first visit of many routes can take a few scans.
    { auto: true, timeout: 180_000 },
  ],
});

/**
 * The tag of a test whose page differs by width (a layout, a slot's size, the menu at 375 px).
 * Only these run in the 'mobile' project too; every other test runs once, at the desktop width,
 * because the suite's time is the CI's limit (a test that sets its own widths needs no tag).
 */
export const BOTH_WIDTHS = { tag: "@both-widths" };

export { expect };
