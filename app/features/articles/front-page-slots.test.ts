import { describe, expect, it } from "vitest";
import type { CardArticle } from "./card-article";
import { FRONT_PAGE_SLOTS, frontPageCards, trimForFrontPage } from "./front-page-slots";

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
    expect(trimmed.slice(0, from).map((a) => a.imageVariants)).toEqual(
      latest.slice(0, from).map((a) => a.imageVariants),
    );
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

describe("trimForFrontPage with crops (issue 27)", () => {
  const variant = (i: number, crop: "square" | "wide" | "og" | undefined, width: number) => ({
    url: `/storage/article-images/${i}-${crop ?? "whole"}-${width}w.webp`,
    width,
    height: width,
    format: "webp" as const,
    ...(crop ? { crop } : {}),
  });
  const cropped = (i: number): CardArticle => ({
    ...card(i),
    imageVariants: [
      variant(i, undefined, 480),
      variant(i, "square", 480),
      variant(i, "wide", 480),
      variant(i, "og", 1200),
    ],
  });
  const trimmed = trimForFrontPage(Array.from({ length: 20 }, (_, i) => cropped(i)));
  const crops = (a: CardArticle) => a.imageVariants?.map((v) => v.crop ?? "whole");

  it("gives the squares only their 1:1 crop and every other card only its 16:9 crop", () => {
    expect(crops(trimmed[0])).toEqual(["wide"]);
    expect(crops(trimmed[1])).toEqual(["square"]);
    expect(crops(trimmed[2])).toEqual(["square"]);
    expect(crops(trimmed[3])).toEqual(["wide"]);
    expect(crops(trimmed[17])).toEqual(["wide"]);
  });
});

describe("frontPageCards", () => {
  it("puts the lead, the two squares, the newest three, twelve more and the rest in their sections", () => {
    const latest = Array.from({ length: 30 }, (_, i) => card(i));
    const cards = frontPageCards(latest);
    const ids = (list: CardArticle[] | null) => list?.map((a) => Number(a.id.slice(3)));
    expect(cards?.featured.id).toBe("id-0");
    expect(ids(cards?.squares ?? null)).toEqual([1, 2]);
    expect(ids(cards?.newest ?? null)).toEqual([3, 4, 5]);
    expect(ids(cards?.more ?? null)).toEqual(Array.from({ length: 12 }, (_, i) => 6 + i));
    expect(ids(cards?.updates ?? null)).toEqual(Array.from({ length: 12 }, (_, i) => 18 + i));
    expect(cards?.updates?.[0].imageVariants).toBeNull();
  });

  it("leaves out the sections no card reaches, and has nothing without articles", () => {
    const cards = frontPageCards(Array.from({ length: 4 }, (_, i) => card(i)));
    expect([cards?.squares.length, cards?.newest?.length, cards?.more, cards?.updates]).toEqual([
      2,
      1,
      null,
      null,
    ]);
    expect(frontPageCards([])).toBeNull();
  });
});
