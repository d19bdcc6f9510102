import type { BrowserContext, Page } from "@playwright/test";
import { JOB_NAMES } from "../../../app/features/jobs/job-catalog";
import { adminContext, openAsAdmin, readerContext } from "../support/admin-session";
import { expect as baseExpect, test } from "../support/test";

// Search-engine indexing from /admin/analytics against the fake IndexNow endpoint
// (tests/support/fake-indexnow.mjs), the key file, and a job run by hand from /admin/logs.
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const fakeBase = `http://127.0.0.1:${process.env.E2E_FAKE_PORT}`;

interface Received {
  status: number;
  body: { host: string; key: string; keyLocation: string; urlList: string[] };
}

let context: BrowserContext;
let page: Page;

const toast = (text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.beforeAll(async ({ browser, baseURL }) => {
  context = await adminContext(browser, baseURL!);
  page = await context.newPage();
  await openAsAdmin(page, "/admin/analytics");
});
test.afterAll(async () => {
  await context?.close();
});

test("the indexing panel submits the site's URLs to IndexNow and shows the count and the last run", async ({
  baseURL,
}) => {
  await fetch(`${fakeBase}/indexnow/_reset`, { method: "POST" });
  await page.goto("/admin/analytics");
  const panel = page.getByRole("region", { name: "Indeksering" });
  const button = panel.getByRole("button", { name: "Anmod om indeksering" });
  await expect(button).toBeEnabled();

  await button.click();
  const success = toast(/^Anmodede indeksering for \d+ sider/);
  await expect(success).toBeVisible();

  const received = (await (await fetch(`${fakeBase}/indexnow/_received`)).json()) as Received[];
  const last = received.at(-1)!;
  expect(last.status).toBe(200);
  const n = last.body.urlList.length;
  expect(n).toBeGreaterThan(1);
  await expect(success).toContainText(`Anmodede indeksering for ${n} sider`);
  expect(last.body.host).toBe(new URL(baseURL!).host);
  expect(last.body.urlList[0]).toBe(`${baseURL}/`);
  expect(last.body.urlList.slice(1).every((u) => u.startsWith(`${baseURL}/article/`))).toBe(true);
  expect(last.body.keyLocation).toBe(`${baseURL}/${last.body.key}.txt`);

  // The last run, after the page data was refreshed.
  await expect(panel.getByTestId("indexing-last-run")).toContainText("Sidste anmodning:");
  await expect(panel.getByTestId("indexing-last-run")).toContainText(`(manuelt) – ${n} sider`);
  await expect(button).toBeEnabled();

  // The key file: the key as plain text at /{key}.txt, any other .txt is a 404.
  const reader = await readerContext(page.context().browser()!, baseURL!);
  try {
    const keyFile = await reader.request.get(`/${last.body.key}.txt`);
    expect(keyFile.status()).toBe(200);
    expect(keyFile.headers()["content-type"]).toContain("text/plain");
    expect(await keyFile.text()).toBe(last.body.key);
    expect((await reader.request.get("/ffffffffffffffffffffffffffffffff.txt")).status()).toBe(404);
  } finally {
    await reader.close();
  }
});

test("while loading the button is disabled with a spinner; a refused request gives the failure toast and the errors per URL", async () => {
  await page.goto("/admin/analytics");
  const panel = page.getByRole("region", { name: "Indeksering" });
  const button = panel.getByRole("button", { name: "Anmod om indeksering" });
  // The fake IndexNow answers the next submission with 429 (too many requests).
  await fetch(`${fakeBase}/indexnow/_next?status=429`, { method: "POST" });
  // Hold the request a moment to see the loading state, then let it through to the real server.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/admin/api/indexing.data", async (route) => {
    await held;
    await route.continue();
  });

  await button.click();
  await expect(button).toBeDisabled();
  await expect(panel.getByRole("status").filter({ hasText: "Anmoder om indeksering..." })).toBeAttached();
  release();

  const message = "For mange anmodninger (429): IndexNow opfatter det som mulig spam. Prøv igen senere.";
  const failure = toast("Fejl ved anmodning om indeksering");
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(message);
  const errors = panel.getByRole("list", { name: "Fejl pr. URL" });
  await expect(errors).toContainText(`/: ${message}`);
  await expect(errors.getByRole("listitem").first()).toContainText(message);
  await expect(panel.getByTestId("indexing-last-run")).toContainText("(manuelt) – 0 sider");
  await expect(button).toBeEnabled();
  await page.unroute("**/admin/api/indexing.data");
});

test("a job run by hand from /admin/logs shows up in 'Cron Executions' as a manual run", async () => {
  await page.goto("/admin/logs");
  const jobs = page.getByRole("region", { name: "Planlagte job" });
  // A header row and every scheduled job of the catalog (issue 27 added 'indlejringer-opdatering').
  await expect(jobs.getByRole("row")).toHaveCount(JOB_NAMES.length + 1);
  const row = jobs.locator('[data-job="publish-scheduled"]');
  await expect(row).toContainText("Udgiv planlagte artikler");
  await expect(row).toContainText("Hvert minut");

  await row.getByRole("button", { name: "Kør nu: Udgiv planlagte artikler" }).click();
  await expect(toast("Udgiv planlagte artikler: kørt")).toBeVisible();

  await page.getByRole("tab", { name: "Cron Executions" }).click();
  const manual = page
    .getByTestId("cron-execution")
    .filter({ hasText: "Manuel" })
    .filter({ hasText: "publish-scheduled" });
  await expect(manual.first()).toBeVisible();
  await expect(manual.first()).toContainText("completed");
  await expect(row).toContainText("Gennemført");
});
