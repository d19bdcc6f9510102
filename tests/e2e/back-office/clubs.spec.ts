import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { adminContext, openAsAdmin, readerContext } from "../support/admin-session";
import { expect as baseExpect, test } from "../support/test";

// Club Management (/admin/clubs): filters in the URL, the edit dialog with a logo upload, and the
// public club pages showing the change at once. The edited club is put back afterwards.
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SLUG = "vejle-boldklub";
const ORIGINAL_NAME = "Vejle Boldklub";

let context: BrowserContext;
let page: Page;
let baseURL: string;
let newName: string;
let clubId = "";
let restored = true;

const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const filters = () => page.getByRole("search", { name: "Filtrer klubber" });
const rows = () => page.getByTestId("club-row");
const dialog = () => page.getByRole("dialog");

async function openEditDialog(name: string) {
  await page.goto(`/admin/clubs?q=${encodeURIComponent("vejle")}`);
  await page.getByRole("button", { name: `Rediger ${name}` }).click();
  await expect(dialog()).toBeVisible();
  await expect(dialog().getByRole("textbox", { name: "Navn", exact: true })).toHaveValue(name);
  clubId = await dialog().locator('input[name="id"]').inputValue();
}

async function asReader<T>(run: (reader: Page) => Promise<T>): Promise<T> {
  const reader = await readerContext(page.context().browser()!, baseURL);
  try {
    return await run(await reader.newPage());
  } finally {
    await reader.close();
  }
}

test.beforeAll(async ({ browser }, testInfo) => {
  baseURL = String(testInfo.project.use.baseURL);
  context = await adminContext(browser, baseURL, { viewport: testInfo.project.use.viewport });
  page = await context.newPage();
  newName = `Vejle BK Test ${Date.now()}`;
  await openAsAdmin(page, "/admin/clubs");
});

test.afterAll(async () => {
  // If a step failed after the save, put the seeded club back directly through the action.
  if (!restored && clubId) {
    await context.request.post("/admin/clubs", {
      multipart: {
        intent: "update",
        id: clubId,
        name: ORIGINAL_NAME,
        shortName: "VB",
        description:
          "Vejle Boldklub blev stiftet i 1891 og spiller på Vejle Stadion. Klubben har vundet fem danske mesterskaber og har fostret profiler som Allan Simonsen.",
        website: "vejle-boldklub.dk",
        stadium: "Vejle Stadion",
        location: "Vejle",
        founded: "1891",
        country: "Danmark",
        league: "3F Superliga",
        removeLogo: "on",
      },
    });
  }
  await context?.close();
});

test("the club table: stat cards, columns, ordering and the filters in the URL", async () => {
  await page.goto("/admin/clubs");
  await expect(page.getByRole("heading", { name: "Club Management", level: 1 })).toBeVisible();
  for (const id of ["total", "logos", "without-website", "without-description"]) {
    await expect(page.getByTestId(`club-stat-${id}`)).toContainText(/\d+/);
  }
  await expect(page.getByRole("columnheader")).toHaveText([
    "Logo",
    "Navn",
    "Liga",
    "Land",
    "Stadion",
    "Status",
    "Handlinger",
  ]);
  // Ordered by country, league, name: Argentina comes first.
  await expect(rows().first().getByRole("cell").nth(3)).toHaveText("Argentina");

  // Text search.
  await filters().getByRole("searchbox", { name: "Søg" }).fill("vejle");
  await expect(page).toHaveURL(/[?&]q=vejle/);
  await expect(rows().filter({ hasText: ORIGINAL_NAME })).toHaveCount(1);

  // Country: the league choices follow it (spec §9).
  await filters().getByRole("combobox", { name: "Land" }).selectOption("Danmark");
  await expect(page).toHaveURL(/land=Danmark/);
  await expect(filters().getByRole("combobox", { name: "Liga" }).locator("option")).toHaveText([
    "Alle ligaer",
    "3F Superliga",
    "Betinia Liga",
    "Landshold",
  ]);
  await filters().getByRole("combobox", { name: "Liga" }).selectOption("3F Superliga");
  await expect(page).toHaveURL(/q=vejle&land=Danmark&liga=3F\+Superliga/);
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText(ORIGINAL_NAME);
  await expect(rows().first()).toContainText("Vejle Stadion");

  // A shared address shows the same list (server-side filtering).
  await page.goto("/admin/clubs?land=England&liga=Premier+League");
  await expect(filters().getByRole("combobox", { name: "Land" })).toHaveValue("England");
  await expect(filters().getByRole("combobox", { name: "Liga" })).toHaveValue("Premier League");
  const count = await rows().count();
  expect(count).toBeGreaterThan(0);
  for (const cell of await rows().locator("td:nth-child(3)").allTextContents())
    expect(cell).toBe("Premier League");

  // Changing the country resets the league to 'Alle ligaer'.
  await filters().getByRole("combobox", { name: "Land" }).selectOption("Tyskland");
  await expect(page).toHaveURL(/land=Tyskland/);
  await expect(page).not.toHaveURL(/liga=/);
  await expect(filters().getByRole("combobox", { name: "Liga" })).toHaveValue("");

  // Nothing matches: the spec's empty text.
  await page.goto("/admin/clubs?q=vejle&land=England");
  await expect(page.getByText("Ingen klubber fundet")).toBeVisible();
  await expect(rows()).toHaveCount(0);

  // 'Alle' again.
  await page.getByRole("link", { name: "Nulstil" }).click();
  await expect(page).toHaveURL(/\/admin\/clubs$/);
  await expect(filters().getByRole("combobox", { name: "Land" })).toHaveValue("");
});

