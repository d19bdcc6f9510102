/** Reader search: the longest query we pass to the database. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** The `q` parameter as searched: trimmed and at most 200 characters; '' when absent. */
export function readSearchQuery(search: URLSearchParams): string {
  return (search.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

/** Spec-style empty text for a search without results. */
export function noResultsText(query: string): string {
  return `Ingen resultater for "${query}"`;
}

/** The heading over search results: '1 resultat for "…"', '3 resultater for "…"'. */
export function resultCountText(count: number, query: string): string {
  return `${count} ${count === 1 ? "resultat" : "resultater"} for "${query}"`;
}

/** The corrected search a "Mente du …?" suggestion links to. */
export function searchHref(query: string): string {
  return `/soeg?${new URLSearchParams({ q: query })}`;
}
