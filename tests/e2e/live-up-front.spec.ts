import type { Browser, Page } from "@playwright/test";
import { adminContext } from "./support/admin-session";
import { BOTH_WIDTHS, expect, openPage, test } from "./support/test";

// Issue 22, point 1: live football up front. An editor sets the sample live article live and
// posts a goal; the anonymous front page (from the page cache) shows 'LIVE NU' at the top, the
// ticker leads with it, its match card links to it; once it is set back the strip is gone.
// At both widths: the strip must be within the first viewport (375×812 and 1280×900).
test.describe.configure({ mode: "serial", timeout: 240_000 });

const LIVE_SLUG = "live-kommende-superliga-kamp";
const marker = `MÅL forrest ${Date.now().toString(36)}`;

function awaitDeskPost(desk: Page) {
  return desk.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/live/"));
}

async function liveArticle(page: Page) {
  await openPage(page, `/article/${LIVE_SLUG}`);
  const id = await page.locator("[data-live-blog]").getAttribute("data-live-blog");
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  // The sample title is "LIVE: <home> – <away>".
  const [home, away] = title.replace(/^LIVE: /, "").split(" – ");
  if (!id || !home || !away) throw new Error(`the sample live article is not as expected: ${title}`);
  return { id, title, home, away };
}

async function setStatus(desk: Page, articleId: string, status: "pre" | "live") {
  await openPage(desk, `/admin/live/${articleId}`);
  await desk.getByLabel("Status").selectOption(status);
  const saved = awaitDeskPost(desk);
  await desk.getByRole("button", { name: "Gem status" }).click();
  expect((await saved).status()).toBe(200);
}

/** The sample state again: the test's update deleted, the article back to 'pre' (idempotent). */
async function restore(browser: Browser, baseURL: string, articleId: string) {
  const context = await adminContext(browser, baseURL);
  const desk = await context.newPage();
  await openPage(desk, `/admin/live/${articleId}`);
  const mine = desk.locator("[data-desk-update]", { hasText: marker });
  if ((await mine.count()) > 0) {
    await mine.getByRole("button", { name: "Slet" }).click();
    const deleted = awaitDeskPost(desk);
    await desk.getByRole("alertdialog").getByRole("button", { name: "Slet" }).click();
    expect((await deleted).status()).toBe(200);
    await expect(mine).toHaveCount(0, { timeout: 15_000 });
  }
  await setStatus(desk, articleId, "pre");
  await context.close();
}

let articleId = "";

test.afterAll(async ({ browser, baseURL }, testInfo) => {
  testInfo.setTimeout(90_000);
  if (articleId) await restore(browser, baseURL ?? "", articleId);
});

test(
  "a live match with a goal is 'LIVE NU' at the top of the cached front page, leads the ticker and its match card links to the live blog; set back, the strip is gone",
  BOTH_WIDTHS,
  async ({ page, adminPage: desk, request, browser, baseURL }) => {
    const article = await liveArticle(page);
    articleId = article.id;
    await openPage(page, "/");
    await expect(page.getByRole("region", { name: "LIVE NU" })).toHaveCount(0);

    // The editor sets the match live and posts a goal in the 23rd minute.
    await setStatus(desk, article.id, "live");
    const form = desk.locator("[data-live-post-form]");
    await form.getByRole("textbox", { name: "Tekst", exact: true }).fill(marker);
    await form.getByLabel("Hændelse").selectOption("goal");
    await form.getByLabel("Minut", { exact: true }).fill("23");
    await form.getByLabel("Scorerens hold").selectOption("home");
    const posted = awaitDeskPost(desk);
    await form.getByRole("button", { name: "Post opdatering" }).click();
    expect((await posted).status()).toBe(200);

    // An anonymous reader's front page: 'LIVE NU' in the first viewport, one link naming the match.
    await openPage(page, "/");
    const strip = page.getByRole("region", { name: "LIVE NU" });
    await expect(strip).toBeVisible();
    const entry = strip.getByRole("link", {
      name: `${article.home} 1–0 ${article.away} 23' · 1. halvleg`,
      exact: true,
    });
    await expect(entry).toHaveAttribute("href", `/article/${LIVE_SLUG}`);
    const viewport = page.viewportSize();
    const box = await strip.boundingBox();
    expect(box && viewport && box.y + box.height <= viewport.height).toBe(true);
    const entryBox = await entry.boundingBox();
    expect(entryBox?.height ?? 0).toBeGreaterThanOrEqual(24);

    // The ticker leads with it, marked LIVE.
    const firstTickerItem = page.locator("[data-ticker-copy=main] [data-ticker-item]").first();
    await expect(firstTickerItem.getByRole("link")).toHaveText(article.title);
    await expect(firstTickerItem.locator("[data-slot=live-badge]")).toBeVisible();

    // The match centre: today's live match (not 'I morgen'), its card links to the live blog.
    const card = page.locator("[data-match-centre] li[data-status=live]", { hasText: article.home });
    await expect(card.locator("[data-score]")).toHaveText(["1", "0"]);
    await expect(card.locator("[data-live-link]")).toHaveAttribute("href", `/article/${LIVE_SLUG}`);
    await expect(
      card.getByRole("link", { name: `Følg kampen live (${article.home}–${article.away})` }),
    ).toHaveAttribute("href", `/article/${LIVE_SLUG}`);
    const day = page.locator("[data-match-centre] [data-match-day]", {
      has: page.locator("li[data-status=live]", { hasText: article.home }),
    });
    await expect(day.locator("h3")).toHaveText("I dag");

    // Still the page cache's HTML: the strip is in the cached page, not added by the browser.
    await expect
      .poll(async () => (await request.get("/")).headers()["x-cache"], { timeout: 10_000 })
      .toBe("HIT");
    const cached = await request.get("/");
    expect(cached.headers()["x-cache"]).toBe("HIT");
    const html = await cached.text();
    expect(html).toContain(">LIVE NU</h2>");
    expect(html).toContain(`href="/article/${LIVE_SLUG}"`);

    // Set back (the update deleted, status 'pre'): the strip is gone from the next front page.
    await restore(browser, baseURL ?? "", article.id);
    await openPage(page, "/");
    await expect(page.getByRole("region", { name: "LIVE NU" })).toHaveCount(0);
    expect(await (await request.get("/")).text()).not.toContain(">LIVE NU</h2>");
    await expect(page.locator("[data-match-centre] [data-live-link]").first()).toHaveText(
      /^Følg kampen live/,
    );
  },
);
