import { Link } from "react-router";
import { ChevronRight, Trophy } from "~/components/ui/icons";
import { groupLeaguesBySection, leaguePath } from "./standings-sections";

export interface OverviewLeagueCard {
  key: string;
  name: string;
  country: string;
  season: string;
  section: string;
}

/** Spec §2 /stillinger: 'Populære turneringer', 'Danske ligaer' and 'Europa (UEFA)' with a card per league. */
export function LeagueOverview({ leagues }: { leagues: OverviewLeagueCard[] }) {
  return (
    <>
      {groupLeaguesBySection(leagues).map((group) => (
        <section
          key={group.section}
          aria-labelledby={`sektion-${group.section}`}
          className="mt-10"
          data-section={group.section}
        >
          <h2
            id={`sektion-${group.section}`}
            className="border-b-2 border-primary pb-2 text-xl font-black tracking-tight"
          >
            {group.title}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.leagues.map((league) => (
              <li key={league.key}>
                <Link
                  to={leaguePath(league.key)}
                  className="group flex h-full items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-pitch">
                    <Trophy aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-bold group-hover:text-primary">{league.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {league.country} · Sæson {league.season}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
