import type { ReactNode } from "react";
import { Calendar, ExternalLink, Globe, MapPin, Trophy } from "~/components/ui/icons";
import { websiteHref, websiteLabel } from "./club-details";
import { ClubLogo } from "./club-logo";

export interface ClubHeaderData {
  slug: string;
  name: string;
  league: string;
  country: string;
  stadium: string | null;
  location: string | null;
  founded: number | null;
  website: string | null;
  description: string | null;
  logoUrl: string | null;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="flex items-center gap-1.5 text-muted-foreground">
        {icon}
        <span className="sr-only sm:not-sr-only">{label}:</span>
      </dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/** Spec §2 club page header: logo, name, league, stadium, location, founded, website, description. */
/** `follow`: the 'Følg' button (issue 24), composed by the route. */
export function ClubHeader({ club, follow }: { club: ClubHeaderData; follow?: ReactNode }) {
  const href = websiteHref(club.website);
  return (
    <header className="mt-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <ClubLogo club={club} size={96} priority />
        <div className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-wider text-primary">{club.league}</p>
          <h1 className="mt-1 text-3xl font-black tracking-tight break-words sm:text-4xl">{club.name}</h1>
          <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {club.stadium ? (
              <Fact icon={<Trophy aria-hidden="true" className="size-4" />} label="Stadion">
                {club.stadium}
              </Fact>
            ) : null}
            {club.location ? (
              <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label="By">
                {club.location}
              </Fact>
            ) : null}
            {club.founded ? (
              <Fact icon={<Calendar aria-hidden="true" className="size-4" />} label="Grundlagt">
                {club.founded}
              </Fact>
            ) : null}
            {href && club.website ? (
              <Fact icon={<Globe aria-hidden="true" className="size-4" />} label="Hjemmeside">
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  {websiteLabel(club.website)}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              </Fact>
            ) : null}
          </dl>
          {follow ? <div className="mt-4">{follow}</div> : null}
        </div>
      </div>
      {club.description ? (
        <p className="mt-5 max-w-3xl leading-relaxed text-foreground/90">{club.description}</p>
      ) : null}
    </header>
  );
}