test("logos: every club shows readers one, so uploads and generated shields are counted apart (issue 14)", async () => {
  await page.goto("/admin/clubs");
  const card = page.getByTestId("club-stat-logos");
  await expect(card.getByRole("heading", { name: "Logoer" })).toBeVisible();
  const total = Number(await page.getByTestId("club-stat-total").locator("p").textContent());
  const withLogo = Number(await page.getByTestId("club-stat-med-logo").textContent());
  const shields = Number(await page.getByTestId("club-stat-genereret-skjold").textContent());
  await expect(card).toContainText(`Med logo${withLogo}Genereret skjold${shields}`);
  expect(withLogo + shields).toBe(total);
  await expect(page.getByText("Uden logo")).toHaveCount(0);
  await expect(page.getByText("Mangler logo")).toHaveCount(0);

  // The filter and the Status column use the same terms.
  const logoFilter = filters().getByRole("combobox", { name: "Logo" });
  await expect(logoFilter.locator("option")).toHaveText(["Alle logoer", "Med logo", "Genereret skjold"]);
  await logoFilter.selectOption("Genereret skjold");
  await expect(page).toHaveURL(/\?logo=genereret-skjold$/);
  await expect(page.getByTestId("club-count")).toHaveText(`${shields} af ${total} klubber matcher filtrene`);
  await expect(rows().first().getByText("Genereret skjold", { exact: true })).toBeVisible();
  await expect(rows().first().getByRole("img")).toHaveAttribute("src", /^\/logos\/[a-z0-9-]+\.svg$/);
});

