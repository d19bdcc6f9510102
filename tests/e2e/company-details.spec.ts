import type { Page } from "@playwright/test";
import { seedCompany } from "../../app/workflows/seed/data/company";
import { expect, test } from "./support/test";

/*
 * Issue 14: the company details come from /admin/settings (the seed fills sample values), on
 * /contact, /privacy, /terms, /cookies and in the footer; no "[placeholder]" reaches a reader.
 */

const COMPANY = seedCompany;

const FOOTER =
  "Forsiden ApS · CVR-nr. 41852736 · Vesterbrogade 12, 3. sal, 1620 København V, Danmark · Telefon +45 33 12 34 56 · Ansvarshavende chefredaktør: Mette Kjær Andersen";

async function expectNoPlaceholder(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text; textContent would include the JSON in <script>s.
  const text = await page.locator("body").innerText();
  expect(text.match(/\[[^\]\n]{1,80}\]/g) ?? []).toEqual([]);
}

for (const path of ["/privacy", "/terms", "/cookies"]) {
  test(`${path} shows the company's name, address, CVR, phone and e-mail from the settings`, async ({
    page,
    open,
  }) => {
    const response = await open(path);
    expect(response?.status()).toBe(200);
    const address = page.locator("main address").first();
    await expect(address).toContainText(COMPANY.name);
    await expect(address).toContainText(COMPANY.street);
    await expect(address).toContainText(COMPANY.postalCity);
    await expect(address).toContainText(`CVR-nr.: ${COMPANY.cvr}`);
    await expect(address).toContainText(`Telefon: ${COMPANY.phone}`);
    await expect(address.getByRole("link", { name: COMPANY.email })).toHaveAttribute(
      "href",
      `mailto:${COMPANY.email}`,
    );
    await expect(page.getByTestId("footer-company")).toHaveText(FOOTER);
    await expectNoPlaceholder(page);
  });
}

test("/terms names the company, its CVR and the responsible editor", async ({ page, open }) => {
  await open("/terms");
  await expect(page.locator("main")).toContainText(
    "Sitet drives af Forsiden ApS, CVR-nr. 41852736. Ansvarshavende chefredaktør er Mette Kjær Andersen.",
  );
});

test("/contact's card shows e-mail, phone, address, CVR and the responsible editor", async ({
  page,
  open,
}) => {
  await open("/contact");
  const card = page.locator("main dl").first();
  await expect(card).toContainText(COMPANY.email);
  await expect(card).toContainText(COMPANY.phone);
  await expect(card).toContainText("Vesterbrogade 12, 3. sal, 1620 København V, Danmark");
  await expect(card).toContainText(COMPANY.cvr);
  await expect(card).toContainText(COMPANY.responsibleEditor);
  await expect(page.getByTestId("footer-company")).toHaveText(FOOTER);
  await expectNoPlaceholder(page);
});

test("the footer on the front page carries the company line", async ({ page, open }) => {
  await open("/");
  await expect(page.getByRole("contentinfo").getByTestId("footer-company")).toHaveText(FOOTER);
});
