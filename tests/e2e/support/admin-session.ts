import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { withConsent } from "./consent";
import { devAdmin } from "./dev-admin";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

const STATE_FILE = () => path.join(process.env.E2E_DATA_DIR ?? ".", "admin-e2e-state.json");

/** Fills the sign-in form of the /auth page the browser is on and submits it. */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.locator("#signin-email").fill(account.email);
  await page.locator("#signin-password").fill(account.password);
  await page.getByRole("button", { name: "Log ind", exact: true }).click();
}

/**
 * Opens a back-office path in an `adminContext` page. Should the shared session be refused (the
 * guard sends the browser to /auth), this page signs in as the dev admin on its own, leaving the
 * shared file alone, and opens the path again.
 */
export async function openAsAdmin(page: Page, path: string) {
  await page.goto(path);
  if (new URL(page.url()).pathname !== "/auth") return;
  await submitSignIn(page, devAdmin());
  await page.waitForURL((url) => url.pathname !== "/auth");
  const wanted = new URL(path, page.url());
  if (new URL(page.url()).pathname !== wanted.pathname) await page.goto(path);
}

/**
 * A browser context signed in as the dev admin. Sign-in is rate-limited per e-mail (5 a minute),
 * so the session is made once per run and reused by every back-office spec.
 */
export async function adminContext(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  let state: StorageState | undefined;
  if (fs.existsSync(STATE_FILE())) state = JSON.parse(fs.readFileSync(STATE_FILE(), "utf8"));
  if (!state) {
    const { email, password } = devAdmin();
    const context = await browser.newContext({ baseURL });
    await withConsent(context, baseURL);
    const page = await context.newPage();
    await page.goto("/auth?redirectTo=/admin");
    await submitSignIn(page, { email, password });
    // Not toHaveURL(/\/admin$/): the sign-in page itself ends in "?redirectTo=/admin".
    await page.waitForURL((url) => url.pathname === "/admin");
    state = await context.storageState();
    await context.close();
    fs.writeFileSync(STATE_FILE(), JSON.stringify(state));
  }
  const context = await browser.newContext({
    baseURL,
    locale: "da-DK",
    timezoneId: "Europe/Copenhagen",
    ...options,
    storageState: state,
  });
  await withConsent(context, baseURL);
  return context;
}

/** A reader: a fresh context without any session. */
export async function readerContext(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: "da-DK",
    timezoneId: "Europe/Copenhagen",
    ...options,
  });
  await withConsent(context, baseURL);
  return context;
}

/**
 * Deletes, as the administrator, every article the admin search finds for `query` (a spec's stamp),
 * so specs that publish on the shared server leave the sample site as they found it.
 */
export async function deleteArticlesMatching(browser: Browser, baseURL: string, query: string, rounds = 5) {
  const context = await adminContext(browser, baseURL);
  const page = await context.newPage();
  for (let round = 0; round < rounds; round++) {
    await page.goto(`/admin/articles?q=${encodeURIComponent(query)}`);
    const remove = page.getByRole("button", { name: /^Slet "/ }).first();
    if ((await remove.count()) === 0) break;
    await remove.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Slet", exact: true }).click();
    await expect(page.getByText("Artiklen er blevet slettet").first()).toBeVisible();
  }
  await context.close();
}
