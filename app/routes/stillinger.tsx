import { LeagueOverview } from "~/features/standings/league-overview";
import { listOverviewLeagues } from "~/features/standings/standings-queries.server";
import { StandingsSkeleton, usePendingLeague } from "~/features/standings/standings-skeleton";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/stillinger";

export async function loader() {
  return { leagues: await listOverviewLeagues(getDb()) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteFromMatches(matches),
    title: "Stillinger",
    description:
      "Stillinger i Superligaen, Premier League, La Liga, Bundesliga, Serie A og de europæiske turneringer.",
    path: "/stillinger",
  });
}

export default function Stillinger({ loaderData }: Route.ComponentProps) {
  const pendingLeague = usePendingLeague();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      {pendingLeague ? (
        <StandingsSkeleton />
      ) : (
        <>
          <h1 className="text-3xl font-black tracking-tight">Stillinger</h1>
          <p className="mt-2 text-muted-foreground">Vælg en liga eller turnering for at se stillingen.</p>
          <LeagueOverview leagues={loaderData.leagues} />
        </>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Kunne ikke hente stillingen. Prøv igen senere.</h1>
    </main>
  );
}
