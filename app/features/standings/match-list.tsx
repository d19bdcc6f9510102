import { Link } from "react-router";
import { RelativeTime } from "~/components/relative-time";
import { cn } from "~/lib/utils";
import { formatScore, matchStatusLabel } from "./match-format";

export interface MatchItem {
  id: string;
  homeTeam: string;
  awayTeam: string;
  homeClubSlug: string | null;
  awayClubSlug: string | null;
  kickoffAt: Date | string;
  competition: string;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
}

function Team({ name, slug, currentSlug }: { name: string; slug: string | null; currentSlug: string }) {
  if (!slug || slug === currentSlug) return <span className="font-semibold">{name}</span>;
  return (
    <Link to={`/klubber/${slug}`} className="font-semibold hover:text-primary hover:underline">
      {name}
    </Link>
  );
}

function MatchRow({
  match,
  currentSlug,
  serverNow,
}: {
  match: MatchItem;
  currentSlug: string;
  serverNow: string;
}) {
  const score = formatScore(match);
  const finished = match.status === "finished";
  return (
    <li className="py-3" data-testid="match">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        {/* The reader-time rule (issue 22): 'i morgen kl. 18.00', '12. marts 2021 kl. 20.00'. */}
        <RelativeTime date={new Date(match.kickoffAt).toISOString()} serverNow={serverNow} variant="event" />
        <span aria-hidden="true">·</span>
        <span>{match.competition}</span>
        <span
          className={cn(
            "ml-auto rounded-full px-2 py-0.5 font-semibold",
            finished ? "bg-muted text-foreground" : "bg-accent text-accent-foreground",
          )}
        >
          {matchStatusLabel(match.status)}
        </span>
      </div>
      <div className="mt-1.5 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-sm">
        <span className="min-w-0 text-right">
          <Team name={match.homeTeam} slug={match.homeClubSlug} currentSlug={currentSlug} />
        </span>
        <span
          className={cn(
            "min-w-12 rounded-md px-2 py-1 text-center font-bold tabular-nums",
            score ? "bg-foreground text-background" : "bg-muted text-muted-foreground",
          )}
        >
          {score ? (
            <>
              <span className="sr-only">Resultat: </span>
              {score}
            </>
          ) : (
            "–"
          )}
        </span>
        <span className="min-w-0">
          <Team name={match.awayTeam} slug={match.awayClubSlug} currentSlug={currentSlug} />
        </span>
      </div>
    </li>
  );
}

interface ClubMatchesProps {
  clubSlug: string;
  upcoming: MatchItem[];
  finished: MatchItem[];
  /** The server's render time: kick-offs say 'i dag', 'i morgen' by it until hydrated. */
  serverNow: string;
  className?: string;
}

/** A club's fixtures (soonest first) and results (latest first). */
export function ClubMatches({ clubSlug, upcoming, finished, serverNow, className }: ClubMatchesProps) {
  return (
    <section
      aria-labelledby="kampe"
      className={cn("rounded-xl border border-border bg-card p-5 shadow-sm", className)}
    >
      <h2 id="kampe" className="text-lg font-bold">
        Kampe
      </h2>
      {upcoming.length === 0 && finished.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">Ingen kampe</p>
      ) : null}
      {upcoming.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-bold uppercase tracking-wide text-muted-foreground">
            Kommende kampe
          </h3>
          <ol className="divide-y divide-border" data-testid="upcoming-matches">
            {upcoming.map((m) => (
              <MatchRow key={m.id} match={m} currentSlug={clubSlug} serverNow={serverNow} />
            ))}
          </ol>
        </>
      ) : null}
      {finished.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-bold uppercase tracking-wide text-muted-foreground">
            Seneste resultater
          </h3>
          <ol className="divide-y divide-border" data-testid="finished-matches">
            {finished.map((m) => (
              <MatchRow key={m.id} match={m} currentSlug={clubSlug} serverNow={serverNow} />
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/**
 * Issue 22: on a phone the next match and the latest result come before the club's news (the
 * full lists follow the news there, and stand beside it from the large breakpoint, where this
 * summary is hidden). CSS only: the same HTML for every width, no shift.
 */
export function ClubMatchSummary({
  clubSlug,
  next,
  latest,
  serverNow,
}: {
  clubSlug: string;
  next: MatchItem | undefined;
  latest: MatchItem | undefined;
  serverNow: string;
}) {
  if (!next && !latest) return null;
  return (
    <section
      aria-labelledby="kampe-kort"
      className="mt-6 rounded-xl border border-border bg-card px-4 py-2 shadow-sm lg:hidden"
      data-testid="club-match-summary"
    >
      <h2 id="kampe-kort" className="sr-only">
        Næste kamp og seneste resultat
      </h2>
      <ol className="divide-y divide-border">
        {next ? <MatchRow match={next} currentSlug={clubSlug} serverNow={serverNow} /> : null}
        {latest ? <MatchRow match={latest} currentSlug={clubSlug} serverNow={serverNow} /> : null}
      </ol>
    </section>
  );
}
