import { Form } from "react-router";
import { staticIsland } from "~/components/static-island";
import { Button } from "~/components/ui/button";
import { Search } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { searchSite } from "~/features/articles/search-page.server";
import { readSearchQuery, SEARCH_QUERY_MAX_LENGTH } from "~/features/articles/search-query";
import { toSearchResult } from "~/features/articles/search-results";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import { holdForIsland } from "~/server/island-data.server";
import type { Route } from "./+types/soeg";

const RESULT_LIMIT = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = readSearchQuery(new URL(request.url).searchParams);
  if (!q) return { q, results: [], clubs: [], suggestion: null };
  const found = await searchSite(getDb(), q, RESULT_LIMIT);
  // The results are a static island: a document's server holds them (ADR 0023).
  return {
    q,
    results: holdForIsland(context, found.results.map(toSearchResult)),
    clubs: holdForIsland(context, found.clubs),
    suggestion: found.suggestion,
  };
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

// The results never change while the page stays: a static island (ADR 0023).
const SearchResults = staticIsland("search-results", () =>
  import("~/features/articles/search-results").then((m) => m.SearchResults),
);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, results, clubs, suggestion } = loaderData;
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
            className="h-11"
          />
          <Button type="submit" className="h-11">
            <Search aria-hidden="true" />
            Søg
          </Button>
        </div>
      </Form>

      {q ? <SearchResults q={q} results={results} clubs={clubs} suggestion={suggestion} /> : null}
    </main>
  );
}
