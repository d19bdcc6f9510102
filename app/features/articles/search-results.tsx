import { RelativeTime } from "~/components/relative-time";
import { categoryLabel } from "~/lib/categories";
import { variantsForAspectRatio } from "~/lib/image-crops";
import { clubPath } from "~/lib/public-paths";
import { useRootData } from "~/lib/use-root-data";
import { AdvertorialLabel, CardImage, type CardImageFields } from "./article-cards";
import { articlePath, isAdvertorial, readerExcerpt } from "./card-article";
import { noResultsText, resultCountText, searchHref } from "./search-query";

/** What a search result shows: its picture too (issue 22). */
export interface SearchResult extends CardImageFields {
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
    imageUrl: r.imageUrl,
    imageAlt: r.imageAlt,
    imageWidth: r.imageWidth,
    imageHeight: r.imageHeight,
    // A result's picture is 16:9 (issue 27: its other crops stay out of the page's data).
    imageVariants: variantsForAspectRatio(r.imageVariants, 16 / 9),
    imageFocalX: r.imageFocalX,
    imageFocalY: r.imageFocalY,
  };
}

interface SearchResultsProps {
  q: string;
  results: SearchResult[];
  /** Clubs matching the query, shown first. */
  clubs?: { slug: string; name: string }[];
  /** The corrected query when the words as typed match nothing ("Mente du …?"). */
  suggestion?: string | null;
}

/**
 * /soeg's results for a query: "Mente du …?" when the words as typed matched nothing, matching
 * clubs, the count (or 'Ingen resultater'), then the ranked list.
 */
export function SearchResults({ q, results, clubs = [], suggestion = null }: SearchResultsProps) {
  const { now } = useRootData();
  return (
    <section aria-labelledby="soegeresultater" className="mt-8">
      {suggestion ? (
        <p className="mb-4 text-lg" data-search-suggestion>
          Mente du{" "}
          <a href={searchHref(suggestion)} className="font-semibold text-primary underline">
            {suggestion}
          </a>
          ?
        </p>
      ) : null}
      {clubs.length > 0 ? (
        <nav aria-label="Klubber" className="mb-6">
          <ul className="flex flex-wrap gap-2" data-search-clubs>
            {clubs.map((club) => (
              <li key={club.slug}>
                <a
                  href={clubPath(club.slug)}
                  className="inline-flex h-9 items-center rounded-full border border-input bg-card px-4 text-sm font-semibold hover:border-primary hover:text-primary"
                >
                  {club.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h2 id="soegeresultater" className="text-sm font-semibold text-muted-foreground">
        {results.length === 0 ? noResultsText(q) : resultCountText(results.length, q)}
      </h2>
      {results.length > 0 ? (
        <ol className="mt-4 divide-y divide-border" data-search-results>
          {results.map((r) => (
            <li key={r.id} className="flex gap-4 py-4" data-search-result>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  {isAdvertorial(r) ? (
                    <AdvertorialLabel partner={r.partner} />
                  ) : (
                    <span className="font-bold uppercase tracking-wide text-primary">
                      {categoryLabel(r.category)}
                    </span>
                  )}
                  {r.publishedAt ? (
                    <RelativeTime
                      date={new Date(r.publishedAt).toISOString()}
                      serverNow={now}
                      variant="list"
                      className="text-muted-foreground"
                    />
                  ) : null}
                </div>
                <h3 className="mt-1 font-display text-lg font-bold">
                  <a href={articlePath(r)} className="hover:underline">
                    {r.title}
                  </a>
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{readerExcerpt(r)}</p>
              </div>
              {/* A reserved 16:9 box at a fixed width: the list does not move as pictures load. */}
              <div className="mt-1 w-28 shrink-0 self-start sm:w-40" data-search-image>
                <CardImage article={r} sizes="(min-width: 640px) 160px, 112px" aspectRatio={16 / 9} />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm">Prøv et andet eller mere generelt søgeord.</p>
      )}
    </section>
  );
}
