import { data, isRouteErrorResponse, Link } from "react-router";
import { ArrowLeft } from "~/components/ui/icons";
import { zonesShown } from "~/features/standings/standings-format";
import { findLeague, listStandings } from "~/features/standings/standings-queries.server";
import { leaguePath } from "~/features/standings/standings-sections";
import { StandingsSkeleton, usePendingLeague } from "~/features/standings/standings-skeleton";
import { StandingsLegend, StandingsTable } from "~/features/standings/standings-table";
import { leagueRules } from "~/lib/leagues";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/stillinger-liga";

export async function loader({ params }: Route.LoaderArgs) {
  const db = getDb();
  const league = await findLeague(db, params.league);
  if (!league) throw data(null, { status: 404, statusText: "Liga ikke fundet" });
  // No artificial delay (PRODUCT.md): the rows come straight from the database.
  const rows = await listStandings(db, league.key, league.season);
  return { league, rows };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) {
    return [{ title: `Liga ikke fundet | ${site.siteName}` }, { name: "robots", content: "noindex" }];
  }
  const { league } = loaderData;
  return pageMeta({
    site,
    title: `${league.name} stilling – Sæson ${league.season}`,
    description: `Stillingen i ${league.name} (${league.country}), sæson ${league.season}: point, målforskel og form.`,
    path: leaguePath(league.key),
  });
}

function BackLink() {
  return (
    <Link
      to="/stillinger"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted-foreground hover:text-primary"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Alle ligaer
    </Link>
  );
}

export default function StillingerLiga({ loaderData }: Route.ComponentProps) {
  const { league, rows } = loaderData;
  const rules = leagueRules(
    league.key,
    rows.map((r) => r.position),
  );
  const pendingLeague = usePendingLeague();
  const loadingOther = pendingLeague !== null && pendingLeague !== league.key;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <BackLink />
      {loadingOther ? (
        <StandingsSkeleton />
      ) : (
        <>
          <header className="mt-4">
            <h1 className="text-3xl font-black tracking-tight">{league.name}</h1>
            <p className="mt-1 text-muted-foreground">
              {league.country} · Sæson {league.season}
            </p>
          </header>
          <div className="mt-6">
            {rows.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
                Ingen stilling tilgængelig endnu
              </p>
            ) : (
              <>
                <StandingsTable
                  rows={rows}
                  rules={rules}
                  caption={`Stillingen i ${league.name}, sæson ${league.season}`}
                />
                <StandingsLegend
                  zones={zonesShown(
                    rows.map((r) => r.position),
                    rules,
                  )}
                  shown={rows.length}
                  teams={rules.teams}
                />
              </>
            )}
          </div>
        </>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      {notFound ? (
        <>
          <h1 className="text-2xl font-bold">Liga ikke fundet</h1>
          <p className="mt-2 text-muted-foreground">Den liga du leder efter eksisterer ikke.</p>
          <Link
            to="/stillinger"
            className="mt-6 inline-block font-semibold text-primary underline underline-offset-4"
          >
            Se alle ligaer
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">Kunne ikke hente stillingen. Prøv igen senere.</h1>
          <Link
            to="/stillinger"
            className="mt-6 inline-block font-semibold text-primary underline underline-offset-4"
          >
            Alle ligaer
          </Link>
        </>
      )}
    </main>
  );
}
