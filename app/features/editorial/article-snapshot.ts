import type { articles } from "~/server/db/schema";

/** What an article looked like before a save (article_revisions.snapshot). */
export interface ArticleSnapshot {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  imageAlt: string | null;
  imageCredit: string | null;
  category: string;
  tags: string[] | null;
  isDraft: boolean;
  publishedAt: string | null;
  partner: string | null;
}

/** The snapshot of a row, written to article_revisions by every save and by 'Publicér nu'. */
export function snapshotOf(row: typeof articles.$inferSelect): ArticleSnapshot {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    imageCredit: row.imageCredit,
    category: row.category,
    tags: row.tags,
    isDraft: row.isDraft,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    partner: row.partner,
  };
}

/** What a save or a transition answers with (the toasts, the success panel, the dialog). */
export interface SavedArticle {
  id: string;
  slug: string;
  title: string;
  isDraft: boolean;
  publishedAt: Date | null;
  version: number;
  liveStatus: string | null;
  reviewState: string | null;
}
