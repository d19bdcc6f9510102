import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { submitSignIn } from "./admin-session";
import { withConsent } from "./consent";
import { devAdmin } from "./dev-admin";

/*
 * A plain user, an editor, a contributor ('skribent', issue 26) and the dev admin's session, made
 * once per run and kept in the data folder (sign-up and sign-in are rate limited per address): the
 * editor and the contributor sign up, confirm through the development mailbox, and the dev admin
 * grants their roles on /admin/brugere.
 */

export type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;
interface Account {
  email: string;
  password: string;
  state: StorageState;
}
export interface Accounts {
  user: Account;
  editor: Account;
  contributor: Account;
  admin: StorageState;
}

const ACCOUNTS_FILE = path.join(process.env.E2E_DATA_DIR ?? ".", "staff-e2e-accounts.json");

/** A browser context with a stored cookie choice, so the consent banner stays out of the way. */
async function newContext(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  const context = await browser.newContext({ baseURL, ...options });
  await withConsent(context, baseURL);
  return context;
}

async function mailLink(browser: Browser, baseURL: string, to: string, subject: string): Promise<string> {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  try {
    // The query string keeps the page cache out of the way: the mail was written a moment ago.
    await page.goto(`/dev/mailbox?t=${Date.now()}`);
    const mail = page.getByTestId("mail").filter({ hasText: to }).filter({ hasText: subject }).first();
    const href = await mail.getByRole("link").first().getAttribute("href");
    if (!href) throw new Error(`no link in the mail to ${to}`);
    return href;
  } finally {
    await context.close();
  }
}

/** Signs up through the /auth page and confirms through the development mailbox; returns the session. */
export async function signUpAndConfirm(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto("/auth?visning=opret");
  await page.locator("#signup-email").fill(email);
  await page.locator("#signup-password").fill(password);
  await page.getByRole("button", { name: "Opret konto", exact: true }).click();
  await expect(
    page.locator("form [role=status]").filter({ hasText: "Tjek din email for bekræftelse" }),
  ).toBeVisible();
  const link = await mailLink(browser, baseURL, email, "Bekræft din e-mail til Forsiden");
  await page.goto(link);
  await expect(page).toHaveURL(`${baseURL}/`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** On /admin/brugere (open, as the admin): gives `email` a staff role, as the badge and the status confirm. */
async function grantRole(page: Page, email: string, role: "editor" | "contributor") {
  const [label, badge] = role === "editor" ? ["redaktør", "Redaktør"] : ["skribent", "Skribent"];
  const row = page.getByTestId("user-row").filter({ hasText: email });
  await expect(row.getByTestId("role-badge")).toHaveText("Bruger");
  await row.getByLabel(`Rolle for ${email}`, { exact: true }).selectOption(role);
  await row.getByRole("button", { name: `Gem rolle for ${email}` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${email} har nu rollen ${label}.` }),
  ).toBeVisible();
  await expect(row.getByTestId("role-badge")).toHaveText(badge);
}

/**
 * Issue 22: a new staff member chooses a display name before anything else; saving the profile
 * as it stands does, so their pages open without the profile prompt.
 */
async function confirmProfile(browser: Browser, baseURL: string, state: StorageState) {
  const context = await newContext(browser, baseURL, { storageState: state });
  const page = await context.newPage();
  await page.goto("/admin/profil");
  await page.getByTestId("author-profile").getByRole("button", { name: "Gem profil" }).click();
  await expect(page.getByText("Forfatterprofilen er gemt.")).toBeVisible();
  await context.close();
}

export async function ensureAccounts(browser: Browser, baseURL: string): Promise<Accounts> {
  if (fs.existsSync(ACCOUNTS_FILE)) {
    const stored = JSON.parse(fs.readFileSync(ACCOUNTS_FILE, "utf8")) as Partial<Accounts>;
    // A file from before the contributor existed is made again.
    if (stored.contributor) return stored as Accounts;
  }
  const stamp = Date.now();
  const user = { email: `laeser-${stamp}@forsiden.test`, password: "laeser-kode-1" };
  const editor = { email: `redaktoer-${stamp}@forsiden.test`, password: "redaktoer-kode-1" };
  const contributor = { email: `skribent-${stamp}@forsiden.test`, password: "skribent-kode-1" };
  const userState = await signUpAndConfirm(browser, baseURL, user.email, user.password);
  const editorState = await signUpAndConfirm(browser, baseURL, editor.email, editor.password);
  const contributorState = await signUpAndConfirm(browser, baseURL, contributor.email, contributor.password);

  // The dev admin grants 'editor' and 'skribent' on /admin/brugere.
  const { email, password } = devAdmin();
  const adminContext = await newContext(browser, baseURL);
  const page = await adminContext.newPage();
  await page.goto("/auth?redirectTo=/admin/brugere");
  await submitSignIn(page, { email, password });
  // The whole address: the sign-in page's own ends in 'redirectTo=/admin/brugere' too.
  await expect(page).toHaveURL(`${baseURL}/admin/brugere`);
  await grantRole(page, editor.email, "editor");
  await grantRole(page, contributor.email, "contributor");
  await confirmProfile(browser, baseURL, editorState);
  await confirmProfile(browser, baseURL, contributorState);
  // The overview's recent activity is the audit log.
  await page.goto("/admin");
  await expect(page.getByTestId("recent-activity")).toContainText(
    `${email} gav ${editor.email} rollen redaktør`,
  );
  await expect(page.getByTestId("recent-activity")).toContainText(
    `${email} gav ${contributor.email} rollen skribent`,
  );

  const result: Accounts = {
    user: { ...user, state: userState },
    editor: { ...editor, state: editorState },
    contributor: { ...contributor, state: contributorState },
    admin: await adminContext.storageState(),
  };
  await adminContext.close();
  fs.writeFileSync(ACCOUNTS_FILE, JSON.stringify(result));
  return result;
}
