import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { listArticlesWithAnyTag } from "~/features/articles/public-queries.server";
import { ClubBreadcrumb } from "~/features/clubs/club-breadcrumb";
import { clubLogoSrc, clubNewsTags } from "~/features/clubs/club-details";
import { ClubHeader } from "~/features/clubs/club-header";
import { clubBreadcrumbJsonLd, clubPath, clubSportsTeamJsonLd } from "~/features/clubs/club-json-ld";
import { findClubBySlug } from "~/features/clubs/club-queries.server";
import { type ClubLink, ClubTabs } from "~/features/clubs/club-tabs";
import { ClubMatches } from "~/features/standings/match-list";
import { listClubMatches } from "~/features/standings/match-queries.server";
import { findLeagueByName } from "~/features/standings/standings-queries.server";
import { leaguePath } from "~/features/standings/standings-sections";
import { NATIONAL_TEAM_LEAGUE } from "~/lib/club-countries";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/klub";

/** A club address as the club editor makes it (a-z, 0-9, hyphens; at most 100), in any case. */
const CLUB_SLUG = /^[A-Za-z0-9-]{1,100}$/;

/** Spec §9: club news 6. */
const CLUB_NEWS_LIMIT = 6;

export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.clubId;
  // Anything but a-z, 0-9 and hyphens is no club (and must never reach a Location header).
  if (!CLUB_SLUG.test(slug)) throw data(null, { status: 404, statusText: "Klub ikke fundet" });
  // Slugs are lowercase: send a mistyped capital to the one address search engines should know.
  if (slug !== slug.toLowerCase())
    throw redirect(safeRedirect(clubPath(slug.toLowerCase()), "/klubber"), 301);
  const db = getDb();
  const club = await findClubBySlug(db, slug);
  if (!club) throw data(null, { status: 404, statusText: "Klub ikke fundet" });
  const [news, matches, league] = await Promise.all([
    listArticlesWithAnyTag(db, clubNewsTags(club), CLUB_NEWS_LIMIT),
    listClubMatches(db, club.slug),
    findLeagueByName(db, club.league),
  ]);
  const links: ClubLink[] = [];
  if (league) links.push({ to: leaguePath(league.key), label: `Stillingen i ${league.name}` });
  links.push(
    club.league === NATIONAL_TEAM_LEAGUE
      ? { to: `/alle-klubber?land=${NATIONAL_TEAM_LEAGUE}`, label: "Alle landshold" }
      : {
          to: `/alle-klubber?land=${encodeURIComponent(club.country)}`,
          label: `Alle klubber i ${club.country}`,
        },
  );
  return { club, news, matches, links };
}

function shorten(text: string, max = 160): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) {
    return [{ title: `Klub ikke fundet | ${site.siteName}` }, { name: "robots", content: "noindex" }];
  }
  const { club } = loaderData;
  return pageMeta({
    site,
    title: club.name,
    description: shorten(
      club.description ?? `Nyheder, kampe og fakta om ${club.name} (${club.league}, ${club.country}).`,
    ),
    path: clubPath(club.slug),
    image: clubLogoSrc(club),
    type: "profile",
    jsonLd: [clubSportsTeamJsonLd(site, club), clubBreadcrumbJsonLd(site, club)],
  });
}

export default function Klub({ loaderData }: Route.ComponentProps) {
  const { club, news, matches, links } = loaderData;
  const { now } = useRootData();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <ClubBreadcrumb name={club.name} />
      <ClubHeader club={club} />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ClubTabs club={club} news={news} links={links} serverNow={now} />
        </div>
        <aside className="min-w-0">
          <ClubMatches clubSlug={club.slug} upcoming={matches.upcoming} finished={matches.finished} />
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{notFound ? "Klub ikke fundet" : "Kunne ikke indlæse klubben"}</h1>
      <p className="mt-2 text-muted-foreground">
        {notFound ? "Den ønskede klub kunne ikke findes." : "Prøv at genindlæse siden"}
      </p>
      <Link
        to="/alle-klubber"
        className="mt-6 inline-block font-semibold text-primary underline underline-offset-4"
      >
        Se alle klubber
      </Link>
    </main>
  );
}
