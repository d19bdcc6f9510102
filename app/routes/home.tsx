import { redirect } from "react-router";
import { AdSlot } from "~/features/ads/ad-islands";
import type { AdSlotId } from "~/features/ads/ad-slots";
import { findClubNamesForTags } from "~/features/articles/article-page.server";
import { BreakingTicker, tickerArticles } from "~/features/articles/breaking-ticker";
import { cardFields } from "~/features/articles/card-fields";
import { frontPageCards } from "~/features/articles/front-page-slots";
import { filterFormRedirect, tagFilterFromSearch } from "~/features/articles/home-filter";
import { homeMeta } from "~/features/articles/home-meta";
import { FilteredPage, FrontPage, HomeLoadFailed } from "~/features/articles/home-page";
import { mostReadFields } from "~/features/articles/most-read-list";
import {
  listArticlesWithAnyTag,
  listLatestArticlesOfRequest,
  listMostReadArticles,
} from "~/features/articles/public-queries.server";
import { tagLabel } from "~/features/articles/tag-style";
import { MY_CLUBS_STRIP_HTML } from "~/features/follows/my-clubs-strip";
import { LiveNowStrip } from "~/features/match-centre/live-now-strip";
import { MatchCentre } from "~/features/match-centre/match-centre";
import { loadLiveNow, loadMatchCentre } from "~/features/match-centre/match-centre.server";
import { useLiveScores } from "~/features/match-centre/use-live-scores";
import { LEAGUE_NAMES } from "~/lib/leagues";
import { siteFromMatches } from "~/lib/seo";
import { serverOnlyHtml } from "~/lib/server-only-html";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { holdForIsland } from "~/server/island-data.server";
import type { Route } from "./+types/home";

/** Spec §9: home fetch 30 articles; most read 5; ticker 5. */
const HOME_ARTICLES = 30;
const MOST_READ = 5;
const TICKER = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  // The filter forms' `/?liga=premier-league` lives at the spec's `/?liga:premier-league`.
  const formTarget = filterFormRedirect(search);
  if (formTarget) throw redirect(formTarget);
  const db = getDb();
  const filterTag = tagFilterFromSearch(search);
  const [latest, mostRead, filtered, clubNames, matchCentre, liveOnly] = await Promise.all([
    listLatestArticlesOfRequest(db, HOME_ARTICLES),
    listMostReadArticles(db, MOST_READ),
    filterTag ? listArticlesWithAnyTag(db, [filterTag], HOME_ARTICLES) : null,
    filterTag ? findClubNamesForTags(db, [filterTag]) : {},
    // Issue 15: the match centre belongs to the unfiltered front page only.
    filterTag ? null : loadMatchCentre(db, new Date()),
    // Issue 22: the live articles lead the ticker (the match centre loads them on the front page).
    filterTag ? loadLiveNow(db) : null,
  ]);
  // The cards and 'Mest læste' are static islands: a document's server holds them (ADR 0023).
  const hold = <T,>(value: T) => holdForIsland(context, value);
  const filterArticles = (filtered ?? []).map(cardFields);
  const filter = filterTag
    ? {
        tag: filterTag,
        label: tagLabel(filterTag, { ...LEAGUE_NAMES, ...clubNames }),
        articles: hold(filterArticles),
        count: filterArticles.length,
      }
    : null;
  // Only what the page hydrates goes into its hydration data: the ticker's five, the match centre.
  const cards = filter ? null : frontPageCards(latest);
  return {
    ticker: tickerArticles(matchCentre?.live ?? liveOnly ?? [], latest.slice(0, TICKER * 2), TICKER),
    cards: cards && {
      featured: hold(cards.featured),
      squares: hold(cards.squares),
      newest: cards.newest && hold(cards.newest),
      more: cards.more && hold(cards.more),
      updates: cards.updates && hold(cards.updates),
    },
    mostRead: hold(mostRead.map(mostReadFields)),
    filter,
    matchCentre,
  };
}

export function meta({ matches, data }: Route.MetaArgs) {
  return homeMeta(siteFromMatches(matches), data?.filter ?? null);
}

const renderAd = (id: AdSlotId, className?: string) => <AdSlot id={id} className={className} />;

const NO_MATCHES: never[] = [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData();
  const { ticker, cards, mostRead, filter, matchCentre } = loaderData;
  const page = { mostRead, now, renderAd };
  // One stream keeps every score on the page current: the 'LIVE NU' strip's and the match centre's.
  const matches = useLiveScores(matchCentre?.matches ?? NO_MATCHES);
  return (
    <main id="main">
      <BreakingTicker articles={ticker} serverNow={now} />
      <div
        data-mine-klubber=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant the server writes; the account script fills the list, which React must keep.
        dangerouslySetInnerHTML={serverOnlyHtml(import.meta.env.SSR && (() => MY_CLUBS_STRIP_HTML))}
      />
      {matchCentre && !filter ? <LiveNowStrip items={matchCentre.live} matches={matches} /> : null}
      {filter ? (
        <FilteredPage filter={filter} {...page} />
      ) : !cards ? (
        <HomeLoadFailed />
      ) : (
        <FrontPage
          cards={cards}
          {...page}
          matchCentre={
            // Issue 24: each team's 'Følg' comes back to the front page.
            matchCentre ? (
              <MatchCentre data={matchCentre} matches={matches} serverNow={now} followFrom="/" />
            ) : null
          }
        />
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <HomeLoadFailed />
    </main>
  );
}
