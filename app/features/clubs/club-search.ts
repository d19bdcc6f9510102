import { type ClubFilter, leaguesForFilter } from "./club-geography";

/** The fields the public club search and grouping look at. */
export interface SearchableClub {
  name: string;
  shortName?: string | null;
  location?: string | null;
  league: string;
}

const DIACRITICS = /[\u0300-\u036f]/g;

/** Lowercase with collapsed spaces (Danish letters kept). */
function lower(text: string): string {
  return text.toLocaleLowerCase("da-DK").replace(/\s+/g, " ").trim();
}

/** Lowercase ASCII: æ → ae, ø → o, å → aa, other accents dropped, so "kobenhavn" finds "København". */
function folded(text: string): string {
  return lower(text)
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "aa")
    .normalize("NFKD")
    .replace(DIACRITICS, "");
}

/**
 * Spec §5 club search: a case-insensitive substring of the name or location, and (the second
 * reading) of the league name. The short name counts as part of the name ("FCK"). Danish letters
 * match themselves and their ASCII spellings.
 */
export function clubMatchesQuery(club: SearchableClub, query: string): boolean {
  const q = lower(query);
  if (!q) return true;
  const fq = folded(q);
  const fields = [club.name, club.shortName, club.location, club.league].filter(
    (f): f is string => typeof f === "string" && f.length > 0,
  );
  return fields.some((f) => lower(f).includes(q) || folded(f).includes(fq));
}

export function filterClubs<T extends SearchableClub>(clubs: readonly T[], query: string): T[] {
  return clubs.filter((c) => clubMatchesQuery(c, query));
}

export interface ClubGroup<T> {
  league: string;
  clubs: T[];
}

const danishOrder = new Intl.Collator("da-DK");

/**
 * Clubs grouped by league: the filter's leagues in spec §9 order, then any other league
 * alphabetically; names in Danish alphabetical order (so "Aalborg" sorts as "Å"). Empty groups
 * are left out.
 */
export function groupClubsByLeague<T extends SearchableClub>(
  clubs: readonly T[],
  filter: ClubFilter,
): ClubGroup<T>[] {
  const order = leaguesForFilter(filter);
  const byLeague = new Map<string, T[]>();
  for (const club of clubs) {
    const list = byLeague.get(club.league) ?? [];
    list.push(club);
    byLeague.set(club.league, list);
  }
  const known = order.filter((l) => byLeague.has(l));
  const others = [...byLeague.keys()].filter((l) => !order.includes(l)).sort(danishOrder.compare);
  return [...known, ...others].map((league) => ({
    league,
    clubs: [...(byLeague.get(league) ?? [])].sort((a, b) => danishOrder.compare(a.name, b.name)),
  }));
}
