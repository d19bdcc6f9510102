import { seedArticles } from "../../app/workflows/seed/data/articles";
import { submitSignIn } from "./support/admin-session";
import { withConsent } from "./support/consent";
import { devAdmin } from "./support/dev-admin";
import { expect, test } from "./support/test";

const draft = seedArticles.find((a) => a.isDraft)!;

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "one sign-in is enough: desktop only");

test("a draft is a 404 for readers and a marked preview for staff at its own address", async ({
  browser,
  baseURL,
}) => {
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  const refused = await readerPage.goto(`/article/${draft.slug}`);
  expect(refused?.status()).toBe(404);
  await expect(readerPage.getByText("Artikel ikke fundet")).toBeVisible();
  await reader.close();

  const staff = await browser.newContext();
  await withConsent(staff, baseURL);
  const page = await staff.newPage();
  const { email, password } = devAdmin();
  await page.goto(`/auth?redirectTo=${encodeURIComponent(`/article/${draft.slug}`)}`);
  await submitSignIn(page, { email, password });
  await expect(page).toHaveURL(new RegExp(`/article/${draft.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Forhåndsvisning: artiklen er en kladde" }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await staff.close();
});
