import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  articleHeadlineColumns,
  cardPictureColumns,
  pictureMediaJoin,
  publicListFilter,
} from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { preparedPerDatabase } from "~/server/db/prepared.server";
import { articles, media } from "~/server/db/schema";
import { memoPerRequest } from "~/server/request-memo.server";

/**
 * The columns a public card shows: never the whole row, and nothing it does not show (these go
 * into the page's hydration data; the tags of 35 cards were 3 KB of the front page's).
 */
export const articleCardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  category: articles.category,
  // Responsive variants of the image when it lives in our media library.
  ...cardPictureColumns,
  publishedAt: articles.publishedAt,
  views: articles.views,
  partner: articles.partner,
  // Issue 15: a live article carries a LIVE badge while live.
  liveStatus: articles.liveStatus,
};

const mediaJoin = pictureMediaJoin;

/**
 * 'Latest' lists order by `latest_at` (issue 22): the publish time, or a live article's newest
 * update when later, so a live blog with a goal a minute ago is not buried under its publish time
 * of 20 hours earlier. For every other article it is the published_at order of spec §7.
 */
const newestFirst = [desc(articles.latestAt), asc(articles.id)];

/** Spec §7: latest, is_draft false, category not Gossip, newest first (`newestFirst`), limit N. */
export function listLatestArticles(db: Queryable, limit: number) {
  return latestCards(db).execute({ limit });
}

/** A prepared read of the first `limit` public article cards in one order (one statement per database). */
function publicCardsIn(order: SQL[]) {
  return preparedPerDatabase((db) =>
    db
      .select(articleCardColumns)
      .from(articles)
      .leftJoin(media, mediaJoin)
      .where(publicListFilter())
      .orderBy(...order)
      .limit(sql.placeholder("limit"))
      .prepare(""),
  );
}

const latestCards = publicCardsIn(newestFirst);

/** How many newest articles one request reads at most (the home page's list, spec §9). */
export const LATEST_PER_REQUEST = 30;

/**
 * The newest `limit` (≤ 30) public articles, read once per request: the layout's headlines and the
 * home page's list are the same query, so both take their slice of one 30-row read.
 */
export async function listLatestArticlesOfRequest(db: Queryable, limit: number) {
  if (limit > LATEST_PER_REQUEST) return listLatestArticles(db, limit);
  const latest = await memoPerRequest("latest-articles", () => listLatestArticles(db, LATEST_PER_REQUEST));
  return latest.slice(0, limit);
}

/**
 * The public layout's 5 headlines. On the front page they are a slice of its 30-card read (one
 * query for both); anywhere else only the four fields the menu shows, without the image join: 30
 * cards with image variants for 5 titles cost a cold article page about a millisecond on PGlite.
 */
export function listHeadlinesOfRequest(db: Queryable, request: Request, limit: number) {
  if (new URL(request.url).pathname === "/") return listLatestArticlesOfRequest(db, limit);
  return latestHeadlines(db).execute({ limit });
}

const latestHeadlines = preparedPerDatabase((db) =>
  db
    .select(articleHeadlineColumns)
    .from(articles)
    .where(publicListFilter())
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .prepare(""),
);

/** Spec §7: most read, views descending then published_at descending, limit 5. */
export function listMostReadArticles(db: Queryable, limit = 5) {
  return mostReadCards(db).execute({ limit });
}

const mostReadCards = publicCardsIn([desc(articles.views), desc(articles.publishedAt)]);

