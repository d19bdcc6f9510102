import { seedArticles } from "../../app/workflows/seed/data/articles";
import { expect, test, waitForHydration } from "./support/test";

// Spec §2 "Article page", §4 (slug then id, views counted once) and §7 (Related, RPC).

const isPublic = (a: (typeof seedArticles)[number]) =>
  !a.isDraft && a.publishedHoursAgo != null && a.publishedHoursAgo >= 0;
const bySlug = (slug: string) => seedArticles.find((a) => a.slug === slug)!;
const blockCount = (content: string) => content.split(/\n\s*\n/).filter((b) => b.trim()).length;

const brondby = bySlug("brondby-investerer-i-hybridgraes-og-nyt-lysanlaeg");
const emptyArticle = seedArticles.find((a) => isPublic(a) && a.content.trim() === "")!;
const sixBlocks = seedArticles.find((a) => isPublic(a) && blockCount(a.content) === 6)!;
const draft = seedArticles.find((a) => a.isDraft)!;
const scheduled = seedArticles.find((a) => (a.publishedHoursAgo ?? 0) < 0)!;
const advertorial = seedArticles.find((a) => isPublic(a) && a.category === "Advertorial")!;
const mostViewed = [...seedArticles.filter((a) => isPublic(a) && a.category !== "Gossip")].sort(
  (a, b) => b.views - a.views,
)[0];

