import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { seedArticles } from "../../app/workflows/seed/data/articles";
import { seedClubs } from "../../app/workflows/seed/data/clubs";
import { withConsent } from "./support/consent";
import { ensureAccounts } from "./support/staff-accounts";
import { expect, test } from "./support/test";

// Issue 10: the page cache as a shield. Unknown query parameters map to the canonical page (and
// its canonical link), and a publish is visible to the next anonymous reader within 1 s.

const article = seedArticles.find((a) => !a.isDraft && (a.publishedHoursAgo ?? -1) >= 0)!;
const draft = seedArticles.find((a) => a.isDraft)!;
const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Waits until `/` is a fresh cache hit (earlier specs may have left a stale copy). */
async function freshHome(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.get("/")).headers()["x-cache"], { timeout: 10_000 })
    .toBe("HIT");
  return request.get("/");
}

/** A session cookie signed with the server's own secret (in DATA_DIR) for a token no session has. */
function signedUnknownToken(): string {
  const secret = fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? "", ".auth-secret"), "utf8").trim();
  const token = randomBytes(24).toString("base64url");
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return encodeURIComponent(`${token}.${signature}`);
}

test.beforeEach(({ baseURL: _ }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "plain HTTP: desktop only");
});

test("/?utm_source=x, /?fbclid=…, /?a=1 after / are cache hits of the same page", async ({ request }) => {
  // Earlier specs may have left a stale copy of / (served while it refreshes): wait for a fresh one.
  await expect
    .poll(async () => (await request.get("/")).headers()["x-cache"], { timeout: 10_000 })
    .toBe("HIT");
  const first = await request.get("/");
  expect(first.status()).toBe(200);
  const etag = first.headers().etag;
  for (const path of ["/?utm_source=x", "/?fbclid=abc&gclid=1", "/?a=1", "/?anything"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["x-cache"], path).toBe("HIT");
    expect(res.headers().etag, path).toBe(etag);
  }
});

test("a page with unknown parameters has the canonical link without them", async ({ request, baseURL }) => {
  const home = await (await request.get("/?utm_source=nyhedsbrev&liga:superliga&x=1")).text();
  expect(home).toContain(`<link rel="canonical" href="${baseURL}/?liga:superliga"/>`);
  const page = await (await request.get(`/article/${article.slug}?utm_campaign=x&fbclid=2`)).text();
  expect(page).toContain(`<link rel="canonical" href="${baseURL}/article/${article.slug}"/>`);
  expect(page).not.toContain("utm_campaign");
  expect(page).not.toContain("fbclid");
});

test("React Router's route discovery (/__manifest?paths=…) answers through the cache", async ({
  page,
  open,
}) => {
  // Hydrated: a reader's page sets the manifest in its boot script, after the first paint (ADR 0022).
  await open("/");
  const version = await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version,
  );
  for (const suffix of ["", "&utm_source=x"]) {
    const res = await page.request.get(
      `/__manifest?paths=${encodeURIComponent("/auth,/auth/to-faktor")}&version=${version}${suffix}`,
    );
    expect(res.status(), suffix).toBe(200);
    expect(Object.keys(await res.json())).toContain("routes/auth-to-faktor");
  }
});

test("React Router's data requests still work with tracking parameters", async ({ request }) => {
  const dataPath = "/_root.data?utm_source=x&_routes=routes%2Fhome";
  await expect
    .poll(async () => (await request.get(dataPath)).headers()["x-cache"], { timeout: 10_000 })
    .toBe("HIT");
  const data = await request.get(dataPath);
  expect(data.status()).toBe(200);
  const again = await request.get("/_root.data?_routes=routes%2Fhome&fbclid=1");
  expect(again.headers()["x-cache"]).toBe("HIT");
  expect(await again.text()).toBe(await data.text());
});

