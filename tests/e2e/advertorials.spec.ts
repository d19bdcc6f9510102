import type { Page } from "@playwright/test";
import { seedArticles } from "../../app/workflows/seed/data/articles";
import { expect, test } from "./support/test";

// Issue 14 "Everything else": the advertorial grid leaves no empty cell, one 'ANNONCE' badge style
// on the front page and on /advertorial, and excerpts do not repeat "Annonce:" before the text.

const advertorials = seedArticles.filter((a) => a.category === "Advertorial");
// The one new enough to be among the front page's 30 latest.
const onFrontPage = advertorials.find((a) => (a.publishedHoursAgo ?? 0) < 48)!;

/** The cards of the grid under the featured advertorial, grouped into rows by their top edge. */
async function gridRows(page: Page) {
  return page.locator("[data-advertorial-grid]").evaluate((grid) => {
    const outer = grid.getBoundingClientRect();
    const rows = new Map<number, { left: number; right: number }[]>();
    for (const card of grid.children) {
      const r = card.getBoundingClientRect();
      const top = Math.round(r.top);
      rows.set(top, [...(rows.get(top) ?? []), { left: r.left - outer.left, right: outer.right - r.right }]);
    }
    return [...rows.values()].map((cards) => ({
      cards: cards.length,
      left: Math.round(Math.min(...cards.map((c) => c.left))),
      right: Math.round(Math.min(...cards.map((c) => c.right))),
    }));
  });
}

test("the advertorial grid leaves no empty cell at any width", async ({ page, open }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, "the desktop project resizes through the widths");
  await open("/advertorial");
  // Featured first, then the grid: three cards with the four sample advertorials.
  await expect(page.locator("[data-advertorial-grid] > *")).toHaveCount(advertorials.length - 1);
  for (const width of [375, 640, 700, 900, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const row of await gridRows(page)) {
      // Every row reaches both edges of the grid: no column is left blank.
      expect(row, `at ${width} px`).toMatchObject({ left: 0, right: 0 });
    }
  }
});

/** The computed look of every 'ANNONCE' badge in main. */
async function badgeStyles(page: Page) {
  return page.locator("main [data-slot='annonce-badge']").evaluateAll((badges) =>
    badges.map((b) => {
      const s = getComputedStyle(b);
      return {
        // What the reader sees: the rendered text, capitals included.
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here.
        text: (b as HTMLElement).innerText,
        background: s.backgroundColor,
        color: s.color,
        fontSize: s.fontSize,
        fontWeight: s.fontWeight,
        letterSpacing: s.letterSpacing,
        radius: s.borderRadius,
        padding: s.padding,
      };
    }),
  );
}

test("advertorials carry one 'ANNONCE' badge style on the front page, the article and /advertorial", async ({
  page,
  open,
}) => {
  await open("/");
  const card = page.locator("main article", { hasText: onFrontPage.title }).first();
  await expect(card.locator("[data-slot='annonce-badge']")).toBeVisible();
  const styles = [...(await badgeStyles(page))];
  await open(`/article/${onFrontPage.slug}`);
  styles.push(...(await badgeStyles(page)));
  await open("/advertorial");
  await expect(
    page.getByTestId("advertorial-item").first().locator("[data-slot='annonce-badge']"),
  ).toBeVisible();
  styles.push(...(await badgeStyles(page)));

  expect(styles.length).toBeGreaterThanOrEqual(1 + 1 + advertorials.length);
  expect(styles[0].text).toBe("ANNONCE");
  // Yellow, so it never reads as one of the red category labels.
  expect(styles[0].background).toBe("oklch(0.905 0.182 98.111)");
  for (const style of styles) expect(style).toEqual(styles[0]);
});

test("advertorial excerpts do not repeat 'Annonce:' before the text", async ({ page, open }) => {
  const startsWithAnnonce = (texts: string[]) => texts.filter((t) => /^\s*annonce\s*:/i.test(t));
  await open("/");
  const card = page.locator("main article", { hasText: onFrontPage.title }).first();
  await expect(card).toContainText(onFrontPage.excerpt.slice(0, 40));
  expect(startsWithAnnonce(await page.locator("main p").allTextContents())).toEqual([]);
  await open("/advertorial");
  await expect(page.getByTestId("advertorial-item")).toHaveCount(advertorials.length);
  expect(startsWithAnnonce(await page.locator("main p").allTextContents())).toEqual([]);
  await open(`/article/${onFrontPage.slug}`);
  expect(startsWithAnnonce(await page.locator("main article header p").allTextContents())).toEqual([]);
});
