import { expect, test } from "./support/test";

// Issue 22 point 12 (Lighthouse mobile 100; ADR 0022): a reader's page paints, and its lead picture
// arrives, before any of its JavaScript is requested; hydration then changes nothing that was not
// due. Orders of events in the browser, not durations.

/**
 * Start times of the page's script requests, and when its stylesheet and lead picture had arrived.
 * The first paint cannot come before the stylesheet (it blocks rendering), so a script requested
 * after the first paint starts after the stylesheet's last byte; React Router's preloads in <head>
 * started before the stylesheet did. (The paint entry's own time is when the frame was presented,
 * which can trail the task after it by a few milliseconds, so it is no reference.)
 */
async function loadOrder(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const leadEntry = lead ? resources.find((r) => r.name === lead.currentSrc) : undefined;
    const stylesheet = resources.find((r) => r.initiatorType === "link" && r.name.endsWith(".css"));
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      stylesheetLoaded: stylesheet ? stylesheet.responseEnd : null,
      leadLoaded: leadEntry ? leadEntry.responseEnd : null,
      scripts: resources
        .filter((r) => r.name.includes("/assets/") && r.name.endsWith(".js"))
        .map((r) => ({ url: new URL(r.name).pathname, start: r.startTime })),
    };
  });
}

test.describe("scripts after the first paint", () => {
  test.beforeEach(async ({ page: _page }, testInfo) => {
    testInfo.skip(testInfo.project.name !== "desktop", "the order does not depend on the width");
  });

  for (const path of ["/", "/contact", "/klubber/agf"]) {
    test(`${path}: every script is requested after the first paint${path === "/" ? " and the lead picture" : ""}`, async ({
      page,
      open,
    }) => {
      const response = await open(path);
      // The document itself carries no module preloads (React Router's were moved into the boot script).
      expect(await response?.text()).not.toContain('<link rel="modulepreload"');
      const order = await loadOrder(page);
      expect(order.firstPaint).not.toBeNull();
      expect(order.stylesheetLoaded).not.toBeNull();
      expect(order.scripts.length).toBeGreaterThan(3);
      for (const script of order.scripts) {
        expect(script.start, script.url).toBeGreaterThanOrEqual(
          order.stylesheetLoaded ?? Number.POSITIVE_INFINITY,
        );
        if (path === "/") {
          expect(order.leadLoaded, "the front page has a lead picture").not.toBeNull();
          expect(script.start, script.url).toBeGreaterThanOrEqual(
            order.leadLoaded ?? Number.POSITIVE_INFINITY,
          );
        }
      }
      // And React still hydrates the page.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    });
  }

  test("the sign-in page and the back office keep React Router's preloads: an app hydrates as soon as it can", async ({
    page,
  }) => {
    const response = await page.request.get("/auth");
    expect(await response.text()).toContain('<link rel="modulepreload"');
  });

  test("a reader's clock two and a half hours after an article's time: its time says '2t siden' once hydrated", async ({
    page,
    open,
  }) => {
    await open("/");
    const href = await page.locator("main a[href^='/article/']").first().getAttribute("href");
    await open(href ?? "/");
    const time = page.locator("main article time").first();
    const published = Date.parse((await time.getAttribute("datetime")) ?? "");
    expect(Number.isNaN(published)).toBe(false);
    await page.clock.setFixedTime(published + 150 * 60_000);
    await open(href ?? "/");
    await expect(page.locator("main article time").first()).toHaveText("2t siden");
  });
});
