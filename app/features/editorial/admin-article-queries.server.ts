import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import { FUZZY_MIN_LENGTH, foldText } from "~/lib/search-fold";
import { isUuid } from "~/lib/uuid";
import { articleContentColumns, isDraftRow, notDraft } from "~/server/db/article-columns";
import { countArticlesCheaply } from "~/server/db/article-count.server";
import { executeRows, type Queryable } from "~/server/db/client.server";
import { articleRevisions, articles, clubs, user } from "~/server/db/schema";
import { ADMIN_PAGE_SIZE, type AdminStatusFilter, pageCount } from "./pagination";

/** `%` and `_` in a search are plain characters, not wildcards. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Spec §5: the admin search matches title or category, case-insensitive. Titles match folded
 * (ADR 0015: "Brondby" and "Broendby" find "Brøndby") and, with `similar`, one typo away
 * (pg_trgm `%>`), both on the stored `title_folded` and its `articles_title_trgm_idx`. Categories are few: the caller
 * passes those whose name contains the query, matched by equality on `articles_category_idx`, so
 * every branch of the OR has an index and a rare word never scans the table.
 */
export function adminSearchFilter(
  q: string,
  matchingCategories: readonly string[] = [],
  similar = false,
): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const title = articles.titleFolded;
  const matches = [sql`${title} LIKE forsiden_fold(${likePattern(text)})`];
  if (similar) matches.push(sql`${title} %> forsiden_fold(${text})`);
  if (matchingCategories.length > 0) matches.push(inArray(articles.category, [...matchingCategories]));
  return or(...matches);
}

/** The categories whose name contains the query (case and Danish letters folded). */
export function categoriesMatching(categories: readonly string[], q: string): string[] {
  const folded = foldText(q.trim());
  return folded ? categories.filter((c) => foldText(c).includes(folded)) : [];
}

/** Every category in use: a loose index scan over articles_category_idx, one probe per category. */
export async function listArticleCategories(db: Queryable): Promise<string[]> {
  const rows = await executeRows<{ category: string }>(
    db,
    sql`WITH RECURSIVE c AS (
          (SELECT category FROM articles ORDER BY category LIMIT 1)
          UNION ALL
          SELECT (SELECT a.category FROM articles a WHERE a.category > c.category ORDER BY a.category LIMIT 1)
          FROM c WHERE c.category IS NOT NULL
        )
        SELECT category FROM c WHERE category IS NOT NULL`,
  );
  return rows.map((r) => r.category);
}

export interface AdminListOptions {
  q?: string;
  page?: number;
  pageSize?: number;
  /** Issue 22: udgivet, kladde, planlagt or live; issue 26: til-redigering, godkendt, sendt-tilbage. */
  status?: AdminStatusFilter | null;
  /** Issue 22: the writing account (articles.author_id). */
  authorId?: string | null;
  now?: Date;
}

/**
 * The list's status filter as SQL. Each one is served by an index in the list's order:
 * published and scheduled are ranges on articles_admin_order_idx's leading published_at, drafts
 * have articles_admin_drafts_idx, live blogs articles_live_idx (a handful of rows).
 */
export function adminStatusFilter(status: AdminStatusFilter, now: Date): SQL {
  switch (status) {
    case "udgivet":
      return and(notDraft, lte(articles.publishedAt, now)) as SQL;
    case "planlagt":
      return and(notDraft, gt(articles.publishedAt, now)) as SQL;
    case "kladde":
      return isDraftRow;
    case "live":
      // Running live blogs and those about to start ("Før kampen").
      return inArray(articles.liveStatus, ["pre", "live"]);
    // Issue 26: the review states, on the partial articles_review_state_idx (a short queue).
    case "til-redigering":
      return and(eq(articles.reviewState, "submitted"), isDraftRow) as SQL;
    case "godkendt":
      return and(eq(articles.reviewState, "approved"), isDraftRow) as SQL;
    case "sendt-tilbage":
      return and(eq(articles.reviewState, "returned"), isDraftRow) as SQL;
  }
}

/** The author filter's choices: staff accounts, by name (a small table). */
export function listStaffAuthors(db: Queryable) {
  return db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.role, ["admin", "editor", "contributor"]))
    .orderBy(asc(user.name), asc(user.id));
}

/**
 * The admin article table: every article (drafts and scheduled ones too), newest first with
 * unpublished drafts on top, 10 per page; plus the total count of all articles (spec §2).
 */
