import { Link } from "react-router";
import type { LiveNowItem } from "./match-centre.server";
import { type CentreMatch, shownScore, statusText } from "./match-centre-days";

/** "1–0" once the match has started, else an en dash. */
function scoreText(match: CentreMatch): string {
  const home = shownScore(match, match.homeScore);
  const away = shownScore(match, match.awayScore);
  return home === "" || away === "" ? "–" : `${home}–${away}`;
}

/**
 * Issue 22: the 'LIVE NU' strip at the top of the front page, the live articles with the most
 * recent update first. Rendered by the server only (it never appears after load, so nothing
 * shifts); the page's one stream keeps the scores in `matches` current in place. Each entry is one
 * link whose text names the match, the score and the minute (or the article's title).
 */
export function LiveNowStrip({
  items,
  matches,
}: {
  items: readonly LiveNowItem[];
  matches: readonly CentreMatch[];
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="live-nu" data-live-now className="border-b border-red-200 bg-red-50">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5">
        <h2
          id="live-nu"
          className="flex shrink-0 items-center gap-1.5 text-xs font-black tracking-widest text-red-700"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
          LIVE NU
        </h2>
        <ul className="flex min-w-0 gap-2 overflow-x-auto">
          {items.map((item) => {
            const match = item.matchId ? matches.find((m) => m.id === item.matchId) : undefined;
            return (
              <li key={item.id} data-live-now-item className="shrink-0">
                <Link
                  to={`/article/${item.slug}`}
                  className="flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md border border-red-200 bg-white px-3 text-sm font-semibold text-foreground hover:underline"
                >
                  {match ? (
                    // Inline text with real spaces, so the link's name reads "FC København 1–0
                    // Brøndby IF 23' · 1. halvleg" (flex items alone would run together).
                    <>
                      <span>
                        {match.homeTeam}{" "}
                        <span data-live-now-score className="font-black tabular-nums">
                          {scoreText(match)}
                        </span>{" "}
                        {match.awayTeam}
                      </span>
                      <span data-live-now-status className="text-xs text-red-700">
                        {statusText(match)}
                      </span>
                    </>
                  ) : (
                    item.title
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
