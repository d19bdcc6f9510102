import { and, eq, inArray, type SQL } from "drizzle-orm";
import { splitTag } from "~/lib/tags";
import { isUuid } from "~/lib/uuid";
import {
  articleBylineColumns,
  articleContentColumns,
  bylineJoin,
  publishedNow,
} from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { articles, clubs, media, user } from "~/server/db/schema";

/** What the article page shows: explicit columns, never the search vector or internal fields. */
const articlePageColumns = {
  ...articleContentColumns,
  // The byline: display name and author page, never the account's e-mail.
  ...articleBylineColumns,
  imageWidth: media.width,
  imageHeight: media.height,
  imageVariants: media.variants,
  // Live coverage (issue 15): the route adds the live blog when set.
  liveStatus: articles.liveStatus,
  liveMatchId: articles.liveMatchId,
  coverageStartedAt: articles.coverageStartedAt,
  coverageEndedAt: articles.coverageEndedAt,
};

export interface FindArticleOptions {
  /** Staff preview: drafts and scheduled articles too. Readers never get them. */
  includeDrafts?: boolean;
}

/**
 * Spec §4: the article page loads by slug and falls back to the id. Drafts and articles scheduled
 * for later are not found for readers.
 */
export async function findArticleForPage(db: Queryable, slugOrId: string, options: FindArticleOptions = {}) {
  const visible = options.includeDrafts ? undefined : publishedNow();
  const lookup = async (match: SQL) => {
    const [row] = await db
      .select(articlePageColumns)
      .from(articles)
      .leftJoin(media, eq(media.url, articles.imageUrl))
      .leftJoin(user, bylineJoin)
      .where(and(match, visible))
      .limit(1);
    return row;
  };
  const bySlug = await lookup(eq(articles.slug, slugOrId));
  if (bySlug) return bySlug;
  return isUuid(slugOrId) ? lookup(eq(articles.id, slugOrId)) : undefined;
}

export type ArticlePageData = NonNullable<Awaited<ReturnType<typeof findArticleForPage>>>;

/** Club names for the article's klub: tags ('klub:fc-kobenhavn' → 'FC København'). */
export async function findClubNamesForTags(db: Queryable, tags: readonly string[]) {
  const slugs = tags.map(splitTag).flatMap((t) => (t.prefix === "klub" ? [t.value] : []));
  if (slugs.length === 0) return {};
  const rows = await db
    .select({ slug: clubs.slug, name: clubs.name })
    .from(clubs)
    .where(inArray(clubs.slug, slugs));
  return Object.fromEntries(rows.map((r) => [`klub:${r.slug}`, r.name]));
}
