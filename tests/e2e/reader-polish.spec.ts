import type { Locator, Page } from "@playwright/test";
import { formatReaderTime } from "../../app/lib/relative-time";
import { derbyArticle, upcomingLiveArticle } from "../../app/workflows/seed/data/live";
import { expect, test } from "./support/test";

// Issue 22, reader points 3 (dates), 4 (phones) and 5 (search pictures).

/** Any text of the one reader-time rule (app/lib/relative-time.ts formatReaderTime). */
const READER_TIME =
  /^(Lige nu|\d+[mt] siden|\d{2}\.\d{2}|i går \d{2}\.\d{2}|[2-6]d siden|\d{1,2}\. [a-zæøå]+ \d{4})$/;

async function size(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

async function expectTarget(locator: Locator, min: number, what: string) {
  const { width, height } = await size(locator);
  expect({ what, width: width >= min, height: height >= min }, `${what}: ${width}×${height}`).toEqual({
    what,
    width: true,
    height: true,
  });
}

test.describe("dates (point 3)", () => {
  test("no reader list says '1d siden' beside 'i går' or '1700d siden'; every time on the front page follows the one rule", async ({
    page,
    open,
  }) => {
    await open("/");
    const times = await page.locator("main time, [data-ticker-item] time").allTextContents();
    expect(times.length).toBeGreaterThan(5);
    for (const text of times) expect(text.trim()).toMatch(READER_TIME);
  });

  test("the 2021 derby live blog shows its date, not '1700d siden'", async ({ page, open }) => {
    await open(`/article/${derbyArticle.slug}`);
    await expect(page.locator("main article header time").first()).toHaveText("7. marts 2021");
  });

  test("the coming live page says the kick-off's day: 'Kampstart i morgen kl. 18.00'", async ({
    page,
    open,
  }) => {
    await open(`/article/${upcomingLiveArticle.slug}`);
    const clock = page.locator("[data-live-clock]");
    const kickoff = await clock.locator("time").getAttribute("datetime");
    expect(kickoff).toBeTruthy();
    await expect(clock).toHaveText(`Kampstart ${formatReaderTime(kickoff as string, Date.now(), "event")}`);
    await expect(clock).toHaveText(
      /^Kampstart (i dag|i morgen|\d{1,2}\. [a-zæøå]+ \d{4}) kl\. \d{2}\.\d{2}$/,
    );
  });
});

test.describe("phones (point 4)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test("tap targets: menu and close 44×44, its links 44 tall, footer links and tag pills at least 24", async ({
    page,
    open,
  }) => {
    await open("/");
    const trigger = page.getByRole("button", { name: "Åbn menu" });
    await expectTarget(trigger, 44, "Åbn menu");
    await expectTarget(page.getByRole("banner").getByRole("link", { name: "Søg" }), 44, "header Søg");
    await trigger.click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    await expectTarget(menu.getByRole("button", { name: "Luk" }), 44, "Luk");
    for (const link of await menu.getByRole("navigation", { name: "Mobilmenu" }).getByRole("link").all()) {
      expect((await size(link)).height, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    }
    await expectTarget(menu.getByRole("button", { name: "Breaking News" }), 44, "Breaking News");
    await menu.getByRole("button", { name: "Luk" }).click();
    await expect(menu).toBeHidden();

    // Measured in one round trip: the footer holds ten controls.
    const footer = await page
      .getByRole("contentinfo")
      .locator("a, button")
      .evaluateAll((nodes) =>
        nodes.map((n) => {
          const r = n.getBoundingClientRect();
          return { text: n.textContent?.trim(), width: Math.round(r.width), height: Math.round(r.height) };
        }),
      );
    expect(footer.length).toBeGreaterThan(8);
    const small = footer.filter((c) => c.width < 24 || c.height < 24);
    expect(small, "footer controls under 24×24 px").toEqual([]);
  });

  test("tag pills on an article are at least 24 px tall", async ({ page, open }) => {
    await open(`/article/${derbyArticle.slug}`);
    const pills = page.getByRole("list", { name: "Emner" }).getByRole("link");
    expect(await pills.count()).toBeGreaterThan(0);
    for (const pill of await pills.all()) await expectTarget(pill, 24, `tag '${await pill.textContent()}'`);
  });

  test("the menu has a second group below the three links: Stillinger, Kampe, Søg", async ({
    page,
    open,
  }) => {
    await open("/stillinger");
    await page.getByRole("button", { name: "Åbn menu" }).click();
    const menu = page.getByRole("dialog");
    const main = menu.getByRole("navigation", { name: "Mobilmenu" });
    await expect(main.getByRole("link")).toHaveText(["NYHEDER", "KLUBBER", "HISTORIE"]);
    const second = menu.getByRole("navigation", { name: "Mere" });
    const more = second.getByRole("link");
    // Below the three links.
    const mainBox = await main.boundingBox();
    const secondBox = await second.boundingBox();
    expect(mainBox && secondBox && mainBox.y + mainBox.height <= secondBox.y).toBe(true);
    await expect(more).toHaveText(["Stillinger", "Kampe", "Søg"]);
    expect(await more.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/stillinger",
      "/#kampcenter",
      "/soeg",
    ]);
    await expect(more.first()).toHaveAttribute("aria-current", "page");
    for (const link of await more.all()) expect((await size(link)).height).toBeGreaterThanOrEqual(44);
    // 'Kampe' leads to the front page's match centre.
    await more.nth(1).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(/\/#kampcenter$/);
    await expect(page.locator("#kampcenter")).toBeInViewport();
  });

  test("a club page shows the next match and the latest result before the news, and no 2021 result", async ({
    page,
    open,
  }) => {
    await open("/klubber/brondby-if");
    const summary = page.getByTestId("club-match-summary");
    await expect(summary).toBeVisible();
    const rows = summary.getByTestId("match");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Kommende");
    await expect(rows.last()).toContainText("Afsluttet");
    const news = page.getByTestId("club-news");
    const summaryBox = await summary.boundingBox();
    const newsBox = await news.boundingBox();
    expect(summaryBox && newsBox && summaryBox.y + summaryBox.height <= newsBox.y).toBe(true);
    // Results reach back a year: the 2021 derby is history, not 'Seneste resultater'.
    await expect(page.getByTestId("finished-matches")).not.toContainText("2021");
    await expect(summary).not.toContainText("2021");
  });

  test("on a wide screen the summary is hidden and the full lists stand beside the news", async ({
    page,
    open,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open("/klubber/brondby-if");
    await expect(page.getByTestId("club-match-summary")).toBeHidden();
    await expect(page.getByTestId("upcoming-matches")).toBeVisible();
  });
});

async function searchResults(page: Page) {
  const results = page.locator("[data-search-results] [data-search-result]");
  await expect(results.first()).toBeVisible();
  return results;
}

test("search results show each result's picture in a reserved 16:9 box (point 5)", async ({ page, open }) => {
  await open("/soeg?q=br%C3%B8ndby");
  const results = await searchResults(page);
  const count = await results.count();
  expect(count).toBeGreaterThan(2);
  let responsive = 0;
  for (const result of await results.all()) {
    const box = result.locator("[data-search-image]");
    const { width, height } = await size(box);
    expect(width).toBeGreaterThanOrEqual(100);
    expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.05);
    const img = box.locator("img");
    if ((await img.count()) > 0) {
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
      if ((await box.locator("source[srcset]").count()) > 0) responsive++;
    }
    await expect(result.locator("time")).toHaveText(READER_TIME);
  }
  // Library pictures come as AVIF/WebP srcsets sized for the small box.
  expect(responsive).toBeGreaterThan(0);
  await expect(results.first().locator("[data-search-image] source").first()).toHaveAttribute(
    "sizes",
    "(min-width: 640px) 160px, 112px",
  );
});
