import type { Page } from "@playwright/test";
import { seedArticles } from "../../app/workflows/seed/data/articles";
import { expect, test } from "./support/test";

// Spec §2 "Home" and §7 "Table reads, articles": the front page, its ticker and its tag filters.

const isSmall = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Titles readers must never see in lists: drafts, Gossip and articles scheduled for later. */
const hiddenTitles = seedArticles
  .filter(
    (a) => a.isDraft || a.category === "Gossip" || a.publishedHoursAgo == null || a.publishedHoursAgo < 0,
  )
  .map((a) => a.title);

const publicSeed = seedArticles.filter(
  (a) => !a.isDraft && a.category !== "Gossip" && a.publishedHoursAgo != null && a.publishedHoursAgo >= 0,
);
const mostViewedSeed = [...publicSeed].sort((a, b) => b.views - a.views)[0];

test("the home page shows one featured article, two squares, 'Mest læste' (5) and 'Seneste Nyheder' (3)", async ({
  page,
  open,
}) => {
  const response = await open("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("main#main")).toHaveCount(1);

  const featured = page.locator("[data-card='featured']");
  await expect(featured).toHaveCount(1);
  await expect(featured).toBeVisible();
  // The lead image is the LCP: loaded eagerly with high priority.
  await expect(featured.locator("img")).toHaveAttribute("fetchpriority", "high");
  await expect(featured.locator("img")).toHaveAttribute("loading", "eager");
  const squares = page.locator("[data-card='square']");
  await expect(squares).toHaveCount(2);
  for (const square of await squares.all()) await expect(square).toBeVisible();

  const newest = page.getByRole("region", { name: "Seneste Nyheder" });
  await expect(newest.getByRole("heading", { name: "Seneste Nyheder" })).toBeVisible();
  await expect(newest.locator("article")).toHaveCount(3);

  // Newest first: featured, then the squares, then 'Seneste Nyheder'.
  const times = await page
    .locator("[data-card='featured'] time, [data-card='square'] time, #seneste-nyheder ~ div time")
    .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute("datetime") ?? "")));
  expect(times).toHaveLength(6);
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  await expect(page.getByRole("region", { name: "Flere Nyheder" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Seneste Opdateringer" })).toBeVisible();
});

test("'Mest læste' lists exactly 5 articles ordered by views, the most read first", async ({
  page,
  open,
}) => {
  await open("/");
  const mostRead = page.getByRole("region", { name: "Mest læste" });
  await expect(mostRead.getByRole("heading", { name: "Mest læste" })).toBeVisible();
  const items = mostRead.locator("[data-most-read-item]");
  await expect(items).toHaveCount(5);
  const views = (await items.evaluateAll((els) => els.map((el) => el.getAttribute("data-views")))).map(
    Number,
  );
  expect([...views].sort((a, b) => b - a)).toEqual(views);
  await expect(items.first()).toContainText(mostViewedSeed.title);
});

test("no draft, Gossip or scheduled article appears on the home page", async ({ page, open }) => {
  await open("/");
  const text = await page.locator("body").textContent();
  for (const title of hiddenTitles) expect(text).not.toContain(title);
  expect(hiddenTitles.length).toBeGreaterThanOrEqual(5);
});

test("the BREAKING ticker shows the 5 latest headlines with relative times and loops", async ({
  page,
  open,
}) => {
  await open("/");
  const ticker = page.getByRole("region", { name: "Breaking nyheder" });
  await expect(ticker.getByText("BREAKING", { exact: true })).toBeVisible();
  const items = ticker.locator("[data-ticker-item]");
  await expect(items).toHaveCount(5);
  for (const time of await items.locator("time").all()) {
    await expect(time).toHaveText(/^(Lige nu|\d+[mtd] siden)$/);
  }
  // The same five headlines as the top of the page, newest first.
  await expect(items.first()).toContainText(
    (await page.locator("[data-card='featured'] h2").textContent()) ?? "",
  );
  // The repeat that makes the loop seamless is hidden from screen readers and the tab order.
  const repeat = ticker.locator("[data-ticker-copy='repeat']");
  await expect(repeat).toHaveAttribute("aria-hidden", "true");
  await expect(repeat.locator("a").first()).toHaveAttribute("tabindex", "-1");

  const track = ticker.locator(".animate-ticker");
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("ticker");
  // Hover the still viewport: the moving track under the pointer pauses.
  await ticker.locator("[data-ticker-viewport]").hover();
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
});

test("the ticker stands still for readers who prefer reduced motion", async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open("/");
  const ticker = page.getByRole("region", { name: "Breaking nyheder" });
  expect(await ticker.locator(".animate-ticker").evaluate((el) => getComputedStyle(el).animationName)).toBe(
    "none",
  );
  await expect(ticker.locator("[data-ticker-copy='repeat']")).toBeHidden();
});

