import { and, eq, type SQL, sql } from "drizzle-orm";
import { splitTag } from "~/lib/tags";
import { isUuid } from "~/lib/uuid";
import {
  articleBylineColumns,
  articleContentColumns,
  bylineJoin,
  publishedNow,
} from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { preparedPerDatabase } from "~/server/db/prepared.server";
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
  const [lookupBySlug, lookupById] = options.includeDrafts
    ? [anyArticleBy.slug, anyArticleBy.id]
    : [visibleArticleBy.slug, visibleArticleBy.id];
  const [bySlug] = await lookupBySlug(db).execute({ key: slugOrId });
  if (bySlug) return bySlug;
  if (!isUuid(slugOrId)) return undefined;
  const [byId] = await lookupById(db).execute({ key: slugOrId });
  return byId;
}

/**
 * The page's read by slug or id, built once per database (`preparedPerDatabase`: Drizzle's
 * builder cost a cold article 0.2–0.4 ms per query, issue 23); readers see the published only.
 */
function articleBy(column: typeof articles.slug | typeof articles.id, visible: SQL | undefined) {
  return preparedPerDatabase((db) =>
    db
      .select(articlePageColumns)
      .from(articles)
      .leftJoin(media, eq(media.url, articles.imageUrl))
      .leftJoin(user, bylineJoin)
      .where(and(eq(column, sql.placeholder("key")), visible))
      .limit(1)
      .prepare(""),
  );
}
const visibleArticleBy = {
  slug: articleBy(articles.slug, publishedNow()),
  id: articleBy(articles.id, publishedNow()),
};
const anyArticleBy = { slug: articleBy(articles.slug, undefined), id: articleBy(articles.id, undefined) };

export type ArticlePageData = NonNullable<Awaited<ReturnType<typeof findArticleForPage>>>;
/** An article without its body: what its page hydrates (the body is a static island's data). */
export type ArticleHeading = Omit<ArticlePageData, "content">;

/** Club names for the article's klub: tags ('klub:fc-kobenhavn' → 'FC København'). */
export async function findClubNamesForTags(db: Queryable, tags: readonly string[]) {
  const slugs = tags.map(splitTag).flatMap((t) => (t.prefix === "klub" ? [t.value] : []));
  if (slugs.length === 0) return {};
  const rows = await clubNames(db).execute({ slugs });
  return Object.fromEntries(rows.map((r) => [`klub:${r.slug}`, r.name]));
}

const clubNames = preparedPerDatabase((db) =>
  db
    .select({ slug: clubs.slug, name: clubs.name })
    .from(clubs)
    .where(sql`${clubs.slug} = any(${sql.placeholder("slugs")}::text[])`)
    .prepare(""),
);
