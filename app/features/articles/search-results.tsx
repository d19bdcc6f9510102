import { Link } from "react-router";
import { formatDanishDate } from "~/lib/relative-time";
import { AdvertorialLabel, articlePath, isAdvertorial, readerExcerpt } from "./article-cards";
import { noResultsText, resultCountText } from "./search-query";

/** What a search result shows. */
export interface SearchResult {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  partner: string | null;
  publishedAt: Date | string | null;
}

/** Only what a result shows, from a search row. */
export function toSearchResult(r: SearchResult): SearchResult {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    category: r.category,
    partner: r.partner,
    publishedAt: r.publishedAt,
  };
}

/** /soeg's results for a query: the count (or 'Ingen resultater'), then the ranked list. */
export function SearchResults({ q, results }: { q: string; results: SearchResult[] }) {
  return (
    <section aria-labelledby="soegeresultater" className="mt-8">
      <h2 id="soegeresultater" className="text-sm font-semibold text-muted-foreground">
        {results.length === 0 ? noResultsText(q) : resultCountText(results.length, q)}
      </h2>
      {results.length > 0 ? (
        <ol className="mt-4 divide-y divide-border" data-search-results>
          {results.map((r) => (
            <li key={r.id} className="py-4">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                {isAdvertorial(r) ? (
                  <AdvertorialLabel partner={r.partner} />
                ) : (
                  <span className="font-bold uppercase tracking-wide text-primary">{r.category}</span>
                )}
                {r.publishedAt ? (
                  <time dateTime={new Date(r.publishedAt).toISOString()} className="text-muted-foreground">
                    {formatDanishDate(r.publishedAt)}
                  </time>
                ) : null}
              </div>
              <h3 className="mt-1 font-display text-lg font-bold">
                <Link to={articlePath(r)} className="hover:underline">
                  {r.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{readerExcerpt(r)}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm">Prøv et andet eller mere generelt søgeord.</p>
      )}
    </section>
  );
}
