import { expect, test } from "../support/test";

/*
 * Issue 14: the company details are edited under /admin/settings; while one is missing the admin
 * overview warns and links to the settings, and the public pages leave it out. The test puts the
 * seeded phone number back at the end.
 */
test.describe.configure({ mode: "serial", timeout: 60_000 });

const PHONE = "+45 33 12 34 56";

test("a missing company detail: the overview warns and links to settings, the pages leave it out", async ({
  adminPage: page,
}) => {
  const save = async () => {
    await page.getByRole("button", { name: "Gem virksomhedsoplysninger" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Virksomhedsoplysninger gemt!" }),
    ).toBeVisible();
  };

  await page.goto("/admin");
  await expect(page.getByTestId("company-details-warning")).toHaveCount(0);

  await page.goto("/admin/settings");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const phone = page.getByLabel("Telefon", { exact: true });
  await expect(phone).toHaveValue(PHONE);

  // A bad value is refused in Danish.
  await phone.fill("ring til os");
  await page.getByRole("button", { name: "Gem virksomhedsoplysninger" }).click();
  await expect(
    page.getByText("Skriv et telefonnummer med 8 cifre, evt. med landekode, fx +45 33 12 34 56"),
  ).toBeVisible();

  await phone.fill("");
  await save();

  await page.goto("/admin");
  const warning = page.getByTestId("company-details-warning");
  await expect(warning).toContainText(
    "Virksomhedsoplysninger mangler: Telefon. Siderne udelader dem, indtil de er udfyldt.",
  );
  await expect(warning.getByRole("link", { name: "Udfyld virksomhedsoplysninger" })).toHaveAttribute(
    "href",
    "/admin/settings",
  );

  await page.goto("/contact");
  await expect(page.locator("main dl").first()).not.toContainText("Telefon");
  await expect(page.getByTestId("footer-company")).not.toContainText("Telefon");

  await page.goto("/admin/settings");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Telefon", { exact: true }).fill(PHONE);
  await save();
  await page.goto("/admin");
  await expect(page.getByTestId("company-details-warning")).toHaveCount(0);
});
