import type { Page } from "@playwright/test";
import { BOTH_WIDTHS, expect, test } from "./support/test";

// The site shell of spec §2 "Header and menu", the top banner of §9 and the footer.

const isSmall = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test(
  "the header shows the site name and the tagline for the screen size",
  BOTH_WIDTHS,
  async ({ page, open }) => {
    await open("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Forsiden/ }).first()).toBeVisible();
    const desktopTagline = header.getByText("Danske & Internationale fodboldnyheder 24/7");
    const mobileTagline = header.getByText("DANMARKS FODBOLD", { exact: true });
    if (isSmall(page)) {
      await expect(mobileTagline).toBeVisible();
      await expect(desktopTagline).toBeHidden();
    } else {
      await expect(desktopTagline).toBeVisible();
      await expect(mobileTagline).toBeHidden();
    }
  },
);

test("the three header links highlight the current path", BOTH_WIDTHS, async ({ page, open }) => {
  const cases = [
    { path: "/", active: "NYHEDER" },
    { path: "/alle-klubber", active: "KLUBBER" },
    { path: "/dansk-fodboldhistorie", active: "HISTORIE" },
  ];
  for (const { path, active } of cases) {
    await open(path);
    let nav = page.getByRole("navigation", { name: "Hovedmenu" });
    if (isSmall(page)) {
      await expect(nav).toBeHidden();
      await page.getByRole("button", { name: "Åbn menu" }).click();
      nav = page.getByRole("dialog").getByRole("navigation", { name: "Mobilmenu" });
    } else {
      await expect(page.getByRole("button", { name: "Åbn menu" })).toBeHidden();
    }
    await expect(nav.getByRole("link")).toHaveText(["NYHEDER", "KLUBBER", "HISTORIE"]);
    await expect(nav.getByRole("link", { name: "NYHEDER" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "KLUBBER" })).toHaveAttribute("href", "/alle-klubber");
    await expect(nav.getByRole("link", { name: "HISTORIE" })).toHaveAttribute(
      "href",
      "/dansk-fodboldhistorie",
    );
    await expect(nav.locator("[aria-current='page']")).toHaveText([active]);
  }
});

test("the slide-in menu opens from 'Åbn menu', shows 5 Breaking News headlines and closes on a link", async ({
  page,
  open,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The panel's script loads when the reader reaches for the button, not with the page (issue 23).
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await open("/");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => path.includes("mobile-menu-panel"))).toEqual([]);
  await page.getByRole("button", { name: "Åbn menu" }).click();
  await expect.poll(() => scripts.some((path) => path.includes("mobile-menu-panel"))).toBe(true);
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  // Slides in from the right-hand edge.
  await expect
    .poll(async () => {
      const box = await menu.boundingBox();
      return Math.round((box?.x ?? 0) + (box?.width ?? 0));
    })
    .toBe(375);

  const breaking = menu.getByRole("button", { name: "Breaking News" });
  await expect(breaking).toHaveAttribute("aria-expanded", "false");
  await breaking.click();
  await expect(breaking).toHaveAttribute("aria-expanded", "true");
  const headlines = menu.getByRole("list", { name: "Seneste nyheder" }).getByRole("listitem");
  await expect(headlines).toHaveCount(5);
  for (const item of await headlines.all()) {
    await expect(item.getByRole("link")).toHaveAttribute("href", /^\/article\/.+/);
    await expect(item.locator("time")).toHaveText(
      /^(Lige nu|\d+[mt] siden|i går \d{2}\.\d{2}|[2-6]d siden|\d{1,2}\. [a-zæøå]+ \d{4})$/,
    );
  }

  // Choosing a headline closes the menu and opens the article.
  const first = headlines.first().getByRole("link");
  const href = await first.getAttribute("href");
  await first.click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // Choosing a menu link closes the menu and navigates.
  await page.getByRole("button", { name: "Åbn menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "KLUBBER" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page).toHaveURL(/\/alle-klubber$/);
});

test(
  "the top ad banner reserves 970x90 on medium screens and 320x50 on small ones",
  BOTH_WIDTHS,
  async ({ page, open }) => {
    await open("/");
    const desktop = page.locator("[data-ad-slot='header-desktop']");
    const mobile = page.locator("[data-ad-slot='header-mobile']");
    const [shown, hidden, size] = isSmall(page)
      ? [mobile, desktop, { width: 320, height: 50 }]
      : [desktop, mobile, { width: 970, height: 90 }];
    await expect(shown).toBeVisible();
    await expect(hidden).toBeHidden();
    await expect(shown).toHaveText("Annonce");
    const box = await shown.boundingBox();
    expect({ width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) }).toEqual(size);
    // Directly under the header.
    const header = await page.getByRole("banner").boundingBox();
    expect((box?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0))).toBeLessThan(20);
  },
);

test("the footer carries the 2025 copyright and the information links", async ({ page, open }) => {
  await open("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("© 2025 Forsiden");
  for (const href of [
    "/contact",
    "/hvad-er-sponseret-indhold",
    "/advertorial",
    "/privacy",
    "/terms",
    "/cookies",
    "/stillinger",
    "/alle-klubber",
    "/rss.xml",
  ]) {
    await expect(footer.locator(`a[href='${href}']`)).toHaveCount(1);
  }
  await footer.getByRole("link", { name: "Privatlivspolitik" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test("'Cookie-indstillinger' in the footer re-opens the cookie choices", async ({ page, open }) => {
  await open("/");
  await expect(page.getByRole("region", { name: "Vi bruger cookies" })).toHaveCount(0);
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-indstillinger" }).click();
  const banner = page.getByRole("region", { name: "Vi bruger cookies" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("switch", { name: "Markedsføring" })).toBeVisible();
});

test("the skip link 'Gå til indhold' moves focus past the header", async ({ page, open }) => {
  await open("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Gå til indhold" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  // The page's own <main id="main"> (one per page) takes the focus.
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.locator("main#main")).toBeFocused();
});

test("every page has lang da, the Organization JSON-LD and the RSS link", async ({ page, open }) => {
  await open("/alle-klubber");
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await expect(page.locator("link[rel='alternate'][type='application/rss+xml']")).toHaveAttribute(
    "href",
    "/rss.xml",
  );
  const scripts = await page.locator("script[type='application/ld+json']").allTextContents();
  const organization = scripts.map((s) => JSON.parse(s)).find((j) => j["@type"] === "Organization");
  const origin = new URL(page.url()).origin;
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Forsiden",
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    // The seeded company details (issue 14).
    legalName: "Forsiden ApS",
    vatID: "DK41852736",
  });
});

test("an unknown path keeps the shell around 'Oops! Page not found'", async ({ page, open }) => {
  const response = await open("/findes-slet-ikke");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("© 2025");
  await page.getByRole("link", { name: "Gå til forsiden" }).click();
  await expect(page).toHaveURL(/\/$/);
});
