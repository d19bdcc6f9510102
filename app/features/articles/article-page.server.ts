import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { variantsForAspectRatio } from "~/lib/image-crops";
import type { MediaVariant } from "~/lib/media-variant";
import { isPublishedNow } from "~/lib/publication";
import { splitTag } from "~/lib/tags";
import { isUuid } from "~/lib/uuid";
import {
  articleBylineColumns,
  articleContentColumns,
  bylineJoin,
  cardPictureColumns,
  pictureMediaJoin,
  publishedNow,
} from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { preparedPerDatabase } from "~/server/db/prepared.server";
import { articles, clubs, media, user } from "~/server/db/schema";
import type { BodyMediaRow } from "./body-media.server";
import { verifyPreviewToken } from "./preview-token.server";

/** What the article page shows: explicit columns, never the search vector or internal fields. */
const articlePageColumns = {
  ...articleContentColumns,
  // The byline: display name and author page, never the account's e-mail.
  ...articleBylineColumns,
  ...cardPictureColumns,
  // Live coverage (issue 15): the route adds the live blog when set.
  liveStatus: articles.liveStatus,
  liveMatchId: articles.liveMatchId,
  coverageStartedAt: articles.coverageStartedAt,
  coverageEndedAt: articles.coverageEndedAt,
  // Issue 27: the stored cards and pictures of the body, kept on the row (ADR 0032); never hydrated.
  bodyMediaRows: sql<BodyMediaRow[] | null>`${articles.bodyMediaRows}`,
};

export interface FindArticleOptions {
  /** Editor preview: every draft and scheduled article too. Readers never get them. */
  includeDrafts?: boolean;
  /** Contributor preview (issue 26): the drafts and scheduled articles of this account only. */
  draftsOfAuthor?: string;
}

/**
 * Who previews what at an article's own address (issue 26): editors and admins any draft or
 * scheduled article, a contributor ('skribent') only their own, everybody else the published only.
 */
export function previewOptionsFor(
  viewer: { id: string; role: string } | null | undefined,
): FindArticleOptions {
  if (viewer?.role === "admin" || viewer?.role === "editor") return { includeDrafts: true };
  if (viewer?.role === "contributor") return { draftsOfAuthor: viewer.id };
  return {};
}

/**
 * Spec §4: the article page loads by slug and falls back to the id. Drafts and articles scheduled
 * for later are not found for readers.
 */
export async function findArticleForPage(db: Queryable, slugOrId: string, options: FindArticleOptions = {}) {
  const [lookupBySlug, lookupById] = options.includeDrafts
    ? [anyArticleBy.slug, anyArticleBy.id]
    : options.draftsOfAuthor
      ? [visibleOrOwnBy.slug, visibleOrOwnBy.id]
      : [visibleArticleBy.slug, visibleArticleBy.id];
  const values = { key: slugOrId, authorId: options.draftsOfAuthor ?? "" };
  const [bySlug] = await lookupBySlug(db).execute(values);
  if (bySlug) return withPageVariants(bySlug);
  if (!isUuid(slugOrId)) return undefined;
  const [byId] = await lookupById(db).execute(values);
  return byId && withPageVariants(byId);
}

/** The picture social networks get: an address and, for the Open Graph crop, its size. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The page shows its picture at 16:9 and gives social networks the Open Graph crop's JPEG (issue
 * 27), chosen here so the browser's `meta` only reads it: the other crops stay out of the page's
 * data (the loader's article is its hydration data).
 */
function withPageVariants<T extends { imageUrl: string | null; imageVariants: MediaVariant[] | null }>(
  article: T,
): T & { shareImage: ShareImage | null } {
  const variants = article.imageVariants;
  const og = (variants ?? [])
    .filter((v) => v.crop === "og" && v.format === "jpeg")
    .sort((a, b) => b.width - a.width)[0];
  const shareImage = og
    ? { url: og.url, width: og.width, height: og.height }
    : article.imageUrl
      ? { url: article.imageUrl }
      : null;
  return { ...article, imageVariants: variants && variantsForAspectRatio(variants, 16 / 9), shareImage };
}

/**
 * Issue 26: a shared preview link (`?forhaandsvisning=`) shows its own article while it is
 * unpublished, to anyone holding the link; a token for another article, altered or expired, finds
 * nothing (the caller then answers as for any reader).
 */
export async function findArticleByPreviewToken(
  db: Queryable,
  slugOrId: string,
  token: string,
  now: Date = new Date(),
) {
  const article = await findArticleForPage(db, slugOrId, { includeDrafts: true });
  if (!article || isPublishedNow(article, now) || !verifyPreviewToken(token, article.id, now))
    return undefined;
  return article;
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
      .leftJoin(media, pictureMediaJoin)
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
// A contributor's own unpublished work stays in the same query: nobody else's draft ever leaves the database.
const ownOrVisible = or(publishedNow(), eq(articles.authorId, sql.placeholder("authorId")));
const visibleOrOwnBy = {
  slug: articleBy(articles.slug, ownOrVisible),
  id: articleBy(articles.id, ownOrVisible),
};
const anyArticleBy = { slug: articleBy(articles.slug, undefined), id: articleBy(articles.id, undefined) };

export type ArticlePageData = NonNullable<Awaited<ReturnType<typeof findArticleForPage>>>;
/** An article without its body: what its page hydrates (the body is a static island's data). */
export type ArticleHeading = Omit<ArticlePageData, "content" | "bodyMediaRows">;

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
