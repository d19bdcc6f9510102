import type { Page } from "@playwright/test";
import { deleteArticlesMatching } from "../support/admin-session";
import { signUpAndConfirm } from "../support/staff-accounts";
import { expect as baseExpect, test } from "../support/test";

// Issue 22, the editor's points 6, 7 and 9: category in the edit dialog with one public label,
// scheduling when creating, the success panel, the list's filters and labelled 'Live-desk', and
// 'Kampstart' on the live desk.
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function fillNewArticle(page: Page, title: string, category = "Nyheder") {
  await page.goto("/admin/new-article");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await page.getByLabel("Titel", { exact: true }).fill(title);
  await page.getByLabel("Kategori").selectOption(category);
  await page.getByLabel("Meta-beskrivelse / uddrag").fill(`Et uddrag til ${title}.`);
  await page.getByRole("textbox", { name: "Indhold" }).fill(`Brødtekst til ${title}.`);
}

const stamp = Date.now();
const liveTitle = `Liveblog panel ${stamp}`;

// The articles are published on the shared server: later specs count the front page's articles
// (and its featured card's picture), so they are deleted again whatever happened here.
test.afterAll(({ browser, baseURL }) => deleteArticlesMatching(browser, baseURL ?? "", String(stamp), 5));

test("after publishing, a success panel offers 'Se artikel', 'Rediger' and, for a live blog, 'Live-desk'", async ({
  adminPage: page,
}) => {
  await fillNewArticle(page, liveTitle, "Kampe");
  await page.getByRole("switch", { name: "Liveblog" }).check();
  await page.getByRole("button", { name: "Opret og publicer artikel" }).click();
  const panel = page.getByTestId("saved-article-panel");
  await expect(panel.getByRole("heading")).toHaveText("Succes! Artiklen er blevet oprettet og publiceret");
  await expect(panel).toContainText(`“${liveTitle}”`);
  await expect(panel.getByRole("link", { name: "Se artikel" })).toHaveAttribute(
    "href",
    `/article/liveblog-panel-${stamp}`,
  );
  await expect(panel.getByRole("link", { name: "Rediger" })).toHaveAttribute(
    "href",
    /^\/admin\/articles\?rediger=[0-9a-f-]{36}$/,
  );
  // The form is empty again for the next article (spec §4).
  await expect(page.getByLabel("Titel", { exact: true })).toHaveValue("");
  await panel.getByRole("link", { name: "Live-desk" }).click();
  await expect(page).toHaveURL(/\/admin\/live\/[0-9a-f-]{36}$/);
  // Issue 22 point 9: the event is 'Kampstart', not 'Kickoff'.
  const events = page.locator('select[name="eventType"]').first();
  await expect(events.locator("option", { hasText: "Kampstart" })).toHaveCount(1);
  await expect(events.locator("option", { hasText: "Kickoff" })).toHaveCount(0);
});

