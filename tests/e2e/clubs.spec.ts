import { COUNTRY_FILTERS } from "../../app/features/clubs/club-geography";
import { BOTH_WIDTHS, expect, test, waitForHydration } from "./support/test";

test.describe("/alle-klubber (spec §2 club list)", () => {
  test("defaults to Danmark with FC København in the 3F Superliga group", async ({ page }) => {
    const response = await page.goto("/alle-klubber");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Alle klubber i Danmark | Forsiden");
    const filters = page.getByRole("navigation", { name: "Vælg land" }).getByRole("link");
    // The order itself is pinned in club-geography.test.ts.
    await expect(filters).toHaveText([...COUNTRY_FILTERS]);
    await expect(filters.filter({ hasText: "Danmark" })).toHaveAttribute("aria-current", "true");
    const superliga = page.getByRole("region", { name: "3F Superliga" });
    await expect(superliga.getByRole("link", { name: /FC København/ })).toHaveAttribute(
      "href",
      "/klubber/fc-kobenhavn",
    );
    await expect(page.getByRole("region", { name: "Betinia Liga" })).toBeVisible();
    // Groups follow spec §9's league order.
    await expect(page.locator("main h2")).toHaveText(["3F Superliga", "Betinia Liga"]);
  });

  test("a club card shows logo, name, league, location and stadium", async ({ page }) => {
    await page.goto("/alle-klubber");
    const card = page.getByRole("link", { name: /FC København/ });
    await expect(card).toContainText("3F Superliga");
    await expect(card).toContainText("København · Parken");
    const logo = card.getByRole("img", { name: "FC København logo" });
    await expect(logo).toHaveAttribute("src", "/logos/fc-kobenhavn.svg");
    await expect(logo).toHaveAttribute("width", "56");
    await expect(logo).toHaveAttribute("height", "56");
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("switching to England shows English leagues", async ({ page }) => {
    await page.goto("/alle-klubber");
    await page.getByRole("navigation", { name: "Vælg land" }).getByRole("link", { name: "England" }).click();
    await expect(page).toHaveURL(/\?land=England$/);
    await expect(page.locator("main h2")).toHaveText(["Premier League", "Championship"]);
    await expect(
      page.getByRole("region", { name: "Premier League" }).getByRole("link", { name: /Arsenal/ }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /FC København/ })).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Vælg land" }).getByRole("link", { name: "England" }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("Landshold shows the national teams of every country", async ({ page }) => {
    await page.goto("/alle-klubber?land=Landshold");
    const group = page.getByRole("region", { name: "Landshold" });
    for (const team of ["danmark", "england", "brasilien", "argentina"]) {
      await expect(group.locator(`a[href="/klubber/${team}-landshold"]`)).toBeVisible();
    }
    await expect(group.getByTestId("club-card")).toHaveCount(12);
    await expect(page.getByRole("link", { name: /FC København/ })).toHaveCount(0);
  });

  test("searching 'brøndby' while typing finds Brøndby IF", async ({ page, open }) => {
    await open("/alle-klubber");
    await page.getByRole("searchbox", { name: "Søg efter klub eller liga" }).fill("brøndby");
    await expect(page.getByTestId("club-card")).toHaveCount(1);
    await expect(page.getByRole("link", { name: /Brøndby IF/ })).toBeVisible();
    await expect(page).toHaveURL(/q=br%C3%B8ndby/);
  });

  test("searching by league name keeps that league's clubs", async ({ page, open }) => {
    await open("/alle-klubber");
    await page.getByRole("searchbox", { name: "Søg efter klub eller liga" }).fill("betinia");
    await expect(page.locator("main h2")).toHaveText(["Betinia Liga"]);
    await expect(page.getByTestId("club-card")).toHaveCount(12);
  });

  test("the search works without JavaScript as a GET form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/alle-klubber?land=Danmark");
    await page.getByRole("searchbox", { name: "Søg efter klub eller liga" }).fill("brøndby");
    await page.getByRole("button", { name: "Søg" }).click();
    await expect(page).toHaveURL(/land=Danmark&q=br%C3%B8ndby/);
    await expect(page.getByTestId("club-card")).toHaveCount(1);
    await expect(page.getByRole("link", { name: /Brøndby IF/ })).toBeVisible();
    await context.close();
  });

  test("a search without matches shows 'Ingen klubber fundet'", async ({ page, open }) => {
    await open("/alle-klubber");
    await page.getByRole("searchbox", { name: "Søg efter klub eller liga" }).fill("xyz");
    await expect(page.getByText("Ingen klubber fundet")).toBeVisible();
    await expect(page.getByTestId("club-card")).toHaveCount(0);
  });

  test("a search applies to the chosen country", async ({ page }) => {
    await page.goto("/alle-klubber?land=England&q=brøndby");
    await expect(page.getByText("Ingen klubber fundet")).toBeVisible();
  });

  test("a logo that cannot load shows 'Billede ikke tilgængeligt'", async ({ page }) => {
    await page.route("**/logos/fc-kobenhavn.svg", (route) => route.abort());
    await page.goto("/alle-klubber");
    const card = page.getByRole("link", { name: /FC København/ });
    await expect(card.getByText("Billede ikke tilgængeligt")).toBeVisible();
    await expect(
      page.getByRole("link", { name: /Brøndby IF/ }).getByText("Billede ikke tilgængeligt"),
    ).toHaveCount(0);
  });
});

