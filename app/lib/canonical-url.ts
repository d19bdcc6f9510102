/**
 * The canonical form of a public address: only the query parameters the page reads, in a fixed
 * order. The page cache keys on it (so `?utm_source=…`, `?fbclid=…` or `?anything` share the
 * entry of the page without them) and hands React Router the canonical address, and `pageMeta`
 * builds the canonical link from it. Keep the rules in step with the loaders that read the query.
 */

/** The home page's filter forms (see `tagFilterFromSearch` in features/articles/home-filter). */
const HOME_FILTER_KEYS = ["liga", "transfer", "position", "nationalitet"];
const SEARCH_QUERY_MAX_LENGTH = 200;
const CLUB_SEARCH_MAX_LENGTH = 100;

type Params = [string, string][];
type Rule = (params: URLSearchParams) => Params;

/** `/?tag=x`, else the first filter form (`/?liga=x`), else the raw tag keys (`/?liga:x`), in order. */
function homeParams(params: URLSearchParams): Params {
  const tag = params.get("tag");
  if (tag?.trim()) return [["tag", tag]];
  for (const key of HOME_FILTER_KEYS) {
    const value = params.get(key);
    if (value?.trim()) return [[key, value]];
  }
  const bare: Params = [];
  for (const [key, value] of params) {
    if (value === "" && key.includes(":") && !bare.some(([k]) => k === key)) bare.push([key, ""]);
  }
  return bare;
}

/** The named parameters (first value each, empty ones dropped) in alphabetical order. */
function only(names: string[], clean: Record<string, (value: string) => string> = {}): Rule {
  const sorted = [...names].sort();
  return (params) => {
    const kept: Params = [];
    for (const name of sorted) {
      const raw = params.get(name);
      const value = raw === null ? "" : (clean[name]?.(raw) ?? raw);
      if (value !== "") kept.push([name, value]);
    }
    return kept;
  };
}

const RULES: Record<string, Rule> = {
  "/": homeParams,
  // readSearchQuery: trimmed, at most 200 characters.
  "/soeg": only(["q"], { q: (q) => q.trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim() }),
  "/alle-klubber": only(["land", "q"], { q: (q) => q.slice(0, CLUB_SEARCH_MAX_LENGTH) }),
  "/advertorial": only(["kategori"]),
  // The newsletter sign-up pre-selects a list (`?liste=klub:{id}`, issue 24). Only the server reads
  // it (the page cache's key and the address React Router renders); the page's canonical link never
  // carries it, so the browser's copy of these rules leaves it out (not a byte more on every page).
  ...(import.meta.env.SSR ? { "/nyhedsbrev": only(["liste"]) } : {}),
  // React Router's lazy route discovery.
  "/__manifest": only(["paths", "p", "version"]),
};

/** Author pages (`/forfatter/{slug}`) page their article list with `?side=N`. */
const AUTHOR_PAGE_RULE = only(["side"]);

function ruleFor(page: string): Rule | undefined {
  return RULES[page] ?? (page.startsWith("/forfatter/") ? AUTHOR_PAGE_RULE : undefined);
}

/**
 * The page a path belongs to: React Router's data requests (`/_root.data`, `/soeg.data`,
 * `/klubber/_.data`) read the same parameters as the page itself.
 */
export function pagePathOf(pathname: string): { page: string; dataRequest: boolean } {
  if (!pathname.endsWith(".data")) return { page: pathname, dataRequest: false };
  if (pathname === "/_root.data") return { page: "/", dataRequest: true };
  if (pathname.endsWith("/_.data")) return { page: pathname.slice(0, -"_.data".length), dataRequest: true };
  return { page: pathname.slice(0, -".data".length) || "/", dataRequest: true };
}

function encode(text: string): string {
  // ':' stays readable: the home page's tag filters look like `/?liga:premier-league`.
  return encodeURIComponent(text).replace(/%3A/gi, ":");
}

/** The query parameters a path keeps, in canonical order ("" or "?a=1&b=2"). */
export function canonicalSearch(pathname: string, search: string): string {
  if (search === "" || search === "?") return "";
  const params = new URLSearchParams(search);
  const { page, dataRequest } = pagePathOf(pathname);
  const kept = ruleFor(page)?.(params) ?? [];
  if (dataRequest) {
    // Single fetch: which route loaders to run.
    const routes = params.get("_routes");
    if (routes) kept.push(["_routes", routes]);
  }
  if (kept.length === 0) return "";
  return `?${kept.map(([key, value]) => (value === "" && key.includes(":") ? encode(key) : `${encode(key)}=${encode(value)}`)).join("&")}`;
}

/** A path with its query made canonical: "/soeg?utm_source=x&q=mål" → "/soeg?q=m%C3%A5l". */
export function canonicalPath(pathAndQuery: string): string {
  const hash = pathAndQuery.indexOf("#");
  const withoutHash = hash === -1 ? pathAndQuery : pathAndQuery.slice(0, hash);
  const q = withoutHash.indexOf("?");
  if (q === -1) return withoutHash;
  const pathname = withoutHash.slice(0, q);
  return pathname + canonicalSearch(pathname, withoutHash.slice(q));
}
