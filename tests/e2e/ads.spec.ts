import { seedArticles } from "../../app/workflows/seed/data/articles";
import { PHONE_SIZES, visibleSlots } from "./support/ad-slots";
import { BOTH_WIDTHS, expect, test } from "./support/test";

// Issue 14 "Ads that fit the screen": every slot has a size per breakpoint; phones get 320x50,
// 300x250 or 320x320, and a short article carries one inline slot there. This server has an ad
// network configured, so the slots are the network's placeholders (house ads: house-ads.spec.ts).

const isSmall = (page: { viewportSize(): { width: number } | null }) =>
  (page.viewportSize()?.width ?? 1280) < 768;
const short = seedArticles.find((a) => a.slug === "brondby-investerer-i-hybridgraes-og-nyt-lysanlaeg")!;
const MARGIN = 16;

for (const [what, path] of [
  ["the front page", "/"],
  ["a short article", `/article/${short.slug}`],
  ["the advertorials", "/advertorial"],
] as const) {
  test(
    `at 375 px every ad slot on ${what} has a phone size and fits the screen`,
    BOTH_WIDTHS,
    async ({ page, open }) => {
      test.skip(!isSmall(page), "phones only (the mobile project)");
      await open(path);
      const slots = await visibleSlots(page);
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) {
        const shown = `${slot.width}x${slot.height}`;
        expect(PHONE_SIZES, `${slot.id} is ${shown}`).toContain(shown);
        expect(slot.phoneSize, slot.id).toBe(shown);
        expect(slot.x, `${slot.id} left edge`).toBeGreaterThanOrEqual(MARGIN);
        expect(slot.x + slot.width, `${slot.id} right edge`).toBeLessThanOrEqual(375 - MARGIN);
      }
    },
  );
}

test(
  "a short article carries one inline ad slot on phones, the spec's three from 768 px",
  BOTH_WIDTHS,
  async ({ page, open }) => {
    await open(`/article/${short.slug}`);
    const inline = page.locator("[data-article-body] [data-ad-slot^='article-inline']");
    // All three are in the page (spec §2); CSS shows one of them on a phone.
    await expect(inline).toHaveCount(3);
    const shown = (await visibleSlots(page, "[data-article-body]")).map(
      (s) => `${s.id} ${s.width}x${s.height}`,
    );
    expect(shown).toEqual(
      isSmall(page)
        ? ["article-inline-1 320x50"]
        : ["article-inline-1 728x90", "article-inline-2 728x90", "article-inline-3 728x90"],
    );
  },
);
