import {
  FUZZY_MIN_LENGTH,
  foldText,
  similarity,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarity,
} from "~/lib/search-fold";
import { type ClubFilter, leaguesForFilter } from "./club-geography";

/** The fields the public club search and grouping look at. */
export interface SearchableClub {
  name: string;
  shortName?: string | null;
  location?: string | null;
  league: string;
}

/** Lowercase with collapsed spaces (Danish letters kept). */
function lower(text: string): string {
  return text.toLocaleLowerCase("da-DK").replace(/\s+/g, " ").trim();
}

/** How well a club matches: lower is better; null when it does not match. */
export const CLUB_MATCH = { exact: 0, prefix: 1, name: 2, other: 3, similar: 4 } as const;

/**
 * Spec §5 club search, forgiving (ADR 0015): a case-insensitive substring of the name, short name
 * ("FCK"), location or league, with Danish letters folded both ways ("Brondby", "Broendby" and
 * "Brøndby"), or, from four letters, a name or location one typo away ("Brøndy"). The rank puts
 * an exact name first, then names starting with the query, other name matches, other fields,
 * and near misses last.
 */
export function clubMatchRank(club: SearchableClub, query: string): number | null {
  const q = lower(query);
  if (!q) return CLUB_MATCH.exact;
  const fq = foldText(q);
  const names = [club.name, club.shortName].filter((f): f is string => typeof f === "string" && f.length > 0);
  const others = [club.location, club.league].filter(
    (f): f is string => typeof f === "string" && f.length > 0,
  );
  const contains = (f: string) => lower(f).includes(q) || foldText(lower(f)).includes(fq);
  if (names.some((f) => foldText(lower(f)) === fq)) return CLUB_MATCH.exact;
  if (names.some((f) => foldText(lower(f)).startsWith(fq))) return CLUB_MATCH.prefix;
  if (names.some(contains)) return CLUB_MATCH.name;
  if (others.some(contains)) return CLUB_MATCH.other;
  if (fq.length < FUZZY_MIN_LENGTH) return null;
  const near = [...names, club.location].some(
    (f) => typeof f === "string" && wordSimilarity(fq, foldText(f)) >= WORD_SIMILARITY_THRESHOLD,
  );
  return near ? CLUB_MATCH.similar : null;
}

export function clubMatchesQuery(club: SearchableClub, query: string): boolean {
  return clubMatchRank(club, query) !== null;
}

export function filterClubs<T extends SearchableClub>(clubs: readonly T[], query: string): T[] {
  return clubs.filter((c) => clubMatchesQuery(c, query));
}

/**
 * "Mente du …?" when no club matches: the club name closest to the query (trigram similarity at
 * least 0.3, pg_trgm's default), or null.
 */
export function suggestClubName(clubs: readonly SearchableClub[], query: string): string | null {
  const fq = foldText(lower(query));
  if (fq.length < 3) return null;
  let best: { name: string; score: number } | null = null;
  for (const club of clubs) {
    const score = Math.max(
      similarity(fq, foldText(club.name)),
      wordSimilarity(fq, foldText(club.name)) * 0.9,
    );
    if (score >= 0.3 && (!best || score > best.score)) best = { name: club.name, score };
  }
  return best?.name ?? null;
}

export interface ClubGroup<T> {
  league: string;
  clubs: T[];
}

// Created on first use (building a collator is costly, and most pages never sort clubs).
let danishOrder: Intl.Collator | undefined;
function danishCompare(a: string, b: string): number {
  danishOrder ??= new Intl.Collator("da-DK");
  return danishOrder.compare(a, b);
}

/**
 * Clubs grouped by league: the filter's leagues in spec §9 order, then any other league
 * alphabetically; names in Danish alphabetical order (so "Aalborg" sorts as "Å"). Empty groups
 * are left out. With a search `query`, better matches come first (clubMatchRank).
 */
export function groupClubsByLeague<T extends SearchableClub>(
  clubs: readonly T[],
  filter: ClubFilter,
  query = "",
): ClubGroup<T>[] {
  const order = leaguesForFilter(filter);
  const byLeague = new Map<string, T[]>();
  for (const club of clubs) {
    const list = byLeague.get(club.league) ?? [];
    list.push(club);
    byLeague.set(club.league, list);
  }
  const known = order.filter((l) => byLeague.has(l));
  const others = [...byLeague.keys()].filter((l) => !order.includes(l)).sort(danishCompare);
  // With a search, the best matches lead: within a league, and the league holding the best match first.
  const rank = (club: T) => (query.trim() ? (clubMatchRank(club, query) ?? CLUB_MATCH.similar + 1) : 0);
  const groups = [...known, ...others].map((league) => ({
    league,
    clubs: [...(byLeague.get(league) ?? [])].sort(
      (a, b) => rank(a) - rank(b) || danishCompare(a.name, b.name),
    ),
  }));
  const best = (group: ClubGroup<T>) => Math.min(...group.clubs.map(rank));
  return groups
    .map((g, i) => ({ g, i }))
    .sort((a, b) => best(a.g) - best(b.g) || a.i - b.i)
    .map(({ g }) => g);
}