export async function listAdminArticles(db: Queryable, options: AdminListOptions = {}) {
  const q = options.q?.trim() ?? "";
  const pageSize = options.pageSize ?? ADMIN_PAGE_SIZE;
  const categories = q ? categoriesMatching(await listArticleCategories(db), q) : [];
  const status = options.status ?? null;
  const authorId = options.authorId?.trim() || null;
  const filters = [
    status ? adminStatusFilter(status, options.now ?? new Date()) : undefined,
    authorId ? eq(articles.authorId, authorId) : undefined,
  ];
  const filtered = (search: SQL | undefined) =>
    search || status || authorId ? and(search, ...filters) : undefined;
  let where = filtered(adminSearchFilter(q, categories));
  // Counting every row is a sequential scan: the total is an estimate on a large table, and
  // a search counts at most SEARCH_COUNT_CAP matches.
  const total = await countArticlesCheaply(db);
  let matching = where ? await countMatchesCapped(db, where) : total;
  // Titles one typo away only when the words as typed match nothing: similarity costs ~17 µs a
  // row, and a common word's count walks thousands of rows.
  if (where && matching === 0 && foldText(q).length >= FUZZY_MIN_LENGTH) {
    where = filtered(adminSearchFilter(q, categories, true));
    matching = where ? await countMatchesCapped(db, where) : 0;
  }
  const pages = pageCount(matching, pageSize);
  const page = Math.min(Math.max(1, options.page ?? 1), pages);
  // OFFSET walks the index from the start, so page 100,000 of a million rows would read them all.
  // Pages in the back half are read from the other end of the same index and turned round: the
  // last page costs what the first does, and no page reads more than half the list.
  const start = (page - 1) * pageSize;
  const end = Math.min(page * pageSize, matching);
  const fromEnd = page > 1 && start > matching - end;
  const selected = db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      category: articles.category,
      views: articles.views,
      createdAt: articles.createdAt,
      publishedAt: articles.publishedAt,
      isDraft: articles.isDraft,
      isAgentGenerated: articles.isAgentGenerated,
      author: articles.author,
      liveStatus: articles.liveStatus,
      reviewState: articles.reviewState,
    })
    .from(articles)
    .where(where);
  const rows = fromEnd
    ? (
        await selected
          .orderBy(sql`${articles.publishedAt} ASC NULLS LAST`, asc(articles.createdAt), desc(articles.id))
          .limit(Math.max(end - start, 1))
          .offset(Math.max(matching - end, 0))
      ).reverse()
    : await selected
        .orderBy(sql`${articles.publishedAt} DESC NULLS FIRST`, desc(articles.createdAt), asc(articles.id))
        .limit(pageSize)
        .offset(start);
  return { q, status, authorId, total, matching, page, pages, rows };
}

export type AdminArticleRow = Awaited<ReturnType<typeof listAdminArticles>>["rows"][number];

/** Search results beyond this many are not counted (the pager stops there). */
export const SEARCH_COUNT_CAP = 1000;

async function countMatchesCapped(db: Queryable, where: SQL): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(articles)
    .where(where)
    .orderBy(sql`${articles.publishedAt} DESC NULLS FIRST`, desc(articles.createdAt), asc(articles.id))
    .limit(SEARCH_COUNT_CAP)
    .as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/** Everything the edit dialog shows, including the version it saves against. */
export async function getArticleForEdit(db: Queryable, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      ...articleContentColumns,
      version: articles.version,
      // Issue 26: whose it is (a contributor edits only their own) and its review state.
      authorId: articles.authorId,
      reviewState: articles.reviewState,
    })
    .from(articles)
    .where(eq(articles.id, id));
  return row;
}

export type ArticleForEdit = NonNullable<Awaited<ReturnType<typeof getArticleForEdit>>>;

/** The dialog's 'Versioner' list: newest first. */
export async function listRevisions(db: Queryable, articleId: string, limit = 20) {
  if (!isUuid(articleId)) return [];
  return db
    .select({
      id: articleRevisions.id,
      version: articleRevisions.version,
      createdAt: articleRevisions.createdAt,
      createdBy: articleRevisions.createdBy,
    })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.version), desc(articleRevisions.createdAt))
    .limit(limit);
}

export const PICKER_LIMIT = 50;

/**
 * Spec §7 picker: articles with an image, published_at descending, limit 50, optionally one
 * category. Club and text filters run in the browser on these rows.
 */
export function listPickerImages(db: Queryable, category?: string | null) {
  const withImage = isNotNull(articles.imageUrl);
  return db
    .select({
      id: articles.id,
      title: articles.title,
      imageUrl: articles.imageUrl,
      imageAlt: articles.imageAlt,
      imageCredit: articles.imageCredit,
      tags: articles.tags,
      publishedAt: articles.publishedAt,
      category: articles.category,
    })
    .from(articles)
    .where(category ? and(withImage, eq(articles.category, category)) : withImage)
    .orderBy(sql`${articles.publishedAt} DESC NULLS LAST`, desc(articles.createdAt))
    .limit(PICKER_LIMIT);
}

/** Spec §7 picker: the categories that have articles with images (for the category filter). */
export async function listPickerCategories(db: Queryable): Promise<string[]> {
  // A loose index scan over articles_category_idx: one index probe per category instead of a
  // DISTINCT over every row.
  const rows = await executeRows<{ category: string }>(
    db,
    sql`WITH RECURSIVE c AS (
          (SELECT category FROM articles WHERE image_url IS NOT NULL ORDER BY category LIMIT 1)
          UNION ALL
          SELECT (SELECT a.category FROM articles a
                  WHERE a.image_url IS NOT NULL AND a.category > c.category
                  ORDER BY a.category LIMIT 1)
          FROM c WHERE c.category IS NOT NULL
        )
        SELECT category FROM c WHERE category IS NOT NULL`,
  );
  return rows.map((r) => r.category);
}

/** Clubs for the tag editor's 'klub' suggestions. */
export function listClubTagOptions(db: Queryable) {
  return db.select({ slug: clubs.slug, name: clubs.name }).from(clubs).orderBy(asc(clubs.name));
}
