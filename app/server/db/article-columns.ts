import { articles } from "./schema";

/**
 * An article's readable fields, for explicit selects (never the search vector or the version):
 * the public article page and the admin edit dialog both start from these.
 */
export const articleContentColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  content: articles.content,
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
  imageCredit: articles.imageCredit,
  category: articles.category,
  tags: articles.tags,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  isDraft: articles.isDraft,
  isAgentGenerated: articles.isAgentGenerated,
  author: articles.author,
  partner: articles.partner,
};