test("a published article is on the front page, its own page and the RSS feed within 1 s", async ({
  adminPage,
  baseURL,
  request,
}) => {
  // Readers have the pages cached before the publish.
  await request.get("/");
  await request.get("/rss.xml");
  const title = `Cachetest ${Date.now()} Ålborg`;
  const slug = `cachetest-${Date.now()}`;
  expect((await request.get(`/article/${slug}`)).status()).toBe(404);

  const admin = adminPage.context();
  try {
    const started = Date.now();
    const saved = await admin.request.post("/admin/new-article", {
      form: {
        title,
        slug,
        excerpt: "Et uddrag",
        content: "Første afsnit.",
        category: "Transfers",
        tags: JSON.stringify(["klub:fc-kobenhavn"]),
      },
      maxRedirects: 0,
    });
    expect(saved.status()).toBeLessThan(400);
    const home = await request.get("/");
    const visibleAfter = Date.now() - started;
    expect(await home.text()).toContain(title);
    expect(visibleAfter).toBeLessThan(1000);
    expect((await request.get(`/article/${slug}`)).status()).toBe(200);
    expect(await (await request.get("/rss.xml")).text()).toContain(title);
    expect(await (await request.get("/klubber/fc-kobenhavn")).text()).toContain(title);
  } finally {
    // Later specs (the home page at 375 px) expect the seeded front page: remove the test article.
    const list = await (await admin.request.get(`/admin/articles?q=${encodeURIComponent(title)}`)).text();
    const id = /data-article-id="([^"]+)"/.exec(list)?.[1];
    expect(id, "the test article is in the admin list").toBeTruthy();
    const deleted = await admin.request.post("/admin/articles", {
      form: { intent: "delete", id: id ?? "" },
      headers: { Origin: baseURL ?? "" },
    });
    expect(deleted.status(), `delete ${slug}`).toBeLessThan(400);
  }
});

