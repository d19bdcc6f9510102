import { seedArticles } from "../../app/workflows/seed/data/articles";
import { expect, test } from "./support/test";

// Reader search (PRODUCT.md: full-text search with Danish stemming) on /soeg.

const stadium = seedArticles.find((a) => a.slug === "brondby-investerer-i-hybridgraes-og-nyt-lysanlaeg")!;
const draft = seedArticles.find((a) => a.slug === "interview-akademichefen-i-farum")!;

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
  await expect(hit.locator("time")).toHaveText(/^\d{1,2}\. [a-zæøå]+ \d{4}$/);
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
