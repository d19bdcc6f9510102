import type { Browser, Page } from "@playwright/test";
import { adminContext, readerContext } from "../support/admin-session";
import { newArticleFormBody } from "../support/article-form";
import { expect as baseExpect, test, waitForHydration } from "../support/test";

// Issue 26: autosave of the article forms (a working copy on the server, offered back after a
// closed browser), the live preview beside the editor, and a draft's shared preview link.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "desktop only");
const expect = baseExpect.configure({ timeout: 15_000 });

const PROMPT = /^Gendan ændringer fra \d{2}\.\d{2}\?$/;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A fresh browser signed in as the dev admin (the same account, as after closing the browser). */
async function freshAdminPage(browser: Browser, baseURL: string) {
  const context = await adminContext(browser, baseURL, { viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Opens a form and waits until its working copy has been asked for, so no prompt means none. */
async function openForm(page: Page, path: string, key: string) {
  const asked = page.waitForResponse(
    (res) => res.url().includes(`/admin/api/arbejdskopi?noegle=${key}`) && res.request().method() === "GET",
  );
  await page.goto(path);
  await waitForHydration(page);
  await asked;
}

async function autosaved(scope: Page | ReturnType<Page["getByRole"]>) {
  // At most 2 s after the last keystroke (5 s while typing goes on), plus the request.
  await expect(scope.getByTestId("autosave-status")).toHaveText(/^Gemt som kladde kl\. \d{2}\.\d{2}$/, {
    timeout: 8_000,
  });
}

test("the new-article form: typed text survives a closed browser, 'Gendan' brings it back, saving clears it", async ({
  browser,
  baseURL,
}) => {
  const title = `Autosave ny ${Date.now()}`;
  const body = "Første afsnit skrevet før browseren lukkede.\n\nAndet afsnit med **fed** tekst.";
  const first = await freshAdminPage(browser, baseURL ?? "");
  await openForm(first.page, "/admin/new-article", "ny");
  // A copy left by an earlier run would prompt here: clear it first.
  const stale = first.page.getByRole("button", { name: "Kassér" });
  if (await stale.isVisible()) await stale.click();
  await first.page.getByLabel("Titel", { exact: true }).fill(title);
  await first.page.getByLabel("Meta-beskrivelse / uddrag").fill("Uddrag skrevet før lukningen.");
  await first.page.getByRole("textbox", { name: "Indhold" }).fill(body);
  // The live preview renders the body as readers get it, the ad slot as an outline.
  const preview = first.page.getByTestId("body-preview");
  await expect(preview.locator("strong")).toHaveText("fed");
  await expect(preview.getByText("Annonce").first()).toBeVisible();
  await autosaved(first.page);
  await first.context.close();

  const second = await freshAdminPage(browser, baseURL ?? "");
  const page = second.page;
  await openForm(page, "/admin/new-article", "ny");
  const prompt = page.getByTestId("autosave-prompt");
  await expect(prompt.locator("p").first()).toHaveText(PROMPT);
  await prompt.getByRole("button", { name: "Gendan" }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByLabel("Titel", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Meta-beskrivelse / uddrag")).toHaveValue("Uddrag skrevet før lukningen.");
  await expect(page.getByRole("textbox", { name: "Indhold" })).toHaveValue(body);
  await expect(page.getByLabel("URL-slug")).toHaveValue(/^autosave-ny-\d+$/);

  await page.getByLabel("Kategori").selectOption("Nyheder");
  await page.getByRole("switch", { name: "Kladde" }).check();
  await page.getByRole("button", { name: "Gem som kladde" }).click();
  await expect(toast(page, "Artiklen er gemt som kladde")).toBeVisible();

  // Saved: the copy is gone, a new visit offers nothing.
  await openForm(page, "/admin/new-article", "ny");
  await expect(page.getByTestId("autosave-prompt")).toHaveCount(0);

  // Clean up.
  await page.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Slet "${title}"` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Slet", exact: true }).click();
  await expect(toast(page, "Artiklen er blevet slettet")).toBeVisible();
  await second.context.close();
});

test("the edit dialog of a draft: the copy comes back after a closed browser; its preview link works for anyone, uncached", async ({
  browser,
  baseURL,
}) => {
  const title = `Autosave kladde ${Date.now()}`;
  const first = await freshAdminPage(browser, baseURL ?? "");
  const form = newArticleFormBody(title);
  form.set("isDraft", "on");
  const created = await first.page.request.post("/admin/new-article", { form: Object.fromEntries(form) });
  expect(created.ok()).toBe(true);

  await first.page.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
  await waitForHydration(first.page);
  // The dialog's form is ready for typing once it has asked for a working copy (as openForm waits).
  const asked = first.page.waitForResponse(
    (res) => res.url().includes("/admin/api/arbejdskopi?noegle=") && res.request().method() === "GET",
  );
  await first.page.getByRole("link", { name: `Rediger "${title}"` }).click();
  await first.page.waitForURL((url) => url.searchParams.has("rediger"));
  await asked;
  const editUrl = first.page.url();
  const articleId = new URL(editUrl).searchParams.get("rediger") ?? "";
  let dialog = first.page.getByRole("dialog", { name: "Rediger artikel" });
  const added = `Brødtekst til ${title}.\n\nEt nyt afsnit, som ikke blev gemt.`;
  await dialog.getByRole("textbox", { name: "Indhold" }).fill(added);
  await autosaved(first.page);
  await first.context.close();

  const second = await freshAdminPage(browser, baseURL ?? "");
  const page = second.page;
  await openForm(page, editUrl, articleId);
  dialog = page.getByRole("dialog", { name: "Rediger artikel" });
  const prompt = dialog.getByTestId("autosave-prompt");
  await expect(prompt.locator("p").first()).toHaveText(PROMPT);
  await prompt.getByRole("button", { name: "Gendan" }).click();
  await expect(dialog.getByRole("textbox", { name: "Indhold" })).toHaveValue(added);
  await expect(dialog.getByTestId("body-preview")).toContainText("Et nyt afsnit, som ikke blev gemt.");

  // 'Del forhåndsvisning': a signed link that shows the draft to a reader without an account.
  await dialog.getByRole("button", { name: "Del forhåndsvisning" }).click();
  const linkField = dialog.getByRole("textbox", { name: "Link til forhåndsvisning" });
  await expect(linkField).toHaveValue(/\/article\/[^?]+\?forhaandsvisning=[0-9a-z]+\.[\w-]{43}$/);
  const link = new URL(await linkField.inputValue());

  await dialog.getByRole("button", { name: "Gem ændringer" }).click();
  await expect(toast(page, "Artiklen er blevet opdateret")).toBeVisible();
  await expect(dialog).toBeHidden();
  await openForm(page, editUrl, articleId);
  await expect(
    page.getByRole("dialog", { name: "Rediger artikel" }).getByTestId("autosave-prompt"),
  ).toHaveCount(0);

  const reader = await readerContext(browser, baseURL ?? "");
  const readerPage = await reader.newPage();
  const withToken = link.pathname + link.search;
  for (let i = 0; i < 2; i++) {
    // Twice: a second request would be the one answered from a shared cache.
    const res = await readerPage.goto(withToken);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["cache-control"]).toBe("private, no-store");
    expect(res?.headers()["x-cache"]).toBeUndefined();
  }
  await expect(readerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    readerPage.getByRole("status").filter({ hasText: "Forhåndsvisning: artiklen er en kladde" }),
  ).toBeVisible();
  await expect(readerPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Without the token, or with a forged one: the reader's 404, and the draft is not in the cache.
  for (const target of [link.pathname, `${link.pathname}?forhaandsvisning=1.${"A".repeat(43)}`]) {
    const res = await readerPage.goto(target);
    expect(res?.status()).toBe(404);
    await expect(readerPage.getByRole("heading", { level: 1, name: title })).toHaveCount(0);
  }
  await reader.close();

  // Clean up.
  await page.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Slet "${title}"` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Slet", exact: true }).click();
  await expect(toast(page, "Artiklen er blevet slettet")).toBeVisible();
  await second.context.close();
});
