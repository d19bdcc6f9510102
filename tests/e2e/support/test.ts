import { type Browser, type BrowserContext, test as base, expect } from "@playwright/test";

/**
 * Every spec imports `test` and `expect` from here. An automatic fixture watches each browser
 * context the test (or its `beforeAll`) opens for Content-Security-Policy violations: the page's
 * `securitypolicyviolation` events, and Chromium's own console report of a blocked resource. Any
 * violation fails the test that was running when it happened (ADR 0012: no violation on any page
 * of the suite).
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

/** Wraps `browser.newContext` (also behind `browser.newPage`) so every context is watched. */
function patchBrowser(browser: Browser, violations: string[]): () => void {
  const original = browser.newContext;
  browser.newContext = async function newContext(this: Browser, ...args: Parameters<Browser["newContext"]>) {
    const context = await original.apply(this, args);
    await watchContext(context, violations);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

export const test = base.extend<{ cspGuard: undefined }, { cspViolations: string[] }>({
  cspViolations: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const restore = patchBrowser(browser, violations);
      await use(violations);
      restore();
    },
    { scope: "worker", auto: true },
  ],
  cspGuard: [
    async ({ context, cspViolations }, use) => {
      await watchContext(context, cspViolations);
      await use(undefined);
      // Events are delivered asynchronously: let the last ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const seen = cspViolations.splice(0);
      expect(seen, "Content-Security-Policy violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