/** Articles sharing any of the given tags (GIN-indexed array overlap), newest first. */
export function listArticlesWithAnyTag(db: Queryable, tags: string[], limit: number) {
  return db
    .select(articleCardColumns)
    .from(articles)
    .leftJoin(media, mediaJoin)
    .where(and(publicListFilter(), sql`${articles.tags} && ${sql.param(tags)}::text[]`))
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * Search ranks only the newest matches: a common word ("brøndby") matches ~8 % of the archive, and
 * ranking every match reads 85,000 rows at a million articles. The newest SEARCH_CANDIDATES are
 * found by walking the published-at index (or the GIN index when the word is rare), then ranked.
 * For a news site the newest match of equal relevance is the one readers want anyway (ADR 0013).
 */
export const SEARCH_CANDIDATES = 1000;

/** The query folded as the stored text is (ADR 0015): "Brondby", "Broendby", "Brøndby" are one. */
const foldedQuery = (query: string) => sql`forsiden_fold(${query})`;
// Stored by the database (a generated column), so a walk does not fold each row again.
const foldedTitle = articles.titleFolded;

/**
 * 2 when the title is the query (folded), 1 when it contains it, else 0: an article titled as
 * the reader searched comes before one that only mentions the words more often.
 */
function titleMatch(query: string) {
  return sql<number>`CASE WHEN ${foldedTitle} = ${foldedQuery(query)} THEN 2 WHEN strpos(${foldedTitle}, ${foldedQuery(query)}) > 0 THEN 1 ELSE 0 END`;
}

/**
 * Issue 22: relevance is weighed with age, so today's news beats a 2021 live blog that says the
 * word more often. Relevance (title match 0/1/2 plus ts_rank) is divided by 1 + age / this many
 * days: a week-old match counts half, a month-old a fifth, a five-year-old next to nothing.
 */
export const SEARCH_RECENCY_DAYS = 7;

/**
 * Danish full-text search over title, excerpt and body (folded, stemmed), ranked among the newest
 * matches by relevance and recency together (title match and ts_rank, divided by age), then newest.
 */
export function searchArticles(db: Queryable, query: string, limit = 20) {
  const tsQuery = sql`websearch_to_tsquery('danish', ${foldedQuery(query)})`;
  const candidates = db
    .select({
      id: articles.id,
      newest: sql<Date>`${articles.publishedAt}`.as("newest"),
      titleMatch: titleMatch(query).as("title_match"),
      rank: sql<number>`ts_rank(${articles.searchVector}, ${tsQuery})`.as("rank"),
    })
    .from(articles)
    .where(and(publicListFilter(), sql`${articles.searchVector} @@ ${tsQuery}`))
    .orderBy(desc(articles.publishedAt))
    .limit(SEARCH_CANDIDATES)
    .as("candidates");
  // Ranked and cut to the page before the join, so only the rows shown are read in full.
  const shown = db
    .select({
      id: candidates.id,
      newest: candidates.newest,
      titleMatch: candidates.titleMatch,
      rank: candidates.rank,
      // Only the bounded candidates are scored: the plan stays the index-backed newest-first walk.
      score:
        sql<number>`(${candidates.titleMatch} + ${candidates.rank})::float8 / (1 + GREATEST(0, EXTRACT(EPOCH FROM (now() - ${candidates.newest})))::float8 / ${SEARCH_RECENCY_DAYS * 86_400})`.as(
          "score",
        ),
    })
    .from(candidates)
    .orderBy(sql`score DESC`, desc(candidates.newest))
    .limit(limit)
    .as("shown");
  return db
    .select({ ...articleCardColumns, rank: shown.rank })
    .from(shown)
    .innerJoin(articles, eq(articles.id, shown.id))
    .leftJoin(media, mediaJoin)
    .orderBy(desc(shown.score), desc(shown.newest));
}

/** The typo search ranks fewer: it runs only when the words as typed found nothing. */
export const SIMILAR_TITLE_CANDIDATES = 200;

/**
 * Titles that match the query with a typo ("Brøndy" → "Brøndby …"): pg_trgm's `%>` (word
 * similarity ≥ 0.6) on the stored folded title (`articles_title_trgm_idx` when the word is rare).
 * Bounded like the full-text search: the newest SIMILAR_TITLE_CANDIDATES matches, ranked by
 * similarity, then the newest.
 */
export function searchArticleTitlesBySimilarity(db: Queryable, query: string, limit = 20) {
  const similarityOf = sql<number>`word_similarity(${foldedQuery(query)}, ${foldedTitle})`;
  const candidates = db
    .select({
      id: articles.id,
      newest: sql<Date>`${articles.publishedAt}`.as("newest"),
      rank: similarityOf.as("rank"),
    })
    .from(articles)
    .where(and(publicListFilter(), sql`${foldedTitle} %> ${foldedQuery(query)}`))
    .orderBy(desc(articles.publishedAt))
    .limit(SIMILAR_TITLE_CANDIDATES)
    .as("candidates");
  const shown = db
    .select({ id: candidates.id, newest: candidates.newest, rank: candidates.rank })
    .from(candidates)
    .orderBy(desc(candidates.rank), desc(candidates.newest))
    .limit(limit)
    .as("shown");
  return db
    .select({ ...articleCardColumns, rank: shown.rank })
    .from(shown)
    .innerJoin(articles, eq(articles.id, shown.id))
    .leftJoin(media, mediaJoin)
    .orderBy(desc(shown.rank), desc(shown.newest));
}

export type ArticleCard = Awaited<ReturnType<typeof listLatestArticles>>[number];
