import { Suspense } from "react";
import { Link } from "react-router";
import { AdSlot } from "~/features/ads/ad-slot";
import {
  ArticleCard,
  CompactArticleItem,
  FeaturedArticle,
  SquareArticle,
} from "~/features/articles/article-cards";
import { findClubNamesForTags } from "~/features/articles/article-page.server";
import { BreakingTicker } from "~/features/articles/breaking-ticker";
import { tagFilterFromSearch } from "~/features/articles/home-filter";
import { HomeFilters } from "~/features/articles/home-filters";
import { MostReadList } from "~/features/articles/most-read-list";
import {
  listArticlesWithAnyTag,
  listLatestArticlesOfRequest,
  listMostReadArticles,
} from "~/features/articles/public-queries.server";
import { tagFilterHref, tagLabel } from "~/features/articles/tag-style";
import { LEAGUES } from "~/features/standings/leagues";
import { absoluteUrl, pageMeta, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/home";

/** Spec §9: home fetch 30 articles; most read 5; ticker 5. */
const HOME_ARTICLES = 30;
const MOST_READ = 5;
const TICKER = 5;

const LEAGUE_NAMES = Object.fromEntries(LEAGUES.map((l) => [`liga:${l.key}`, l.name]));
// The overview's leagues first; the tournaments (VM, EM) are filters too.
const LEAGUE_FILTER_OPTIONS = LEAGUES.map((l) => ({ key: l.key, name: l.name }));

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const filterTag = tagFilterFromSearch(new URL(request.url).search);
  const [latest, mostRead, filtered, clubNames] = await Promise.all([
    listLatestArticlesOfRequest(db, HOME_ARTICLES),
    listMostReadArticles(db, MOST_READ),
    filterTag ? listArticlesWithAnyTag(db, [filterTag], HOME_ARTICLES) : null,
    filterTag ? findClubNamesForTags(db, [filterTag]) : {},
  ]);
  const filter = filterTag
    ? {
        tag: filterTag,
        label: tagLabel(filterTag, { ...LEAGUE_NAMES, ...clubNames }),
        articles: filtered ?? [],
      }
    : null;
  return { latest, mostRead, filter };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (data?.filter) {
    return pageMeta({
      site,
      title: data.filter.label,
      description: `Seneste fodboldnyheder om ${data.filter.label}.`,
      path: tagFilterHref(data.filter.tag),
      noindex: data.filter.articles.length === 0,
    });
  }
  return pageMeta({
    site,
    path: "/",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.siteName,
        url: absoluteUrl(site, "/"),
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(site, "/soeg?q={search_term_string}") },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });
}

/** Spec §8 'Home load failure' (also shown when there are no articles). */
function LoadFailed() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-2xl font-bold">Kunne ikke indlæse artikler</h1>
      <p className="mt-2 text-muted-foreground">Prøv at genindlæse siden</p>
    </div>
  );
}

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="mb-4 border-b-2 border-primary pb-2 font-display text-xl font-black">
      {children}
    </h2>
  );
}

type HomeData = Route.ComponentProps["loaderData"];

