import type { Page } from "@playwright/test";
import { seedArticles } from "../../app/workflows/seed/data/articles";
import { seedMatches } from "../../app/workflows/seed/data/matches";
import { BOTH_WIDTHS, expect, test } from "./support/test";

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
    // Relative for the first 24 hours, then the reader-time rule (issue 22): 'i går', '2d siden', the date.
    await expect(time).toHaveText(
      /^(Lige nu|\d+[mt] siden|i går \d{2}\.\d{2}|[2-6]d siden|\d{1,2}\. [a-zæøå]+ \d{4})$/,
    );
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
    await expect(time).toHaveText(
      /^(\d{2}\.\d{2}|i går \d{2}\.\d{2}|[2-6]d siden|\d{1,2}\. [a-zæøå]+ \d{4})$/,
    );
  }
});

test("advertorials carry the 'Annonce' badge and the partner's name", async ({ page, open }) => {
  await open("/");
  const advertorial = publicSeed.find((a) => a.category === "Advertorial" && a.publishedHoursAgo! < 48)!;
  const card = page.locator("article", { hasText: advertorial.title }).first();
  await expect(card.getByText("Annonce", { exact: true })).toBeVisible();
  await expect(card.getByText(`i samarbejde med ${advertorial.partner}`)).toBeVisible();
});

