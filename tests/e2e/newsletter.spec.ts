import type { Page, TestInfo } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";

// Issue 24: the public side of the newsletters. Sign-ups are limited to 10 per 10 minutes per
// client address and every spec shares the server's: this file makes two per project (four in all).

const MESSAGES = {
  checkInbox:
    "Tak! Vi har sendt dig en mail. Klik på linket i den for at bekræfte din tilmelding. Linket virker i 7 dage.",
  invalidEmail: "Skriv en gyldig e-mailadresse.",
  noList: "Vælg mindst ét nyhedsbrev.",
  confirmed: "Tak! Din tilmelding er bekræftet.",
  confirmExpired: "Linket er udløbet eller ugyldigt. Tilmeld dig igen, så sender vi et nyt bekræftelseslink.",
  unsubscribedAll: "Du er afmeldt alle nyhedsbreve.",
  invalidLink: "Linket er ugyldigt. Brug linket fra den nyeste mail.",
  preferencesSaved: "Dine valg er gemt.",
};
const CONSENT_TEXT =
  "Jeg vil have nyhedsbrevet på e-mail. Jeg kan altid afmelde mig med ét klik nederst i hver mail. Vi bruger kun adressen til nyhedsbrevet.";
const SUBJECT = "Bekræft din tilmelding til nyhedsbrevet";

/** A fresh address per test and project (an address gets at most three confirmation mails a day). */
function address(testInfo: TestInfo, what: string): string {
  return `nyhedsbrev-${what}-${testInfo.project.name}-${Date.now()}@eksempel.dk`;
}

/** The confirmation link of the newest mail to an address in the development mailbox. */
async function confirmationLink(page: Page, to: string): Promise<string> {
  await page.goto(`/dev/mailbox?t=${Date.now()}`);
  const mail = page.getByTestId("mail").filter({ hasText: to }).filter({ hasText: SUBJECT }).first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole("link").first().getAttribute("href");
  if (!href) throw new Error(`no link in the mail to ${to}`);
  expect(new URL(href).pathname).toBe("/nyhedsbrev/bekraeft");
  return href;
}

