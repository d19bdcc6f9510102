import { and, desc, eq, sql } from "drizzle-orm";
import { cardPictureColumns, pictureMediaJoin, publishedNow } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { articles, media } from "~/server/db/schema";
import {
  ADVERTORIAL_CATEGORIES,
  type AdvertorialCategoryKey,
  advertorialCategoryOf,
  categoryTag,
} from "./advertorial-categories";

/** PRODUCT.md: advertorials are articles in this category, naming the paying partner. */
export const ADVERTORIAL_CATEGORY = "Advertorial";

/** Published advertorials only: never drafts or ones scheduled for later. */
function publishedAdvertorial() {
  return and(eq(articles.category, ADVERTORIAL_CATEGORY), publishedNow());
}

const advertorialColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  ...cardPictureColumns,
  tags: articles.tags,
  partner: articles.partner,
  publishedAt: articles.publishedAt,
};

/** Spec §2 Advertorials: the list, newest first, optionally one category (tag annonce:{key}). */
export async function listAdvertorials(
  db: Queryable,
  options: { category?: AdvertorialCategoryKey | null; limit?: number } = {},
) {
  const filters = [publishedAdvertorial()];
  if (options.category) {
    filters.push(sql`${articles.tags} @> ${sql.param([categoryTag(options.category)])}::text[]`);
  }
  const rows = await db
    .select(advertorialColumns)
    .from(articles)
    .leftJoin(media, pictureMediaJoin)
    .where(and(...filters))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(options.limit ?? 48);
  return rows.map((row) => ({ ...row, category: advertorialCategoryOf(row.tags) }));
}

export type AdvertorialItem = Awaited<ReturnType<typeof listAdvertorials>>[number];

export interface AdvertorialOverview {
  total: number;
  counts: Record<AdvertorialCategoryKey, number>;
  /** The partner behind the newest advertorial, with how many pieces they have and the latest one. */
  spotlight: { partner: string; articleCount: number; latest: { slug: string; title: string } } | null;
}

/** The sidebar's numbers: advertorials per category and the partner in the spotlight. */
export async function getAdvertorialOverview(db: Queryable): Promise<AdvertorialOverview> {
  const rows = await db
    .select({ slug: articles.slug, title: articles.title, tags: articles.tags, partner: articles.partner })
    .from(articles)
    .where(publishedAdvertorial())
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(1000);
  const counts = Object.fromEntries(ADVERTORIAL_CATEGORIES.map((c) => [c.key, 0])) as Record<
    AdvertorialCategoryKey,
    number
  >;
  for (const row of rows) {
    const key = advertorialCategoryOf(row.tags);
    if (key) counts[key]++;
  }
  const newest = rows.find((row) => row.partner);
  const spotlight = newest?.partner
    ? {
        partner: newest.partner,
        articleCount: rows.filter((row) => row.partner === newest.partner).length,
        latest: { slug: newest.slug, title: newest.title },
      }
    : null;
  return { total: rows.length, counts, spotlight };
}
