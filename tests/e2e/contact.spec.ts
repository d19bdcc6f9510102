import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { expect, openPage, test } from "./support/test";

// Spec §2 "Contact", §5 contact form and PRODUCT.md (stored, success toast, rate limit, honeypot).
// The form allows 5 stored messages per 10 minutes per address, and every test here shares the
// server's address: only the first test stores messages (2 per project, 4 in all).

const SUCCESS = "Tak for din besked! Vi vender tilbage hurtigst muligt.";

async function openContact(page: Page) {
  const response = await openPage(page, "/contact");
  expect(response?.status()).toBe(200);
}

async function fillForm(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  const form = page.locator("main form");
  await form.getByLabel("Navn").fill(values.name);
  await form.getByLabel("E-mail").fill(values.email);
  await form.getByLabel("Emne").fill(values.subject);
  await form.getByLabel("Besked").fill(values.message);
}

test("stores a message with JavaScript: success toast and text, an empty form, and a second message works", async ({
  page,
}) => {
  await openContact(page);
  await fillForm(page, {
    name: "Mette Hansen",
    email: "mette@eksempel.dk",
    subject: "Nyhedstip",
    message: "Jeg har et tip om et klubskifte i Superligaen.",
  });
  const form = page.locator("main form");
  await form.getByRole("button", { name: "Send besked" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(SUCCESS);
  // The sonner toast mounted in the root.
  await expect(page.getByRole("region", { name: /Notifikationer/ }).getByText(SUCCESS)).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByLabel("Navn")).toHaveValue("");
  await expect(form.getByLabel("Besked")).toHaveValue("");

  await fillForm(page, {
    name: "Mette Hansen",
    email: "mette@eksempel.dk",
    subject: "Rettelse",
    message: "Og en rettelse: kampen sluttede 2-1.",
  });
  const second = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/contact"));
  await form.getByRole("button", { name: "Send besked" }).click();
  expect((await second).status()).toBe(200);
  await expect(page.locator("main").getByRole("status")).toHaveText(SUCCESS);
});

test("shows the company card, the 'Om Forsiden' blurb and a note linking to /privacy", async ({ page }) => {
  await openContact(page);
  await expect(page).toHaveTitle("Kontakt os | Forsiden");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
  const main = page.locator("main#main");
  await expect(main).toHaveCount(1);
  await expect(main.getByRole("heading", { name: "Kontaktoplysninger" })).toBeVisible();
  await expect(main.getByRole("link", { name: "kontakt@forsiden.dk" })).toHaveAttribute(
    "href",
    "mailto:kontakt@forsiden.dk",
  );
  // The seeded company details (issue 14), never a [placeholder].
  await expect(main.getByText("+45 33 12 34 56")).toBeVisible();
  await expect(main.getByText("41852736")).toBeVisible();
  await expect(main.getByText(/Vesterbrogade 12, 3\. sal/)).toBeVisible();
  await expect(main.getByRole("heading", { name: "Om Forsiden" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Send os en besked" })).toBeVisible();
  await expect(main.locator("form").getByRole("link", { name: "privatlivspolitik" })).toHaveAttribute(
    "href",
    "/privacy",
  );
});

test("axe finds no serious or critical violation, and each contact label is tied to its value (issue 22)", async ({
  page,
}) => {
  await openContact(page);
  await expectNoSeriousA11yViolations(page);
  // A <dt> and its <dd> are siblings in one group of the <dl>, so 'E-mail' names its address.
  const card = page.locator("main dl");
  await expect(card.locator("> div > dt").first()).toHaveText("E-mail");
  await expect(card.locator("> div").first().locator("> dd")).toHaveText("kontakt@forsiden.dk");
});

test("the fields are required at browser level, e-mail has type email and Besked has 5 rows", async ({
  page,
}) => {
  await openContact(page);
  const form = page.locator("main form");
  for (const label of ["Navn", "E-mail", "Emne", "Besked"]) {
    await expect(form.getByLabel(label)).toHaveAttribute("required", "");
  }
  await expect(form.getByLabel("E-mail")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Besked")).toHaveAttribute("rows", "5");
  await expect(form.getByLabel("Navn")).toHaveAttribute("maxlength", "200");
  await expect(form.getByLabel("Besked")).toHaveAttribute("maxlength", "5000");

  // An empty form is stopped by the browser: nothing is posted.
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST") posted = true;
  });
  await form.getByRole("button", { name: "Send besked" }).click();
  expect(await form.getByLabel("Navn").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
    true,
  );
  await form.getByLabel("Navn").fill("Mette");
  await form.getByLabel("E-mail").fill("ikke-en-adresse");
  await form.getByRole("button", { name: "Send besked" }).click();
  expect(await form.getByLabel("E-mail").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
    true,
  );
  expect(posted).toBe(false);
});

test("the honeypot is hidden from people and screen readers; filling it pretends success", async ({
  page,
}) => {
  await openContact(page);
  const honeypot = page.locator('main form input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("textbox", { name: "Lad dette felt være tomt" })).toHaveCount(0);
  const box = await honeypot.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);

  await fillForm(page, {
    name: "Spam Bot",
    email: "bot@spam.example",
    subject: "Billige ure",
    message: "Køb billige ure her.",
  });
  await honeypot.fill("https://spam.example", { force: true });
  await page.locator("main form").getByRole("button", { name: "Send besked" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(SUCCESS);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the server, which answers with Danish field errors and keeps the input", async ({
    page,
  }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    // Only spaces pass the browser's required check; the server trims and refuses them.
    await fillForm(page, {
      name: "   ",
      email: "mette@eksempel.dk",
      subject: "Nyhedstip",
      message: "Et tip.",
    });
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await page.locator("main form").getByRole("button", { name: "Send besked" }).click();
    expect((await posted).status()).toBe(400);
    const form = page.locator("main form");
    await expect(form.getByText("Navn er påkrævet")).toBeVisible();
    await expect(form.getByLabel("Navn")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("E-mail")).toHaveValue("mette@eksempel.dk");
    await expect(form.getByLabel("Emne")).toHaveValue("Nyhedstip");
    await expect(form.getByLabel("Besked")).toHaveValue("Et tip.");
    await expect(page.locator("main").getByRole("status")).toHaveText(
      "Tjek de markerede felter, og prøv igen.",
    );
  });
});
