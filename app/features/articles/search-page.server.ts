import { asc, desc, or, type SQL, sql } from "drizzle-orm";
import { correctQuery, FUZZY_MIN_LENGTH, foldText } from "~/lib/search-fold";
import type { Queryable } from "~/server/db/client.server";
import { clubs } from "~/server/db/schema";
import { searchArticles, searchArticleTitlesBySimilarity } from "./public-queries.server";

/** Clubs shown above the article results of /soeg. */
export const SEARCH_CLUB_LIMIT = 3;

/** How many words of a longer query are looked up for "Mente du …?", and how many titles each. */
const SUGGESTION_WORDS = 3;
const SUGGESTION_TITLES = 5;

export interface SearchClub {
  slug: string;
  name: string;
}

/**
 * Clubs for a reader search, exact name or short name first ("brondby if", "FCK"), then names
 * containing the query, then names one typo away (pg_trgm `%>` on the folded name, ADR 0015).
 */
export function findClubsForSearch(db: Queryable, query: string, limit = SEARCH_CLUB_LIMIT) {
  const folded = foldText(query).trim();
  if (!folded) return Promise.resolve([] as SearchClub[]);
  const q = sql`forsiden_fold(${query})`;
  const name = sql`forsiden_fold(${clubs.name})`;
  const exact = sql`(${name} = ${q} OR forsiden_fold(${clubs.shortName}) = ${q})`;
  const matches: SQL[] = [exact];
  if (folded.length >= 3) matches.push(sql`strpos(${name}, ${q}) > 0`);
  if (folded.length >= FUZZY_MIN_LENGTH) matches.push(sql`${name} %> ${q}`);
  return db
    .select({ slug: clubs.slug, name: clubs.name })
    .from(clubs)
    .where(or(...matches))
    .orderBy(desc(exact), desc(sql`word_similarity(${q}, ${name})`), asc(clubs.name))
    .limit(limit);
}

/**
 * /soeg: the full-text results when there are any. Otherwise titles one typo away, and "Mente du
 * …?": the query with each unknown word replaced by the closest word of those titles and the
 * matching clubs, offered only when that search finds something.
 */
export async function searchSite(db: Queryable, query: string, limit = 20) {
  const found = await searchArticles(db, query, limit);
  const clubMatches = await findClubsForSearch(db, query);
  if (found.length > 0 || foldText(query).replace(/\s+/g, "").length < FUZZY_MIN_LENGTH) {
    return { results: found, clubs: clubMatches, suggestion: null };
  }
  const similar = await searchArticleTitlesBySimilarity(db, query, limit);
  const vocabulary = [...clubMatches.map((c) => c.name), ...similar.map((a) => a.title)];
  // Several words are rarely one typo from a title as a whole: look each long word up on its own.
  const words = query.split(/\s+/).filter((w) => foldText(w).length >= FUZZY_MIN_LENGTH);
  if (words.length > 1) {
    for (const word of words.slice(0, SUGGESTION_WORDS)) {
      const near = await searchArticleTitlesBySimilarity(db, word, SUGGESTION_TITLES);
      vocabulary.push(...near.map((a) => a.title));
    }
  }
  const corrected = correctQuery(query, vocabulary);
  const suggestion =
    corrected &&
    foldText(corrected) !== foldText(query) &&
    (await searchArticles(db, corrected, 1)).length > 0
      ? corrected
      : null;
  return { results: similar, clubs: clubMatches, suggestion };
}
