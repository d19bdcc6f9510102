import { expect, test } from "./support/test";

const LEAGUE_KEYS = [
  "premier-league",
  "la-liga",
  "bundesliga",
  "serie-a",
  "championship",
  "3f-superliga",
  "betinia-liga",
  "champions-league",
  "europa-league",
  "conference-league",
];

test.describe("/stillinger (spec §2 overview)", () => {
  test("shows the three sections and links every league except vm and em", async ({ page }) => {
    const response = await page.goto("/stillinger");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Stillinger | Forsiden");
    await expect(page.locator("main h2")).toHaveText([
      "Populære turneringer",
      "Danske ligaer",
      "Europa (UEFA)",
    ]);
    const danish = page.getByRole("region", { name: "Danske ligaer" }).getByRole("link");
    await expect(danish).toHaveCount(2);
    await expect(danish.nth(0)).toHaveAttribute("href", "/stillinger/3f-superliga");
    await expect(danish.nth(1)).toHaveAttribute("href", "/stillinger/betinia-liga");
    const europe = page.getByRole("region", { name: "Europa (UEFA)" }).getByRole("link");
    await expect(europe).toHaveCount(3);
    const hrefs = await page
      .locator("main a[href^='/stillinger/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual(LEAGUE_KEYS.map((k) => `/stillinger/${k}`).sort());
    await expect(page.locator("a[href='/stillinger/vm'], a[href='/stillinger/em']")).toHaveCount(0);
    await expect(page.locator("main#main")).toHaveCount(1);
  });

  test("a 10-row skeleton shows while a league's standings load", async ({ page }) => {
    await page.goto("/stillinger");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // Hold the client-side data request back so the loading state can be seen.
    await page.route("**/stillinger/premier-league.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("link", { name: /Premier League/ }).click();
    const skeleton = page.getByTestId("standings-skeleton");
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator("[data-slot='skeleton']")).toHaveCount(10);
    await expect(page.getByRole("heading", { level: 1, name: "Premier League" })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });

  test("a league card opens the league's standings", async ({ page }) => {
    await page.goto("/stillinger");
    await page.getByRole("link", { name: /Premier League/ }).click();
    await expect(page).toHaveURL(/\/stillinger\/premier-league$/);
    await expect(page.getByRole("heading", { level: 1, name: "Premier League" })).toBeVisible();
  });
});

test.describe("/stillinger/{league} (spec §2 league page)", () => {
  test("premier-league has a title with country and season, 10 rows and the spec's columns", async ({
    page,
  }) => {
    const response = await page.goto("/stillinger/premier-league");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Premier League" })).toBeVisible();
    await expect(page.locator("main header")).toContainText("England · Sæson 2024-25");
    await expect(page.getByRole("link", { name: "Alle ligaer" })).toHaveAttribute("href", "/stillinger");
    const table = page.getByRole("table");
    await expect(table.locator("thead th")).toHaveText(["#", "Hold", "K", "V", "U", "T", "+/-", "P", "Form"]);
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(9);
    await expect(table.locator("thead abbr[title='Kampe']")).toHaveText("K");
    await expect(table.locator("thead abbr[title='Point']")).toHaveText("P");
    await expect(table.locator("tbody tr")).toHaveCount(10);
    // The wide table scrolls inside its box; the page itself never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("rows are marked green (1-4), blue (5-6) and red (last 3), with a legend", async ({ page }) => {
    await page.goto("/stillinger/premier-league");
    const rows = page.locator("tbody tr");
    const border = (i: number) =>
      rows
        .nth(i)
        .locator("td")
        .first()
        .evaluate((td) => getComputedStyle(td).borderLeftColor);
    expect(await border(0)).toBe("rgb(21, 128, 61)");
    expect(await border(3)).toBe("rgb(21, 128, 61)");
    expect(await border(4)).toBe("rgb(29, 78, 216)");
    expect(await border(5)).toBe("rgb(29, 78, 216)");
    expect(await border(6)).toBe("rgba(0, 0, 0, 0)");
    expect(await border(7)).toBe("rgb(185, 28, 28)");
    expect(await border(9)).toBe("rgb(185, 28, 28)");
    const legend = page.getByTestId("standings-legend");
    await expect(legend.getByRole("listitem")).toHaveText([
      "Champions League",
      "Europa League",
      "Nedrykning",
    ]);
  });

  test("the first row shows position, linked team, goal difference and Danish form letters", async ({
    page,
  }) => {
    await page.goto("/stillinger/premier-league");
    const first = page.locator("tbody tr").first();
    await expect(first.locator("td").first()).toContainText("1");
    await expect(first.getByRole("link", { name: "Liverpool" })).toHaveAttribute(
      "href",
      "/klubber/liverpool",
    );
    // 86 for, 41 against.
    const diff = first.locator("td").nth(5);
    await expect(diff).toHaveText("+45");
    expect(await diff.evaluate((td) => getComputedStyle(td).color)).toBe("rgb(21, 128, 61)");
    // Stored WLDLD.
    await expect(first.locator("ol li span[aria-hidden='true']")).toHaveText(["V", "T", "U", "T", "U"]);
    await expect(first.locator("ol li").first()).toHaveAttribute("title", "Vundet");
  });

  test("a 5-row league never marks a row twice: no relegation row", async ({ page }) => {
    await page.goto("/stillinger/la-liga");
    await expect(page.locator("main header")).toContainText("Spanien · Sæson 2024-25");
    await expect(page.locator("tbody tr")).toHaveCount(5);
    await expect(page.locator("tbody tr[data-zone='relegation']")).toHaveCount(0);
    await expect(page.locator("tbody tr").nth(4)).toHaveAttribute("data-zone", "europa-league");
  });

  test("an unknown league is a real 404 'Liga ikke fundet' with 'Se alle ligaer'", async ({ page }) => {
    const response = await page.goto("/stillinger/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Liga ikke fundet" })).toBeVisible();
    await expect(page.getByText("Den liga du leder efter eksisterer ikke.")).toBeVisible();
    await page.getByRole("link", { name: "Se alle ligaer" }).click();
    await expect(page).toHaveURL(/\/stillinger$/);
    await expect(page.getByRole("heading", { name: "Populære turneringer" })).toBeVisible();
  });

  test("vm and em have their own pages but are not on the overview", async ({ page }) => {
    const response = await page.goto("/stillinger/vm");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "VM" })).toBeVisible();
  });
});

test("the standings pages hydrate without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of ["/stillinger", "/stillinger/premier-league"]) {
    await page.goto(path);
    // Hydrated: the client router exists; React reports mismatches while it hydrates.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.waitForTimeout(500);
  }
  expect(errors).toEqual([]);
});
