import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { base32Decode, currentStep, totpAt } from "#tests/support/totp.ts";
import { submitSignIn } from "./support/admin-session";
import { withConsent } from "./support/consent";
import { devAdmin } from "./support/dev-admin";
import { BOTH_WIDTHS, expect, test } from "./support/test";

/*
 * Spec §2 'Admin area' (wrapper, layout, overview), §9 sidebar widths and cookie, PRODUCT.md users
 * page and optional TOTP. One signed-in page per project (sign-in is rate-limited per e-mail).
 */

test.describe.configure({ mode: "serial" });

let context: BrowserContext;
let page: Page;

async function newContext(browser: Browser, testInfo: TestInfo) {
  const ctx = await browser.newContext(testInfo.project.use);
  await withConsent(ctx, testInfo.project.use.baseURL);
  return ctx;
}

/** The code the authenticator app shows for the setup's base32 secret; `ahead` time steps later. */
function totpOf(secret: string, ahead = 0): string {
  return totpAt(base32Decode(secret), currentStep() + ahead);
}

const isMobile = (info: TestInfo) => info.project.name === "mobile";

test.beforeAll(async ({ browser }, testInfo) => {
  context = await newContext(browser, testInfo);
  page = await context.newPage();
  const { email, password } = devAdmin();
  await page.goto("/auth");
  await submitSignIn(page, { email, password });
  await expect(page).toHaveURL(/\/admin$/);
});

test.afterAll(async () => {
  await context?.close();
});

