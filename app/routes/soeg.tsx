import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { AdvertorialLabel, articlePath, isAdvertorial } from "~/features/articles/article-cards";
import { searchArticles } from "~/features/articles/public-queries.server";
import { noResultsText, readSearchQuery, SEARCH_QUERY_MAX_LENGTH } from "~/features/articles/search-query";
import { formatDanishDate } from "~/lib/relative-time";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/soeg";

const RESULT_LIMIT = 20;

export async function loader({ request }: Route.LoaderArgs) {
  const q = readSearchQuery(new URL(request.url).searchParams);
  if (!q) return { q, results: [] };
  const rows = await searchArticles(getDb(), q, RESULT_LIMIT);
  // Only what a result shows.
  const results = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    category: r.category,
    partner: r.partner,
    publishedAt: r.publishedAt,
  }));
  return { q, results };
}

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta({
    site: siteFromMatches(matches),
    title: data?.q ? `Søgning: ${data.q}` : "Søg",
    description: "Søg i artiklerne på Forsiden.",
    path: "/soeg",
    // Result pages are never indexed.
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, results } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-3xl font-black">Søg</h1>
      <Form method="get" action="/soeg" role="search" className="mt-6">
        <label htmlFor="soeg-q" className="mb-2 block font-semibold">
          Søg i artikler
        </label>
        <div className="flex gap-2">
          <Input
            id="soeg-q"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder="Fx transfer, landsholdet eller Superliga"
            autoComplete="off"
            className="h-10"
          />
          <Button type="submit" className="h-10">
            <Search aria-hidden="true" />
            Søg
          </Button>
        </div>
      </Form>

      {q ? (
        <section aria-labelledby="soegeresultater" className="mt-8">
          <h2 id="soegeresultater" className="text-sm font-semibold text-muted-foreground">
            {results.length === 0
              ? noResultsText(q)
              : `${results.length} ${results.length === 1 ? "resultat" : "resultater"} for "${q}"`}
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
                      <time
                        dateTime={new Date(r.publishedAt).toISOString()}
                        className="text-muted-foreground"
                      >
                        {formatDanishDate(r.publishedAt)}
                      </time>
                    ) : null}
                  </div>
                  <h3 className="mt-1 font-display text-lg font-bold">
                    <Link to={articlePath(r)} className="hover:underline">
                      {r.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-muted-foreground">{r.excerpt}</p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm">Prøv et andet eller mere generelt søgeord.</p>
          )}
        </section>
      ) : null}
    </main>
  );
}
