import { adminContext, openAsAdmin, readerContext } from "../support/admin-session";
import { devAdmin } from "../support/dev-admin";
import { expect as baseExpect, test } from "../support/test";

// PRODUCT.md: contact messages are stored and listed for staff on /admin/henvendelser.
// The form allows 5 messages per 10 minutes per address and contact.spec.ts stores some: one here.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test("a visitor's message shows up in Henvendelser, is marked handled and deleted", async ({
  browser,
}, info) => {
  const baseURL = info.project.use.baseURL ?? "";
  const subject = `E2E henvendelse ${Date.now().toString(36)}`;
  const text = "Hej redaktion.\nKampen i går sluttede 2-1, ikke 1-1.";

  const reader = await readerContext(browser, baseURL);
  try {
    const page = await reader.newPage();
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = page.locator("main form");
    await form.getByLabel("Navn").fill("Jens Læser");
    await form.getByLabel("E-mail").fill("jens@eksempel.dk");
    await form.getByLabel("Emne").fill(subject);
    await form.getByLabel("Besked").fill(text);
    await form.getByRole("button", { name: "Send besked" }).click();
    await expect(page.locator("main").getByRole("status")).toHaveText(
      "Tak for din besked! Vi vender tilbage hurtigst muligt.",
    );
  } finally {
    await reader.close();
  }

  const context = await adminContext(browser, baseURL, { viewport: info.project.use.viewport });
  let stored = true;
  const page = await context.newPage();
  try {
    await openAsAdmin(page, "/admin/henvendelser");
    await expect(page.getByRole("heading", { name: "Henvendelser", level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    // Newest first among the unhandled ones (the default filter).
    await expect(page.getByRole("link", { name: /^Ubehandlede \(\d+\)$/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const list = page.getByRole("list", { name: "Henvendelser" });
    await expect(list.getByRole("link").first()).toContainText(subject);
    await list.getByRole("link", { name: new RegExp(subject) }).click();

    await expect(page.getByRole("heading", { name: subject, level: 2 })).toBeVisible();
    await expect(page.getByTestId("contact-message-body")).toHaveText(text);
    await expect(page.getByText("Fra Jens Læser <jens@eksempel.dk>")).toBeVisible();

    await page.getByRole("button", { name: "Markér som behandlet" }).click();
    await expect(page.getByText("Henvendelsen er markeret som behandlet.").first()).toBeVisible();
    await expect(page.getByText(new RegExp(`^Behandlet .* af ${devAdmin().email}\\.$`))).toBeVisible();
    await expect(list.getByRole("link", { name: new RegExp(subject) })).toHaveCount(0);

    await page.getByRole("link", { name: /^Behandlede \(\d+\)$/ }).click();
    await expect(
      page.getByRole("list", { name: "Henvendelser" }).getByRole("link", { name: new RegExp(subject) }),
    ).toBeVisible();

    // Delete it again through the confirm dialog (keeps the shared database tidy).
    await page
      .getByRole("list", { name: "Henvendelser" })
      .getByRole("link", { name: new RegExp(subject) })
      .click();
    await page.getByRole("button", { name: "Slet" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Slet henvendelsen?" })).toBeVisible();
    await expect(dialog).toContainText(`“${subject}” slettes permanent. Handlingen kan ikke fortrydes.`);
    await dialog.getByRole("button", { name: "Slet" }).click();
    await expect(page.getByText("Henvendelsen er slettet.").first()).toBeVisible();
    stored = false;
    await expect(page.getByRole("heading", { name: subject, level: 2 })).toHaveCount(0);
    await page.goto("/admin/henvendelser?filter=alle");
    await expect(page.getByRole("link", { name: new RegExp(subject) })).toHaveCount(0);
  } finally {
    if (stored) test.info().annotations.push({ type: "note", description: `left message "${subject}"` });
    await context.close();
  }
});
