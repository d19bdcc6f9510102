import { variantsForAspectRatio } from "~/lib/image-crops";
import type { CardArticle } from "./card-article";

/*
 * Loaders only (home, article, author): apart from `card-article.ts`, which the browser loads on
 * every reader page, so the crop choice below never rides along to it.
 */

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
    // Cards outside the front page's squares are 16:9 (issue 27: the other crops never travel).
    imageVariants: variantsForAspectRatio(article.imageVariants, 16 / 9),
    imageFocalX: article.imageFocalX,
    imageFocalY: article.imageFocalY,
  };
}
