import { Link } from "react-router";
import { RelativeTime } from "~/components/relative-time";
import { LiveBadge } from "~/components/ui/live-badge";
import { articlePath, type CardArticle, isAdvertorial } from "./card-article";

/** What one ticker entry shows. */
export type TickerArticle = Pick<
  CardArticle,
  "id" | "slug" | "title" | "publishedAt" | "category" | "partner"
> & {
  liveStatus?: string | null;
};

/**
 * Issue 22: the ticker's entries. The live articles come first (newest update first, timed by it),
 * then the latest articles not already shown, `count` in all.
 */
export function tickerArticles(
  live: readonly { id: string; slug: string; title: string; latestAt: string | null }[],
  latest: readonly TickerArticle[],
  count: number,
): TickerArticle[] {
  const first: TickerArticle[] = live.map((item) => ({
    id: item.id,
    slug: item.slug,
    title: item.title,
    publishedAt: item.latestAt ? new Date(item.latestAt) : null,
    category: "",
    partner: null,
    liveStatus: "live",
  }));
  const shown = new Set(first.map((a) => a.id));
  // Only the fields an entry shows: the result is hydration data.
  const rest = latest
    .filter((a) => !shown.has(a.id))
    .map(({ id, slug, title, publishedAt, category, partner, liveStatus }) => ({
      id,
      slug,
      title,
      publishedAt,
      category,
      partner,
      liveStatus,
    }));
  return [...first, ...rest].slice(0, count);
}

function TickerItems({
  articles,
  serverNow,
  hidden,
}: {
  articles: TickerArticle[];
  serverNow: string;
  hidden?: boolean;
}) {
  return (
    <ul
      className="flex shrink-0 items-center motion-reduce:flex-wrap"
      aria-hidden={hidden || undefined}
      data-ticker-copy={hidden ? "repeat" : "main"}
    >
      {articles.map((article) => (
        // Its dot, time and link are styled by position (`.ticker-item` in public-components.css).
        <li key={article.id} data-ticker-item={hidden ? undefined : ""} className="ticker-item">
          <span aria-hidden="true" />
          {article.publishedAt ? <RelativeTime date={article.publishedAt} serverNow={serverNow} /> : null}
          {isAdvertorial(article) ? (
            <span className="rounded-sm bg-yellow-300 px-1 text-[10px] font-bold uppercase text-yellow-950">
              Annonce{article.partner ? ` · ${article.partner}` : ""}
            </span>
          ) : null}
          {article.liveStatus === "live" ? <LiveBadge /> : null}
          <Link to={articlePath(article)} tabIndex={hidden ? -1 : undefined}>
            {article.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §2: the BREAKING ticker with the 5 latest headlines and their relative times. The list is
 * rendered twice so the -50% scroll loops seamlessly; hover or focus pauses it, and with reduced
 * motion it stands still (app.css turns the animation off) and the repeat is hidden.
 */
export function BreakingTicker({ articles, serverNow }: { articles: TickerArticle[]; serverNow: string }) {
  return (
    <section aria-label="Breaking nyheder" className="border-b border-border bg-foreground text-background">
      <div className="mx-auto flex max-w-7xl items-stretch">
        <p className="flex shrink-0 items-center bg-primary px-3 py-2 text-xs font-black tracking-widest text-primary-foreground">
          BREAKING
        </p>
        {articles.length === 0 ? (
          <p className="flex items-center px-4 py-2 text-sm">Følg med for de seneste fodboldnyheder...</p>
        ) : (
          <div
            data-ticker-viewport
            className="relative min-w-0 flex-1 overflow-hidden py-2 motion-reduce:overflow-x-auto"
          >
            <div className="flex w-max animate-ticker hover:animation-paused focus-within:animation-paused">
              <TickerItems articles={articles} serverNow={serverNow} />
              <div className="flex motion-reduce:hidden">
                <TickerItems articles={articles} serverNow={serverNow} hidden />
              </div>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
