import { Link } from "react-router";
import { MapPin } from "~/components/ui/icons";
import { clubPath } from "~/lib/public-paths";
import { ClubLogo } from "./club-logo";

export interface ClubCardData {
  slug: string;
  name: string;
  league: string;
  location: string | null;
  stadium: string | null;
  logoUrl: string | null;
}

/** Spec §2 club card: logo, name, league, location and stadium; links to the club page. */
export function ClubCard({ club }: { club: ClubCardData }) {
  return (
    <Link
      to={clubPath(club.slug)}
      className="group flex h-full items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      data-testid="club-card"
    >
      <ClubLogo club={club} size={56} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-bold group-hover:text-primary">{club.name}</span>
        <span className="text-xs font-semibold uppercase tracking-wide text-primary">{club.league}</span>
        {club.location || club.stadium ? (
          <span className="mt-1 flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span className="min-w-0">{[club.location, club.stadium].filter(Boolean).join(" · ")}</span>
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/** A grid of club cards (/klubber's sections). */
export function ClubGrid({ clubs }: { clubs: ClubCardData[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {clubs.map((club) => (
        <li key={club.slug}>
          <ClubCard club={club} />
        </li>
      ))}
    </ul>
  );
}
