import { RelativeTime } from "~/components/relative-time";
import { CompactArticleItem } from "~/features/articles/article-cards";
import { clubListKey, clubListName } from "~/features/newsletters/newsletter-lists";
import { formatScore } from "~/features/standings/match-format";
import type { MyClubSection } from "~/workflows/my-clubs/my-clubs.server";

type Match = NonNullable<MyClubSection["next"]>;

function MatchLine({ label, match, serverNow }: { label: string; match: Match; serverNow: string }) {
  const score = formatScore(match);
  return (
    <p className="text-sm">
      <span className="font-semibold">{label}:</span> {match.homeTeam}{" "}
      {match.status === "finished" && score ? score : "–"} {match.awayTeam},{" "}
      <RelativeTime date={match.kickoffAt} serverNow={serverNow} variant="list" />
    </p>
  );
}

function ClubSection({ section, serverNow }: { section: MyClubSection; serverNow: string }) {
  const { club, news, next, last, table } = section;
  const headingId = `klub-${club.slug}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-card p-4 shadow-sm"
      data-testid="my-club"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          <a href={`/klubber/${club.slug}`} className="hover:text-primary hover:underline">
            {club.name}
          </a>
        </h2>
        {table ? (
          <p className="text-sm text-muted-foreground">
            Nr. {table.position} i {table.leagueName} · {table.points} point efter {table.played} kampe
          </p>
        ) : null}
      </div>
      <div className="mt-2 space-y-1">
        {next ? <MatchLine label="Næste kamp" match={next} serverNow={serverNow} /> : null}
        {last ? <MatchLine label="Seneste resultat" match={last} serverNow={serverNow} /> : null}
      </div>
      <p className="mt-2 text-sm">
        <a
          href={`/nyhedsbrev?liste=${encodeURIComponent(clubListKey(club.id))}`}
          className="inline-flex min-h-6 items-center text-primary underline-offset-4 hover:underline"
        >
          Få {clubListName(club.name)} på mail
        </a>
      </p>
      {news.length > 0 ? (
        <div className="mt-3 divide-y divide-border">
          {news.map((article) => (
            <CompactArticleItem key={article.id} article={article} serverNow={serverNow} />
          ))}
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">Ingen nyheder om {club.name} endnu.</p>
      )}
    </section>
  );
}

/** /mine-klubber: one section per followed club, or how to follow one. */
export function MyClubsPage({ sections, serverNow }: { sections: MyClubSection[]; serverNow: string }) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">Mine klubber</h1>
      {sections.length === 0 ? (
        <p className="mt-4">
          Du følger ingen klubber endnu. Find din klub under{" "}
          <a href="/klubber" className="text-primary underline">
            Klubber
          </a>
          , og tryk på 'Følg'.
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          {sections.map((section) => (
            <ClubSection key={section.club.id} section={section} serverNow={serverNow} />
          ))}
        </div>
      )}
    </main>
  );
}
