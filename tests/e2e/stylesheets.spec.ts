import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./support/test";

// Issue 22 (Lighthouse): a reader's page waits for one small public stylesheet only; the back
// office and the sign-in pages add the admin sheet after it (app/styles/public-sources.test.ts
// checks what each sheet is built from).

/** The stylesheets the page applies, in cascade order, each with its rule count. */
function stylesheets(page: Page) {
  return page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href)
      .map((sheet) => ({ path: new URL(sheet.href as string).pathname, rules: sheet.cssRules.length })),
  );
}

// The public sheet is named after the chunk that holds the root's code (`shell` since the client
// build is cut into a few larger files: scripts/lib/client-chunks.ts).
const PUBLIC_SHEET = /^\/assets\/(root|shell)-[\w-]+\.css$/;
const ADMIN_SHEET = /^\/assets\/admin-[\w-]+\.css$/;

test("a reader's pages load the public stylesheet and not the admin one", async ({ page, open }) => {
  for (const path of ["/", "/contact", "/soeg?q=br%C3%B8ndby", "/stillinger/premier-league"]) {
    await open(path);
    const sheets = await stylesheets(page);
    expect(sheets.map((s) => s.path)).toEqual([expect.stringMatching(PUBLIC_SHEET)]);
    expect(sheets[0].rules).toBeGreaterThan(10);
  }
});

test("the sign-in page links the admin stylesheet after the public one", async ({ page, open }) => {
  await open("/auth");
  const sheets = await stylesheets(page);
  expect(sheets.map((s) => s.path)).toEqual([
    expect.stringMatching(PUBLIC_SHEET),
    expect.stringMatching(ADMIN_SHEET),
  ]);
  expect(sheets[1].rules).toBeGreaterThan(10);
  // (The two sheets' sizes are not compared: the public one also holds the component classes of
  // styles/public-components.css, which the admin sheet leaves to it.)
});

test("the back office links the admin stylesheet after the public one, and leaves it on the way out", async ({
  adminPage,
}) => {
  await openPage(adminPage, "/admin/articles");
  const sheets = await stylesheets(adminPage);
  expect(sheets.map((s) => s.path)).toEqual([
    expect.stringMatching(PUBLIC_SHEET),
    expect.stringMatching(ADMIN_SHEET),
  ]);
  // A utility only the admin table uses (its last row has no border) applies.
  const lastRow = adminPage.locator("[data-slot=table-body] tr").last();
  await expect(lastRow).toHaveCSS("border-bottom-width", "0px");
  // A client-side visit to the public site (the sidebar's site name, on wide screens) drops it again.
  if ((adminPage.viewportSize()?.width ?? 1280) < 768) return;
  await adminPage
    .getByRole("complementary", { name: "Administration" })
    .getByRole("link", { name: "Forsiden" })
    .click();
  await expect(adminPage).toHaveURL("/");
  await expect
    .poll(async () => (await stylesheets(adminPage)).map((s) => s.path))
    .toEqual([expect.stringMatching(PUBLIC_SHEET)]);
});
