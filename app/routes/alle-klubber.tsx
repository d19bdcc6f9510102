import { useLocation } from "react-router";
import { ClubDirectory } from "~/features/clubs/club-directory";
import { DEFAULT_CLUB_FILTER, parseClubFilter } from "~/features/clubs/club-geography";
import { listClubsForFilter } from "~/features/clubs/club-queries.server";
import { NATIONAL_TEAM_LEAGUE } from "~/lib/club-countries";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/alle-klubber";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = parseClubFilter(url.searchParams.get("land"));
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  // Every club of the filter: the search then narrows them without another request.
  const clubs = await listClubsForFilter(getDb(), filter);
  return { filter, query, clubs };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const filter = data?.filter ?? DEFAULT_CLUB_FILTER;
  const path =
    filter === DEFAULT_CLUB_FILTER ? "/alle-klubber" : `/alle-klubber?land=${encodeURIComponent(filter)}`;
  const title = filter === NATIONAL_TEAM_LEAGUE ? "Alle landshold" : `Alle klubber i ${filter}`;
  return pageMeta({
    site,
    title,
    description:
      filter === NATIONAL_TEAM_LEAGUE
        ? "Alle landshold med nyheder, kampe og fakta."
        : `Alle fodboldklubber i ${filter} fordelt på ligaer, med nyheder, kampe og fakta.`,
    path,
    // Search results are not pages of their own.
    noindex: Boolean(data?.query),
  });
}

export default function AlleKlubber({ loaderData }: Route.ComponentProps) {
  const { filter, query, clubs } = loaderData;
  const location = useLocation();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-black tracking-tight">Alle klubber</h1>
      <p className="mt-2 text-muted-foreground">Find din klub efter land og liga, eller søg efter navn.</p>
      {/* A new navigation (filter link, search submit) starts from the address's search text. */}
      <ClubDirectory key={location.key} filter={filter} clubs={clubs} initialQuery={query} />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Kunne ikke indlæse klubber</h1>
      <p className="mt-2 text-muted-foreground">Prøv at genindlæse siden</p>
    </main>
  );
}
