import type { Page } from "@playwright/test";
import { withConsent } from "./support/consent";
import { expect, openPage, test } from "./support/test";

// Issue 15: the live desk and an open reader page, end to end in Chromium. Does not depend on the
// width: desktop only. Serial: the steps share one live article.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "does not depend on the width: desktop only");

const LIVE_SLUG = "live-kommende-superliga-kamp";
const marker = `MÅL i e2e ${Date.now().toString(36)}`;

async function liveArticleId(page: Page): Promise<string> {
  await openPage(page, `/article/${LIVE_SLUG}`);
  const id = await page.locator("[data-live-blog]").getAttribute("data-live-blog");
  if (!id) throw new Error("the sample live article has no live blog");
  return id;
}

function awaitDeskPost(desk: Page) {
  return desk.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/live/"));
}

test("an editor's goal on the live desk reaches an open reader page within 2 s, and a later reader gets it in the HTML; a deletion disappears", async ({
  page: reader,
  adminPage: desk,
  browser,
  baseURL,
}) => {
  const articleId = await liveArticleId(reader);
  await expect(reader.locator("[data-live-header]")).toHaveAttribute("data-live-status", "pre");

  await openPage(desk, `/admin/live/${articleId}`);
  await expect(desk.getByRole("heading", { name: /^Live: LIVE:/ })).toBeVisible();
  await desk.getByLabel("Status").selectOption("live");
  const goingLive = awaitDeskPost(desk);
  await desk.getByRole("button", { name: "Gem status" }).click();
  await goingLive;
  // The open reader page follows the status and the score without a reload.
  await expect(reader.locator("[data-live-header] [data-slot=live-badge]")).toBeVisible({ timeout: 2000 });
  await expect(reader.locator("[data-live-score]")).toHaveText("0–0");

  // The match centre on a front page opened now shows the match live and follows its score.
  const front = await reader.context().newPage();
  await openPage(front, "/");
  const centreMatch = front.locator("[data-match-centre] li[data-status=live]").first();
  await expect(centreMatch.locator("[data-live-marker]")).toBeVisible();
  await expect(centreMatch.locator("[data-score]")).toHaveText(["0", "0"]);

  const secondDesk = await desk.context().newPage();
  await openPage(secondDesk, `/admin/live/${articleId}`);

  const form = desk.locator("[data-live-post-form]");
  await expect(form).toBeVisible();
  await form.getByRole("textbox", { name: "Tekst", exact: true }).fill(marker);
  await form.getByLabel("Hændelse").selectOption("goal");
  await form.getByLabel("Minut", { exact: true }).fill("23");
  await form.getByLabel("Scorerens hold").selectOption("home");
  const posted = awaitDeskPost(desk);
  // The keyboard shortcut posts.
  await form.getByRole("textbox", { name: "Tekst", exact: true }).press("Control+Enter");
  expect((await posted).status()).toBe(200);

  const update = reader.locator("[data-live-update]", { hasText: marker });
  await expect(update).toBeVisible({ timeout: 2000 });
  await expect(reader.locator("[data-live-score]")).toHaveText("1–0", { timeout: 2000 });
  await expect(centreMatch.locator("[data-score]")).toHaveText(["1", "0"], { timeout: 2000 });
  await front.close();
  await expect(update.locator("[data-live-event=goal]")).toHaveText("⚽Mål");
  await expect(update).toContainText("23'");
  await expect(desk.getByText("Opdateringen er postet.")).toBeVisible();
  // A second editor's desk, open before the post, shows it too (the desk follows the stream).
  await expect(secondDesk.locator("[data-desk-update]", { hasText: marker })).toBeVisible({ timeout: 2000 });

  // A second reader opening the page later gets the same state in the server's HTML (no JS needed).
  const later = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await withConsent(later, baseURL);
  const laterPage = await later.newPage();
  await laterPage.goto(`/article/${LIVE_SLUG}`);
  await expect(laterPage.locator("[data-live-update]", { hasText: marker })).toBeVisible();
  await expect(laterPage.locator("[data-live-score]")).toHaveText("1–0");
  await expect(laterPage.locator("[data-live-header] [data-slot=live-badge]")).toBeVisible();
  const html = await laterPage.content();
  expect(html).toContain('"@type":"LiveBlogPosting"');
  expect(html).toContain(marker);

  // Deleting the update (with confirmation) removes it from the open page.
  const deskUpdate = desk.locator("[data-desk-update]", { hasText: marker });
  await deskUpdate.getByRole("button", { name: "Slet" }).click();
  await expect(desk.getByRole("alertdialog")).toContainText("Slet opdateringen?");
  const deleted = awaitDeskPost(desk);
  await desk.getByRole("alertdialog").getByRole("button", { name: "Slet" }).click();
  await deleted;
  await expect(update).toHaveCount(0, { timeout: 2000 });
  await laterPage.reload();
  await expect(laterPage.locator("[data-live-update]", { hasText: marker })).toHaveCount(0);
  await later.close();

  // A reader who scrolled down gets a button instead of a jump.
  await reader.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => reader.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const second = `${marker} igen`;
  await form.getByRole("textbox", { name: "Tekst", exact: true }).fill(second);
  const postedAgain = awaitDeskPost(desk);
  await form.getByRole("button", { name: "Post opdatering" }).click();
  await postedAgain;
  const button = reader.getByRole("button", { name: "Nye opdateringer (1)" });
  await expect(button).toBeVisible({ timeout: 2000 });
  await expect(reader.locator("[data-live-update]", { hasText: second })).toHaveCount(0);
  await button.click();
  await expect(reader.locator("[data-live-update]", { hasText: second })).toBeVisible();
  await expect(button).toHaveCount(0);

  // Leave the sample article as it was for the other specs.
  await desk.getByLabel("Status").selectOption("pre");
  const reset = awaitDeskPost(desk);
  await desk.getByRole("button", { name: "Gem status" }).click();
  await reset;
});

