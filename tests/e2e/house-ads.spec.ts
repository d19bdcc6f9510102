import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { seedArticles } from "../../app/workflows/seed/data/articles";
import { visibleSlots } from "./support/ad-slots";
import { withConsent } from "./support/consent";
import { type ServerProcess, startServerProcess } from "./support/server-process";
import { expect, test, waitForHydration } from "./support/test";

// Issue 14: without AD_NETWORK_SCRIPT_URL the slots show house ads (the site's own standings,
// clubs, history and RSS feed) instead of grey boxes, labelled as the site's own, with real links,
// in exactly the space the slot reserves. The suite's server has a network configured, so this
// spec starts its own without one: once, in the mobile project, which also checks 1280 px.
test.describe.configure({ mode: "serial" });
test.skip(
  ({ viewport }) => (viewport?.width ?? 1280) >= 768,
  "one server start: the mobile project checks both widths",
);

const article = seedArticles.find((a) => a.slug === "brondby-investerer-i-hybridgraes-og-nyt-lysanlaeg")!;
const PAGES = { front: "/", article: `/article/${article.slug}` };
const HOUSE_AD_PAGES = [
  "/stillinger/3f-superliga",
  "/stillinger/premier-league",
  "/alle-klubber",
  "/dansk-fodboldhistorie",
  "/rss.xml",
  "/stillinger",
  // The skyscraper's list of tables.
  "/stillinger/la-liga",
  "/stillinger/bundesliga",
  "/stillinger/serie-a",
  "/stillinger/champions-league",
];

let server: ServerProcess | undefined;

test.beforeAll(async () => {
  // The skip above does not stop this hook: no server for the project that skips.
  if ((test.info().project.use.viewport?.width ?? 1280) >= 768) return;
  test.setTimeout(240_000);
  server = await startServerProcess("fs-house-ads-", {
    LOG_LEVEL: "warn",
    JOBS_ENABLED: "false",
    AD_NETWORK_SCRIPT_URL: "",
  });
});

test.afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/**
 * A page at this width. `scripts: false` refuses the app's script files: the page is then the
 * server's HTML and CSS as the browser first lays it out (React's inline streaming scripts still
 * run), never hydrated.
 */
async function pageAt(browser: Browser, width: number, scripts = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "da-DK" });
  await withConsent(context, server!.url);
  if (!scripts) await context.route("**/assets/**/*.js", (route) => route.abort());
  return context.newPage();
}

async function openAt(page: Page, path: string, hydrate = true) {
  const response = await page.goto(`${server!.url}${path}`);
  expect(response?.status()).toBe(200);
  if (hydrate) await waitForHydration(page);
}

for (const [width, expected] of [
  [
    375,
    {
      front: ["header-mobile", "home-mobile-1", "home-mobile-2"],
      article: ["header-mobile", "article-inline-1", "article-mobile-1"],
    },
  ],
  [
    1280,
    {
      front: ["header-desktop", "home-leaderboard-1", "home-wide", "home-leaderboard-2", "home-sky"],
      article: ["header-desktop", "article-inline-1", "article-inline-2", "article-inline-3", "article-sky"],
    },
  ],
] as const) {
  test(`at ${width} px every slot shows a house ad labelled 'Fra Forsiden' with a link, at the slot's size`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await pageAt(browser, width);
    for (const key of ["front", "article"] as const) {
      await openAt(page, PAGES[key]);
      const slots = await visibleSlots(page);
      expect(slots.map((s) => s.id)).toEqual([...expected[key]]);
      for (const slot of slots) {
        const box = page.locator(`[data-ad-slot='${slot.id}']`);
        expect(`${slot.width}x${slot.height}`, slot.id).toBe(width < 768 ? slot.phoneSize : slot.size);
        const ad = box.locator("[data-house-ad]").filter({ visible: true });
        await expect(ad.locator("[data-house-ad-label]")).toHaveText("Fra Forsiden");
        await expect(box).not.toContainText("Annonce");
        const hrefs = await ad
          .locator("a[data-house-ad-link]")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(hrefs.length, slot.id).toBeGreaterThan(0);
        for (const href of hrefs) expect(HOUSE_AD_PAGES, `${slot.id} links ${href}`).toContain(href);
        // The ad stays inside the box the slot reserved.
        const adBox = await ad.boundingBox();
        expect(Math.round(adBox!.width), slot.id).toBe(slot.width);
        expect(Math.round(adBox!.height), slot.id).toBe(slot.height);
      }
      // Promotions are fixed per slot: no two slots of one page repeat each other.
      const keys = await page
        .locator("[data-house-ad]:visible")
        .evaluateAll((ads) => ads.map((a) => a.getAttribute("data-house-ad")));
      expect(new Set(keys).size).toBe(keys.length);
    }
    await page.context().close();
  });
}

test("every page a house ad links to answers 200", async ({ request }) => {
  for (const path of HOUSE_AD_PAGES) {
    const response = await request.get(`${server!.url}${path}`);
    expect(response.status(), path).toBe(200);
  }
});

test("a tap on a house ad opens what it promotes", async ({ browser }) => {
  const page = await pageAt(browser, 375);
  await openAt(page, "/");
  await page.locator("[data-ad-slot='home-mobile-1'] [data-house-ad]").click();
  await expect(page).toHaveURL(`${server!.url}/alle-klubber`);
  await page.context().close();
});

test("house ads reserve their space: each slot's box is the same before the page loads its scripts and after", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const width of [375, 1280]) {
    for (const path of Object.values(PAGES)) {
      // Before: the server's HTML and CSS alone, before any of the app's scripts has run.
      const before = await pageAt(browser, width, false);
      await openAt(before, path, false);
      await before.waitForLoadState("load");
      const served = await visibleSlots(before);
      // The house ads are in the server's HTML, not added by a script later.
      for (const slot of served) {
        await expect(
          before.locator(`[data-ad-slot='${slot.id}'] [data-house-ad]:visible`),
          slot.id,
        ).toHaveCount(1);
      }
      await before.context().close();
      // After: hydrated, every image and font loaded.
      const after = await pageAt(browser, width);
      await openAt(after, path);
      await after.waitForLoadState("load");
      const loaded = await visibleSlots(after);
      await after.context().close();
      expect(served.length, `${path} at ${width}`).toBeGreaterThan(0);
      expect(loaded, `${path} at ${width}`).toEqual(served);
    }
  }
});
