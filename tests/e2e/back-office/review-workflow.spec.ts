import type { Page } from "@playwright/test";
import { deleteArticlesMatching, readerContext } from "../support/admin-session";
import { withConsent } from "../support/consent";
import { ensureAccounts } from "../support/staff-accounts";
import { expect as baseExpect, test, waitForHydration } from "../support/test";

// Issue 26: the review workflow. A contributor ('skribent') writes and submits; the editor (the
// dev admin), with the article list open, sees it arrive without a reload (the row and the
// sidebar's count), sends it back with a comment; the contributor sees 'Sendt tilbage' with the
// comment, fixes and resubmits; the editor approves and publishes, and it is public.
test.describe.configure({ mode: "serial", timeout: 150_000 });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "desktop only");
const expect = baseExpect.configure({ timeout: 15_000 });

const stamp = Date.now();
const title = `Skribentens derbyreportage ${stamp}`;
const comment = `Mangler et citat fra træneren ${stamp}`;

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

// The article is deleted whatever happened here, so later specs see the sample site.
test.afterAll(({ browser, baseURL }) => deleteArticlesMatching(browser, baseURL ?? "", String(stamp), 3));

test("a contributor submits, the editor sees it live, sends it back, and publishes the resubmission", async ({
  adminPage: editor,
  browser,
  baseURL,
}, testInfo) => {
  const { contributor } = await ensureAccounts(browser, baseURL ?? "");
  const skribentContext = await browser.newContext({
    ...testInfo.project.use,
    storageState: contributor.state,
  });
  await withConsent(skribentContext, baseURL);
  const skribent = await skribentContext.newPage();

  // The editor has the review queue open.
  await editor.goto("/admin/articles?status=til-redigering");
  await waitForHydration(editor);
  const editorRow = editor.getByRole("row").filter({ hasText: title });
  await expect(editorRow).toHaveCount(0);
  const badge = editor.getByTestId("review-count");
  const countBefore =
    (await badge.count()) > 0
      ? Number(((await badge.first().textContent()) ?? "").match(/\d+/)?.[0] ?? 0)
      : 0;

  // The contributor's form has no publish controls, only 'Gem som kladde' and 'Send til redigering'.
  await skribent.goto("/admin/new-article");
  await waitForHydration(skribent);
  await expect(skribent.getByRole("switch", { name: "Kladde" })).toHaveCount(0);
  await expect(skribent.getByRole("button", { name: "Opret og publicer artikel" })).toHaveCount(0);
  await skribent.getByLabel("Titel", { exact: true }).fill(title);
  await skribent.getByLabel("Kategori").selectOption("Kampe");
  await skribent
    .getByLabel("Meta-beskrivelse / uddrag")
    .fill("Et uddrag fra tribunen til testen af forløbet.");
  await skribent.getByRole("textbox", { name: "Indhold" }).fill("Første udgave af reportagen.");
  await skribent.getByRole("button", { name: "Send til redigering" }).click();
  await expect(toast(skribent, "Artiklen er oprettet og sendt til redigering")).toBeVisible();

  // The editor sees the row and the sidebar's count change without a reload.
  await expect(editorRow).toHaveCount(1);
  await expect(editorRow.getByTestId("workflow-state")).toHaveText("Til redigering");
  await expect(editor.getByTestId("review-count").first()).toContainText(String(countBefore + 1));

  // Send back: a comment is required.
  await editorRow.getByRole("link", { name: `Rediger "${title}"` }).click();
  const editorDialog = editor.getByRole("dialog", { name: "Rediger artikel" });
  const actions = editorDialog.getByTestId("workflow-actions");
  await actions.getByRole("button", { name: "Send tilbage", exact: true }).click();
  await actions.getByRole("button", { name: "Send tilbage til skribenten" }).click();
  await expect(actions.getByText("Skriv en kommentar til skribenten")).toBeVisible();
  await actions.getByLabel("Kommentar til skribenten").fill(comment);
  await actions.getByRole("button", { name: "Send tilbage til skribenten" }).click();
  await expect(toast(editor, "Artiklen er sendt tilbage til skribenten")).toBeVisible();
  await expect(editorDialog.getByTestId("workflow-state")).toHaveText("Sendt tilbage");
  await editor.keyboard.press("Escape");
  await expect(editorRow).toHaveCount(0);

  // The contributor sees 'Sendt tilbage' with the comment, fixes the text and resubmits.
  await skribent.goto("/admin/articles");
  await waitForHydration(skribent);
  const ownRow = skribent.getByRole("row").filter({ hasText: title });
  await expect(ownRow.getByTestId("workflow-state")).toHaveText("Sendt tilbage");
  // No delete and no live desk for a contributor.
  await expect(skribent.getByRole("button", { name: `Slet "${title}"` })).toHaveCount(0);
  await ownRow.getByRole("link", { name: `Rediger "${title}"` }).click();
  const ownDialog = skribent.getByRole("dialog", { name: "Rediger artikel" });
  await expect(ownDialog.getByTestId("return-comment")).toHaveText(comment);
  await expect(ownDialog.getByRole("switch", { name: "Kladde" })).toHaveCount(0);
  await ownDialog.getByRole("textbox", { name: "Indhold" }).fill("Anden udgave, nu med citat fra træneren.");
  await ownDialog.getByRole("button", { name: "Send til redigering" }).click();
  await expect(toast(skribent, "Artiklen er sendt til redigering")).toBeVisible();
  await skribentContext.close();

  // Back in the editor's queue, live; the editor approves and publishes now.
  await expect(editorRow).toHaveCount(1);
  await editorRow.getByRole("link", { name: `Rediger "${title}"` }).click();
  await expect(editorDialog.getByRole("textbox", { name: "Indhold" })).toHaveValue(
    "Anden udgave, nu med citat fra træneren.",
  );
  await expect(editorDialog.getByTestId("transition-list")).toContainText(comment);
  await actions.getByRole("button", { name: "Godkend" }).click();
  await expect(toast(editor, "Artiklen er godkendt")).toBeVisible();
  await expect(editorDialog.getByTestId("workflow-state")).toHaveText("Godkendt");

  // The editor schedules it: not a draft any more, a publish time ahead; readers still get a 404.
  await editorDialog.getByRole("switch", { name: "Kladde" }).click();
  await editorDialog.getByLabel("Publiceringstidspunkt").fill("2099-03-12T18:00");
  await editorDialog.getByRole("button", { name: "Gem ændringer" }).click();
  await expect(toast(editor, "Artiklen er blevet opdateret")).toBeVisible();
  // Saved, the dialog closes; the article has left the queue and is 'Planlagt' in the list.
  await expect(editorRow).toHaveCount(0);
  await editor.goto(`/admin/articles?status=planlagt&q=${stamp}`);
  const scheduledRow = editor.getByRole("row").filter({ hasText: title });
  await expect(scheduledRow.getByTestId("workflow-state")).toHaveText("Planlagt");
  await scheduledRow.getByRole("link", { name: `Rediger "${title}"` }).click();
  await expect(editorDialog.getByTestId("workflow-state")).toHaveText("Planlagt");
  await expect(editorDialog.getByTestId("transition-list")).toContainText("Godkendt → Planlagt");
  const early = await browser.newContext();
  const earlyPage = await early.newPage();
  expect((await earlyPage.goto(`/article/skribentens-derbyreportage-${stamp}`))?.status()).toBe(404);
  await early.close();

  // Then it publishes (now, rather than waiting for 2099).
  await actions.getByRole("button", { name: "Publicér nu" }).click();
  await expect(toast(editor, "Artiklen er publiceret")).toBeVisible();
  await expect(editorDialog.getByTestId("workflow-state")).toHaveText("Publiceret");

  // Public at its address, for a reader.
  const reader = await readerContext(browser, baseURL ?? "");
  const readerPage = await reader.newPage();
  const response = await readerPage.goto(`/article/skribentens-derbyreportage-${stamp}`);
  expect(response?.status()).toBe(200);
  await expect(readerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await reader.close();
});