test("the streams are never cached and answer 404 for an ordinary article", async ({ request }) => {
  const json = await request.get("/live/kampe/events.json?after=0");
  expect(json.status()).toBe(200);
  expect(json.headers()["cache-control"]).toBe("no-store");
  const body = (await json.json()) as { events: { event: string; data: { id: string } }[] };
  expect(body.events.some((e) => e.event === "match")).toBe(true);
  const missing = await request.get("/live/00000000-0000-4000-8000-000000000000/events");
  expect(missing.status()).toBe(404);
});

test("malformed ids are 404 in paths and 400 with a Danish message in the desk's form, never 500 (issue 21)", async ({
  request,
  adminPage,
}) => {
  const hyphens = "-".repeat(36);
  const letters = "a".repeat(36);
  for (const id of [hyphens, letters]) {
    // Readers: the stream and its JSON twin.
    for (const path of [`/live/${id}/events`, `/live/${id}/events.json`]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.json()).toEqual({ error: "Ikke fundet" });
    }
    // The desk itself.
    const desk = await adminPage.request.get(`/admin/live/${id}`);
    expect(desk.status(), `/admin/live/${id}`).toBe(404);
    expect(await desk.text()).toContain("Artiklen findes ikke.");
  }

  const html = await (await request.get(`/article/${LIVE_SLUG}`)).text();
  const articleId = /data-live-blog="([^"]+)"/.exec(html)?.[1];
  expect(articleId).toBeTruthy();
  const post = (form: Record<string, string>) =>
    adminPage.request.post(`/admin/live/${articleId}.data`, { form, maxRedirects: 0 });
  for (const intent of ["delete", "pin", "unpin", "edit"]) {
    for (const updateId of ["abc", hyphens, undefined]) {
      const form: Record<string, string> = { intent, body: "Rettet" };
      if (updateId !== undefined) form.updateId = updateId;
      const res = await post(form);
      expect(res.status(), `${intent} updateId=${updateId}`).toBe(400);
      expect(await res.text()).toContain("Ukendt opdatering.");
    }
  }
  const coverage = await post({ intent: "coverage", liveStatus: "pre", matchId: hyphens });
  expect(coverage.status()).toBe(400);
  expect(await coverage.text()).toContain("Ukendt kamp.");
});
