import type { Page } from "@playwright/test";
import { submitSignIn } from "./support/admin-session";
import { devAdmin } from "./support/dev-admin";
import { mailLink } from "./support/mailbox";
import { expect, test } from "./support/test";

/*
 * Spec §2 'Auth page', §5 and §8: sign-up with confirmation, sign-in, the Danish messages, password
 * reset, 'Log ud'. Sign-up and sign-in are rate-limited per address, so the flows that create
 * accounts run on the desktop project only; the form checks run on both.
 */

test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const reader = {
  email: `ny-laeser-${stamp}@forsiden.test`,
  password: "foerste-kode",
  newPassword: "anden-kode",
};

function inline(page: Page, role: "status" | "alert") {
  return page.locator(`form [role=${role}]`);
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

test("the auth page has the tabs 'Log ind' and 'Opret konto' with e-mail and password", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Log ind" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#signin-email")).toHaveAttribute("type", "email");
  await expect(page.locator("#signin-password")).toHaveAttribute("type", "password");
  await page.getByRole("tab", { name: "Opret konto" }).click();
  await expect(page.locator("#signup-email")).toHaveAttribute("required", "");
  await expect(page.locator("#signup-password")).toHaveAttribute("minlength", "6");
});

test("/auth speaks to readers too and has a way back to the site: 'Tilbage til forsiden'", async ({
  page,
  baseURL,
}) => {
  await page.goto("/auth");
  await expect(page.locator("main")).toContainText(
    "Log ind, eller opret en gratis konto som læser. Redaktionens medarbejdere logger også ind her for at skrive og redigere artikler.",
  );
  await page.getByRole("link", { name: "Tilbage til forsiden" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("sign-up, confirmation through the development mailbox, then 'Ingen adgang' (403) for a plain user", async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "sign-up is rate-limited per address: once per run");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Opret konto" }).click();
  await page.locator("#signup-email").fill(reader.email);
  await page.locator("#signup-password").fill(reader.password);
  await page.getByRole("button", { name: "Opret konto", exact: true }).click();
  await expect(inline(page, "status")).toContainText("Registrering succesfuld");
  await expect(inline(page, "status")).toContainText("Tjek din email for bekræftelse");
  await expect(toast(page, "Registrering succesfuld")).toBeVisible();

  // Spec §5: the confirmation link leads to the site root, signed in.
  const link = await mailLink(page, reader.email, "Bekræft din e-mail til Forsiden");
  await page.goto(link);
  await expect(page).toHaveURL(`${baseURL}/`);
  // Issue 14: the reader is told the address is confirmed.
  await expect(toast(page, "Din e-mail er bekræftet")).toBeVisible();
  await expect(toast(page, "Du er nu logget ind.")).toBeVisible();

  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Ingen adgang" })).toBeVisible();
  await page.getByRole("button", { name: "Log ud" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
});

test("sign-up with an e-mail that exists: 'Registrering fejlede' / 'Bruger er allerede registreret'", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "sign-up is rate-limited per address: once per run");
  await page.goto("/auth?visning=opret");
  await page.locator("#signup-email").fill(devAdmin().email);
  await page.locator("#signup-password").fill("en-anden-kode");
  await page.getByRole("button", { name: "Opret konto", exact: true }).click();
  await expect(inline(page, "alert")).toContainText("Registrering fejlede");
  await expect(inline(page, "alert")).toContainText("Bruger er allerede registreret");
  await expect(toast(page, "Bruger er allerede registreret")).toBeVisible();
});

test("a wrong password shows 'Login fejlede' and 'Forkerte login oplysninger'", async ({
  page,
}, testInfo) => {
  await page.goto("/auth");
  await submitSignIn(page, {
    email: `ukendt-${testInfo.project.name}-${stamp}@forsiden.test`,
    password: "forkert-kode",
  });
  await expect(inline(page, "alert")).toContainText("Login fejlede");
  await expect(inline(page, "alert")).toContainText("Forkerte login oplysninger");
  await expect(toast(page, "Login fejlede")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("the dev admin signs in, sees 'Velkommen, …'; 'Log ud' goes to '/' and /admin then redirects to /auth", async ({
  page,
  baseURL,
}) => {
  const { email, password } = devAdmin();
  await page.goto("/admin/clubs");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fclubs$/);
  await submitSignIn(page, { email, password });
  await expect(page).toHaveURL(/\/admin\/clubs$/);
  await expect(page.getByText(`Velkommen, ${email}`)).toBeVisible();
  await expect(page.getByText("Du er logget ind som administrator")).toBeVisible();
  await expect(toast(page, "Login succesfuld")).toBeVisible();
  await expect(toast(page, "Du er nu logget ind")).toBeVisible();

  // A signed-in user opening /auth is sent on to /admin.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("button", { name: "Log ud" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
});

test("'Glemt adgangskode?' sends a reset mail; the link leads to /auth/nulstil and the new password works", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "uses the account made by the sign-up test");
  await page.goto("/auth");
  await page.getByRole("link", { name: "Glemt adgangskode?" }).click();
  await expect(page.getByRole("heading", { name: "Glemt adgangskode?" })).toBeVisible();
  await page.locator("#forgot-email").fill(reader.email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(inline(page, "status")).toContainText("Tjek din email");

  const link = await mailLink(page, reader.email, "Nulstil din adgangskode til Forsiden");
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/nulstil\?token=/);
  await expect(page.getByRole("heading", { name: "Vælg en ny adgangskode" })).toBeVisible();
  await page.getByLabel("Ny adgangskode").fill(reader.newPassword);
  await page.getByRole("button", { name: "Gem ny adgangskode" }).click();
  await expect(page.getByRole("status")).toContainText("Adgangskoden er ændret");
  await page.getByRole("link", { name: "Gå til log ind" }).click();

  await submitSignIn(page, { email: reader.email, password: reader.password });
  await expect(inline(page, "alert")).toContainText("Forkerte login oplysninger");
  await submitSignIn(page, { email: reader.email, password: reader.newPassword });
  // Signed in, but a plain user: the admin area refuses.
  await expect(page.getByRole("heading", { name: "Ingen adgang" })).toBeVisible();
});

test("'Indlæser...' shows while the sign-in is under way", async ({ page }) => {
  await page.goto("/auth");
  await page.route("**/auth.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await submitSignIn(page, { email: "langsom@forsiden.test", password: "forkert-kode" });
  await expect(page.getByText("Indlæser...")).toBeVisible();
  await expect(page.getByRole("button", { name: "Log ind", exact: true })).toBeDisabled();
  await expect(inline(page, "alert")).toContainText("Forkerte login oplysninger");
  await expect(page.getByText("Indlæser...")).toHaveCount(0);
});
