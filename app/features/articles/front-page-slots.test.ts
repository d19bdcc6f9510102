import { describe, expect, it } from "vitest";
import type { CardArticle } from "./card-article";
import { FRONT_PAGE_SLOTS, trimForFrontPage } from "./front-page-slots";

const card = (i: number): CardArticle => ({
  id: `id-${i}`,
  slug: `artikel-${i}`,
  title: `Overskrift ${i}`,
  excerpt: `Resumé ${i}`,
  category: "Nyheder",
  imageUrl: `/storage/article-images/${i}.jpg`,
  imageAlt: `Billede ${i}`,
  publishedAt: new Date(Date.UTC(2026, 10, 24, 12, 0) - i * 60_000),
  partner: null,
  imageWidth: 1200,
  imageHeight: 675,
  imageVariants: [{ url: `/storage/article-images/${i}-480w.webp`, width: 480, height: 270, format: "webp" }],
});

describe("trimForFrontPage", () => {
  const latest = Array.from({ length: 30 }, (_, i) => card(i));
  const trimmed = trimForFrontPage(latest);

  it("keeps every card, in order, with its headline, address and time", () => {
    expect(trimmed.map((a) => [a.id, a.slug, a.title, a.publishedAt])).toEqual(
      latest.map((a) => [a.id, a.slug, a.title, a.publishedAt]),
    );
  });

  it("keeps the excerpt where a card shows one: the lead, the newest three and 'Flere Nyheder'", () => {
    const withExcerpt = trimmed.flatMap((a, i) => (a.excerpt ? [i] : []));
    expect(withExcerpt).toEqual([0, 3, 4, 5, ...Array.from({ length: 12 }, (_, i) => 6 + i)]);
    expect(trimmed[4].excerpt).toBe("Resumé 4");
  });

  it("blanks the images of the compact 'Seneste Opdateringer' rows only", () => {
    const [from] = FRONT_PAGE_SLOTS.updates;
    expect(trimmed.slice(0, from).every((a, i) => a.imageVariants === latest[i].imageVariants)).toBe(true);
    for (const a of trimmed.slice(from)) {
      expect([a.imageUrl, a.imageAlt, a.imageWidth, a.imageHeight, a.imageVariants]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
    }
  });
});
