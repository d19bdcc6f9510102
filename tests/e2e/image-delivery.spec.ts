import type { Locator } from "@playwright/test";
import { BOTH_WIDTHS, expect, test } from "./support/test";

// Issue 22 (Lighthouse `uses-responsive-images`, `lcp-lazy-loaded`): every picture comes in the
// variant its box needs, and a page's largest picture above the fold loads at once.

/** The file the browser chose from the srcset, once the (lazy) image has loaded. */
async function chosenFile(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname.replace(/^.*\//, ""));
}

test(
  "a phone loads the 240 px variant for thumbnails beside a headline",
  BOTH_WIDTHS,
  async ({ page, open }) => {
    test.skip((page.viewportSize()?.width ?? 1280) >= 768, "thumbnails are 112 px wide on phones only");
    await open("/");
    expect(await chosenFile(page.locator("[data-row-on-mobile] img").first())).toMatch(/-240w\.webp$/);
    await open("/soeg?q=br%C3%B8ndby");
    expect(await chosenFile(page.locator("[data-search-result] img").first())).toMatch(/-240w\.webp$/);
  },
);

test("the author page's first article picture loads at once with high priority, the others when scrolled to", async ({
  page,
  open,
}) => {
  await open("/forfatter/mads-kjaer");
  const images = page.getByTestId("author-articles").locator("img");
  expect(await images.count()).toBeGreaterThan(1);
  await expect(images.first()).toHaveAttribute("loading", "eager");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
  // The others keep the browser's default priority (the attribute is left out: fewer bytes).
  await expect(images.nth(1)).not.toHaveAttribute("fetchpriority", "high");
});
