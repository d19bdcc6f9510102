import { variantsForAspectRatio } from "~/lib/image-crops";
import type { CardArticle } from "./card-article";
import { cardFields } from "./card-fields";

/**
 * Where each of the front page's 30 newest goes (after the lead, index 0): 2 squares, the 3
 * newest, 12 more with image and excerpt, the rest as compact rows (time, headline, category).
 */
export const FRONT_PAGE_SLOTS = {
  squares: [1, 3],
  newest: [3, 6],
  more: [6, 18],
  updates: [18, 30],
} as const;

const showsExcerpt = (index: number) =>
  index === 0 || (index >= FRONT_PAGE_SLOTS.newest[0] && index < FRONT_PAGE_SLOTS.more[1]);
const showsImage = (index: number) => index < FRONT_PAGE_SLOTS.updates[0];

/**
 * The 30 newest as the front page shows them: only the fields a card renders, and the excerpts of
 * the squares and the compact rows and the images of the compact rows blanked, because the loader
 * data goes into the page as its hydration data (a fifth of the front page's payload was text and
 * image variants it never shows).
 */
export function trimForFrontPage(latest: CardArticle[]): CardArticle[] {
  return latest.map((article, index) => {
    const card = cardFields(article);
    if (!showsExcerpt(index)) card.excerpt = "";
    if (showsImage(index)) {
      // Issue 27: a square shows the 1:1 crop, every other card the 16:9 one; only those travel.
      const ratio = index >= FRONT_PAGE_SLOTS.squares[0] && index < FRONT_PAGE_SLOTS.squares[1] ? 1 : 16 / 9;
      return { ...card, imageVariants: variantsForAspectRatio(article.imageVariants, ratio) };
    }
    return {
      ...card,
      imageUrl: null,
      imageAlt: null,
      imageWidth: null,
      imageHeight: null,
      imageVariants: null,
      imageFocalX: null,
      imageFocalY: null,
    };
  });
}

/** The front page's cards by section (static islands' props, held by the server in a document). */
export interface FrontPageCards<List = CardArticle[], Card = CardArticle> {
  featured: Card;
  squares: List;
  /** Null when the section has no cards (it is left out). */
  newest: List | null;
  more: List | null;
  updates: List | null;
}

/** The 30 newest, trimmed, into the front page's sections; null when there is none. */
export function frontPageCards(latest: CardArticle[]): FrontPageCards | null {
  if (latest.length === 0) return null;
  const cards = trimForFrontPage(latest);
  const slot = (range: readonly [number, number]) => cards.slice(...range);
  const section = (range: readonly [number, number]) => {
    const list = slot(range);
    return list.length > 0 ? list : null;
  };
  return {
    featured: cards[0],
    squares: slot(FRONT_PAGE_SLOTS.squares),
    newest: section(FRONT_PAGE_SLOTS.newest),
    more: section(FRONT_PAGE_SLOTS.more),
    updates: section(FRONT_PAGE_SLOTS.updates),
  };
}
