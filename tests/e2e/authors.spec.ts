import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { adminContext } from "./support/admin-session";
import { ensureAccounts } from "./support/staff-accounts";
import { expect, test } from "./support/test";

/*
 * Issue 14, bylines and authors: an editor sets a display name, title and bio on /admin/profil and
 * writes an article; its byline shows the name and links to /forfatter/{slug}; and no public page
 * or feed shows a reader an account's e-mail address.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const stamp = Date.now().toString(36);
const NAME = "Rikke Redaktør";
const SLUG = `rikke-redaktoer-${stamp}`;
const WORD = `forfattertest${stamp}`;
const TITLE = `AGF vinder i regnvejr ${WORD}`;
const ADVERTORIAL = `Partnerindhold om fodboldstøvler ${WORD}`;

// The editor account is signed up, confirmed and promoted once per run: that takes a while.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(
  ({ viewport }) => (viewport?.width ?? 1280) < 768,
  "writes shared data once; runs at desktop width",
);

let editorEmail = "";
let articleSlug = "";

// The two articles are published on the shared server: later specs count the front page's and
// /advertorial's articles, so they are deleted again whatever happened above.
test.afterAll(async ({ browser, baseURL }) => {
  const context = await adminContext(browser, baseURL ?? "");
  const page = await context.newPage();
  for (const title of [TITLE, ADVERTORIAL]) {
    await page.goto(`/admin/articles?q=${encodeURIComponent(WORD)}`);
    const remove = page.getByRole("button", { name: `Slet "${title}"` });
    if ((await remove.count()) === 0) continue;
    await remove.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Slet", exact: true }).click();
    await expect(page.getByText("Artiklen er blevet slettet")).toBeVisible();
  }
  await context.close();
});

async function publish(page: Page, form: Record<string, string>) {
  const response = await page.request.post("/admin/new-article", {
    form: {
      excerpt: `Uddrag til ${WORD}, skrevet af den automatiske test.`,
      content: `Brødtekst ${WORD}.`,
      ...form,
    },
  });
  expect(response.ok()).toBe(true);
}

test("an editor sets a display name, title, bio and address on /admin/profil", async ({
  editorPage,
  browser,
  baseURL,
}) => {
  editorEmail = (await ensureAccounts(browser, baseURL ?? "")).editor.email;
  const page = editorPage;
  await page.goto("/admin/profil");
  const form = page.getByTestId("author-profile");
  await expect(form.getByRole("heading", { name: "Forfatterprofil" })).toBeVisible();
  // Becoming an editor gave the account a name that is not its e-mail, and an author page.
  await expect(form.getByLabel("Visningsnavn")).not.toHaveValue(editorEmail);
  await form.getByLabel("Visningsnavn").fill(editorEmail);
  await form.getByRole("button", { name: "Gem profil" }).click();
  await expect(form.getByText("Visningsnavnet må ikke være en e-mailadresse")).toBeVisible();

  await form.getByLabel("Visningsnavn").fill(NAME);
  await form.getByLabel("Titel").fill("Sportsjournalist");
  await form.getByLabel("Adresse på forfattersiden").fill(SLUG);
  await form.getByLabel("Kort bio").fill("Rikke dækker AGF og den jyske fodbold.");
  await form.getByRole("button", { name: "Gem profil" }).click();
  await expect(page.getByText("Forfatterprofilen er gemt.")).toBeVisible();
  await expect(form.getByRole("link", { name: "Se forfattersiden" })).toHaveAttribute(
    "href",
    `/forfatter/${SLUG}`,
  );

  await publish(page, {
    title: TITLE,
    category: "Kampe",
    tags: JSON.stringify(["klub:agf", "liga:3f-superliga"]),
  });
  await publish(page, { title: ADVERTORIAL, category: "Advertorial", partner: "Støvlehuset A/S" });
  articleSlug = TITLE.toLowerCase().replace(/\s+/g, "-");
});

test("the byline shows the display name and leads to the author page", async ({ page, open }) => {
  await open(`/article/${articleSlug}`);
  const byline = page.getByRole("link", { name: NAME });
  await expect(byline).toHaveAttribute("href", `/forfatter/${SLUG}`);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const news = jsonLd.map((t) => JSON.parse(t)).find((ld) => ld["@type"] === "NewsArticle");
  expect(news.author).toEqual({
    "@type": "Person",
    name: NAME,
    url: expect.stringMatching(new RegExp(`/forfatter/${SLUG}$`)),
  });

  await byline.click();
  await expect(page).toHaveURL(new RegExp(`/forfatter/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByTestId("author-title")).toHaveText("Sportsjournalist");
  await expect(page.getByText("Rikke dækker AGF og den jyske fodbold.")).toBeVisible();
  await expect(page.getByTestId("author-articles").getByText(TITLE)).toBeVisible();
  const profile = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((t) => JSON.parse(t))
    .find((ld) => ld["@type"] === "ProfilePage");
  expect(profile.mainEntity).toMatchObject({ "@type": "Person", name: NAME, jobTitle: "Sportsjournalist" });

  const missing = await page.request.get("/forfatter/findes-ikke-her");
  expect(missing.status()).toBe(404);
});

test("no public page or feed shows a reader an account's e-mail address", async ({ baseURL }) => {
  const reader: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const get = async (path: string) => {
    const response = await reader.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  // The only addresses a reader may see are organisations' published ones: the site's contact
  // addresses (/contact) and the data protection authority's (/privacy); never an account's.
  const contact = new Set([
    ...((await get("/contact")).match(EMAIL) ?? []),
    ...((await get("/privacy")).match(EMAIL) ?? []),
  ]);
  expect(
    [...contact].filter((address) => /\.(test|invalid)$/.test(address) || address === editorEmail),
  ).toEqual([]);

  const pages: [path: string, mustShow?: string][] = [
    ["/", TITLE],
    [`/article/${articleSlug}`, NAME],
    ["/klubber/agf", TITLE],
    ["/?liga=3f-superliga"],
    ["/?tag=klub:agf"],
    [`/soeg?q=${WORD}`, TITLE],
    [`/forfatter/${SLUG}`, TITLE],
    ["/dansk-fodboldhistorie"],
    ["/advertorial", ADVERTORIAL],
    ["/hvad-er-sponseret-indhold"],
    ["/contact"],
    ["/privacy"],
    ["/terms"],
    ["/cookies"],
    ["/stillinger"],
    ["/alle-klubber"],
    ["/rss.xml", NAME],
    ["/sitemap.xml"],
    ["/sitemaps/articles.xml", articleSlug],
    ["/sitemaps/authors.xml", SLUG],
    ["/sitemaps/pages.xml"],
    ["/news-sitemap.xml", articleSlug],
  ];
  for (const [path, mustShow] of pages) {
    const body = await get(path);
    if (mustShow) expect(body, `${path} shows the test article`).toContain(mustShow);
    const shown = [...new Set(body.match(EMAIL) ?? [])].filter((address) => !contact.has(address));
    expect(shown, `e-mail addresses on ${path}`).toEqual([]);
    expect(body, path).not.toContain(editorEmail);
  }
  await reader.dispose();
});
