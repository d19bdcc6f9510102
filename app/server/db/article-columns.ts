import { and, eq, lte, type SQL, sql } from "drizzle-orm";
import { articles, media, user } from "./schema";

/** A headline and its address: the menu's 'Breaking News' and the Google News sitemap. */
export const articleHeadlineColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  publishedAt: articles.publishedAt,
};

/**
 * A card's picture: the article's address and alt text, and from the media library (when the
 * picture is ours) its size, responsive variants and focal point. Read through `pictureMediaJoin`.
 */
export const cardPictureColumns = {
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
  imageWidth: media.width,
  imageHeight: media.height,
  imageVariants: media.variants,
  // Issue 27: what matters in the picture (the uncropped variants are positioned around it).
  imageFocalX: media.focalX,
  imageFocalY: media.focalY,
};

/** The media row of an article's picture, for a left join: a picture from elsewhere has none. */
export const pictureMediaJoin = eq(media.url, articles.imageUrl);

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

/**
 * The one public visibility rule (spec §4, §7): not a draft, and published_at reached. Every
 * public read passes through it (Ghost's enforcedFilters). A NULL published_at never compares
 * true, so it needs no IS NOT NULL. Keep the SQL as it is: the partial indexes of migration 0006
 * (`WHERE is_draft = false`) are chosen because of the first term. `at` defaults to the database
 * clock; a job that has its own "now" passes it.
 */
export function publishedNow(at: Date | SQL = sql`now()`): SQL {
  return and(notDraft, lte(articles.publishedAt, at)) as SQL;
}

/**
 * `is_draft = false` and `= true` as literals, never parameters: a partial index (`WHERE is_draft =
 * false`) is only usable when the planner can prove its predicate, and a kept statement's generic
 * plan (pglite-statements.server.ts) is made without parameter values.
 */
export const notDraft = sql`${articles.isDraft} = false`;
export const isDraftRow = sql`${articles.isDraft} = true`;

/** Public lists (home, search, related, clubs, RSS): visible and not Gossip (spec §7, PRODUCT.md). */
export function publicListFilter(): SQL {
  return and(publishedNow(), sql`${articles.category} <> 'Gossip'`) as SQL;
}

/**
 * The byline a reader sees (issue 14): the writing account's current display name and its author
 * page slug, else the stored text ("Agent", a desk or partner name). Join with `bylineJoin`
 * (a LEFT JOIN on "user"). An account name that is an e-mail is never used.
 */
export const bylineJoin = eq(user.id, articles.authorId);
export const articleBylineColumns = {
  author: sql<
    string | null
  >`CASE WHEN ${user.authorSlug} IS NOT NULL AND position('@' in ${user.name}) = 0 AND btrim(${user.name}) <> '' THEN ${user.name} ELSE ${articles.author} END`,
  authorSlug: sql<string | null>`CASE WHEN position('@' in ${user.name}) = 0 THEN ${user.authorSlug} END`,
};
