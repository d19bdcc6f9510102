import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { staticIsland } from "~/components/static-island";
import { listArticlesWithAnyTag } from "~/features/articles/public-queries.server";
import { ClubBreadcrumb } from "~/features/clubs/club-breadcrumb";
import { clubNewsTags } from "~/features/clubs/club-details";
import { ClubHeader } from "~/features/clubs/club-header";
import { clubLinks, clubMeta, clubNotFoundMeta, isClubSlug } from "~/features/clubs/club-page";
import { findClubBySlug } from "~/features/clubs/club-queries.server";
import { ClubTabs } from "~/features/clubs/club-tabs";
import { ClubMatches, ClubMatchSummary } from "~/features/standings/match-list";
import { listClubMatches } from "~/features/standings/match-queries.server";
import { findLeagueByName } from "~/features/standings/standings-queries.server";
import { leaguePath } from "~/features/standings/standings-sections";
import { clubPath } from "~/lib/public-paths";
import { safeRedirect } from "~/lib/safe-redirect";
import { siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { holdForIsland } from "~/server/island-data.server";
import type { Route } from "./+types/klub";

// Issue 24: the club's newsletter, a plain form in a static island (no code in the browser).
const ClubNewsletterSignup = staticIsland("club-newsletter-signup", () =>
  import("~/features/newsletters/newsletter-signup-form").then((m) => m.ClubNewsletterSignup),
);

// Issue 24: 'Følg' (a plain form; the account script marks it 'Følger' for a follower).
const ClubFollow = staticIsland("club-follow", () =>
  import("~/components/follow-club-form").then((m) => m.FollowClubForm),
);

// Issue 25: 'Få besked' about the club's matches (the head script loads its panel at the first click).
const ClubPushBell = staticIsland("club-push-bell", () =>
  import("~/components/push-bell/push-bell-button").then((m) => m.PushBellButton),
);

/** Spec §9: club news 6. */
const CLUB_NEWS_LIMIT = 6;

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.clubId;
  if (!isClubSlug(slug)) throw data(null, { status: 404, statusText: "Klub ikke fundet" });
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
  const standings = league ? { href: leaguePath(league.key), leagueName: league.name } : null;
  const links = clubLinks(club, standings);
  // The news list is a static island: a document's server holds it (ADR 0023).
  return { club, news: holdForIsland(context, news), matches, links };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return loaderData ? clubMeta(site, loaderData.club) : clubNotFoundMeta(site);
}

export default function Klub({ loaderData }: Route.ComponentProps) {
  const { club, news, matches, links } = loaderData;
  const { now } = useRootData();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <ClubBreadcrumb name={club.name} />
      <ClubHeader
        club={club}
        follow={
          <div className="flex flex-wrap items-center gap-2">
            <ClubFollow clubSlug={club.slug} clubName={club.name} redirectTo={clubPath(club.slug)} />
            <ClubPushBell topics={`club:${club.id}`} label={club.name} />
          </div>
        }
      />
      <ClubMatchSummary
        clubSlug={club.slug}
        next={matches.upcoming[0]}
        latest={matches.finished[0]}
        serverNow={now}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ClubTabs club={club} news={news} links={links} serverNow={now} />
        </div>
        <aside className="min-w-0">
          <ClubMatches
            clubSlug={club.slug}
            upcoming={matches.upcoming}
            finished={matches.finished}
            serverNow={now}
          />
          <div className="mt-8">
            <ClubNewsletterSignup clubId={club.id} clubName={club.name} />
          </div>
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
