import { type CardArticle, cardFields } from "./card-article";

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
    if (showsImage(index)) return card;
    return {
      ...card,
      imageUrl: null,
      imageAlt: null,
      imageWidth: null,
      imageHeight: null,
      imageVariants: null,
    };
  });
}
