import { Link } from "react-router";
import { staticIsland } from "~/components/static-island";
import { cx } from "~/lib/class-names";
import type { LiveNowItem, MatchCentreData, MiniTableRow } from "./match-centre.server";
import { type CentreMatch, groupMatchesByDay, shownScore, statusText } from "./match-centre-days";

export const SUPERLIGA_PATH = "/stillinger/3f-superliga";
const MOBILE_ROWS = 3;

// Issue 22 (WCAG 2.2, 2.5.8): a team link is a full 24 px line, so stacked names are 24×24 targets.
function TeamName({ name, slug }: { name: string; slug: string | null }) {
  if (!slug) return name;
  return (
    <Link to={`/klubber/${slug}`} className="team-link">
      {name}
    </Link>
  );
}

// Issue 24: 'Følg' for a team with a club page. A static island (ADR 0023): the page's JavaScript
// carries none of its code, and React keeps the server's markup as it is, so the account script may
// mark it 'Følger' before or after the match centre hydrates. Its buttons submit one form.
const FollowTeam = staticIsland("match-follow", () =>
  import("./match-follow-button").then((m) => m.MatchFollowButton),
);
const FOLLOW_FORM = "kampcenter-foelg";

// Issue 25: 'Få besked' about a match whose live blog is live now (its goals, red cards and the
// updates the desk sends). A static island; the head script loads its panel at the first click.
const MatchPushBell = staticIsland("match-push-bell", () =>
  import("~/components/push-bell/push-bell-button").then((m) => m.PushBellButton),
);

function TeamLine({
  name,
  slug,
  score,
  follow,
}: {
  name: string;
  slug: string | null;
  score: string;
  follow: boolean;
}) {
  return (
    // A team line of `.match-card` (public-components.css styles it by position, not by class: it
    // is repeated for every team). The name, a link or text without a club page, truncates; a
    // club's 'Følg' star follows it.
    <div>
      {slug ? <Link to={`/klubber/${slug}`}>{name}</Link> : <span>{name}</span>}
      {slug && follow ? <FollowTeam clubSlug={slug} team={name} form={FOLLOW_FORM} /> : null}
      <span data-score>{score}</span>
    </div>
  );
}

/** One match: a status line (kick-off, LIVE with minute/phase, or 'Slut') and two team lines. */
function MatchRow({
  match,
  follow,
  liveArticleId,
}: {
  match: CentreMatch;
  follow: boolean;
  liveArticleId?: string;
}) {
  const live = match.status === "live";
  return (
    <li
      data-match-id={match.id}
      data-status={match.status}
      data-kickoff={new Date(match.kickoffAt).toISOString()}
      className="match-card"
    >
      {/* The status colour (red while live) follows `data-status` in public-components.css. */}
      <div>
        {live ? (
          <span
            data-live-marker
            className="rounded-sm bg-red-600 px-1 text-[10px] font-black uppercase leading-4 text-white"
          >
            LIVE
          </span>
        ) : null}
        <span data-match-status>{statusText(match)}</span>
      </div>
      <TeamLine
        name={match.homeTeam}
        slug={match.homeClubSlug}
        score={shownScore(match, match.homeScore)}
        follow={follow}
      />
      <TeamLine
        name={match.awayTeam}
        slug={match.awayClubSlug}
        score={shownScore(match, match.awayScore)}
        follow={follow}
      />
      {match.liveSlug ? (
        // Issue 22: a match with a live article links to its live blog (a 24 px tap target).
        <Link
          to={`/article/${match.liveSlug}`}
          data-live-link
          className="flex h-6 items-center text-xs font-bold text-red-700 hover:underline"
        >
          {match.status === "finished" ? "Læs live-bloggen" : "Følg kampen live"}
          <span className="sr-only">{`(${match.homeTeam}–${match.awayTeam})`}</span>
        </Link>
      ) : null}
      {liveArticleId ? (
        <MatchPushBell topics={`article:${liveArticleId}`} label={`${match.homeTeam}–${match.awayTeam}`} />
      ) : null}
    </li>
  );
}

