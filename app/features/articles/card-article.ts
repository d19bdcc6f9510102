import type { CardPictureFields } from "~/components/responsive-image";
import { withoutAnnoncePrefix } from "~/lib/advertorial-excerpt";
import type { ArticleCard as ArticleCardData } from "./public-queries.server";

/*
 * What a card shows and the small rules about it, apart from the card components
 * (`article-cards.tsx`): the ticker, the meta tags and the loaders need these, and importing the
 * components for them put the cards' code on pages whose cards are static islands (issue 23).
 */

export type CardArticle = Pick<
  ArticleCardData,
  "id" | "slug" | "title" | "excerpt" | "category" | "publishedAt" | "partner"
> &
  CardPictureFields & { liveStatus?: string | null };

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