// Issue 21: a session cookie that is no session (junk, or signed but unknown) is an anonymous
// reader: the cached page, and the cookie cleared. A real session stays private.
test("a junk session cookie gets the cached page and an expiring Set-Cookie", async ({ request }) => {
  const anonymous = await freshHome(request);
  for (const junk of ["garbage", "abc.def", `${"x".repeat(32)}.${"A".repeat(43)}=`]) {
    const res = await request.get("/", { headers: { cookie: `forsiden.session_token=${junk}` } });
    expect(res.status(), junk).toBe(200);
    expect(res.headers()["x-cache"], junk).toBe("HIT");
    expect(res.headers()["cache-control"], junk).toBe(PUBLIC);
    expect(res.headers().etag, junk).toBe(anonymous.headers().etag);
    expect(res.headers()["set-cookie"], junk).toBe(
      "forsiden.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    );
  }
  // The plain anonymous reader gets no Set-Cookie.
  expect((await request.get("/")).headers()["set-cookie"]).toBeUndefined();
});

test("a validly signed cookie of no session gets the cached page; the first looked-up answer clears it", async ({
  request,
}) => {
  const cookie = `forsiden.session_token=${signedUnknownToken()}`;
  const anonymous = await freshHome(request);
  // A fresh cached page is everybody's: answered without a session lookup (issue 24).
  const res = await request.get("/", { headers: { cookie } });
  expect(res.status()).toBe(200);
  expect(res.headers()["x-cache"]).toBe("HIT");
  expect(res.headers()["cache-control"]).toBe(PUBLIC);
  expect(res.headers().etag).toBe(anonymous.headers().etag);
  // The header script's private request looks the session up, finds none, and clears the cookie.
  const status = await request.get("/api/konto/status", { headers: { cookie } });
  expect(await status.json()).toMatchObject({ signedIn: false });
  const cleared = status
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  expect(cleared).toContain("forsiden.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
});

test("a signed-in editor never stores a shared page, nor is served the public's 404 for a draft (its preview)", async ({
  adminPage,
  request,
}) => {
  const staff = adminPage.context().request;
  const address = `/article/${draft.slug}`;
  // The reader's 404 is cached …
  expect((await request.get(address)).status()).toBe(404);
  await expect.poll(async () => (await request.get(address)).headers()["x-cache"]).toBe("HIT");
  // … and the editor still gets the preview, rendered for them and private.
  const preview = await staff.get(address);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["cache-control"]).toBe("private, no-store");
  expect(preview.headers()["x-cache"]).toBeUndefined();
  expect(await preview.text()).toContain(draft.title);
  // The editor's preview did not fill the cache: a reader (also one with a junk cookie) gets the 404.
  for (const cookie of [undefined, "forsiden.session_token=garbage"]) {
    const reader = await request.get(address, { headers: cookie ? { cookie } : {} });
    expect(reader.status(), cookie).toBe(404);
    expect(reader.headers()["x-cache"], cookie).toBe("HIT");
    expect(await reader.text(), cookie).not.toContain(draft.title);
  }
  // Where the public sees the page (a 200), the editor gets the shared copy: it is the same page.
  await freshHome(request);
  const home = await staff.get("/");
  expect(home.headers()["x-cache"]).toBe("HIT");
  expect(home.headers()["cache-control"]).toBe(PUBLIC);
});

test("a signed-in reader is served the shared page, and nothing personal ever enters or leaves the cache (issue 24)", async ({
  browser,
  baseURL,
  request,
}) => {
  const { user } = await ensureAccounts(browser, baseURL ?? "");
  const context = await browser.newContext({ baseURL, storageState: user.state });
  await withConsent(context, baseURL);
  try {
    const page = await context.newPage();
    const club = seedClubs.find((c) => c.slug !== "fc-kobenhavn" && c.league === "3F Superliga")!;
    // The reader follows a club: the one personal thing a public page could show.
    await page.goto(`/klubber/${club.slug}`);
    const follow = page.locator(`[data-follow-club="${club.slug}"]`).first();
    await expect(follow).toHaveAttribute("aria-pressed", /true|false/);
    if ((await follow.getAttribute("aria-pressed")) !== "true") {
      await follow.click();
      await expect(page).toHaveURL(new RegExp(`/klubber/${club.slug}$`));
      await expect(page.locator(`[data-follow-club="${club.slug}"]`).first()).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    }
    const status = await (await context.request.get("/api/konto/status")).json();
    expect(status.signedIn).toBe(true);
    expect(status.follows).toContain(club.slug);
    const personal = [user.email, status.name as string].filter((v) => v && v.length > 3);

    // A search nobody has made yet: the reader's request is the miss that fills the cache.
    const fresh = `/soeg?q=${encodeURIComponent(`privat${Date.now()}`)}`;
    const pages = [
      fresh,
      "/",
      `/klubber/${club.slug}`,
      `/article/${article.slug}`,
      "/alle-klubber",
      "/nyhedsbrev",
    ];
    for (const address of pages) {
      const mine = await context.request.get(address);
      expect(mine.status(), address).toBe(200);
      expect(["HIT", "MISS", "STALE"], address).toContain(mine.headers()["x-cache"]);
      expect(mine.headers()["cache-control"], address).toBe(PUBLIC);
      const html = await mine.text();
      for (const value of personal) expect(html, `${address}: ${value}`).not.toContain(value);
      // The follow state is the browser's to fill in: the HTML says 'Følg' to everybody.
      expect(html, address).not.toContain('aria-pressed="true"');
      // An anonymous reader gets the same copy, with nothing of the reader's in it.
      const theirs = await request.get(address);
      expect(["HIT", "STALE"], address).toContain(theirs.headers()["x-cache"]);
      const shared = await theirs.text();
      for (const value of personal) expect(shared, `${address}: ${value}`).not.toContain(value);
      if (address === fresh) {
        expect(mine.headers()["x-cache"]).toBe("MISS");
        expect(theirs.headers().etag).toBe(mine.headers().etag);
      }
    }
    // The reader's own things come only from private answers.
    const own = await context.request.get("/api/konto/status");
    expect(own.headers()["cache-control"]).toBe("private, no-store");
    const mine = await context.request.get("/mine-klubber");
    expect(mine.headers()["cache-control"]).toBe("private, no-store");
    expect(mine.headers()["x-cache"]).toBeUndefined();
    expect(await mine.text()).toContain(club.name);
  } finally {
    await context.close();
  }
});
