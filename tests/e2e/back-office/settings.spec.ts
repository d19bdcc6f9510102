import type { Browser, BrowserContext, Page } from "@playwright/test";
import { adminContext, openAsAdmin, readerContext } from "../support/admin-session";
import { expect as baseExpect, test } from "../support/test";

// Spec §2 'Indstillinger' and PRODUCT.md: settings are saved and applied. Maintenance mode and the
// site name are global: afterAll always turns maintenance off and puts the original name back.
// 'Log ud af alle andre sessioner' is never clicked here (it would end the shared admin session);
// the integration tests cover it.
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SAVED = "Indstillinger gemt!";

let context: BrowserContext;
let page: Page;
let baseURL: string;
let originalName = "";

async function openSettings() {
  await openAsAdmin(page, "/admin/settings");
  await expect(page.getByRole("heading", { name: "Indstillinger", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function save() {
  await page.getByRole("button", { name: "Gem indstillinger" }).click();
  await expect(page.getByRole("region", { name: /Notifikationer/ }).getByText(SAVED)).toBeVisible();
}

async function setMaintenance(on: boolean) {
  await openSettings();
  const toggle = page.getByRole("switch", { name: "Vedligeholdelsestilstand" });
  if ((await toggle.getAttribute("aria-checked")) === String(on)) return;
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
  await save();
}

async function asReader<T>(browser: Browser, fn: (reader: Page) => Promise<T>): Promise<T> {
  const reader = await readerContext(browser, baseURL);
  try {
    return await fn(await reader.newPage());
  } finally {
    await reader.close();
  }
}

test.beforeAll(async ({ browser }, info) => {
  baseURL = info.project.use.baseURL ?? "";
  context = await adminContext(browser, baseURL, { viewport: info.project.use.viewport });
  page = await context.newPage();
  await openSettings();
  originalName = await page.getByLabel("Sidenavn").inputValue();
});

test.afterAll(async () => {
  try {
    await setMaintenance(false);
    await openSettings();
    const name = page.getByLabel("Sidenavn");
    if (originalName && (await name.inputValue()) !== originalName) {
      await name.fill(originalName);
      await save();
    }
  } finally {
    await context?.close();
  }
});

test("shows the spec's sections with the stored values and the default switches", async () => {
  await openSettings();
  for (const heading of [
    "Sideindstillinger",
    "Systemindstillinger",
    "Auto Article Agent",
    "Sikkerhed",
    "Databasevedligeholdelse",
  ]) {
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  }
  await expect(page.getByLabel("Sidenavn")).toHaveValue(originalName);
  await expect(page.getByRole("switch", { name: "Vedligeholdelsestilstand" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(page.getByRole("switch", { name: "Auto Article Agent" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(page.getByRole("button", { name: "Log ud af alle andre sessioner" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download sikkerhedskopi (JSON)" })).toHaveAttribute(
    "href",
    "/admin/api/backup",
  );
});

test("an empty site name is refused with 'Sidenavn er påkrævet' and nothing is saved", async () => {
  await openSettings();
  await page.getByLabel("Sidenavn").fill("");
  await page.getByRole("button", { name: "Gem indstillinger" }).click();
  await expect(page.getByText("Sidenavn er påkrævet")).toBeVisible();
  await openSettings();
  await expect(page.getByLabel("Sidenavn")).toHaveValue(originalName);
});

test("maintenance mode: visitors get the 503 page, staff still see the site, and it turns off again", async ({
  browser,
}) => {
  try {
    await setMaintenance(true);
    await expect(page.getByText("Vedligeholdelsestilstand er slået til")).toBeVisible();

    await asReader(browser, async (reader) => {
      const response = await reader.goto("/");
      expect(response?.status()).toBe(503);
      const headers = response?.headers() ?? {};
      expect(headers["retry-after"]).toBe("600");
      expect(headers["cache-control"]).toBe("no-store");
      await expect(reader.getByRole("heading", { name: "Vi er snart tilbage" })).toBeVisible();
      await expect(reader).toHaveTitle(`Vedligeholdelse | ${originalName}`);
      // Sign-in stays open, so staff can get in.
      const auth = await reader.goto("/auth");
      expect(auth?.status()).toBe(200);
      await expect(reader.locator("#signin-email")).toBeVisible();
    });

    const staffView = await page.goto("/");
    expect(staffView?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Vi er snart tilbage" })).toHaveCount(0);
  } finally {
    await setMaintenance(false);
  }
  await asReader(browser, async (reader) => {
    const response = await reader.goto("/");
    expect(response?.status()).toBe(200);
  });
});

test("a new site name appears in the public pages' titles, and is put back", async ({ browser }) => {
  const newName = "Bold E2E";
  try {
    await openSettings();
    await page.getByLabel("Sidenavn").fill(newName);
    await save();
    await asReader(browser, async (reader) => {
      await reader.goto("/contact");
      await expect(reader).toHaveTitle(`Kontakt os | ${newName}`);
      await reader.goto("/");
      await expect(reader).toHaveTitle(new RegExp(`^${newName} - `));
    });
  } finally {
    await openSettings();
    await page.getByLabel("Sidenavn").fill(originalName);
    await save();
  }
  await asReader(browser, async (reader) => {
    await reader.goto("/contact");
    await expect(reader).toHaveTitle(`Kontakt os | ${originalName}`);
  });
});

test("'Optimer database' runs and shows how long it took", async () => {
  await openSettings();
  await page.getByRole("button", { name: "Optimer database" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /^Databasen er optimeret \(VACUUM\) på \d/ }),
  ).toBeVisible();
});

test("the backup downloads as a JSON file with the app tables", async () => {
  const response = await page.request.get("/admin/api/backup");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toMatch(
    /^attachment; filename="forsiden-backup-.*\.json"$/,
  );
  const body = await response.json();
  expect(body).toMatchObject({ format: "forsiden-backup", version: 1, database: "pglite" });
  expect(body.tables.site_settings[0].site_name).toBe(originalName);
  expect(body.tables.session).toBeUndefined();
  expect(body.tables.account).toBeUndefined();
});
