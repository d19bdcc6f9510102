import type { Locator, Page } from "@playwright/test";
import { seedArticles } from "../../../app/workflows/seed/data/articles";
import { expect as baseExpect, test } from "../support/test";

// Issue 14, new article: the content editor is as high as its 15 rows, the fields come in the
// spec's order (§2: title, category, slug, excerpt, image, tags, content, draft) and the success
// toast links to the saved article ('Se artikel') and to its editor ('Rediger').
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The textarea's height against its line height: how many rows it shows. */
async function visibleRows(textarea: Locator) {
  return textarea.evaluate((el: HTMLTextAreaElement) => {
    const style = getComputedStyle(el);
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    return (el.clientHeight - padding) / Number.parseFloat(style.lineHeight);
  });
}

test("the content editor shows its 15 rows, in the new-article form and in the edit dialog", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/new-article");
  const content = page.getByRole("textbox", { name: "Indhold" });
  await expect(content).toHaveAttribute("rows", "15");
  expect(await visibleRows(content)).toBeGreaterThanOrEqual(15);

  const seeded = seedArticles.find((a) => !a.isDraft && a.content.length > 200 && !a.generator)!;
  await page.goto(`/admin/articles?q=${encodeURIComponent(seeded.title)}`);
  await page.getByRole("link", { name: `Rediger "${seeded.title}"` }).click();
  const dialog = page.getByRole("dialog", { name: "Rediger artikel" });
  const edited = dialog.getByRole("textbox", { name: "Indhold" });
  await expect(edited).toHaveValue(seeded.content);
  expect(await visibleRows(edited)).toBeGreaterThanOrEqual(15);
});

test("the new-article fields come in the spec's order: title, category, slug, excerpt, image, tags, content, draft", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/new-article");
  const spec = [
    "Titel",
    "Kategori",
    "URL-slug",
    "Meta-beskrivelse / uddrag",
    "Billed-URL",
    "Tags",
    "Indhold",
    "Kladde",
  ];
  const labels = await page.locator("main form label").allTextContents();
  expect(labels.map((l) => l.trim()).filter((l) => spec.includes(l))).toEqual(spec);
});

test("after a save the toast links to the article and its editor, and both links work", async ({
  adminPage: page,
}) => {
  const title = `Toastlinks ${Date.now()} Århus`;
  await page.goto("/admin/new-article");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await page.getByLabel("Titel", { exact: true }).fill(title);
  await page.getByLabel("Kategori").selectOption("Nyheder");
  const slug = await page.getByLabel("URL-slug").inputValue();
  expect(slug).toMatch(/^toastlinks-\d+-aarhus$/);
  await page
    .getByLabel("Meta-beskrivelse / uddrag")
    .fill("Et uddrag til testen af links i den grønne besked.");
  await page.getByRole("textbox", { name: "Indhold" }).fill("Brødtekst om linkene.");
  await page.getByRole("button", { name: "Opret og publicer artikel" }).click();

  let saved = toast(page, "Artiklen er blevet oprettet og publiceret");
  await expect(saved).toBeVisible();
  await expect(saved.getByRole("link", { name: "Se artikel" })).toHaveAttribute("href", `/article/${slug}`);
  const edit = saved.getByRole("link", { name: "Rediger" });
  await expect(edit).toHaveAttribute("href", /^\/admin\/articles\?rediger=[0-9a-f-]{36}$/);
  const editHref = (await edit.getAttribute("href")) ?? "";

  // 'Se artikel': the public page.
  await saved.getByRole("link", { name: "Se artikel" }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The toast's 'Rediger' address: the edit dialog of the same article.
  await page.goto(editHref);
  const dialog = page.getByRole("dialog", { name: "Rediger artikel" });
  await expect(dialog.getByLabel("Titel", { exact: true })).toHaveValue(title);

  // Saved as a draft from the dialog: 'Rediger' opens the dialog again…
  await dialog.getByRole("switch", { name: "Kladde" }).check();
  await dialog.getByRole("button", { name: "Gem ændringer" }).click();
  saved = toast(page, "Artiklen er blevet opdateret");
  await expect(saved).toBeVisible();
  await expect(dialog).toBeHidden();
  await saved.getByRole("link", { name: "Rediger" }).click();
  // A followed link closes its toast.
  await expect(saved).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname + url.search === editHref);
  await expect(dialog.getByRole("switch", { name: "Kladde" })).toBeChecked();

  // …and 'Se artikel' is the staff preview at the same address.
  await dialog.getByRole("button", { name: "Gem ændringer" }).click();
  await expect(dialog).toBeHidden();
  await expect(saved.getByRole("link", { name: "Se artikel" })).toHaveAttribute("href", `/article/${slug}`);
  await saved.getByRole("link", { name: "Se artikel" }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${slug}$`));
  await expect(
    page.getByRole("status").filter({ hasText: "Forhåndsvisning: artiklen er en kladde" }),
  ).toBeVisible();

  // Clean up.
  await page.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Slet "${title}"` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Slet", exact: true }).click();
  await expect(toast(page, "Artiklen er blevet slettet")).toBeVisible();
});