test("ad slots sit between the sections, sized for the screen", BOTH_WIDTHS, async ({ page, open }) => {
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

// Issue 15: the match centre; issue 14: the front page's layout at 1280 and 375 px.

const todaysMatches = seedMatches.filter((m) => m.daysFromNow === 0);
const EVENTS_URL = "**/live/kampe/events";

const copenhagenDay = (ms: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen" }).format(ms);

test("the match centre shows today's seeded matches with Copenhagen kick-off times or their results", async ({
  page,
  open,
}) => {
  // The sample matches are seeded relative to the day the run began: after Copenhagen midnight
  // "today's" matches are yesterday's (a run that crossed midnight failed here, session 17).
  test.skip(
    copenhagenDay(Number(process.env.E2E_STARTED_AT ?? Date.now())) !== copenhagenDay(Date.now()),
    "the run crossed Copenhagen midnight after the sample matches were seeded",
  );
  await open("/");
  const centre = page.getByRole("region", { name: "Kampcenter" });
  await expect(centre).toBeVisible();
  const days = centre.locator("[data-match-day]");
  // Today first, the days ahead, yesterday's results last.
  await expect(days.first().getByRole("heading", { level: 3 })).toHaveText("I dag");
  await expect(days.nth(1).getByRole("heading", { level: 3 })).toHaveText("I morgen");
  await expect(days.last().getByRole("heading", { level: 3 })).toHaveText("I går");
  await expect(days.nth(2).getByRole("heading", { level: 3 })).toHaveText(
    /^(Mandag|Tirsdag|Onsdag|Torsdag|Fredag|Lørdag|Søndag) \d{1,2}\. \w+\.?$/,
  );

  const today = days.first();
  expect(todaysMatches.length).toBeGreaterThanOrEqual(4);
  await expect(today.locator("[data-match-id]")).toHaveCount(todaysMatches.length);
  await expect(today.getByRole("heading", { level: 4 }).first()).toHaveText("3F Superliga");
  for (const m of todaysMatches) {
    const row = today.locator("[data-match-id]", { hasText: m.homeTeam }).filter({ hasText: m.awayTeam });
    await expect(row).toHaveCount(1);
    // Kicked off before the seed ran: a result; otherwise the kick-off on the Copenhagen clock.
    const status = await row.getAttribute("data-status");
    await expect(row.locator("[data-match-status]")).toHaveText(
      status === "finished" ? "Slut" : m.time.replace(":", "."),
    );
    await expect(row.locator("[data-live-marker]")).toHaveCount(0);
    if (m.homeClubSlug) {
      // exact: the card of a match with a live article also links 'Følg kampen live (…)' (issue 22).
      await expect(row.getByRole("link", { name: m.homeTeam, exact: true })).toHaveAttribute(
        "href",
        `/klubber/${m.homeClubSlug}`,
      );
    }
  }
  // Yesterday's results with their scores.
  const yesterday = days.last().locator("[data-match-id]").first();
  await expect(yesterday.locator("[data-match-status]")).toHaveText("Slut");
  await expect(yesterday.locator("[data-score]").first()).toHaveText(/^\d+$/);
});

test(
  "the 3F Superliga mini-table lists position, team and points and links to the full table",
  BOTH_WIDTHS,
  async ({ page, open }) => {
    await open("/");
    const table = page.getByRole("region", { name: "Kampcenter" }).locator("[data-mini-table]");
    await expect(table.getByRole("link", { name: "3F Superliga" })).toHaveAttribute(
      "href",
      "/stillinger/3f-superliga",
    );
    const firstRow = table.locator("tbody tr").first();
    await expect(firstRow.locator("td").first()).toHaveText("1");
    await expect(firstRow.getByRole("link", { name: "FC København" })).toHaveAttribute(
      "href",
      "/klubber/fc-kobenhavn",
    );
    await expect(firstRow.locator("td").last()).toHaveText(/^\d+$/);
    // The phone strip shows the top 3, the column from 1280 px more.
    const visibleRows = await table.locator("tbody tr:visible").count();
    if (isSmall(page)) expect(visibleRows).toBe(3);
    else expect(visibleRows).toBeGreaterThanOrEqual(5); // the seed's Superliga rows, at most 6
    await table.getByRole("link", { name: "Se hele stillingen" }).click();
    await expect(page).toHaveURL(/\/stillinger\/3f-superliga$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("3F Superliga");
  },
);

/** The first upcoming match in the centre: its id and kick-off. */
async function firstUpcoming(page: Page) {
  const row = page.locator("[data-match-centre] [data-match-id][data-status='upcoming']").first();
  return {
    row,
    id: (await row.getAttribute("data-match-id")) ?? "",
    kickoff: Date.parse((await row.getAttribute("data-kickoff")) ?? ""),
  };
}

test("live scores: events on /live/kampe/events update score, minute/phase and the LIVE marker without a reload", async ({
  page,
  open,
}) => {
  await open("/");
  const { id, kickoff } = await firstUpcoming(page);
  // The browser's clock an hour before that kick-off: the page listens to the stream. The
  // stream itself (the live feature's endpoint) is played by the test with the issue's contract.
  await page.clock.setFixedTime(kickoff - 3_600_000);
  const sse = (events: object[]) =>
    `retry: 600000\n\n${events.map((e) => `event: match\ndata: ${JSON.stringify(e)}\n\n`).join("")}`;
  let body = sse([{ id, status: "live", homeScore: 1, awayScore: 0, phase: "first_half", minute: 23 }]);
  await page.route(EVENTS_URL, (route) =>
    route.fulfill({
      status: 200,
      headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store" },
      body,
    }),
  );
  await open("/");
  const row = page.locator(`[data-match-id='${id}']`);
  await expect(row.locator("[data-live-marker]")).toHaveText("LIVE");
  await expect(row.locator("[data-match-status]")).toHaveText("23' · 1. halvleg");
  await expect(row.locator("[data-score]")).toHaveText(["1", "0"]);
  await expect(row).toHaveAttribute("data-status", "live");

  body = sse([
    { id, status: "live", homeScore: 1, awayScore: 1, phase: "half_time", minute: 45 },
    { id, status: "finished", homeScore: 2, awayScore: 1, phase: "full_time", minute: 90 },
  ]);
  await open("/");
  await expect(row.locator("[data-match-status]")).toHaveText("Slut");
  await expect(row.locator("[data-score]")).toHaveText(["2", "1"]);
  await expect(row.locator("[data-live-marker]")).toHaveCount(0);
});

test("without a live or imminent match the page opens no stream; a missing stream is asked once and changes nothing", async ({
  page,
  open,
}) => {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/live/kampe/events")) requests.push(r.url());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    // The one line Chromium itself logs for a 404 (until the live feature serves the stream).
    if (m.type() === "error" && !m.location().url.includes("/live/kampe/events")) errors.push(m.text());
  });

  // A month from now nothing in the centre is live or about to start.
  await page.clock.setFixedTime(Date.now() + 30 * 86_400_000);
  await open("/");
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);

  // An hour before a kick-off: one request; whatever it answers, no retries and the HTML stays.
  const { row, kickoff } = await firstUpcoming(page);
  const scores = await row.locator("[data-score]").allTextContents();
  await page.clock.setFixedTime(kickoff - 3_600_000);
  await open("/");
  await page.waitForTimeout(2000);
  expect(requests.length).toBeLessThanOrEqual(1);
  await expect(row.locator("[data-score]")).toHaveText(scores);
  expect(errors).toEqual([]);
});

test(
  "layout: the match centre fills the column beside 'Seneste Nyheder' (1280) or sits under the ticker (375)",
  BOTH_WIDTHS,
  async ({ page, open }) => {
    await open("/");
    const centre = await page.locator("[data-match-centre]").boundingBox();
    const newest = await page.getByRole("region", { name: "Seneste Nyheder" }).boundingBox();
    const ticker = await page.getByRole("region", { name: "Breaking nyheder" }).boundingBox();
    if (!centre || !newest || !ticker) throw new Error("match centre, 'Seneste Nyheder' or ticker missing");
    if (isSmall(page)) {
      // A strip right under the ticker, scrolling sideways inside itself, never the page.
      expect(centre.y).toBeGreaterThanOrEqual(ticker.y + ticker.height);
      expect(centre.y - (ticker.y + ticker.height)).toBeLessThan(40);
      expect(centre.height).toBeLessThan(220);
      const strip = page.locator("[data-match-strip]");
      expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      return;
    }
    // The right-hand column: 255 px wide, right of the news, from above 'Seneste Nyheder' to below
    // its end together with the sky ad under it, so no blank column is left beside it.
    expect(centre.width).toBe(255);
    expect(centre.x).toBeGreaterThan(newest.x + newest.width);
    expect(centre.y).toBeLessThan(newest.y);
    const sky = await page.locator("main [data-ad-slot='home-sky']").boundingBox();
    if (!sky) throw new Error("sky ad missing");
    expect(sky.y).toBeGreaterThan(centre.y + centre.height);
    expect(sky.y - (centre.y + centre.height)).toBeLessThan(40);
    expect(Math.max(centre.y + centre.height, sky.y + sky.height)).toBeGreaterThan(newest.y + newest.height);
  },
);

test(
  "'Filtrer nyheder' sits above the long lists, beside 'Mest læste' on wide screens",
  BOTH_WIDTHS,
  async ({ page, open }) => {
    await open("/");
    const filters = await page.getByRole("region", { name: "Filtrer nyheder" }).boundingBox();
    const more = await page.getByRole("region", { name: "Flere Nyheder" }).boundingBox();
    const mostRead = await page.getByRole("region", { name: "Mest læste" }).boundingBox();
    const newest = await page.getByRole("region", { name: "Seneste Nyheder" }).boundingBox();
    if (!filters || !more || !mostRead || !newest) throw new Error("a section is missing");
    expect(filters.y).toBeGreaterThan(newest.y + newest.height - 1);
    expect(filters.y + filters.height).toBeLessThan(more.y);
    if (!isSmall(page)) {
      expect(filters.x).toBeGreaterThan(mostRead.x + mostRead.width);
      expect(filters.y).toBeLessThan(mostRead.y + mostRead.height);
    }
  },
);

test(
  "at 375 px the stories after the top ones are compact thumbnail-and-headline rows and the page is short",
  BOTH_WIDTHS,
  async ({ page, open }) => {
    test.skip(!isSmall(page), "phone layout");
    await open("/");
    const rows = page.locator("[data-card='standard'][data-row-on-mobile]");
    expect(await rows.count()).toBe(15);
    for (const row of await rows.all()) {
      const box = await row.boundingBox();
      const thumb = await row.locator("img, [aria-hidden='true']").first().boundingBox();
      // A full card here was ~330 px; a row is the headline's height (up to 5 lines).
      expect(box?.height).toBeLessThan(160);
      expect(thumb?.width).toBe(112);
    }
    // Before: 10,073 px (3 + 12 full-width cards of ~330 px). Now ~6,750 px; the bound leaves room
    // for small additions elsewhere and fails as soon as the cards grow back.
    expect(await page.evaluate(() => document.body.scrollHeight)).toBeLessThan(7500);
  },
);

test("without JavaScript every section of the front page is in the HTML (no boundary left for a script to swap in)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(await response?.text()).not.toContain('<template id="B:');
  for (const heading of ["Mest læste", "Seneste Nyheder", "Filtrer nyheder"]) {
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
  }
  await context.close();
});