test("'Seneste Opdateringer' shows list times ('HH.mm', 'i går HH.mm' or relative)", async ({
  page,
  open,
}) => {
  await open("/");
  const updates = page.getByRole("region", { name: "Seneste Opdateringer" });
  const times = updates.locator("time");
  expect(await times.count()).toBeGreaterThan(0);
  for (const time of await times.all()) {
    await expect(time).toHaveText(/^(\d{2}\.\d{2}|i går \d{2}\.\d{2}|Lige nu|\d+[mtd] siden)$/);
  }
});

test("advertorials carry the 'Annonce' badge and the partner's name", async ({ page, open }) => {
  await open("/");
  const advertorial = publicSeed.find((a) => a.category === "Advertorial" && a.publishedHoursAgo! < 48)!;
  const card = page.locator("article", { hasText: advertorial.title }).first();
  await expect(card.getByText("Annonce", { exact: true })).toBeVisible();
  await expect(card.getByText(`i samarbejde med ${advertorial.partner}`)).toBeVisible();
});

test("ad slots sit between the sections, sized for the screen", async ({ page, open }) => {
  await open("/");
  const desktopIds = ["home-leaderboard-1", "home-leaderboard-2"];
  const mobileIds = ["home-mobile-1", "home-mobile-2"];
  for (const id of isSmall(page) ? mobileIds : desktopIds) {
    await expect(page.locator(`main [data-ad-slot='${id}']`)).toBeVisible();
  }
  for (const id of isSmall(page) ? desktopIds : mobileIds) {
    await expect(page.locator(`main [data-ad-slot='${id}']`)).toBeHidden();
  }
  // The wide banner and the skyscraper only where they fit.
  if (!isSmall(page)) {
    await expect(page.locator("main [data-ad-slot='home-wide']")).toBeVisible();
    await expect(page.locator("main [data-ad-slot='home-sky']")).toBeVisible();
    const box = await page.locator("main [data-ad-slot='home-sky']").boundingBox();
    expect(box?.width).toBe(255);
    expect(box?.height).toBe(670);
  } else {
    await expect(page.locator("main [data-ad-slot='home-sky']")).toBeHidden();
  }
});

const filterCases = [
  { query: "liga:premier-league", tag: "liga:premier-league", heading: "Liga: Premier League" },
  { query: "transfer:kobt", tag: "transfer:kobt", heading: "Transfer: Købt" },
  { query: "position:angreb", tag: "position:angreb", heading: "Position: Angreb" },
  { query: "nationalitet:dansk", tag: "nationalitet:dansk", heading: "Nationalitet: Dansk" },
  { query: "tag=liga:premier-league", tag: "liga:premier-league", heading: "Liga: Premier League" },
];

for (const { query, tag, heading } of filterCases) {
  test(`the filter /?${query} shows only published articles tagged ${tag}`, async ({ page, open }) => {
    const response = await open(`/?${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | Forsiden`);

    const expected = publicSeed.filter((a) => a.tags.includes(tag)).map((a) => a.title);
    expect(expected.length).toBeGreaterThan(0);
    const shown = await page.locator("[data-filter-results] article h2").allInnerTexts();
    expect(shown.sort()).toEqual([...expected].sort());
    for (const title of hiddenTitles) expect(shown).not.toContain(title);

    await page.getByRole("link", { name: "Ryd filter" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("[data-card='featured']")).toBeVisible();
  });
}

test("a filter without matches says so and links back", async ({ page, open }) => {
  await open("/?nationalitet:islandsk");
  await expect(page.getByRole("heading", { level: 1, name: "Nationalitet: Islandsk" })).toBeVisible();
  await expect(page.getByText("Ingen artikler om Nationalitet: Islandsk endnu.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ryd filter" })).toHaveAttribute("href", "/");
});

test("the filter controls navigate to the spec's address /?liga:{value}", async ({ page, open }) => {
  await open("/");
  const filters = page.getByRole("region", { name: "Filtrer nyheder" });
  await filters.getByLabel("Liga", { exact: true }).selectOption({ label: "Premier League" });
  await filters.getByRole("button", { name: "Vis liga" }).click();
  await expect(page).toHaveURL(/\/\?liga:premier-league$/);
  await expect(page.getByRole("heading", { level: 1, name: "Liga: Premier League" })).toBeVisible();

  await page
    .getByRole("region", { name: "Filtrer nyheder" })
    .getByLabel("Transfer", { exact: true })
    .selectOption({ label: "Købt" });
  await page.getByRole("button", { name: "Vis transfer" }).click();
  await expect(page).toHaveURL(/\/\?transfer:kobt$/);
  await expect(page.getByRole("heading", { level: 1, name: "Transfer: Købt" })).toBeVisible();
});

test("the filter forms also work as plain GET forms (/?position=maalmand)", async ({ page, open }) => {
  await open("/?position=maalmand");
  await expect(page.getByRole("heading", { level: 1, name: "Position: Målmand" })).toBeVisible();
  const expected = publicSeed.filter((a) => a.tags.includes("position:maalmand")).map((a) => a.title);
  await expect(page.locator("[data-filter-results] article")).toHaveCount(expected.length);
});