function FrontPage({
  latest,
  mostRead,
  now,
}: {
  latest: HomeData["latest"];
  mostRead: HomeData["mostRead"];
  now: string;
}) {
  const [featured, ...rest] = latest;
  const squares = rest.slice(0, 2);
  const newest = rest.slice(2, 5);
  const more = rest.slice(5, 17);
  const updates = rest.slice(17);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 xl:grid xl:grid-cols-[minmax(0,1fr)_255px] xl:gap-8">
      <div className="min-w-0 space-y-10">
        <h1 className="sr-only">Seneste fodboldnyheder</h1>
        <section aria-label="Tophistorier" className="grid gap-6 md:grid-cols-3">
          <FeaturedArticle article={featured} serverNow={now} className="md:col-span-2" />
          <div className="grid grid-cols-2 gap-4 md:grid-cols-1 md:content-start">
            {squares.map((a) => (
              <SquareArticle key={a.id} article={a} serverNow={now} />
            ))}
          </div>
        </section>

        <AdSlot id="home-leaderboard-1" className="hidden md:flex" />
        <AdSlot id="home-mobile-1" className="md:hidden" />

        <Suspense>
          <div className="grid gap-8 lg:grid-cols-3">
            <MostReadList articles={mostRead} />
            {newest.length > 0 ? (
              <section aria-labelledby="seneste-nyheder" className="lg:col-span-2">
                <SectionHeading id="seneste-nyheder">Seneste Nyheder</SectionHeading>
                <div className="grid gap-6 sm:grid-cols-3">
                  {newest.map((a) => (
                    <ArticleCard key={a.id} article={a} serverNow={now} />
                  ))}
                </div>
              </section>
            ) : null}
          </div>
        </Suspense>

        <AdSlot id="home-wide" className="hidden lg:flex" />
        <AdSlot id="home-mobile-2" className="md:hidden" />

        {/* Suspense boundaries (nothing suspends) let React hydrate the sections below the fold
            in separate, interruptible steps instead of one long task. */}
        <Suspense>
          {more.length > 0 ? (
            <section aria-labelledby="flere-nyheder">
              <SectionHeading id="flere-nyheder">Flere Nyheder</SectionHeading>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {more.map((a) => (
                  <ArticleCard key={a.id} article={a} serverNow={now} />
                ))}
              </div>
            </section>
          ) : null}
        </Suspense>

        <AdSlot id="home-leaderboard-2" className="hidden md:flex" />

        <Suspense>
          {updates.length > 0 ? (
            <section aria-labelledby="seneste-opdateringer">
              <SectionHeading id="seneste-opdateringer">Seneste Opdateringer</SectionHeading>
              <div className="grid divide-y divide-border md:grid-cols-2 md:gap-x-8 md:divide-y-0">
                {updates.map((a) => (
                  <div key={a.id} className="border-border md:border-b">
                    <CompactArticleItem article={a} serverNow={now} />
                  </div>
                ))}
              </div>
            </section>
          ) : null}
        </Suspense>

        <Suspense>
          <HomeFilters current={null} leagues={LEAGUE_FILTER_OPTIONS} />
        </Suspense>
      </div>
      <aside aria-label="Annoncer" className="hidden xl:block">
        <div className="sticky top-4">
          <AdSlot id="home-sky" />
        </div>
      </aside>
    </div>
  );
}

function FilteredPage({
  filter,
  mostRead,
  now,
}: {
  filter: NonNullable<HomeData["filter"]>;
  mostRead: HomeData["mostRead"];
  now: string;
}) {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Filtreret efter
          </p>
          <h1 className="font-display text-3xl font-black" data-filter-tag={filter.tag}>
            {filter.label}
          </h1>
        </div>
        <Link to="/" className="font-semibold text-primary underline underline-offset-4">
          Ryd filter
        </Link>
      </div>
      <HomeFilters current={filter.tag} leagues={LEAGUE_FILTER_OPTIONS} />
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="filter-resultater" className="lg:col-span-2">
          <h2 id="filter-resultater" className="sr-only">
            Artikler om {filter.label}
          </h2>
          {filter.articles.length === 0 ? (
            <div className="rounded-lg border border-dashed border-border p-8 text-center">
              <p className="font-semibold">Ingen artikler om {filter.label} endnu.</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Prøv et andet filter, eller{" "}
                <Link to="/" className="text-primary underline">
                  se alle nyheder
                </Link>
                .
              </p>
            </div>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2" data-filter-results>
              {filter.articles.map((a) => (
                <ArticleCard key={a.id} article={a} serverNow={now} headingLevel={2} />
              ))}
            </div>
          )}
        </section>
        <div className="space-y-6">
          <MostReadList articles={mostRead} />
          <AdSlot id="home-mobile-1" className="md:hidden" />
        </div>
      </div>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData();
  const { latest, mostRead, filter } = loaderData;
  return (
    <main id="main">
      <BreakingTicker articles={latest.slice(0, TICKER)} serverNow={now} />
      {filter ? (
        <FilteredPage filter={filter} mostRead={mostRead} now={now} />
      ) : latest.length === 0 ? (
        <LoadFailed />
      ) : (
        <FrontPage latest={latest} mostRead={mostRead} now={now} />
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <LoadFailed />
    </main>
  );
}