test("a failed save keeps the dialog open with the error", async () => {
  await openEditDialog(ORIGINAL_NAME);
  // A file that claims to be a PNG but is not an image: refused by the server's decoding.
  await dialog()
    .locator("#klub-logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("ikke et billede") });
  await dialog().getByRole("button", { name: "Gem ændringer" }).click();
  await expect(toast("Failed to process update")).toBeVisible();
  await expect(dialog()).toBeVisible();
  await expect(dialog().getByTestId("club-dialog-error")).toContainText("Failed to process update");
  await expect(dialog().getByTestId("club-dialog-error")).toContainText("Kun billedfiler er tilladt");

  // Founded outside 1800-2030.
  await dialog().locator("#klub-logo").setInputFiles([]);
  await dialog().getByRole("spinbutton", { name: "Stiftet" }).fill("2031");
  await dialog().getByRole("button", { name: "Gem ændringer" }).click();
  const message = "Failed to update club: Stiftet skal være et helt årstal mellem 1800 og 2030";
  await expect(toast(message)).toBeVisible();
  await expect(dialog()).toBeVisible();
  await expect(dialog().getByTestId("club-dialog-error")).toContainText(message);

  await dialog().getByRole("button", { name: "Annuller" }).click();
  await expect(dialog()).toBeHidden();
  // Nothing was saved.
  await expect(rows().filter({ hasText: ORIGINAL_NAME })).toHaveCount(1);
});

test("edit a club with a new logo; readers see it on /alle-klubber and the club page at once", async () => {
  // Readers have the pages in the cache before the change.
  await asReader(async (reader) => {
    await reader.goto("/alle-klubber");
    await expect(reader.getByRole("link", { name: new RegExp(ORIGINAL_NAME) })).toBeVisible();
    await reader.goto(`/klubber/${SLUG}`);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(ORIGINAL_NAME);
  });

  await page.goto("/admin/clubs");
  const withLogo = Number(await page.getByTestId("club-stat-med-logo").textContent());
  const shields = Number(await page.getByTestId("club-stat-genereret-skjold").textContent());

  await openEditDialog(ORIGINAL_NAME);
  const png = await sharp({
    create: { width: 96, height: 96, channels: 4, background: { r: 208, g: 2, b: 27, alpha: 1 } },
  })
    .png()
    .toBuffer();
  await dialog().getByRole("textbox", { name: "Navn", exact: true }).fill(newName);
  await dialog().getByRole("textbox", { name: "Hjemmeside" }).fill("https://www.vejle-boldklub.dk/");
  await dialog()
    .locator("#klub-logo")
    .setInputFiles({ name: "vejle.png", mimeType: "image/png", buffer: png });
  await expect(dialog().getByRole("img", { name: "Valgt logo" })).toBeVisible();
  restored = false;
  await dialog().getByRole("button", { name: "Gem ændringer" }).click();

  await expect(toast("Club updated successfully!")).toBeVisible();
  await expect(dialog()).toBeHidden();
  const row = rows().filter({ hasText: newName });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("img", { name: `${newName} logo` })).toHaveAttribute(
    "src",
    /^\/storage\/article-images\/club-logo-vejle-boldklub-\d{13}\.png$/,
  );
  // The club moves from the generated shields to the uploaded logos, in the list's terms too.
  await expect(page.getByTestId("club-stat-med-logo")).toHaveText(String(withLogo + 1));
  await expect(page.getByTestId("club-stat-genereret-skjold")).toHaveText(String(shields - 1));
  await page.goto("/admin/clubs");
  await filters().getByRole("combobox", { name: "Logo" }).selectOption("Med logo");
  await expect(page).toHaveURL(/\?logo=med-logo$/);
  await expect(rows().filter({ hasText: newName })).toHaveCount(1);
  await expect(rows()).toHaveCount(withLogo + 1);
  await filters().getByRole("combobox", { name: "Logo" }).selectOption("Genereret skjold");
  await expect(page).toHaveURL(/\?logo=genereret-skjold$/);
  await expect(rows()).toHaveCount(shields - 1);
  await expect(rows().filter({ hasText: newName })).toHaveCount(0);

  await asReader(async (reader) => {
    await reader.goto("/alle-klubber");
    const card = reader.getByRole("link", { name: new RegExp(newName) });
    await expect(card).toBeVisible();
    const logo = card.getByRole("img", { name: `${newName} logo` });
    await expect(logo).toHaveAttribute("src", /club-logo-vejle-boldklub-\d{13}\.png$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

    await reader.goto(`/klubber/${SLUG}`);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(newName);
    await expect(reader.getByRole("img", { name: `${newName} logo` }).first()).toHaveAttribute(
      "src",
      /club-logo-vejle-boldklub-\d{13}\.png$/,
    );
    await expect(reader.locator('a[href="https://www.vejle-boldklub.dk"]').first()).toBeVisible();
  });
});

test("put the club back (name, website and the bundled crest)", async () => {
  await openEditDialog(newName);
  await dialog().getByRole("textbox", { name: "Navn", exact: true }).fill(ORIGINAL_NAME);
  await dialog().getByRole("textbox", { name: "Hjemmeside" }).fill("vejle-boldklub.dk");
  await dialog()
    .getByLabel(/Fjern logoet/)
    .check();
  await dialog().getByRole("button", { name: "Gem ændringer" }).click();
  await expect(toast("Club updated successfully!")).toBeVisible();
  await expect(dialog()).toBeHidden();
  restored = true;

  await asReader(async (reader) => {
    await reader.goto(`/klubber/${SLUG}`);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(ORIGINAL_NAME);
    await expect(reader.getByRole("img", { name: `${ORIGINAL_NAME} logo` }).first()).toHaveAttribute(
      "src",
      `/logos/${SLUG}.svg`,
    );
  });
});