test("wrapper: 'Velkommen, {email}', 'Du er logget ind som administrator', header 'Dashboard' and 'Log ud'", async () => {
  const { email } = devAdmin();
  await page.goto("/admin");
  await expect(page.getByText(`Velkommen, ${email}`)).toBeVisible();
  await expect(page.getByText("Du er logget ind som administrator")).toBeVisible();
  await expect(page.getByRole("banner").getByText("Dashboard", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log ud" })).toBeVisible();
});

test(
  "sidebar: the spec's links, Oversigt active only on /admin, footer 'Administrator' with the e-mail",
  BOTH_WIDTHS,
  async () => {
    const testInfo = test.info();
    const { email } = devAdmin();
    await page.goto("/admin");
    let nav = page.getByRole("navigation", { name: "Admin-menu" });
    let footer = page.getByRole("complementary", { name: "Administration" }).getByTestId("sidebar-user");
    if (isMobile(testInfo)) {
      // Below 768 px the sidebar is a sheet of 18rem.
      await page.getByRole("button", { name: "Åbn admin-menu" }).click();
      const sheet = page.getByRole("dialog");
      await expect(sheet).toBeVisible();
      expect((await sheet.boundingBox())?.width).toBeCloseTo(288, 0);
      nav = sheet.getByRole("navigation", { name: "Admin-menu (mobil)" });
      footer = sheet.getByTestId("sidebar-user");
    } else {
      expect(
        (await page.getByRole("complementary", { name: "Administration" }).boundingBox())?.width,
      ).toBeCloseTo(256, 0);
    }
    await expect(nav.getByRole("link")).toHaveText([
      "Oversigt",
      // Issue 26: with articles waiting for review (the generators' specs leave some), the count.
      /^Artikler(\d+ til redigering)?$/,
      "Ny artikel",
      "AI Generator",
      "Historie Generator",
      "Klubber",
      "Analytics",
      "Indstillinger",
      "Logs & Fejl",
      "Opgaver",
      "Planlægning",
      "Stillinger & kampe",
      "Henvendelser",
      "Nyhedsbreve",
      "Push-beskeder",
      "Brugere",
    ]);
    await expect(footer).toContainText("Administrator");
    await expect(footer).toContainText(email);
    await expect(footer.locator("xpath=..").getByRole("link", { name: "Min profil" })).toHaveAttribute(
      "href",
      "/admin/profil",
    );
    await expect(nav.getByRole("link", { name: "Oversigt" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Klubber" }).click();
    await expect(page).toHaveURL(/\/admin\/clubs$/);
    if (isMobile(testInfo)) {
      // Choosing a link closes the sheet.
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.getByRole("button", { name: "Åbn admin-menu" }).click();
      nav = page.getByRole("dialog").getByRole("navigation", { name: "Admin-menu (mobil)" });
    }
    await expect(nav.getByRole("link", { name: "Klubber" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Oversigt" })).not.toHaveAttribute("aria-current", "page");
  },
);

test("the sidebar collapses to 3rem, stays collapsed after a reload (cookie for 7 days) and ctrl+B toggles it", async () => {
  test.skip(isMobile(test.info()), "below 768 px the sidebar is a sheet");
  await page.goto("/admin");
  const aside = page.getByRole("complementary", { name: "Administration" });
  await expect(aside).toHaveAttribute("data-state", "expanded");
  await page.getByRole("button", { name: "Skjul sidemenu" }).click();
  await expect(aside).toHaveAttribute("data-state", "collapsed");
  await expect.poll(async () => Math.round((await aside.boundingBox())?.width ?? 0)).toBe(48);

  const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  const sevenDays = Date.now() / 1000 + 7 * 24 * 3600;
  expect(Math.abs((cookie?.expires ?? 0) - sevenDays)).toBeLessThan(120);

  // The server reads the cookie, so the first render is already collapsed.
  const html = await (await page.request.get("/admin")).text();
  expect(html).toContain('data-state="collapsed"');
  await page.reload();
  await expect(aside).toHaveAttribute("data-state", "collapsed");

  await page.locator("body").press("Control+b");
  await expect(aside).toHaveAttribute("data-state", "expanded");
  await page.locator("body").press("Control+b");
  await expect(aside).toHaveAttribute("data-state", "collapsed");

  // Not while typing in a field.
  await page.goto("/admin/brugere");
  await page.getByRole("searchbox", { name: "Søg på e-mail" }).press("Control+b");
  await expect(aside).toHaveAttribute("data-state", "collapsed");
  await page.getByRole("button", { name: "Vis sidemenu" }).click();
  await expect(aside).toHaveAttribute("data-state", "expanded");
  await expect.poll(async () => Math.round((await aside.boundingBox())?.width ?? 0)).toBe(256);
});

test("overview: article counts, the latest article, recent activity and the quick actions", async () => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Oversigt", level: 1 })).toBeVisible();
  const cards = page.getByRole("region", { name: "Nøgletal" });
  const total = Number((await page.getByTestId("stat-total-articles").textContent())?.replace(/\D/g, ""));
  const last24 = Number((await page.getByTestId("stat-last-24-hours").textContent())?.replace(/\D/g, ""));
  // The sample data has 62 articles, drafts included; other tests may have added more.
  expect(total).toBeGreaterThanOrEqual(62);
  expect(last24).toBeGreaterThanOrEqual(0);
  expect(last24).toBeLessThanOrEqual(total);

  const latest = page.getByTestId("latest-article-title");
  await expect(latest).toHaveAttribute("href", /^\/article\/.+/);
  await expect(latest).not.toBeEmpty();
  await expect(cards.locator("time")).toHaveText(/^(Lige nu|\d+[mtd] siden)$/);

  await expect(page.getByRole("heading", { name: "Seneste aktivitet" })).toBeVisible();
  await expect(
    page.getByTestId("recent-activity").or(page.getByText("Ingen aktivitet endnu", { exact: true })),
  ).toBeVisible();

  await expect(page.getByRole("link", { name: "Opret ny artikel" })).toHaveAttribute(
    "href",
    "/admin/new-article",
  );
  await expect(page.getByRole("link", { name: "Generer fra et Bold.dk link" })).toHaveAttribute(
    "href",
    "/admin/ai-article",
  );
  await expect(page.getByRole("link", { name: "Administrer klubber" })).toHaveAttribute(
    "href",
    "/admin/clubs",
  );
});

test("users page: the accounts with role, confirmation and 2FA; the last administrator keeps the role", async () => {
  const { email } = devAdmin();
  await page.goto("/admin/brugere");
  await expect(page.getByRole("heading", { name: "Brugere", level: 1 })).toBeVisible();
  const row = page.getByTestId("user-row").filter({ hasText: email });
  await expect(row.getByTestId("role-badge")).toHaveText("Administrator");
  await expect(row.getByRole("cell", { name: "Ja", exact: true })).toBeVisible();
  await expect(page.getByText("Der er kun én administrator.", { exact: false })).toBeVisible();

  await row.getByLabel(`Rolle for ${email}`, { exact: true }).selectOption("editor");
  await row.getByRole("button", { name: `Gem rolle for ${email}` }).click();
  await expect(page.locator("p[role=alert]")).toHaveText(
    "Du kan ikke fjerne administratorrollen fra den sidste administrator.",
  );
  await page.reload();
  await expect(row.getByTestId("role-badge")).toHaveText("Administrator");
});

test("'Min profil': TOTP is set up with a QR code and a code from the app; sign-in then asks on /auth/to-faktor", async ({
  browser,
}, testInfo) => {
  test.skip(isMobile(testInfo), "changes the dev admin's sign-in: once per run");
  const { email, password } = devAdmin();
  await page.goto("/admin");
  await page.getByRole("link", { name: "Min profil" }).first().click();
  await expect(page).toHaveURL(/\/admin\/profil$/);
  await expect(page.getByRole("heading", { name: "Min profil", level: 1 })).toBeVisible();

  await page.getByLabel("Bekræft med din adgangskode").fill(password);
  await page.getByRole("button", { name: "Opsæt totrinsbekræftelse" }).click();
  const qr = page.getByTestId("totp-qr");
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  await expect(page.getByTestId("totp-uri")).toHaveText(/^otpauth:\/\/totp\/Forsiden:/);
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";

  try {
    await page.getByLabel("Kode fra appen").fill(totpOf(secret) === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Slå totrinsbekræftelse til" }).click();
    await expect(page.locator("form [role=alert]")).toHaveText("Koden er forkert eller udløbet. Prøv igen.");
    await page.getByLabel("Kode fra appen").fill(totpOf(secret));
    await page.getByRole("button", { name: "Slå totrinsbekræftelse til" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Næste gang du logger ind" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Totrinsbekræftelse \(TOTP\)/ })).toContainText("Til");

    // A new sign-in now needs the code.
    const other = await newContext(browser, testInfo);
    const second = await other.newPage();
    await second.goto("/auth?redirectTo=/admin/articles");
    await submitSignIn(second, { email, password });
    await expect(second).toHaveURL(/\/auth\/to-faktor\?redirectTo=%2Fadmin%2Farticles$/);
    await expect(second.getByRole("heading", { name: "Totrinsbekræftelse" })).toBeVisible();
    // Each time step is accepted once and the setup used this one: the app's next code.
    await second.getByLabel("Kode").fill(totpOf(secret, 1));
    await second.getByRole("button", { name: "Bekræft" }).click();
    await expect(second).toHaveURL(/\/admin\/articles$/);
    await expect(second.getByText(`Velkommen, ${email}`)).toBeVisible();
    await other.close();
  } finally {
    // Whatever happened above, the dev admin leaves this test without two-factor.
    await page.goto("/admin/profil");
    const off = page.getByRole("button", { name: "Slå totrinsbekræftelse fra" });
    if ((await off.count()) > 0) {
      await page.getByLabel("Bekræft med din adgangskode").fill(password);
      await off.click();
      await expect(
        page.getByRole("status").filter({ hasText: "Du logger nu kun ind med e-mail og adgangskode." }),
      ).toBeVisible();
    }
  }
  await expect(page.getByRole("heading", { name: /Totrinsbekræftelse \(TOTP\)/ })).toContainText("Fra");
});