test("signs up at /nyhedsbrev, confirms only on 'Bekræft tilmelding', changes the lists and unsubscribes with one click", async ({
  page,
  open,
  request,
}, testInfo) => {
  const email = address(testInfo, "js");
  await open("/nyhedsbrev");
  await expect(page).toHaveTitle("Nyhedsbreve | Forsiden");
  const form = page.locator("main form");
  await expect(page.getByRole("heading", { level: 1, name: "Nyhedsbreve" })).toBeVisible();
  await expect(form.getByRole("checkbox", { name: "Dagens vigtigste" })).toBeChecked();
  const club = form.getByLabel("Nyt fra din klub");
  await expect(club.locator("option").first()).toHaveText("Vælg en klub (valgfrit)");
  await expect(form.getByText(CONSENT_TEXT)).toBeVisible();
  const clubName = (await club.locator("option").nth(1).textContent()) ?? "";
  await club.selectOption({ index: 1 });
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Tilmeld" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(MESSAGES.checkInbox);
  await expect(form.getByLabel("E-mail")).toHaveValue("");

  // The mailed link shows a button: link scanners open links, so opening it confirms nothing.
  const link = await confirmationLink(page, email);
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Bekræft tilmelding" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(MESSAGES.confirmed);
  await expect(page.locator("main li")).toHaveText(["Dagens vigtigste", clubName]);

  // The preferences page (a fresh preferences token): both lists ticked; untick the club's.
  await page.getByRole("link", { name: "Skift dine nyhedsbreve" }).click();
  await expect(page).toHaveURL(/\/nyhedsbrev\/indstillinger\?token=/);
  await waitForHydration(page);
  await expect(page.locator("main")).toContainText(email);
  await expect(page.getByLabel("Dagens vigtigste")).toBeChecked();
  await expect(page.getByLabel(clubName)).toBeChecked();
  await page.getByLabel(clubName).uncheck();
  await page.getByRole("button", { name: "Gem" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(MESSAGES.preferencesSaved);
  const preferencesUrl = page.url();

  // RFC 8058 one-click: a mailbox provider's POST, no cookies and no Origin.
  const unsubscribeHref = await page
    .getByRole("link", { name: "Afmeld alle nyhedsbreve" })
    .getAttribute("href");
  if (!unsubscribeHref) throw new Error("no unsubscribe link");
  const oneClick = await request.post(unsubscribeHref, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(oneClick.headers()["cache-control"]).toBe("private, no-store");
  expect(await oneClick.text()).toContain(MESSAGES.unsubscribedAll);
  // Multipart too; repeating it is harmless.
  const again = await request.post(unsubscribeHref, { multipart: { "List-Unsubscribe": "One-Click" } });
  expect(again.status()).toBe(200);

  await page.goto(preferencesUrl);
  await expect(page.getByLabel("Dagens vigtigste")).not.toBeChecked();
  await expect(page.getByLabel(clubName)).not.toBeChecked();

  // The unsubscribe page itself: a button, and the way back to the preferences.
  await open(unsubscribeHref);
  await expect(page.locator("main")).toContainText("Du afmelder dig alle nyhedsbreve.");
  await expect(page.getByRole("link", { name: "Skift dine nyhedsbreve" })).toHaveAttribute(
    "href",
    new URL(preferencesUrl).pathname + new URL(preferencesUrl).search,
  );
  await page.getByRole("button", { name: "Afmeld" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(MESSAGES.unsubscribedAll);
});

test("articles, club pages and the footer offer the sign-up; a club's is for its own list, and /nyhedsbrev?liste= pre-selects it", async ({
  page,
  open,
}) => {
  await open("/");
  const articleHref = await page.locator('main a[href^="/article/"]').first().getAttribute("href");
  await expect(page.locator("footer").getByRole("link", { name: "Nyhedsbreve" })).toHaveAttribute(
    "href",
    "/nyhedsbrev",
  );
  const footerForm = page.locator('footer form[data-newsletter-signup="footer"]');
  await expect(footerForm).toHaveAttribute("action", "/nyhedsbrev");
  await expect(footerForm.getByLabel("E-mail")).toBeVisible();

  await open(articleHref ?? "/");
  const articleForm = page.locator('main form[data-newsletter-signup="artikel"]');
  await expect(articleForm.getByRole("heading", { name: "Få Dagens vigtigste på mail" })).toBeVisible();
  await expect(articleForm.locator('input[name="lists"]')).toHaveValue("dagens-vigtigste");
  await expect(articleForm.getByText(CONSENT_TEXT)).toBeVisible();

  await open("/klubber/fc-kobenhavn");
  const clubForm = page.locator('main form[data-newsletter-signup="klub"]');
  await expect(clubForm.getByRole("heading", { name: /^Få Nyt fra .+ på mail$/ })).toBeVisible();
  const listKey = await clubForm.locator('input[name="lists"]').inputValue();
  expect(listKey).toMatch(/^klub:[0-9a-f-]{36}$/);

  // Without `?liste=` the daily list; with it that club (the page cache keys on the parameter).
  await open("/nyhedsbrev");
  await expect(page.locator("main").getByLabel("Nyt fra din klub")).toHaveValue("");
  await open(`/nyhedsbrev?liste=${encodeURIComponent(listKey)}`);
  const main = page.locator("main");
  await expect(main.getByLabel("Nyt fra din klub")).toHaveValue(listKey);
  await expect(main.getByRole("checkbox", { name: "Dagens vigtigste" })).not.toBeChecked();
});

test("links with a wrong token say so, are never cached or indexed, and a one-click POST to one is refused", async ({
  page,
  request,
}) => {
  const confirm = await page.goto("/nyhedsbrev/bekraeft?token=forkert");
  expect(confirm?.status()).toBe(404);
  expect(confirm?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator("main").getByRole("alert")).toHaveText(MESSAGES.confirmExpired);
  await expect(page.getByRole("link", { name: "Tilmeld dig igen" })).toHaveAttribute("href", "/nyhedsbrev");
  await expect(page.getByRole("button", { name: "Bekræft tilmelding" })).toHaveCount(0);

  for (const path of ["/nyhedsbrev/afmeld?token=forkert", "/nyhedsbrev/indstillinger?token=forkert"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator("main").getByRole("alert")).toHaveText(MESSAGES.invalidLink);
  }
  const refused = await request.post("/nyhedsbrev/afmeld?token=forkert", {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(refused.status()).toBe(400);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's plain form signs up for the daily list, and the mailed link confirms with a plain post", async ({
    page,
  }, testInfo) => {
    const email = address(testInfo, "nojs");
    await page.goto("/stillinger");
    const footer = page.locator('footer form[data-newsletter-signup="footer"]');
    await footer.getByLabel("E-mail").fill(email);
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await footer.getByRole("button", { name: "Tilmeld" }).click();
    expect((await posted).status()).toBe(200);
    await expect(page).toHaveURL(/\/nyhedsbrev$/);
    await expect(page.locator("main").getByRole("status")).toHaveText(MESSAGES.checkInbox);

    await page.goto(await confirmationLink(page, email));
    await page.getByRole("button", { name: "Bekræft tilmelding" }).click();
    await expect(page.locator("main").getByRole("status")).toHaveText(MESSAGES.confirmed);
    await expect(page.locator("main li")).toHaveText(["Dagens vigtigste"]);
  });

  test("/nyhedsbrev answers a refused sign-up with the errors at the fields and keeps the address", async ({
    page,
  }) => {
    await page.goto("/nyhedsbrev");
    const form = page.locator("main form");
    await form.getByRole("checkbox", { name: "Dagens vigtigste" }).uncheck();
    // The browser's own check lets 'a@b' through; the server asks for a domain with a dot.
    await form.getByLabel("E-mail").fill("a@b");
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: "Tilmeld" }).click();
    expect((await posted).status()).toBe(400);
    const emailField = page.locator("main form").getByLabel("E-mail");
    await expect(emailField).toHaveValue("a@b");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    const daily = page.locator("main form").getByRole("checkbox", { name: "Dagens vigtigste" });
    await expect(daily).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("main form").getByText(MESSAGES.noList)).toBeVisible();
  });
});
