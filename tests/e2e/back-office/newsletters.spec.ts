import { ensureAccounts } from "../support/staff-accounts";
import { expect as baseExpect, test } from "../support/test";

// Issue 24: /admin/nyhedsbreve for editors (lists, next issue, lead story, test mail, 'Send nu'
// behind a confirm dialog) and the subscriber export for administrators only.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test("an editor sees the lists and the next issue, picks the lead story and sends a test to themselves", async ({
  editorPage: page,
  browser,
  baseURL,
}) => {
  const { editor } = await ensureAccounts(browser, baseURL ?? "");
  await page.goto("/admin/nyhedsbreve");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { name: "Nyhedsbreve", level: 1 })).toBeVisible();

  const lists = page.getByRole("table", { name: "Abonnenter pr. liste" });
  for (const column of ["Bekræftede", "Afventer", "Afmeldte", "Kan ikke modtage"]) {
    await expect(lists.getByRole("columnheader", { name: column })).toBeVisible();
  }
  await expect(lists.getByRole("row", { name: /^Dagens vigtigste/ })).toBeVisible();
  // The export is for administrators only.
  await expect(page.getByRole("link", { name: "Eksportér abonnenter (CSV)" })).toHaveCount(0);

  // The seeded site has stories from the last 24 hours: the preview is a sandboxed frame.
  const frame = page.locator('iframe[title="Forhåndsvisning af Dagens vigtigste"]');
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(page.getByTestId("newsletter-preview-subject")).toHaveText(/^Dagens vigtigste: /);
  await expect(page.getByRole("region", { name: "Tekstudgave" })).toContainText("Dagens vigtigste");

  const lead = page.getByLabel("Tophistorie");
  const firstStory = lead.locator("option").nth(1);
  const option = (await firstStory.textContent()) ?? "";
  // "Title (27. november 2026 kl. 09.15)": the title is what comes before the last " (".
  const storyTitle = option.slice(0, option.lastIndexOf(" ("));
  await lead.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Gem tophistorie" }).click();
  await expect(page.getByText("Tophistorien er gemt.").first()).toBeVisible();
  await expect(page.getByTestId("newsletter-preview-subject")).toHaveText(`Dagens vigtigste: ${storyTitle}`);

  await page.getByRole("button", { name: "Send test til mig" }).click();
  await expect(page.getByText(`Testmail sendt til ${editor.email}.`).first()).toBeVisible();

  // 'Send nu' asks first; cancelled here (the shared site's readers are other specs').
  await page.getByRole("button", { name: "Send nu: Dagens vigtigste" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Send Dagens vigtigste nu?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Annuller" }).click();
  await expect(dialog).toHaveCount(0);

  // Back to the most read first (keeps the shared database as it was).
  await lead.selectOption({ value: "" });
  await page.getByRole("button", { name: "Gem tophistorie" }).click();
  await expect(page.getByText("Tophistorien er gemt.").first()).toBeVisible();
});

test("an administrator sees the export link and gets the CSV; an editor gets 403", async ({
  adminPage: page,
  editorPage,
}) => {
  await page.goto("/admin/nyhedsbreve");
  const link = page.getByRole("link", { name: "Eksportér abonnenter (CSV)" });
  await expect(link).toHaveAttribute("href", "/admin/api/nyhedsbreve/eksport");
  const response = await page.request.get("/admin/api/nyhedsbreve/eksport");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8; header=present");
  expect((await response.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
    "email,liste,status,samtykke_givet,samtykketekst_version,samtykke_kilde,bekraeftet,afmeldt,kan_ikke_modtage",
  );
  const refused = await editorPage.request.get("/admin/api/nyhedsbreve/eksport");
  expect(refused.status()).toBe(403);
});
