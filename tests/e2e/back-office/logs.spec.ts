import type { BrowserContext, Page } from "@playwright/test";
import { adminContext } from "../support/admin-session";
import { expect as baseExpect, test } from "../support/test";

// Spec §2 Logs: 'Edge Function Logs & Fejl', refresh button, tabs 'Auto Article Agent' (default)
// and 'Cron Executions', each in a 500 px scroll area.
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  context = await adminContext(browser, baseURL!);
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
});

test("shows the agent log by default and the cron executions on the second tab, 500 px each", async () => {
  await page.goto("/admin/logs");
  await expect(page.getByRole("heading", { level: 1, name: "Edge Function Logs & Fejl" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Planlagte job" })).toBeVisible();

  const agentTab = page.getByRole("tab", { name: "Auto Article Agent" });
  const cronTab = page.getByRole("tab", { name: "Cron Executions" });
  await expect(agentTab).toHaveAttribute("aria-selected", "true");
  await expect(cronTab).toHaveAttribute("aria-selected", "false");

  const agentArea = page.getByTestId("agent-scroll-area");
  await expect(agentArea).toBeVisible();
  expect((await agentArea.boundingBox())?.height).toBe(500);
  if ((await page.getByTestId("agent-logs").count()) === 0) {
    await expect(
      agentArea.getByText("Ingen logs fra Auto Article Agent endnu", { exact: true }),
    ).toBeVisible();
  }

  await cronTab.click();
  await expect(cronTab).toHaveAttribute("aria-selected", "true");
  await expect(agentArea).toBeHidden();
  const cronArea = page.getByTestId("cron-scroll-area");
  await expect(cronArea).toBeVisible();
  expect((await cronArea.boundingBox())?.height).toBe(500);
  const runs = cronArea.getByTestId("cron-execution");
  if ((await runs.count()) > 0) {
    expect(await runs.count()).toBeLessThanOrEqual(20);
    await expect(runs.first().getByText("Startet")).toBeVisible();
  } else {
    await expect(cronArea.getByText("Ingen cron-kørsler endnu", { exact: true })).toBeVisible();
  }

  // exact: the job list's 'Kør nu: Opdater indlejringer' (issue 27) holds the word too.
  await page.getByRole("button", { name: "Opdater", exact: true }).click();
  await expect(page.getByRole("button", { name: "Opdater", exact: true })).toBeEnabled();
  await expect(page.getByRole("heading", { level: 1, name: "Edge Function Logs & Fejl" })).toBeVisible();
  await expect(page.getByText("Fejl ved hentning af logs")).toHaveCount(0);
});
