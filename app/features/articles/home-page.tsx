import { type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { staticIsland } from "~/components/static-island";
import type { Held } from "~/lib/island-data";
import { clockToTheMinute } from "~/lib/relative-time";
import type { CardArticle } from "./card-article";
import type { FrontPageCards } from "./front-page-slots";
import type { MostReadArticle } from "./most-read-list";

// The lists of cards are static islands (ADR 0023): the browser keeps the server's markup. The
// front page's are rendered apart and remembered by their data (issue 23, as the article body):
// a cold front page is mostly re-rendered for a change elsewhere on it (a score, the ticker), and
// its document stays under V8's large-object size (server/island-markup.server.tsx).
const sections = () => import("./front-page-sections");
const apart = { apart: true };
const TopStories = staticIsland("top-stories", () => sections().then((m) => m.TopStories), apart);
const CardSection = staticIsland("card-section", () => sections().then((m) => m.CardSection), apart);
const UpdatesSection = staticIsland("updates-section", () => sections().then((m) => m.UpdatesSection), apart);
const FilterResults = staticIsland("filter-results", () => sections().then((m) => m.FilterResults));
const HomeFilters = staticIsland(
  "home-filters",
  () => import("./home-filters").then((m) => m.HomeFilters),
  apart,
);
const MostReadList = staticIsland(
  "most-read",
  () => import("./most-read-list").then((m) => m.MostReadList),
  apart,
);

/** The front page's ad slots; the route renders them (this feature does not import ads). */
export type HomeAdId =
  | "home-leaderboard-1"
  | "home-leaderboard-2"
  | "home-wide"
  | "home-sky"
  | "home-mobile-1"
  | "home-mobile-2";
type RenderAd = (id: HomeAdId, className?: string) => ReactNode;

export interface HomeFilterResult {
  tag: string;
  label: string;
  /** Its articles (held by the server in a document) and how many. */
  articles: Held<CardArticle[]>;
  count: number;
}

/** The front page's cards as the loader hands them over: each section may be held by the server. */
export type HeldFrontPageCards = FrontPageCards<Held<CardArticle[]>, Held<CardArticle>>;

/** Spec §8 'Home load failure' (also shown when there are no articles). */
export function HomeLoadFailed() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-2xl font-bold">Kunne ikke indlæse artikler</h1>
      <p className="mt-2 text-muted-foreground">Prøv at genindlæse siden</p>
    </div>
  );
}

/** Spec §2 front page: the lead story, two squares, the newest, more, updates and the filters. */
export function FrontPage({
  cards,
  mostRead,
  now,
  renderAd,
  matchCentre,
}: {
  cards: HeldFrontPageCards;
  mostRead: Held<MostReadArticle[]>;
  now: string;
  renderAd: RenderAd;
  /** Issue 15's match centre (composed by the route): a strip under the ticker, a column at xl. */
  matchCentre?: ReactNode;
}) {
  const { featured, squares, newest, more, updates } = cards;
  // On the server only: the browser never renders apart.
  const cardNow = import.meta.env.SSR ? clockToTheMinute(now) : now;
  return (
    // From xl the match centre and the sky ad share the right-hand column beside the news (row 1
    // is as tall as the match centre); below xl the match centre comes first, under the ticker.
    <div className="mx-auto max-w-7xl px-4 py-6 xl:grid xl:grid-cols-[minmax(0,1fr)_255px] xl:grid-rows-[auto_1fr] xl:gap-x-8 xl:gap-y-6">
      {matchCentre ? (
        <div className="mb-6 xl:col-start-2 xl:row-start-1 xl:mb-0">
          {/* Hydrated in a step of its own, as are the sections below (blocking time). */}
          <Suspense>{matchCentre}</Suspense>
        </div>
      ) : null}
      <div className="min-w-0 space-y-10 xl:col-start-1 xl:row-span-2 xl:row-start-1">
        <h1 className="sr-only">Seneste fodboldnyheder</h1>
        <TopStories featured={featured} squares={squares} now={cardNow} />

        {renderAd("home-leaderboard-1", "hidden md:flex")}
        {renderAd("home-mobile-1", "md:hidden")}

        <Suspense>
          <div className="grid gap-8 lg:grid-cols-3">
            <MostReadList articles={mostRead} />
            {/* The filters sit under the newest three, beside 'Mest læste', where readers look
                for them (not at the foot of the page). */}
            <div className="min-w-0 space-y-6 lg:col-span-2">
              {newest ? (
                <CardSection id="seneste-nyheder" heading="Seneste Nyheder" articles={newest} now={cardNow} />
              ) : null}
              <HomeFilters current={null} narrow />
            </div>
          </div>
        </Suspense>

        {renderAd("home-wide", "hidden lg:flex")}
        {renderAd("home-mobile-2", "md:hidden")}

        {more ? (
          <CardSection id="flere-nyheder" heading="Flere Nyheder" articles={more} now={cardNow} wide />
        ) : null}

        {renderAd("home-leaderboard-2", "hidden md:flex")}

        {updates ? <UpdatesSection articles={updates} now={cardNow} /> : null}
      </div>
      <aside aria-label="Annoncer" className="hidden xl:col-start-2 xl:row-start-2 xl:block">
        <div className="sticky top-4">{renderAd("home-sky")}</div>
      </aside>
    </div>
  );
}

/** The front page filtered by one tag (spec §2 filters): its articles, or an empty state. */
export function FilteredPage({
  filter,
  mostRead,
  now,
  renderAd,
}: {
  filter: HomeFilterResult;
  mostRead: Held<MostReadArticle[]>;
  now: string;
  renderAd: RenderAd;
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
      <HomeFilters current={filter.tag} />
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="filter-resultater" className="lg:col-span-2">
          <h2 id="filter-resultater" className="sr-only">
            Artikler om {filter.label}
          </h2>
          {filter.count === 0 ? (
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
            <FilterResults articles={filter.articles} now={now} />
          )}
        </section>
        <div className="space-y-6">
          <MostReadList articles={mostRead} />
          {renderAd("home-mobile-1", "md:hidden")}
        </div>
      </div>
    </div>
  );
}