test.describe("/klubber (club teaser grid)", () => {
  test("shows the 12 Superliga clubs, big European clubs and links to all clubs and standings", async ({
    page,
  }) => {
    const response = await page.goto("/klubber");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Klubber" })).toBeVisible();
    await expect(page.getByRole("region", { name: "3F Superliga" }).getByTestId("club-card")).toHaveCount(12);
    const europe = page.getByRole("region", { name: "Store klubber i Europa" });
    await expect(europe.getByRole("link", { name: /Real Madrid/ })).toBeVisible();
    await expect(europe.getByRole("link", { name: /Bayern München/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Se alle klubber" })).toHaveAttribute(
      "href",
      "/alle-klubber",
    );
    await expect(page.getByRole("link", { name: "Se stillinger" })).toHaveAttribute("href", "/stillinger");
    await expect(page.locator("main#main")).toHaveCount(1);
  });
});

test.describe("/klubber/{slug} (spec §2 club page)", () => {
  test("shows breadcrumb, header facts and the title", async ({ page }) => {
    const response = await page.goto("/klubber/fc-kobenhavn");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("FC København | Forsiden");
    const crumbs = page.getByRole("navigation", { name: "Brødkrumme" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Forsiden", "Klubber", "FC København"]);
    await expect(crumbs.getByRole("link", { name: "Klubber" })).toHaveAttribute("href", "/klubber");
    await expect(page.getByRole("heading", { level: 1, name: "FC København" })).toBeVisible();
    const header = page.locator("main header").first();
    await expect(header.getByRole("img", { name: "FC København logo" })).toBeVisible();
    await expect(header).toContainText("3F Superliga");
    await expect(header).toContainText("Parken");
    await expect(header).toContainText("København");
    await expect(header).toContainText("1992");
    await expect(header).toContainText("FC København blev stiftet i 1992");
    const website = header.getByRole("link", { name: "fck.dk" });
    await expect(website).toHaveAttribute("href", "https://fck.dk");
    await expect(website).toHaveAttribute("rel", /noopener/);
    await expect(page.locator("main#main")).toHaveCount(1);
  });

  test("has SportsTeam and BreadcrumbList JSON-LD", async ({ page }) => {
    await page.goto("/klubber/fc-kobenhavn");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")));
    const team = blocks.find((b) => b["@type"] === "SportsTeam");
    expect(team).toMatchObject({ name: "FC København", sport: "Soccer", foundingDate: "1992" });
    expect(team.url).toMatch(/\/klubber\/fc-kobenhavn$/);
    expect(team.logo).toMatch(/\/logos\/fc-kobenhavn\.svg$/);
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Forsiden",
      "Klubber",
      "FC København",
    ]);
  });

  test("'Nyheder' is the default tab with at most 6 articles; 'Info' shows 'Klubinfo' and 'Links'", async ({
    page,
  }) => {
    await page.goto("/klubber/fc-kobenhavn");
    await expect(page.getByRole("tab", { name: "Nyheder" })).toHaveAttribute("aria-selected", "true");
    const news = page.getByTestId("club-news").getByRole("listitem");
    await expect(news.first()).toBeVisible();
    const count = await news.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(6);
    await expect(news.first().getByRole("link").first()).toHaveAttribute("href", /^\/article\//);

    await waitForHydration(page);
    await page.getByRole("tab", { name: "Info" }).click();
    await expect(page.getByRole("tab", { name: "Info" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Klubinfo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Links" })).toBeVisible();
    const official = page.getByRole("link", { name: "Officiel hjemmeside: fck.dk" });
    await expect(official).toHaveAttribute("href", "https://fck.dk");
    await expect(official).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: "Stillingen i 3F Superliga" })).toHaveAttribute(
      "href",
      "/stillinger/3f-superliga",
    );
    await expect(page.getByTestId("club-news")).toBeHidden();

    // The keyboard pattern of WAI-ARIA tabs: arrows move the focus and select, one tab in the Tab order.
    await page.keyboard.press("ArrowLeft");
    const nyheder = page.getByRole("tab", { name: "Nyheder" });
    await expect(nyheder).toBeFocused();
    await expect(nyheder).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Info" })).toHaveAttribute("tabindex", "-1");
    await expect(page.getByTestId("club-news")).toBeVisible();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Info" })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Klubinfo" })).toBeVisible();
  });

  test("both tab panels are in the server-rendered page", async ({ request }) => {
    const html = await (await request.get("/klubber/fc-kobenhavn")).text();
    expect(html).toContain("Klubinfo");
    expect(html).toContain("Officiel hjemmeside: fck.dk");
    expect(html).toContain('data-testid="club-news"');
  });

  test("a club without articles shows 'Ingen nyheder'", async ({ page }) => {
    await page.goto("/klubber/hillerod-fodbold");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hillerød Fodbold");
    await expect(page.getByText("Ingen nyheder")).toBeVisible();
  });

  test("the match list shows upcoming and finished matches with date, time, competition, status and score", async ({
    page,
  }) => {
    await page.goto("/klubber/fc-kobenhavn");
    const upcoming = page.getByTestId("upcoming-matches").getByTestId("match");
    const finished = page.getByTestId("finished-matches").getByTestId("match");
    await expect(upcoming.first()).toBeVisible();
    await expect(upcoming.first()).toContainText("Kommende");
    // The reader-time rule (issue 22): a day word or the date, and the kick-off time.
    await expect(upcoming.first()).toContainText(
      /(i dag|i morgen|\d{1,2}\. [a-zæøå]+ \d{4}) kl\. \d{2}\.\d{2}/,
    );
    await expect(upcoming.first()).toContainText("3F Superliga");
    await expect(finished.first()).toContainText("Afsluttet");
    await expect(finished.first()).toContainText(/\d+–\d+/);
    // Soonest first and latest first.
    const times = async (list: typeof upcoming) =>
      list
        .locator("time")
        .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute("datetime") ?? "")));
    const up = await times(upcoming);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const done = await times(finished);
    expect(done).toEqual([...done].sort((a, b) => b - a));
    await expect(page.getByTestId("upcoming-matches")).toContainText("FC Midtjylland");
  });

  test("an unknown club is a real 404 'Klub ikke fundet'", async ({ page }) => {
    const response = await page.goto("/klubber/findes-ikke");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Klub ikke fundet" })).toBeVisible();
    await expect(page.getByText("Den ønskede klub kunne ikke findes.")).toBeVisible();
    await expect(page.locator("main#main")).toHaveCount(1);
  });

  test("a club card leads to its club page", async ({ page }) => {
    await page.goto("/alle-klubber");
    await page.getByRole("link", { name: /Brøndby IF/ }).click();
    await expect(page).toHaveURL(/\/klubber\/brondby-if$/);
    await expect(page.getByRole("heading", { level: 1, name: "Brøndby IF" })).toBeVisible();
  });
});

test("the club pages hydrate without console errors", BOTH_WIDTHS, async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of ["/alle-klubber?land=Danmark&q=br%C3%B8ndby", "/klubber", "/klubber/fc-kobenhavn"]) {
    await page.goto(path);
    // Hydrated: the client router exists; React reports mismatches while it hydrates.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.waitForTimeout(500);
    // Nothing is wider than the screen (desktop and 375 px).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  expect(errors).toEqual([]);
});

test.describe("/logos/{slug}.svg", () => {
  test("serves a club's crest as a locked-down SVG", async ({ request }) => {
    const response = await request.get("/logos/fc-kobenhavn.svg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    expect(response.headers()["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const body = await response.text();
    expect(body.startsWith("<svg")).toBe(true);
    expect(body).toContain("<title>FC København</title>");
  });

  test("is 404 for an unknown club", async ({ request }) => {
    expect((await request.get("/logos/findes-ikke.svg")).status()).toBe(404);
  });
});
