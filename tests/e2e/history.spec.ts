import { HISTORY_THEMES } from "../../app/lib/history-themes";
import { seedArticles } from "../../app/workflows/seed/data/articles";
import { expect, test } from "./support/test";

// Issue 14, history page: the three teaser cards are links to their theme's list, and every
// history article has a picture of its own.
const history = seedArticles
  .filter((a) => a.generator === "history" && !a.isDraft && (a.publishedHoursAgo ?? 0) >= 0)
  .sort((a, b) => (a.publishedHoursAgo ?? 0) - (b.publishedHoursAgo ?? 0));

test("each teaser card links to its theme's list, which shows the theme's articles", async ({
  page,
  open,
}) => {
  for (const theme of HISTORY_THEMES) {
    await open("/dansk-fodboldhistorie");
    const card = page.getByRole("list", { name: "Temaer" }).getByRole("link", { name: theme.title });
    await expect(card).toHaveAttribute("href", `/dansk-fodboldhistorie/${theme.slug}`);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/dansk-fodboldhistorie/${theme.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(theme.title);
    await expect(page).toHaveTitle(`${theme.title} | Dansk Fodboldhistorie | Forsiden`);
    const expected = history.filter((a) => a.tags.includes(theme.tag)).map((a) => a.title);
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.locator("main article h3")).toHaveText(expected);
    // The way back, and the open theme marked among all three.
    await expect(page.getByRole("link", { name: "Dansk Fodboldhistorie", exact: true })).toHaveAttribute(
      "href",
      "/dansk-fodboldhistorie",
    );
    await expect(
      page.getByRole("list", { name: "Temaer" }).getByRole("link", { name: theme.title }),
    ).toHaveAttribute("aria-current", "page");
  }
});

test("an unknown theme is the 404 page", async ({ page }) => {
  const response = await page.goto("/dansk-fodboldhistorie/findes-ikke");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
});

test("every history article has a picture of its own", async ({ page, open }) => {
  await open("/dansk-fodboldhistorie");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(history.length);
  await expect(page.locator("main article h3")).toHaveText(history.map((a) => a.title));
  const pictures = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      const img = article.querySelector("img");
      // One picture in several widths is still one picture: compare the stored original's name.
      if (img) return (img.currentSrc || img.src).replace(/-\d+w\.(webp|avif)$/, "");
      return article.querySelector("svg[data-illustration]")?.getAttribute("data-illustration") ?? "";
    }),
  );
  expect(pictures.every(Boolean)).toBe(true);
  expect(new Set(pictures).size).toBe(history.length);
  // The seeded ones are real images (the generated illustration is for articles without one).
  expect(pictures.every((p) => p.includes("/storage/article-images/stock-historie-"))).toBe(true);
});
