import { seedArticles } from "../../app/workflows/seed/data/articles";
import { expect, test } from "./support/test";

// Reader search (PRODUCT.md: full-text search with Danish stemming) on /soeg.

const stadium = seedArticles.find((a) => a.slug === "brondby-investerer-i-hybridgraes-og-nyt-lysanlaeg")!;
const draft = seedArticles.find((a) => a.slug === "interview-akademichefen-i-farum")!;
const norway = seedArticles.find((a) => a.slug.startsWith("brondby-kigger-mod-norden"))!;

test("searching finds a seeded article by another form of a word (Danish stemming)", async ({
  page,
  open,
}) => {
  await open("/soeg");
  await expect(page.locator("main#main")).toHaveCount(1);
  // The title says 'stadion'; we search for the plural 'stadioner'.
  expect(stadium.title).toContain("stadion");
  await page.getByLabel("Søg i artikler").fill("stadioner");
  await page.getByRole("button", { name: "Søg", exact: true }).click();
  await expect(page).toHaveURL(/\/soeg\?q=stadioner$/);
  const results = page.locator("[data-search-results] li");
  await expect(results.first()).toBeVisible();
  const hit = results.filter({ hasText: stadium.title });
  await expect(hit).toHaveCount(1);
  await expect(hit.getByText(stadium.excerpt)).toBeVisible();
  await expect(hit.getByText(stadium.category, { exact: true })).toBeVisible();
  // The list rule of the reader times (issue 22).
  await expect(hit.locator("time")).toHaveText(
    /^(\d{2}\.\d{2}|i går \d{2}\.\d{2}|[2-6]d siden|\d{1,2}\. [a-zæøå]+ \d{4})$/,
  );
  await hit.getByRole("link", { name: stadium.title }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${stadium.slug}$`));
});

test("a search without results says 'Ingen resultater for \"{q}\"'", async ({ page, open }) => {
  await open("/soeg?q=xyzzyqwerty");
  await expect(page.getByText('Ingen resultater for "xyzzyqwerty"')).toBeVisible();
  await expect(page.getByLabel("Søg i artikler")).toHaveValue("xyzzyqwerty");
});

test("the query is trimmed and cut at 200 characters", async ({ page, open }) => {
  await open(`/soeg?q=${encodeURIComponent(`  ${"q".repeat(250)}  `)}`);
  await expect(page.getByLabel("Søg i artikler")).toHaveValue("q".repeat(200));
  await expect(page.getByText(`Ingen resultater for "${"q".repeat(200)}"`)).toBeVisible();
});

test("drafts are never found", async ({ page, open }) => {
  await open(`/soeg?q=${encodeURIComponent("akademichefen Farum")}`);
  await expect(page.getByText(draft.title)).toHaveCount(0);
});

test("search pages are not indexed", async ({ page, open }) => {
  await open("/soeg?q=transfer");
  await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", /noindex/);
  await expect(page).toHaveTitle("Søgning: transfer | Forsiden");
});

// Forgiving search (issue 14, ADR 0015): Danish letters folded both ways, one typo tolerated.

test("'/soeg?q=Brondby' finds the Brøndby articles and the club, as 'brøndby' does", async ({
  page,
  open,
}) => {
  await open("/soeg?q=Brondby");
  const results = page.locator("[data-search-results] li");
  await expect(results.filter({ hasText: stadium.title })).toHaveCount(1);
  await expect(results.filter({ hasText: norway.title })).toHaveCount(1);
  await expect(
    page.getByRole("navigation", { name: "Klubber" }).getByRole("link", { name: "Brøndby IF" }),
  ).toHaveAttribute("href", "/klubber/brondby-if");
  const folded = await results.count();
  await open(`/soeg?q=${encodeURIComponent("brøndby")}`);
  await expect(page.locator("[data-search-results] li")).toHaveCount(folded);
  await open("/soeg?q=Broendby");
  await expect(page.locator("[data-search-results] li")).toHaveCount(folded);
});

test("a misspelt name ('Brøndy') still finds the titles and links 'Mente du Brøndby?' to that search", async ({
  page,
  open,
}) => {
  await open(`/soeg?q=${encodeURIComponent("Brøndy")}`);
  await expect(page.locator("[data-search-suggestion]")).toHaveText("Mente du Brøndby?");
  await expect(page.locator("[data-search-results] li").filter({ hasText: norway.title })).toHaveCount(1);
  await page.getByRole("link", { name: "Brøndby", exact: true }).click();
  await expect(page).toHaveURL(/\/soeg\?q=Br%C3%B8ndby$/);
  await expect(page.getByLabel("Søg i artikler")).toHaveValue("Brøndby");
  await expect(page.locator("[data-search-results] li").filter({ hasText: stadium.title })).toHaveCount(1);
  await expect(page.locator("[data-search-suggestion]")).toHaveCount(0);
});

test("the club directory's search folds Danish letters, tolerates a typo and suggests the closest club", async ({
  page,
  open,
}) => {
  await open("/alle-klubber?q=Broendby");
  await expect(page.getByRole("link", { name: /Brøndby IF/ }).first()).toBeVisible();
  await open(`/alle-klubber?q=${encodeURIComponent("Brøndy")}`);
  await expect(page.getByRole("link", { name: /Brøndby IF/ }).first()).toBeVisible();
  await open(`/alle-klubber?q=${encodeURIComponent("Brnødby")}`);
  await expect(page.getByText("Ingen klubber fundet")).toBeVisible();
  await expect(page.locator("[data-club-suggestion]")).toHaveText("Mente du Brøndby IF?");
  await page.locator("[data-club-suggestion]").getByRole("link", { name: "Brøndby IF" }).click();
  await expect(page).toHaveURL(/\/alle-klubber\?land=Danmark&q=Br%C3%B8ndby\+IF$/);
  await expect(page.getByRole("link", { name: /Brøndby IF/ }).first()).toBeVisible();
});

test("the admin article search finds 'Brøndby' from 'Broendby' and from 'Brøndy'", async ({
  adminPage: page,
}) => {
  for (const q of ["Broendby", "Brøndy"]) {
    await page.goto(`/admin/articles?q=${encodeURIComponent(q)}`);
    await expect(page.locator("tbody tr").filter({ hasText: norway.title })).toHaveCount(1);
  }
});
