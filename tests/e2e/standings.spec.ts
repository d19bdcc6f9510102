import { BOTH_WIDTHS, expect, test } from "./support/test";

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

  test("Premier League rows follow its own rules: 1-4 green, 5 blue, 6 purple, no red in a 10-row excerpt of 20", async ({
    page,
  }) => {
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
    expect(await border(5)).toBe("rgb(126, 34, 206)");
    // 7th to 10th of 20 are in no zone: relegation is 18-20 of the whole league.
    for (const i of [6, 7, 8, 9]) expect(await border(i)).toBe("rgba(0, 0, 0, 0)");
    await expect(page.locator("tbody tr[data-zone='relegation']")).toHaveCount(0);
    const legend = page.getByTestId("standings-legend");
    await expect(legend.getByRole("listitem")).toHaveText([
      "Champions League",
      "Europa League",
      "Conference League-kvalifikation",
    ]);
    await expect(page.getByText("Nedrykning")).toHaveCount(0);
    await expect(page.getByText("Viser 10 af 20 hold.")).toBeVisible();
  });

  test("each row's zone is also in text for screen readers (WCAG 1.4.1)", async ({ page }) => {
    await page.goto("/stillinger/premier-league");
    const positions = page.locator("tbody tr td:first-child");
    await expect(positions).toHaveText([
      "1 (Champions League)",
      "2 (Champions League)",
      "3 (Champions League)",
      "4 (Champions League)",
      "5 (Europa League)",
      "6 (Conference League-kvalifikation)",
      "7",
      "8",
      "9",
      "10",
    ]);
    // Hidden from sight, not from the accessibility tree.
    await expect(positions.first().locator(".sr-only")).toHaveText(" (Champions League)");
    await expect(page.getByRole("row", { name: /^1 \(Champions League\) Liverpool/ })).toHaveCount(1);
  });

  test("3F Superliga shows the split: Mesterskabsspil for the top six", async ({ page }) => {
    await page.goto("/stillinger/3f-superliga");
    await expect(page.locator("tbody tr")).toHaveCount(5);
    await expect(page.locator("tbody tr[data-zone='championship-round']")).toHaveCount(5);
    await expect(page.locator("tbody tr td:first-child").first()).toHaveText("1 (Mesterskabsspil)");
    await expect(page.getByTestId("standings-legend").getByRole("listitem")).toHaveText(["Mesterskabsspil"]);
  });

  test("Champions League league phase: the top 8 go to the Ottendedelsfinale", async ({ page }) => {
    await page.goto("/stillinger/champions-league");
    await expect(page.locator("tbody tr[data-zone='round-of-16']")).toHaveCount(5);
    await expect(page.locator("tbody tr td:first-child").nth(4)).toHaveText("5 (Ottendedelsfinale)");
    await expect(page.getByTestId("standings-legend").getByRole("listitem")).toHaveText([
      "Ottendedelsfinale",
    ]);
  });

  test("a World Cup qualifying group: the winner qualifies, the runner-up goes to the play-off", async ({
    page,
  }) => {
    await page.goto("/stillinger/vm");
    await expect(page.locator("tbody tr td:first-child")).toHaveText([
      "1 (Kvalificeret)",
      "2 (Play-off)",
      "3",
      "4",
    ]);
    await expect(page.getByTestId("standings-legend").getByRole("listitem")).toHaveText([
      "Kvalificeret",
      "Play-off",
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

  test("a 5-row excerpt of La Liga marks no relegation row", async ({ page }) => {
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

test.describe("standings on a phone (375 px)", BOTH_WIDTHS, () => {
  test.beforeEach(({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 640, "the compact table is for phones");
  });

  for (const league of ["premier-league", "3f-superliga", "champions-league"]) {
    test(`/stillinger/${league} keeps #, Hold and P in view, Form one swipe away, and the page never scrolls sideways`, async ({
      page,
      open,
    }) => {
      await open(`/stillinger/${league}`);
      const width = page.viewportSize()?.width ?? 0;
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(pageOverflow).toBeLessThanOrEqual(0);

      const first = page.locator("tbody tr").first();
      const cells = first.locator("td, th");
      // #, Hold, K, (V, U, T hidden), +/-, P, Form
      for (const cell of [cells.nth(0), cells.nth(1), cells.nth(7)]) {
        await expect(cell).toBeVisible();
        const box = await cell.boundingBox();
        expect(box, "cell has a box").not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      }
      await expect(page.locator("thead th").nth(3)).toBeHidden();
      await expect(page.getByText("Stryg til siden for at se formen")).toBeVisible();

      // Form sits behind a horizontal scroll of the table, not of the page.
      const scroller = page.getByRole("region", { name: /^Stillingen i / });
      const scrollable = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrollable).toBe(true);
      await scroller.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
      const lastForm = first.locator("ol li").last();
      await expect(lastForm).toBeInViewport();
      // The team stays beside it (sticky column).
      await expect(first.locator("th")).toBeInViewport();
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
    });
  }
});

test("/admin/stillinger does not scroll sideways at 1280 px", async ({ adminPage }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "checked at the desktop width");
  await adminPage.goto("/admin/stillinger");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Stillinger & kampe" })).toBeVisible();
  const sizes = await adminPage.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
  // The standings editor fits beside the menu: its last column is in view without scrolling it.
  await expect(adminPage.getByRole("textbox", { name: "Form, Liverpool" })).toBeInViewport({ ratio: 1 });
  await expect(adminPage.getByRole("button", { name: "Fjern Liverpool" })).toBeInViewport({ ratio: 1 });
});