test("an article shows its category, time, title, excerpt, author, image with credit and body", async ({
  page,
  open,
}) => {
  const response = await open(`/article/${brondby.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("main#main")).toHaveCount(1);
  await expect(page).toHaveTitle(`${brondby.title} | Forsiden`);

  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Tilbage til forsiden" })).toHaveAttribute("href", "/");
  await expect(main.locator("[data-category]")).toHaveText(brondby.category);
  await expect(main.locator("article header time").first()).toHaveText(
    /^(Lige nu|\d+[mt] siden|i går \d{2}\.\d{2}|[2-6]d siden|\d{1,2}\. [a-zæøå]+ \d{4})$/,
  );
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(brondby.title);
  await expect(main.getByText(brondby.excerpt)).toBeVisible();
  await expect(main.getByText(`Af ${brondby.author}`)).toBeVisible();

  const image = main.getByRole("img", { name: brondby.imageAlt! });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(main.getByText(`Foto: ${brondby.imageCredit}`)).toBeVisible();

  // Markdown blocks become real elements: a '##' heading, bold text, a list.
  await expect(main.getByRole("heading", { level: 2, name: "Bedre lys til tv og fans" })).toBeVisible();
  await expect(
    main.locator("[data-article-body] strong", { hasText: "Projektet i korte træk:" }),
  ).toBeVisible();
  await expect(main.locator("[data-article-body] ul li")).toHaveCount(3);

  // The share address uses the slug.
  await expect(main.locator("[data-share-url]")).toHaveAttribute(
    "data-share-url",
    /\/article\/brondby-investerer-i-hybridgraes-og-nyt-lysanlaeg$/,
  );
  await expect(main.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /facebook\.com\/sharer/);
});

test("the back button returns to the front page", async ({ page, open }) => {
  await open(`/article/${brondby.slug}`);
  await page.getByRole("link", { name: "Tilbage til forsiden" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("[data-card='featured']")).toBeVisible();
});

test("club and tag badges are coloured by prefix and filter the home page", async ({ page, open }) => {
  await open(`/article/${brondby.slug}`);
  const badges = page.getByRole("list", { name: "Emner" });
  const club = badges.getByRole("link", { name: "Brøndby IF" });
  await expect(club).toHaveAttribute("href", "/?klub:brondby-if");
  await expect(club).toHaveClass(/bg-red-/);
  const league = badges.getByRole("link", { name: "3F Superliga" });
  await expect(league).toHaveAttribute("href", "/?liga:3f-superliga");
  await expect(league).toHaveClass(/bg-blue-/);
  await expect(badges.getByRole("link", { name: "stadion" })).toHaveClass(/bg-gray-/);

  await league.click();
  await expect(page).toHaveURL(/\/\?liga:3f-superliga$/);
  await expect(page.getByRole("heading", { level: 1, name: "Liga: 3F Superliga" })).toBeVisible();
});

test("a club badge has its 'Følg' button; an anonymous reader who presses it is asked to sign in (issue 24)", async ({
  page,
  open,
  baseURL,
}) => {
  await open(`/article/${brondby.slug}`);
  const follow = page.getByRole("list", { name: "Emner" }).getByRole("button", { name: "Følg Brøndby IF" });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await expect(page).toHaveURL(
    `${baseURL}/konto/log-ind?redirectTo=${encodeURIComponent(`/article/${brondby.slug}`)}`,
  );
});

test("'Læs også' shows 3 related articles", async ({ page, open }) => {
  await open(`/article/${brondby.slug}`);
  const related = page.getByRole("region", { name: "Læs også" });
  await expect(related.getByRole("heading", { name: "Læs også" })).toBeVisible();
  await expect(related.locator("article")).toHaveCount(3);
  const titles = await related.locator("article h3").allInnerTexts();
  expect(titles).not.toContain(brondby.title);
});

test("ad slots separate the body: 3 in a long article, 2 in one of 6 blocks", async ({ page, open }) => {
  expect(blockCount(brondby.content)).toBeGreaterThan(6);
  await open(`/article/${brondby.slug}`);
  await expect(page.locator("[data-article-body] [data-ad-slot^='article-inline']")).toHaveCount(3);

  await open(`/article/${sixBlocks.slug}`);
  await expect(page.locator("[data-article-body] [data-ad-slot^='article-inline']")).toHaveCount(2);
});

test("an article without content shows 'Ingen artikelindhold tilgængeligt.'", async ({ page, open }) => {
  await open(`/article/${emptyArticle.slug}`);
  await expect(page.getByText("Ingen artikelindhold tilgængeligt.")).toBeVisible();
  await expect(page.locator("[data-article-body] [data-ad-slot^='article-inline']")).toHaveCount(1);
});

for (const [what, path] of [
  ["an unknown slug", "/article/denne-artikel-findes-ikke"],
  ["an unknown id", "/article/00000000-0000-4000-8000-000000000000"],
  ["a draft", `/article/${draft.slug}`],
  ["a scheduled article", `/article/${scheduled.slug}`],
] as const) {
  test(`${what} gives 404 'Artikel ikke fundet' with a way back`, async ({ page, open }) => {
    const response = await open(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Artikel ikke fundet" })).toBeVisible();
    await expect(page.getByText("Den artikel du leder efter eksisterer ikke.")).toBeVisible();
    await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Tilbage til forsiden" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("the page is also found by its id, with the slug as canonical address", async ({ page, open }) => {
  await open(`/article/${brondby.slug}`);
  const id = await page.locator("[data-article-id]").getAttribute("data-article-id");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const response = await open(`/article/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(brondby.title);
  await expect(page.locator("link[rel='canonical']")).toHaveAttribute(
    "href",
    /\/article\/brondby-investerer-i-hybridgraes-og-nyt-lysanlaeg$/,
  );
});

test("meta tags and JSON-LD describe the article for search engines", async ({ page, open }) => {
  await open(`/article/${brondby.slug}`);
  await expect(page.locator("meta[name='description']")).toHaveAttribute("content", brondby.excerpt);
  await expect(page.locator("meta[property='og:type']")).toHaveAttribute("content", "article");
  await expect(page.locator("meta[property='og:image']")).toHaveAttribute("content", /^https?:\/\/.+/);
  await expect(page.locator("meta[property='article:published_time']")).toHaveAttribute(
    "content",
    /^\d{4}-\d\d-\d\dT/,
  );
  await expect(page.locator("meta[property='article:modified_time']")).toHaveAttribute(
    "content",
    /^\d{4}-\d\d-\d\dT/,
  );
  await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", /max-image-preview:large/);

  const jsonLd = (await page.locator("script[type='application/ld+json']").allTextContents()).map((t) =>
    JSON.parse(t),
  );
  const news = jsonLd.find((j) => j["@type"] === "NewsArticle");
  expect(news).toMatchObject({
    headline: brondby.title,
    author: { "@type": "Person", name: brondby.author },
    publisher: { "@type": "Organization", name: "Forsiden", logo: { "@type": "ImageObject" } },
  });
  expect(news.image[0]).toMatch(/^https?:\/\//);
  expect(Date.parse(news.datePublished)).not.toBeNaN();
  expect(Date.parse(news.dateModified)).not.toBeNaN();
  const breadcrumb = jsonLd.find((j) => j["@type"] === "BreadcrumbList");
  expect(breadcrumb.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    "Forsiden",
    brondby.category,
    brondby.title,
  ]);
});

test("an advertorial carries the 'Annonce' badge and its partner", async ({ page, open }) => {
  await open(`/article/${advertorial.slug}`);
  const header = page.locator("article header");
  await expect(header.getByText("Annonce", { exact: true })).toBeVisible();
  await expect(header.getByText(`i samarbejde med ${advertorial.partner}`)).toBeVisible();
});

test("the view is counted once per visit: one POST answered 204, none on reload", async ({ page, open }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/articles\/[^/]+\/view$/.test(request.url()))
      posts.push(request.url());
  });
  const counted = page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/api\/articles\/[^/]+\/view$/.test(r.url()),
  );
  await open(`/article/${sixBlocks.slug}`);
  const response = await counted;
  expect(response.status()).toBe(204);
  const id = await page.locator("[data-article-id]").getAttribute("data-article-id");
  expect(response.url()).toContain(`/api/articles/${id}/view`);

  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(posts).toHaveLength(1);
});

test("a counted view raises the article's views by one", async ({ page, context, open }) => {
  // A new tag filter is a page of its own, so it is not in the 60 s page cache (an unknown
  // parameter such as ?frisk=… no longer is: it maps to the cached front page).
  const viewsOfTop = async () => {
    await open(`/?tag=frisk-${Date.now()}`);
    const first = page.locator("[data-most-read-item]").first();
    await expect(first).toContainText(mostViewed.title);
    return Number(await first.getAttribute("data-views"));
  };
  const before = await viewsOfTop();
  const reader = await context.newPage();
  const counted = reader.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/view"));
  await reader.goto(`/article/${mostViewed.slug}`);
  expect((await counted).status()).toBe(204);
  await reader.close();
  expect(await viewsOfTop()).toBe(before + 1);
});

test("the view endpoint refuses GET, a bad id, and does not count bots", async ({ request }) => {
  expect((await request.get("/api/articles/00000000-0000-4000-8000-000000000000/view")).status()).toBe(405);
  expect((await request.post("/api/articles/ikke-et-id/view")).status()).toBe(400);
  const bot = await request.post("/api/articles/00000000-0000-4000-8000-000000000000/view", {
    headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
  });
  expect(bot.status()).toBe(204);
  expect(bot.headers()["cache-control"]).toContain("no-store");
});
