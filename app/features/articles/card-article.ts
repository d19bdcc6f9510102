import { withoutAnnoncePrefix } from "~/lib/advertorial-excerpt";
import type { ArticleCard as ArticleCardData } from "./public-queries.server";

/*
 * What a card shows and the small rules about it, apart from the card components
 * (`article-cards.tsx`): the ticker, the meta tags and the loaders need these, and importing the
 * components for them put the cards' code on pages whose cards are static islands (issue 23).
 */

export type CardArticle = Pick<
  ArticleCardData,
  | "id"
  | "slug"
  | "title"
  | "excerpt"
  | "category"
  | "imageUrl"
  | "imageAlt"
  | "publishedAt"
  | "partner"
  | "imageWidth"
  | "imageHeight"
  | "imageVariants"
> & {
  liveStatus?: string | null;
  /** The picture's focal point (issue 27), when it lives in our media library and has one. */
  imageFocalX?: number | null;
  imageFocalY?: number | null;
};

/**
 * Only the fields a card renders (not `views`, which only 'Mest læste' shows): a loader's data is
 * its page's hydration data, written into the HTML (issue 23).
 */
export function cardFields(article: CardArticle): CardArticle {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    partner: article.partner,
    publishedAt: article.publishedAt,
    liveStatus: article.liveStatus,
    imageUrl: article.imageUrl,
    imageAlt: article.imageAlt,
    imageWidth: article.imageWidth,
    imageHeight: article.imageHeight,
    imageVariants: article.imageVariants,
    imageFocalX: article.imageFocalX,
    imageFocalY: article.imageFocalY,
  };
}

/** The reader's address of an article: the slug, else the id (spec §2). */
export function articlePath(article: { slug: string | null; id: string }): string {
  return `/article/${article.slug || article.id}`;
}

export function isAdvertorial(article: { category: string | null }): boolean {
  return article.category === "Advertorial";
}

/** The excerpt as readers see it: an advertorial's badge already says "Annonce". */
export function readerExcerpt(article: { category: string | null; excerpt: string }): string {
  return isAdvertorial(article) ? withoutAnnoncePrefix(article.excerpt) : article.excerpt;
}
