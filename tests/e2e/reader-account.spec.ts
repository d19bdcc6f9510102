import { createECDH, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { mailLink } from "./support/mailbox";
import { signUpAndConfirm } from "./support/staff-accounts";
import { BOTH_WIDTHS, expect, test } from "./support/test";

/*
 * Issue 24, reader accounts (ADR 0025): a reader asks for a login link on /konto/log-ind with just
 * an e-mail address, opens it from the development mailbox, lands on /konto signed in (a new
 * account), chooses a name, sees it in the header of the cached front page (filled in by the
 * browser from /api/konto/status, never in the HTML), downloads their data and deletes the account.
 * Link requests are rate limited per address, so the flow runs once, on the desktop project.
 * A reader with a password who forgot it is led from /konto/log-ind through the reset mail back to
 * /konto/log-ind, not to the staff entrance /auth.
 */

test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const reader = { email: `laeser-link-${stamp}@forsiden.test`, name: `Læser ${stamp}` };
const SENT = "Tjek din indbakke. Hvis adressen kan bruges, har vi sendt dig et login-link.";

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

function accountLink(page: Page) {
  return page.getByRole("banner").locator("[data-konto] a");
}

test("a reader signs up with just an e-mail, by a link, lands on /konto, sees their name in the header, downloads their data and deletes the account", async ({
  page,
  open,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "link requests are rate limited per address: once per run");
  test.setTimeout(90_000);

  // Anonymous: the header offers 'Log ind', which leads to /konto/log-ind.
  await open("/");
  await expect(accountLink(page)).toHaveText("Log ind");
  await accountLink(page).click();
  await expect(page).toHaveURL(`${baseURL}/konto/log-ind`);
  await expect(page.getByRole("heading", { name: "Log ind på Forsiden", level: 1 })).toBeVisible();

  // Just the address: the answer says nothing about whether it has an account.
  await page.locator("#link-email").fill(reader.email);
  await page.getByRole("button", { name: "Send mig et login-link" }).click();
  await expect(page.locator("form [role=status]")).toContainText(SENT);

  // The mailed link opens a page; its button signs in and makes the account.
  const link = await mailLink(page, reader.email, "Dit login-link til Forsiden");
  expect(new URL(link).pathname).toBe("/konto/log-ind/link");
  await open(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Log ind", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/konto`);
  await expect(page.getByRole("heading", { name: "Min konto", level: 1 })).toBeVisible();
  await expect(toast(page, "Velkommen til Forsiden")).toBeVisible();
  await expect(accountLink(page)).toHaveText("Min konto");

  // A name, shown only to the reader.
  await page.locator("#account-name").fill(reader.name);
  await page.getByRole("button", { name: "Gem navn" }).click();
  await expect(page.getByTestId("konto-name-status")).toContainText("Navnet er gemt");
  await expect(accountLink(page)).toHaveText(reader.name);

  // The front page: the same HTML as everybody's (no name in it); the browser fills in the name.
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain(reader.name);
  expect(html).toContain('href="/konto/log-ind"');
  await open("/");
  await expect(accountLink(page)).toHaveText(reader.name);
  await expect(accountLink(page)).toHaveAttribute("href", "/konto");

  // 'Følg' two clubs (a plain form; back on the page, the account script marks it 'Følger').
  for (const slug of ["fc-kobenhavn", "brondby-if"]) {
    await open(`/klubber/${slug}`);
    const follow = page.locator(`main [data-follow-club="${slug}"]`);
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await follow.click();
    await expect(page).toHaveURL(`${baseURL}/klubber/${slug}`);
    await expect(follow).toHaveAttribute("aria-pressed", "true");
    await expect(follow).toContainText("Følger");
  }
  // /mine-klubber: one section per club, private.
  const mine = await page.goto("/mine-klubber");
  expect(mine?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Mine klubber" })).toBeVisible();
  await expect(page.getByTestId("my-club").getByRole("heading", { level: 2 })).toHaveText([
    "Brøndby IF",
    "FC København",
  ]);
  // A follower is offered the club's newsletter.
  await expect(page.getByRole("link", { name: "Få Nyt fra FC København på mail" })).toHaveAttribute(
    "href",
    /^\/nyhedsbrev\?liste=klub%3A[0-9a-f-]{36}$/,
  );
  // The front page's strip, filled in by the browser (the cached HTML has no club of the reader's).
  await open("/");
  const strip = page.locator("[data-mine-klubber]");
  await expect(strip).toBeVisible();
  await expect(strip.locator("li > a:first-child")).toHaveText(["Brøndby IF", "FC København"]);
  // Unfollow one again from its page.
  await open("/klubber/brondby-if");
  await page.locator('main [data-follow-club="brondby-if"]').click();
  await expect(page.locator('main [data-follow-club="brondby-if"]')).toHaveAttribute("aria-pressed", "false");

  // Issue 25: this browser's push subscription, posted while signed in, is linked to the account and
  // follows its club. (The browser's own push service is not reachable here: the test posts what
  // PushSubscription.toJSON() gives, with real keys; tests/e2e/push.spec.ts drives the bell.)
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const device = {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${stamp}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
  const android =
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile";
  const subscribed = await page.request.post("/api/push/subscriptions", {
    headers: { origin: baseURL ?? "", "user-agent": android },
    data: { subscription: device, topics: [] },
  });
  expect(await subscribed.json()).toMatchObject({ ok: true, linked: true, accountClubs: true });

  await open("/");
  await accountLink(page).click();
  await expect(page).toHaveURL(`${baseURL}/konto`);

  // 'Notifikationer' lists it with its topic in words; quiet hours are changed with a plain form.
  const notifications = page.getByRole("region", { name: "Notifikationer", exact: true });
  const listed = notifications.getByTestId("konto-push-device");
  await expect(listed.getByRole("heading", { level: 3 })).toHaveText("Chrome på Android");
  await expect(listed).toContainText("FC København (en klub, du følger)");
  await expect(listed).toContainText("Stille timer 23.00–07.00, undtagen mål");
  await listed.getByLabel("Fra", { exact: true }).selectOption("22");
  await listed.getByRole("button", { name: "Gem indstillinger for Chrome på Android" }).click();
  await expect(listed.getByTestId("konto-push-status")).toContainText("Indstillingerne er gemt");
  await expect(listed).toContainText("Stille timer 22.00–07.00, undtagen mål");

  // 'Download mine data': a JSON file of the account.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download mine data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^forsiden-mine-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await fs.readFile((await download.path()) ?? "", "utf8"));
  expect(exported.user).toMatchObject({ email: reader.email, name: reader.name, role: "user" });
  expect(exported.sessions.length).toBeGreaterThan(0);
  expect(JSON.stringify(exported)).toContain("FC København");
  expect(JSON.stringify(exported)).not.toMatch(/"token"|"password"/);
  expect(exported.pushDevices).toEqual([
    expect.objectContaining({ label: "Chrome på Android", pushService: "fcm.googleapis.com" }),
  ]);
  expect(JSON.stringify(exported)).not.toContain(device.keys.auth);

  // /konto lists the followed club, and stops following it from there.
  const clubs = page.getByRole("region", { name: "Klubber du følger" });
  await expect(clubs.getByRole("listitem")).toHaveText([/^FC København/]);
  await clubs.getByRole("button", { name: "Følg ikke længere FC København" }).click();
  await expect(page).toHaveURL(`${baseURL}/konto`);
  await expect(clubs).toContainText("Du følger ingen klubber endnu. Tryk på 'Følg' på en klubs side.");
  // … and the device no longer gets the club's pushes.
  await expect(listed).toContainText("Ingen emner valgt.");

  // 'Slet min konto', confirmed in the dialog.
  await page.getByRole("button", { name: "Slet min konto" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Slet din konto?");
  await dialog.getByRole("button", { name: "Slet kontoen" }).click();
  await expect(page).toHaveURL(`${baseURL}/konto/log-ind`);
  await expect(toast(page, "Din konto er slettet")).toBeVisible();
  await expect(accountLink(page)).toHaveText("Log ind");
  expect(await (await page.request.get("/api/konto/status")).json()).toEqual({
    signedIn: false,
    name: null,
    follows: [],
  });

  // The account's device went with it.
  const status = await page.request.post("/api/push/subscriptions/status", {
    headers: { origin: baseURL ?? "" },
    data: { endpoint: device.endpoint, auth: device.keys.auth },
  });
  expect(await status.json()).toEqual({ subscribed: false });

  // Nothing is left: not even the mails to the address in the outbox.
  await page.goto(`/dev/mailbox?t=${Date.now()}`);
  await expect(page.getByTestId("mail").filter({ hasText: reader.email })).toHaveCount(0);
  // /konto asks for a sign-in again.
  await page.goto("/konto");
  await expect(page).toHaveURL(`${baseURL}/konto/log-ind`);
});

test("'Glemt adgangskode?' on /konto/log-ind: the reset mail's page leads back to /konto/log-ind, and the new password signs in to /konto", async ({
  page,
  open,
  browser,
  baseURL,
}, testInfo) => {
  // Reset mails are limited to 3 a minute per address (the shared server's 127.0.0.1): once per run.
  test.skip(testInfo.project.name !== "desktop", "reset mails are rate limited per address: once per run");
  test.setTimeout(90_000);
  const resetter = {
    email: `laeser-nulstil-${stamp}@forsiden.test`,
    password: "foerste-laeser-kode",
    newPassword: "anden-laeser-kode",
  };
  // A reader with a password (a sign-up confirmed by mail, in a context of its own).
  await signUpAndConfirm(browser, baseURL ?? "", resetter.email, resetter.password);

  await open("/konto/log-ind");
  await page.getByRole("link", { name: "Glemt adgangskode?" }).click();
  await expect(page).toHaveURL(`${baseURL}/auth?visning=glemt&redirectTo=%2Fkonto`);
  await expect(page.getByRole("heading", { name: "Glemt adgangskode?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tilbage til log ind" })).toHaveAttribute(
    "href",
    "/konto/log-ind?redirectTo=%2Fkonto",
  );
  await page.locator("#forgot-email").fill(resetter.email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.locator("form [role=status]")).toContainText("Tjek din email");

  const link = await mailLink(page, resetter.email, "Nulstil din adgangskode til Forsiden");
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/nulstil\?redirectTo=%2Fkonto&token=[A-Za-z0-9]+$/);
  await page.getByLabel("Ny adgangskode").fill(resetter.newPassword);
  await page.getByRole("button", { name: "Gem ny adgangskode" }).click();
  await expect(page.getByRole("status")).toContainText("Adgangskoden er ændret");
  await page.getByRole("link", { name: "Gå til log ind" }).click();
  await expect(page).toHaveURL(`${baseURL}/konto/log-ind?redirectTo=%2Fkonto`);

  await page.locator("#password-email").fill(resetter.email);
  await page.locator("#password-password").fill(resetter.newPassword);
  await page.getByRole("button", { name: "Log ind med adgangskode" }).click();
  await expect(page).toHaveURL(`${baseURL}/konto`);
  await expect(page.getByRole("heading", { name: "Min konto", level: 1 })).toBeVisible();
  await expect(accountLink(page)).toHaveText("Min konto");
});

test(
  "/konto/log-ind works at every width: the link form and the password form, labelled",
  BOTH_WIDTHS,
  async ({ page, open }) => {
    await open("/konto/log-ind");
    await expect(page.getByLabel("E-mail").first()).toHaveAttribute("type", "email");
    await expect(page.getByRole("button", { name: "Send mig et login-link" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log ind med adgangskode" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log ind her" })).toHaveAttribute("href", "/auth");
    // A mailed link that is broken says so, and offers a new one.
    await open("/konto/log-ind/link?token=%3Cscript%3E");
    await expect(page.getByRole("alert")).toContainText("Linket er ugyldigt, udløbet eller allerede brugt.");
    await expect(page.getByRole("link", { name: "Bed om et nyt link" })).toBeVisible();
  },
);