test("the cards' data stays on the server in a document; a client-side navigation back brings it whole (issue 23)", async ({
  page,
  open,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await open("/");
  const handoff = /streamController\.enqueue\(([\s\S]*?)\);<\/script>/.exec(
    (await response?.text()) ?? "",
  )?.[1];
  const more = page.getByRole("region", { name: "Flere Nyheder" });
  const cardPath = await more.locator("article a").first().getAttribute("href");
  const tickerPath = await page
    .getByRole("region", { name: "Breaking nyheder" })
    .locator("a")
    .first()
    .getAttribute("href");
  // The ticker is hydrated (its entries are in the hydration data); the cards are static islands.
  expect(handoff).toContain(tickerPath?.replace("/article/", ""));
  expect(handoff).not.toContain(cardPath?.replace("/article/", ""));

  // Away and back through the router, as a reader's click on a hydrated link does.
  const navigate = (to: string) =>
    page.evaluate((path) => {
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate(path);
    }, to);
  await navigate(tickerPath ?? "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${tickerPath}$`));
  const dataRequest = page.waitForRequest((request) => new URL(request.url()).pathname === "/_root.data");
  await navigate("/");
  await dataRequest;
  await expect(page.locator("[data-card='featured']")).toBeVisible();
  await expect(more.locator("article")).toHaveCount(12);
  await expect(more.locator("article a").first()).toHaveAttribute("href", cardPath ?? "");
  await expect(page.getByRole("region", { name: "Mest læste" }).locator("li")).toHaveCount(5);
  expect(errors).toEqual([]);
});
