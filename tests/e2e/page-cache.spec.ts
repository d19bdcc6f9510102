import { seedArticles } from "../../app/workflows/seed/data/articles";
import { expect, test } from "./support/test";

// Issue 10: the page cache as a shield. Unknown query parameters map to the canonical page (and
// its canonical link), and a publish is visible to the next anonymous reader within 1 s.

const article = seedArticles.find((a) => !a.isDraft && (a.publishedHoursAgo ?? -1) >= 0)!;

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

test("React Router's route discovery (/__manifest?paths=…) answers through the cache", async ({ page }) => {
  await page.goto("/");
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
