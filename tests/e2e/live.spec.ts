import http from "node:http";
import type { Page } from "@playwright/test";
import { newArticleFormBody } from "./support/article-form";
import { withConsent } from "./support/consent";
import { openEventStream } from "./support/node-clients";
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

test("the streams are never cached and answer 404 for an ordinary article; a public poll answer may be kept 2 s", async ({
  request,
}) => {
  const json = await request.get("/live/kampe/events.json?after=0");
  expect(json.status()).toBe(200);
  expect(json.headers()["cache-control"]).toBe("public, max-age=2");
  const body = (await json.json()) as { events: { event: string; data: { id: string } }[] };
  expect(body.events.some((e) => e.event === "match")).toBe(true);
  const missing = await request.get("/live/00000000-0000-4000-8000-000000000000/events");
  expect(missing.status()).toBe(404);
});

test("a reader's open stream ends when an editor unpublishes the article: an update posted after ('SECRET-after-unpublish') never reaches it", async ({
  adminPage: desk,
  baseURL,
}) => {
  const title = `Live der afpubliceres ${Date.now().toString(36)}`;
  const created = await desk.request.post("/admin/new-article", {
    form: Object.fromEntries(newArticleFormBody(title)),
  });
  expect(created.status()).toBe(200);
  await openPage(desk, `/admin/articles?q=${encodeURIComponent(title)}`);
  const deskLink = desk.getByRole("row").filter({ hasText: title }).locator('a[href^="/admin/live/"]');
  const articleId = ((await deskLink.getAttribute("href")) ?? "").split("/").pop() ?? "";
  const deskPost = (form: Record<string, string>) => desk.request.post(`/admin/live/${articleId}`, { form });
  expect((await deskPost({ intent: "coverage", liveStatus: "live" })).status()).toBe(200);

  const stream = await openEventStream(`${baseURL}/live/${articleId}/events`);
  expect(stream.res.status).toBe(200);
  expect((await deskPost({ intent: "post", body: "Før afpublicering" })).status()).toBe(200);
  await expect.poll(() => stream.frames.some((f) => f.data.includes("Før afpublicering"))).toBe(true);

  // The editor unpublishes in the edit dialog (saves it as a draft).
  await desk.getByRole("link", { name: `Rediger "${title}"` }).click();
  const dialog = desk.getByRole("dialog", { name: "Rediger artikel" });
  await dialog.getByRole("switch", { name: "Kladde" }).check();
  await dialog.getByRole("button", { name: "Gem ændringer" }).click();
  await expect(
    desk.locator("[data-sonner-toast]").filter({ hasText: "Artiklen er blevet opdateret" }),
  ).toBeVisible({ timeout: 15_000 });
  // The desk (staff) may still post to it.
  expect((await deskPost({ intent: "post", body: "SECRET-after-unpublish" })).status()).toBe(200);
  const secret = () => stream.frames.some((f) => f.data.includes("SECRET-after-unpublish"));
  await expect.poll(() => stream.ended() || secret(), { timeout: 3000 }).toBe(true);
  await new Promise((r) => setTimeout(r, 500));
  expect(secret()).toBe(false);
  expect(stream.ended()).toBe(true);
  const again = await fetch(`${baseURL}/live/${articleId}/events`);
  expect(again.status).toBe(404);
  await again.body?.cancel();
  expect(
    (await desk.request.post("/admin/articles", { form: { intent: "delete", id: articleId } })).status(),
  ).toBe(200);
});

test("one address holds at most 20 streams: the 21st gets 429 with Retry-After and a Danish message; a closed one frees its place", async ({
  baseURL,
}) => {
  const streams = [];
  for (let i = 0; i < 20; i++) {
    const stream = await openEventStream(`${baseURL}/live/kampe/events`);
    expect(stream.res.status).toBe(200);
    streams.push(stream);
  }
  const refused = await fetch(`${baseURL}/live/kampe/events`);
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toBe("10");
  expect(refused.headers.get("cache-control")).toBe("no-store");
  expect(await refused.json()).toEqual({
    error: "For mange åbne live-forbindelser fra din adresse. Prøv igen om lidt.",
  });
  // /healthz and the pages still answer.
  expect((await fetch(`${baseURL}/healthz`)).status).toBe(200);
  streams[0].close();
  await expect
    .poll(async () => {
      const res = await fetch(`${baseURL}/live/kampe/events`);
      await res.body?.cancel();
      return res.status;
    })
    .toBe(200);
  for (const stream of streams) stream.close();
});

test("events.json is rate-limited per address: 120 polls a minute, then 429 with Retry-After", async ({
  baseURL,
}) => {
  // From an address of its own in the loopback range, so the other specs' polls from 127.0.0.1
  // are not refused for the next minute (nor this one by theirs, nor by the other project's run).
  const localAddress = `127.0.0.${10 + Math.floor(Math.random() * 240)}`;
  const poll = () =>
    new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
      const req = http.get(`${baseURL}/live/kampe/events.json?after=0`, { localAddress }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"], body }),
        );
      });
      req.on("error", reject);
    });
  let refused: Awaited<ReturnType<typeof poll>> | undefined;
  for (let i = 0; i < 130 && !refused; i++) {
    const res = await poll();
    if (res.status === 429) refused = res;
    else expect(res.status).toBe(200);
  }
  expect(refused?.status).toBe(429);
  expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
  expect(JSON.parse(refused?.body ?? "null")).toEqual({
    error: "For mange forespørgsler. Prøv igen om lidt.",
  });
  // 127.0.0.1 still polls.
  expect((await fetch(`${baseURL}/live/kampe/events.json?after=0`)).status).toBe(200);
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
