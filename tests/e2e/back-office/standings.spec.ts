import type { BrowserContext, Page } from "@playwright/test";
import { adminContext, openAsAdmin, readerContext } from "../support/admin-session";
import { expect as baseExpect, test } from "../support/test";

// Steps share one signed-in page; every change is set back at the end (other specs read premier-league).
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let context: BrowserContext;
let page: Page;
let baseURL: string;
let originalPoints = "";
// What a failed step may leave behind; afterAll puts it back.
let pointsChanged = false;
let matchCreated = false;
const AWAY = `E2E Testhold ${Date.now().toString(36)}`;

test.beforeAll(async ({ browser }, info) => {
  baseURL = info.project.use.baseURL ?? "";
  context = await adminContext(browser, baseURL, { viewport: info.project.use.viewport });
  page = await context.newPage();
  await openAsAdmin(page, "/admin/stillinger?liga=premier-league");
});

test.afterAll(async () => {
  try {
    if (pointsChanged && originalPoints) {
      await page.goto("/admin/stillinger?liga=premier-league");
      await savePoints(originalPoints);
    }
    if (matchCreated) {
      await page.goto("/admin/stillinger?liga=premier-league&kampliga=alle");
      await page.getByRole("button", { name: `Slet kampen Liverpool – ${AWAY}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Slet" }).click();
      await expect(page.getByText("Kampen er slettet").first()).toBeVisible();
    }
  } finally {
    await context?.close();
  }
});

/** The public premier-league table as a reader (fresh context, no session): Liverpool's P column. */
async function publicPoints(browser: Parameters<typeof adminContext>[0]) {
  const reader = await readerContext(browser, baseURL);
  try {
    const readerPage = await reader.newPage();
    await readerPage.goto("/stillinger/premier-league");
    const row = readerPage
      .locator("tbody tr")
      .filter({ has: readerPage.getByRole("link", { name: "Liverpool" }) });
    return (await row.locator("th, td").nth(7).textContent())?.trim();
  } finally {
    await reader.close();
  }
}

async function savePoints(value: string) {
  const points = page.getByLabel("Point, Liverpool", { exact: true });
  await points.fill(value);
  await page.getByRole("button", { name: "Gem stilling" }).click();
  await expect(page.getByText("Stillingen er gemt").first()).toBeVisible();
  // The editor reloads with the stored table.
  await expect(page.getByLabel("Point, Liverpool", { exact: true })).toHaveValue(value);
}

test("staff open Stillinger & kampe with the premier-league table", async () => {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error") errors.push(message.text());
  };
  page.on("console", onConsole);
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/admin/stillinger?liga=premier-league");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page).toHaveTitle("Stillinger & kampe | Forsiden");
  await expect(page.getByRole("heading", { level: 1, name: "Stillinger & kampe" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Liga", exact: true }).first()).toHaveValue(
    "premier-league",
  );
  await expect(page.getByRole("combobox", { name: "Sæson" })).toHaveValue("2024-25");
  await expect(page.getByTestId("standings-edit-row")).toHaveCount(10);
  await expect(page.getByLabel("Hold, række 1", { exact: true })).toHaveValue("Liverpool");
  // Seed: 25 won, 9 drawn, 4 lost → 84 points; form WLDLD shown as VTUTU.
  await expect(page.getByLabel("Kampe, Liverpool", { exact: true })).toHaveValue("38");
  await expect(page.getByLabel("Form, Liverpool", { exact: true })).toHaveValue("VTUTU");
  originalPoints = await page.getByLabel("Point, Liverpool", { exact: true }).inputValue();
  expect(originalPoints).toBe("84");
  page.off("console", onConsole);
  expect(errors).toEqual([]);
});

test("a bad row saves nothing and says why", async ({ browser }) => {
  await page.getByLabel("Kampe, Liverpool", { exact: true }).fill("40");
  await page.getByLabel("Point, Liverpool", { exact: true }).fill("1");
  await page.getByRole("button", { name: "Gem stilling" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Stillingen blev ikke gemt" });
  await expect(alert).toContainText("Række 1 (Liverpool): K (kampe) skal være summen af V, U og T");
  expect(await publicPoints(browser)).toBe("84");
  await page.reload();
  await expect(page.getByLabel("Kampe, Liverpool", { exact: true })).toHaveValue("38");
});

test("a changed points value shows on the public league page at once, with a warning", async ({
  browser,
}) => {
  await savePoints("99");
  await expect(page.getByRole("status").filter({ hasText: "Advarsel" })).toContainText(
    "Liverpool: 99 point passer ikke med 3 pr. sejr og 1 pr. uafgjort (84). Gemt alligevel, fx ved pointfradrag.",
  );
  expect(await publicPoints(browser)).toBe("99");

  await savePoints(originalPoints);
  pointsChanged = false;
  expect(await publicPoints(browser)).toBe("84");
});

test("a new match shows in the club page's match list, and is deleted again", async ({ browser }) => {
  await page.getByRole("button", { name: "Ny kamp" }).click();
  const dialog = page.getByRole("dialog", { name: "Ny kamp" });
  await dialog.getByLabel("Hjemmehold", { exact: true }).fill("Liverpool");
  await dialog.getByLabel("Hjemmeklub (valgfri)", { exact: true }).fill("liverpool");
  await dialog.getByLabel("Udehold", { exact: true }).fill(AWAY);
  await dialog.getByLabel("Dato", { exact: true }).fill("2099-08-20");
  await dialog.getByLabel("Tid", { exact: true }).fill("20:45");
  await expect(dialog.getByLabel("Turnering", { exact: true })).toHaveValue("Premier League");
  await expect(dialog.getByLabel("Status", { exact: true })).toHaveValue("upcoming");
  await expect(dialog.getByLabel("Hjemmemål", { exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Opret kamp" }).click();
  await expect(page.getByText("Kampen er oprettet").first()).toBeVisible();
  matchCreated = true;
  await expect(dialog).toHaveCount(0);
  const adminRow = page.getByTestId("admin-match").filter({ hasText: AWAY });
  await expect(adminRow).toContainText(`Liverpool – ${AWAY}`);
  await expect(adminRow).toContainText("20.45");
  await expect(adminRow).toContainText("Kommende");

  const reader = await readerContext(browser, baseURL);
  try {
    const readerPage = await reader.newPage();
    await readerPage.goto("/klubber/liverpool");
    const item = readerPage.getByTestId("match").filter({ hasText: AWAY });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Premier League");
    await expect(item).toContainText("20.45");
    await expect(item).toContainText("Kommende");
  } finally {
    await reader.close();
  }

  await adminRow.getByRole("button", { name: `Slet kampen Liverpool – ${AWAY}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Slet" }).click();
  await expect(page.getByText("Kampen er slettet").first()).toBeVisible();
  matchCreated = false;
  await expect(page.getByTestId("admin-match").filter({ hasText: AWAY })).toHaveCount(0);
});