/** The top of the 3F Superliga table: position, team, points; links to the full table. */
function MiniTable({ rows }: { rows: readonly MiniTableRow[] }) {
  return (
    <div data-mini-table className="w-56 shrink-0 rounded-md border border-border bg-card p-2.5 xl:w-auto">
      <h3 className="mb-1 text-xs font-black uppercase tracking-wide">
        <Link to={SUPERLIGA_PATH} className="hover:underline">
          3F Superliga
        </Link>
      </h3>
      {rows.length === 0 ? (
        <p className="text-xs text-muted-foreground">Stillingen er ikke tilgængelig endnu.</p>
      ) : (
        <table className="w-full text-xs">
          <caption className="sr-only">Toppen af stillingen i 3F Superliga</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="w-6 text-left font-semibold">
                #
              </th>
              <th scope="col" className="text-left font-semibold">
                Hold
              </th>
              <th scope="col" className="w-6 text-right font-semibold">
                P
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              // In the phone strip the top three keep the strip as low as a match card.
              <tr key={row.team} className={cx("h-6", i >= MOBILE_ROWS && "hidden xl:table-row")}>
                <td className="tabular-nums">{row.position}</td>
                <td className="max-w-0 truncate">
                  <TeamName name={row.team} slug={row.clubSlug} />
                </td>
                <td className="text-right font-bold tabular-nums">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link
        to={SUPERLIGA_PATH}
        className="mt-1 inline-block text-xs font-semibold text-primary hover:underline"
      >
        Se hele stillingen
      </Link>
    </div>
  );
}

/**
 * Issue 15's match centre: yesterday's results, today's and the next days' matches by day and
 * competition, and the top of the Superliga table. A scrollable strip on small screens, a column
 * from 1280 px. The HTML holds the latest state; the stream only refreshes scores: the page keeps
 * `data.matches` current with `useLiveScores` once and passes them as `matches` (the 'LIVE NU'
 * strip shows the same ones). With `followFrom` (the page's path) each team with a club page has
 * its 'Følg' star (issue 24), which comes back to that page.
 */
export function MatchCentre({
  data,
  matches = data.matches,
  serverNow,
  followFrom,
  className,
}: {
  /** `live`: the live articles live now (a match of one gets 'Få besked', issue 25). */
  data: { matches: readonly CentreMatch[]; table: MatchCentreData["table"]; live?: readonly LiveNowItem[] };
  matches?: readonly CentreMatch[];
  serverNow: string;
  followFrom?: string;
  className?: string;
}) {
  const days = groupMatchesByDay(matches, new Date(serverNow));
  return (
    <section data-match-centre aria-labelledby="kampcenter" className={cx("min-w-0", className)}>
      <h2 id="kampcenter" className="mb-2 border-b-2 border-primary pb-1 font-display text-lg font-black">
        Kampcenter
      </h2>
      {followFrom ? (
        // The teams' 'Følg' buttons submit this form (each to its club's address, with its intent).
        <form id={FOLLOW_FORM} method="post" hidden>
          <input type="hidden" name="redirectTo" value={followFrom} />
        </form>
      ) : null}
      <div
        data-match-strip
        // `relative`: the table's sr-only caption (absolute) stays inside the scroller, not the page.
        className="relative flex items-start gap-4 overflow-x-auto pb-2 xl:flex-col xl:items-stretch xl:overflow-visible xl:pb-0"
      >
        {days.length === 0 ? (
          <p className="w-48 shrink-0 self-center text-sm text-muted-foreground xl:w-auto">
            Ingen kampe i dag eller de næste dage.
          </p>
        ) : (
          days.map((day) => (
            // A day's heading, competitions and matches are styled by position under `.match-day`
            // (public-components.css): they repeat for every day and competition.
            <div key={day.day} data-match-day={day.day} className="match-day">
              <h3>{day.label}</h3>
              <div>
                {day.competitions.map((group) => (
                  <div key={group.competition}>
                    <h4>{group.competition}</h4>
                    <ul>
                      {group.matches.map((match) => (
                        <MatchRow
                          key={match.id}
                          match={match}
                          follow={Boolean(followFrom)}
                          liveArticleId={data.live?.find((item) => item.matchId === match.id)?.id}
                        />
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          ))
        )}
        <MiniTable rows={data.table} />
      </div>
    </section>
  );
}
