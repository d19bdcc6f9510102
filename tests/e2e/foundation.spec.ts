import { expect, test } from "./support/test";

test("the home page shows Danish articles from the database", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Forsiden/);
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  const links = page.locator("main a[href^='/article/']");
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(10);
});

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  const response = await page.goto("/denne-side-findes-ikke");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Gå til forsiden" }).click();
  await expect(page).toHaveURL(/\/$/);
});
