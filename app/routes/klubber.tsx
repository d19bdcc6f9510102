import { Link } from "react-router";
import { ArrowRight, ListOrdered } from "~/components/ui/icons";
import { ClubGrid } from "~/features/clubs/club-card";
import { listClubsBySlugs, listClubsInLeague } from "~/features/clubs/club-queries.server";
import { FEATURED_EUROPEAN_CLUB_SLUGS, FEATURED_LEAGUE } from "~/features/clubs/featured-clubs";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/klubber";

export async function loader() {
  const db = getDb();
  const [superliga, european] = await Promise.all([
    listClubsInLeague(db, FEATURED_LEAGUE),
    listClubsBySlugs(db, FEATURED_EUROPEAN_CLUB_SLUGS),
  ]);
  return { superliga, european };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteFromMatches(matches),
    title: "Klubber",
    description: "Klubberne i 3F Superligaen og Europas største klubber: nyheder, kampe og fakta.",
    path: "/klubber",
  });
}

export default function Klubber({ loaderData }: Route.ComponentProps) {
  const { superliga, european } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-black tracking-tight">Klubber</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Nyheder, kampe og fakta om klubberne i 3F Superligaen og Europas største klubber.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          to="/alle-klubber"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-5 py-3 font-bold text-primary-foreground shadow-sm hover:bg-primary/90"
        >
          Se alle klubber
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link
          to="/stillinger"
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-input bg-card px-5 py-3 font-bold hover:border-primary hover:text-primary"
        >
          <ListOrdered aria-hidden="true" className="size-4" />
          Se stillinger
        </Link>
      </div>

      <section aria-labelledby="superliga" className="mt-10">
        <h2 id="superliga" className="border-b-2 border-primary pb-2 text-xl font-black tracking-tight">
          {FEATURED_LEAGUE}
        </h2>
        <ClubGrid clubs={superliga} />
      </section>

      {european.length > 0 ? (
        <section aria-labelledby="europa" className="mt-10">
          <h2 id="europa" className="border-b-2 border-primary pb-2 text-xl font-black tracking-tight">
            Store klubber i Europa
          </h2>
          <ClubGrid clubs={european} />
        </section>
      ) : null}
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
