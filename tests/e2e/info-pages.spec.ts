import type { Page } from "@playwright/test";
import {
  COOKIE_SECTIONS,
  PRIVACY_SECTIONS,
  sectionHeading,
  TERMS_SECTIONS,
} from "../../app/features/legal/legal-sections";
import { LIST_TIME } from "./support/reader-time";
import { BOTH_WIDTHS, expect, openPage, test } from "./support/test";

// Spec §2 "Info pages" and PRODUCT.md: privacy, terms, cookies, sponsored content, advertorials, history.

async function openInfoPage(page: Page, path: string) {
  const response = await openPage(page, path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.locator("main")).toHaveAttribute("id", "main");
}

function todayInDanish(): string {
  return new Intl.DateTimeFormat("da-DK", {
    timeZone: "Europe/Copenhagen",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date());
}

/** The numbered section headings ("1. …") inside main, in order. */
async function numberedSections(page: Page): Promise<string[]> {
  const texts = await page.locator("main h2").allTextContents();
  return texts.map((t) => t.trim()).filter((t) => /^\d+\. /.test(t));
}

async function expectMeta(page: Page, title: string, path: string) {
  await expect(page).toHaveTitle(`${title} | Forsiden`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${path.replace("?", "\\?")}$`),
  );
}

test("privacy: 10 numbered sections in order, today's date in Danish and deletion after 26 months", async ({
  page,
}) => {
  await openInfoPage(page, "/privacy");
  await expectMeta(page, "Privatlivspolitik", "/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privatlivspolitik" })).toBeVisible();
  // The headings themselves are pinned in legal-pages.test.tsx; here, that the page shows them.
  expect(await numberedSections(page)).toEqual(PRIVACY_SECTIONS.map((s, i) => sectionHeading(i, s)));
  await expect(page.getByText(`Sidst opdateret: ${todayInDanish()}`)).toBeVisible();
  await expect(page.getByText("typisk slettet efter 26 måneder")).toBeVisible();
  const main = page.locator("main");
  // The seeded company details (issue 14), never a [placeholder].
  await expect(main.getByText("CVR-nr.: 41852736").first()).toBeVisible();
  await expect(main.getByText("Telefon: +45 33 12 34 56").first()).toBeVisible();
  await expect(main.locator('a[href="https://www.datatilsynet.dk"]').first()).toBeVisible();
  await main.getByRole("link", { name: "cookiepolitik", exact: true }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cookiepolitik" })).toBeVisible();
});

test("terms: 9 numbered sections in order, today's date and a link to /privacy", async ({ page }) => {
  await openInfoPage(page, "/terms");
  await expectMeta(page, "Vilkår og betingelser", "/terms");
  expect(await numberedSections(page)).toEqual(TERMS_SECTIONS.map((s, i) => sectionHeading(i, s)));
  await expect(page.getByText(`Sidst opdateret: ${todayInDanish()}`)).toBeVisible();
  await expect(
    page.locator("main").getByRole("link", { name: "privatlivspolitik", exact: true }),
  ).toHaveAttribute("href", "/privacy");
});

test("cookies: the spec's topics, the cookie table, opt-out tools and a button that opens the settings", async ({
  page,
}) => {
  await openInfoPage(page, "/cookies");
  await expectMeta(page, "Cookiepolitik", "/cookies");
  // The spec's topics are pinned in legal-pages.test.tsx; here, that the page shows every section.
  expect(await numberedSections(page)).toEqual(COOKIE_SECTIONS.map((s, i) => sectionHeading(i, s)));
  const table = page.getByRole("table");
  await expect(table.getByRole("rowheader", { name: /forsiden_consent/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /forsiden_consent/ })).toContainText("12 måneder");
  await expect(table.getByRole("row", { name: /forsiden_consent/ })).toContainText("Nødvendig");
  await expect(page.getByRole("link", { name: "youronlinechoices.eu" })).toHaveAttribute(
    "href",
    "https://www.youronlinechoices.eu",
  );
  await expect(page.getByRole("link", { name: "optout.aboutads.info" })).toHaveAttribute(
    "href",
    "https://optout.aboutads.info",
  );
  await page.evaluate(() => {
    (window as unknown as { __consentOpened: number }).__consentOpened = 0;
    window.addEventListener("forsiden:open-consent", () => {
      (window as unknown as { __consentOpened: number }).__consentOpened++;
    });
  });
  await page.getByRole("button", { name: "Åbn cookie-indstillinger" }).click();
  expect(await page.evaluate(() => (window as unknown as { __consentOpened: number }).__consentOpened)).toBe(
    1,
  );
});

test("accessibility statement: linked from the footer, what is tested, known gaps and how to report a problem", async ({
  page,
  request,
}) => {
  await openInfoPage(page, "/");
  const footer = page.getByRole("contentinfo");
  // After the spec's information links, which stay as they are.
  await expect(footer.getByRole("navigation", { name: "Information" }).getByRole("link")).toHaveText([
    "Kontakt",
    "Hvad er sponseret indhold?",
    "Annoncørbetalt indhold",
    "Privatlivspolitik",
    "Vilkår og betingelser",
    "Cookiepolitik",
    "Tilgængelighedserklæring",
  ]);
  await footer.getByRole("link", { name: "Tilgængelighedserklæring" }).click();
  await expect(page).toHaveURL(/\/tilgaengelighed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tilgængelighedserklæring" })).toBeVisible();

  const response = await openPage(page, "/tilgaengelighed");
  expect(response?.status()).toBe(200);
  // Cacheable like the other info pages.
  expect(response?.headers()["cache-control"]).toMatch(/public/);
  await expectMeta(page, "Tilgængelighedserklæring", "/tilgaengelighed");
  expect(await numberedSections(page)).toEqual([
    "1. Vores mål",
    "2. Sådan tester vi",
    "3. Kendte mangler",
    "4. Rapportér et problem",
  ]);
  await expect(page.getByText(`Sidst opdateret: ${todayInDanish()}`)).toBeVisible();
  const main = page.locator("main");
  await expect(main).toContainText("Vi arbejder efter WCAG 2.2 på niveau AA");
  await expect(main).toContainText(
    "kontrolleret med værktøjet axe-core i både mobilbredde (375 px) og skrivebordsbredde (1280 px)",
  );
  await expect(main).toContainText("Vi tester med tastaturet alene");
  await expect(main.locator("#mangler")).toContainText("Annoncer fra vores annoncenetværk");
  // How to report a problem: the company e-mail from the settings and the contact page.
  const report = main.locator("#rapporter");
  await expect(report.getByRole("link", { name: "kontakt@forsiden.dk" })).toHaveAttribute(
    "href",
    "mailto:kontakt@forsiden.dk",
  );
  await expect(report.getByRole("link", { name: "kontaktside" })).toHaveAttribute("href", "/contact");

  // In the sitemap with the other info pages.
  const sitemap = await (await request.get("/sitemaps/pages.xml")).text();
  expect(sitemap).toContain("/tilgaengelighed</loc>");
});

test("sponsored content: paid by an advertiser, made by the native department, labelled 'Sponseret' or 'Annonce'", async ({
  page,
}) => {
  await openInfoPage(page, "/hvad-er-sponseret-indhold");
  await expectMeta(page, "Hvad er sponseret indhold?", "/hvad-er-sponseret-indhold");
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /sponseret indhold/);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "Hvad er sponseret indhold?" })).toBeVisible();
  await expect(main.getByText("Sponseret", { exact: true })).toBeVisible();
  await expect(main.getByText("Annonce", { exact: true })).toBeVisible();
  await expect(main).toContainText("betalt af en annoncør");
  await expect(main).toContainText("native-afdeling");
  await expect(main).toContainText("ikke af redaktionen");
  await expect(main.getByRole("heading", { name: "Vores kvalitetskrav" })).toBeVisible();
  expect(await main.getByRole("listitem").count()).toBeGreaterThanOrEqual(5);
  await main.getByRole("link", { name: "kontaktformular" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

const SEEDED_ADVERTORIALS = [
  {
    title: "Sådan spiller du ansvarligt på fodbold",
    partner: "Spillehallen.dk",
    category: "Sport & Betting",
  },
  { title: "Fra tribunen til telefonen", partner: "Tribunetech", category: "Teknologi" },
  {
    title: "Guide: Sådan vælger du de rigtige fodboldstøvler",
    partner: "Fodboldskolen Pro",
    category: "Guide",
  },
  { title: "Årets julegaver til fodboldfanen", partner: "Boldbutikken", category: "Produkter" },
];

test(
  "advertorials: the 4 seeded items, each with 'ANNONCE', category, partner, date and a link",
  BOTH_WIDTHS,
  async ({ page }) => {
    await openInfoPage(page, "/advertorial");
    await expectMeta(page, "Annoncørbetalt indhold", "/advertorial");
    const isSmall = (page.viewportSize()?.width ?? 1280) < 768;
    const billboard = page.locator('[data-ad-slot="advertorial-billboard"]');
    const mobileSlot = page.locator('[data-ad-slot="home-mobile-1"]');
    if (isSmall) {
      await expect(billboard).toBeHidden();
      await expect(mobileSlot).toBeVisible();
    } else {
      await expect(billboard).toBeVisible();
      await expect(billboard).toHaveAttribute("data-ad-size", "970x250");
    }
    const items = page.getByTestId("advertorial-item");
    await expect(items).toHaveCount(4);
    for (const [index, seeded] of SEEDED_ADVERTORIALS.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(seeded.title);
      await expect(item.getByText("Annonce", { exact: true })).toBeVisible();
      await expect(item).toContainText(seeded.partner);
      await expect(item.getByText(seeded.category, { exact: true })).toBeVisible();
      await expect(item.locator("time")).toHaveText(LIST_TIME);
      await expect(item.getByRole("link")).toHaveAttribute("href", /^\/article\/[a-z0-9-]+$/);
    }
    const sidebar = page.locator("main");
    await expect(sidebar.getByRole("heading", { name: "Partner i fokus" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Læs mere om sponseret indhold" })).toHaveAttribute(
      "href",
      "/hvad-er-sponseret-indhold",
    );
    await items.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/article\/saadan-spiller-du-ansvarligt-paa-fodbold$/);
  },
);

test("advertorials: the category buttons filter the list with ?kategori=", async ({ page }) => {
  await openInfoPage(page, "/advertorial");
  const categories = page.getByRole("navigation", { name: "Kategorier" });
  await expect(categories.getByRole("link")).toHaveText([
    /^Alle/,
    /^Sport & Betting/,
    /^Teknologi/,
    /^Guide/,
    /^Produkter/,
  ]);
  await categories.getByRole("link", { name: /^Teknologi/ }).click();
  await expect(page).toHaveURL(/\/advertorial\?kategori=teknologi$/);
  const items = page.getByTestId("advertorial-item");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("Tribunetech");
  await expect(categories.getByRole("link", { name: /^Teknologi/ })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle("Annoncørbetalt indhold: Teknologi | Forsiden");

  await categories.getByRole("link", { name: /^Guide/ }).click();
  await expect(page).toHaveURL(/kategori=guide$/);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("Fodboldskolen Pro");

  await categories.getByRole("link", { name: /^Alle/ }).click();
  await expect(page).toHaveURL(/\/advertorial$/);
  await expect(items).toHaveCount(4);
});

test("advertorials: a category link works without JavaScript (a plain GET)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/advertorial?kategori=produkter");
  await expect(page.getByTestId("advertorial-item")).toHaveCount(1);
  await expect(page.getByTestId("advertorial-item")).toContainText("Boldbutikken");
  await context.close();
});

test("history: three teaser cards and the 3 seeded history articles, without the 'Under Udvikling' panel", async ({
  page,
}) => {
  await openInfoPage(page, "/dansk-fodboldhistorie");
  await expectMeta(page, "Dansk Fodboldhistorie", "/dansk-fodboldhistorie");
  const main = page.locator("main");
  for (const teaser of ["Legendariske Kampe", "Danske Legender", "Historiske Øjeblikke"]) {
    await expect(main.getByRole("heading", { name: teaser, exact: true })).toBeVisible();
  }
  const articles = main.getByRole("article");
  await expect(articles).toHaveCount(4);
  await expect(articles.nth(0)).toContainText("EM 1992: Danmarks eventyr, der endte i Göteborg");
  await expect(articles.nth(1)).toContainText("Danish Dynamite: Da Danmark indtog VM 1986 i Mexico");
  await expect(articles.nth(2)).toContainText("VM 2002: Da Danmark sendte verdensmestrene fra Frankrig hjem");
  await expect(articles.nth(3)).toContainText("Michael Laudrup og Peter Schmeichel");
  for (let i = 0; i < 4; i++) {
    await expect(articles.nth(i).locator("img")).toHaveCount(1);
    await expect(articles.nth(i).locator("time")).toHaveText(LIST_TIME);
  }
  await expect(main.getByText("Under Udvikling")).toHaveCount(0);
  await expect(main.getByText("Coming Soon")).toHaveCount(0);
  await articles.nth(0).getByRole("link").click();
  await expect(page).toHaveURL(/\/article\/em-1992-danmarks-eventyr-der-endte-i-goteborg$/);
});
