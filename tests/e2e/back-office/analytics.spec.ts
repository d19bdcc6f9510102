import { type BrowserContext, devices, type Page } from "@playwright/test";
import { adminContext, readerContext } from "../support/admin-session";
import { expect as baseExpect, test, waitForHydration } from "../support/test";

// First-party analytics: a reader's page views reach /admin/analytics (the page flushes the
// in-memory buffer before it reads), with their traffic source.
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// Readers use a normal desktop browser's user agent ("HeadlessChrome" would count as a bot).
const BROWSER_UA = devices["Desktop Chrome"].userAgent;
const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let context: BrowserContext;
let page: Page;

interface Numbers {
  today: number;
  direct: number;
  search: number;
  social: number;
  other: number;
}

async function readNumbers(): Promise<Numbers> {
  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const today = Number(((await page.getByTestId("stat-today").textContent()) ?? "").replace(/\D/g, ""));
  const views = async (cls: string) =>
    Number(await page.getByTestId(`source-${cls}`).getAttribute("data-views"));
  return {
    today,
    direct: await views("direct"),
    search: await views("search"),
    social: await views("social"),
    other: await views("other"),
  };
}

test.beforeAll(async ({ browser, baseURL }) => {
  context = await adminContext(browser, baseURL!);
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
});

test("shows the analytics cards, monthly bars, top articles, traffic sources and the indexing panel", async () => {
  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  for (const title of ["Visninger i dag", "Vækst", "Engagement"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByText("sider pr. besøg", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Visninger pr. måned" })).toBeVisible();
  await expect(page.getByTestId("monthly-views").locator("li")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Trafikkilder" })).toBeVisible();
  for (const label of ["Direkte", "Søgemaskiner", "Sociale medier", "Andre"]) {
    await expect(page.getByTestId("traffic-sources").getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Mest læste artikler" })).toBeVisible();
  const top = page.getByTestId("top-articles").getByRole("link");
  if ((await top.count()) > 0) {
    expect(await top.count()).toBeLessThanOrEqual(5);
    await expect(top.first()).toHaveAttribute("href", /^\/article\//);
  } else {
    await expect(page.getByText("Ingen publicerede artikler endnu")).toBeVisible();
  }
  // Issue 24: what readers follow, as counts only.
  await expect(page.getByRole("heading", { level: 2, name: "Mest fulgte klubber" })).toBeVisible();
  const followed = page.getByTestId("most-followed").getByRole("listitem");
  if ((await followed.count()) > 0) {
    await expect(followed.first()).toHaveText(/^1\..+\d+ følgere?$/);
    await expect(followed.first().getByRole("link")).toHaveAttribute("href", /^\/klubber\//);
  } else {
    await expect(page.getByText("Ingen læsere følger en klub endnu.")).toBeVisible();
  }
  await expect(page.locator("#indexing-heading")).toContainText("Indeksering");
  await expect(page.getByTestId("analytics-disabled")).toHaveCount(0);
});

test("a reader's page views are counted with their traffic source; bots are not", async ({
  browser,
  baseURL,
}) => {
  const before = await readNumbers();

  const reader = await readerContext(browser, baseURL!, { userAgent: BROWSER_UA });
  const readerPage = await reader.newPage();
  // Typed address: direct.
  expect((await readerPage.goto("/"))?.status()).toBe(200);
  // A click on to an article (a client-side navigation once the page is hydrated): direct, not a new visit.
  // (dispatched: the first article links may sit in the moving news ticker). The scripts load after
  // the first paint, so an idle network is no sign of hydration: a click before it is a full load.
  await waitForHydration(readerPage);
  const clientNavigation = readerPage.waitForResponse((r) => new URL(r.url()).pathname.endsWith(".data"));
  await readerPage.locator('main a[href^="/article/"]').first().dispatchEvent("click");
  expect((await clientNavigation).status()).toBe(200);
  await expect(readerPage).toHaveURL(/\/article\//);
  await expect(readerPage.getByRole("heading", { level: 1 })).toBeVisible();
  // From Google: search.
  expect((await readerPage.goto("/klubber", { referer: "https://www.google.com/" }))?.status()).toBe(200);
  // From Facebook: social.
  expect((await readerPage.goto("/stillinger", { referer: "https://www.facebook.com/" }))?.status()).toBe(
    200,
  );
  // A page that does not exist is not a page view.
  expect((await readerPage.goto("/findes-slet-ikke-e2e"))?.status()).toBe(404);
  await reader.close();

  // A crawler is not a reader: not counted.
  const bot = await readerContext(browser, baseURL!, { userAgent: GOOGLEBOT_UA });
  const botPage = await bot.newPage();
  expect((await botPage.goto("/"))?.status()).toBe(200);
  await bot.close();

  const after = await readNumbers();
  expect(after.today - before.today).toBe(4);
  expect(after.direct - before.direct).toBe(2);
  expect(after.search - before.search).toBe(1);
  expect(after.social - before.social).toBe(1);
  expect(after.other - before.other).toBe(0);
  // Percentages of all views, whole numbers adding up to 100.
  const percents = await page.getByTestId(/^source-\w+-percent$/).allInnerTexts();
  expect(percents).toHaveLength(4);
  expect(percents.every((p) => /^\d{1,3}%$/.test(p))).toBe(true);
  expect(percents.reduce((sum, p) => sum + Number.parseInt(p, 10), 0)).toBe(100);
  await expect(page.getByTestId("stat-today")).toHaveText(String(after.today));
});