test("an article can be scheduled when it is created", async ({ adminPage: page }) => {
  const title = `Planlagt ved oprettelse ${stamp}`;
  await fillNewArticle(page, title);
  await page.getByLabel("Publiceringstidspunkt").fill("2099-03-12T18:00");
  await page.getByRole("button", { name: "Opret og publicer artikel" }).click();
  const panel = page.getByTestId("saved-article-panel");
  await expect(panel.getByRole("heading")).toContainText(
    "Artiklen er oprettet og planlagt til udgivelse 12. marts 2099",
  );
  // The list's 'Planlagt' filter finds it, with its status badge.
  await page.goto(`/admin/articles?status=planlagt&q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Planlagt", { exact: true })).toBeVisible();
});

test("the list filters by status and author in the URL, and 'Live-desk' is a labelled button", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/articles");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await expect(page.getByLabel("Status").locator("option")).toHaveText([
    "Alle",
    "Udgivet",
    "Kladde",
    "Planlagt",
    "Live",
    // Issue 26: the review states.
    "Til redigering",
    "Godkendt",
    "Sendt tilbage",
  ]);
  await page.getByLabel("Status").selectOption("kladde");
  await expect(page).toHaveURL(/[?&]status=kladde(&|$)/);
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.getByText("Kladde", { exact: true })).toBeVisible();

  // The dev admin wrote the live blog above: the author filter (by account) keeps it.
  await page.goto("/admin/articles?status=live");
  const live = page.getByRole("row").filter({ hasText: liveTitle });
  await expect(live).toBeVisible();
  const button = live.getByRole("link", { name: `Live-desk for "${liveTitle}"` });
  await expect(button).toHaveText("Live-desk");
  await page.getByLabel("Forfatter").selectOption({ label: "Admin" });
  await expect(page).toHaveURL(/status=live/);
  await expect(page).toHaveURL(/forfatter=/);
  await expect(page.getByRole("row").filter({ hasText: liveTitle })).toBeVisible();
});

test("the edit dialog changes the category; the front page shows one label per meaning", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const title = `Kategori rettes ${stamp}`;
  await fillNewArticle(page, title, "Nyheder");
  await page.getByRole("button", { name: "Opret og publicer artikel" }).click();
  const panel = page.getByTestId("saved-article-panel");
  await panel.getByRole("link", { name: "Rediger" }).click();
  const dialog = page.getByRole("dialog", { name: "Rediger artikel" });
  const category = dialog.getByLabel("Kategori");
  await expect(category).toHaveValue("Nyheder");
  const options = await category.locator("option").allTextContents();
  for (const choice of ["Transfers", "Kampe", "Nyheder", "Analyse", "Advertorial"])
    expect(options).toContain(choice);
  expect(options).not.toContain("Transfer");
  await category.selectOption("Transfers");
  await dialog.getByRole("button", { name: "Gem ændringer" }).click();
  await expect(dialog).toBeHidden();

  const reader = await browser.newPage({ baseURL });
  // The front page is refreshed in the page cache after the save: read it until it shows.
  let labels = "";
  await expect
    .poll(async () => {
      await reader.goto("/");
      // innerText: the text as shown (the labels are upper case through CSS).
      // biome-ignore lint/performance/useDomNodeTextContent: what the reader sees is the point.
      labels = await reader.locator("main").innerText();
      return labels.includes(title) && labels.includes("TRANSFERS");
    })
    .toBe(true);
  expect(labels).not.toMatch(/\bTRANSFER\b/);
  await reader.close();
});

test("a new staff member without a display name is asked to set it on first sign-in", async ({
  adminPage: admin,
  browser,
  baseURL,
}) => {
  const email = `ny-medarbejder-${stamp}@forsiden.test`;
  const state = await signUpAndConfirm(browser, baseURL ?? "", email, "ny-medarbejder-kode-1");
  await admin.goto("/admin/brugere");
  const row = admin.getByTestId("user-row").filter({ hasText: email });
  await row.getByLabel(`Rolle for ${email}`, { exact: true }).selectOption("editor");
  await row.getByRole("button", { name: `Gem rolle for ${email}` }).click();
  await expect(row.getByTestId("role-badge")).toHaveText("Redaktør");

  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/profil$/);
  await expect(page.getByTestId("profile-prompt")).toHaveText(
    "Velkommen! Vælg det navn, læserne skal se som byline over dine artikler, og gem profilen. Indtil da kan du skrive kladder, men ikke publicere.",
  );
  // Every admin page asks first, a client navigation too.
  await page.goto("/admin/new-article");
  await expect(page).toHaveURL(/\/admin\/profil$/);

  const form = page.getByTestId("author-profile");
  await form.getByLabel("Visningsnavn").fill("Nina Nyansat");
  await form.getByRole("button", { name: "Gem profil" }).click();
  await expect(page.getByText("Forfatterprofilen er gemt.")).toBeVisible();
  await expect(page.getByTestId("profile-prompt")).toHaveCount(0);
  await page.goto("/admin/new-article");
  await expect(page).toHaveURL(/\/admin\/new-article$/);
  await context.close();
});
