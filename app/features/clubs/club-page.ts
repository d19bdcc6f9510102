import { NATIONAL_TEAM_LEAGUE } from "~/lib/club-countries";
import { clubPath } from "~/lib/public-paths";
import { pageMeta, type SiteInfo } from "~/lib/seo";
import { clubLogoSrc } from "./club-details";
import { clubBreadcrumbJsonLd, clubSportsTeamJsonLd } from "./club-json-ld";
import type { ClubLink } from "./club-tabs";

/** A club address as the club editor makes it (a-z, 0-9, hyphens; at most 100), in any case. */
const CLUB_SLUG = /^[A-Za-z0-9-]{1,100}$/;

/** Anything but a-z, 0-9 and hyphens is no club (and must never reach a Location header). */
export function isClubSlug(value: string): boolean {
  return CLUB_SLUG.test(value);
}

/**
 * The club page's 'Links': its league's standings when the league has a table (the route resolves
 * it; standings is another feature), then all clubs of its country, or all national teams.
 */
export function clubLinks(
  club: { league: string; country: string },
  standings: { href: string; leagueName: string } | null,
): ClubLink[] {
  const links: ClubLink[] = [];
  if (standings) links.push({ to: standings.href, label: `Stillingen i ${standings.leagueName}` });
  links.push(
    club.league === NATIONAL_TEAM_LEAGUE
      ? { to: `/alle-klubber?land=${NATIONAL_TEAM_LEAGUE}`, label: "Alle landshold" }
      : {
          to: `/alle-klubber?land=${encodeURIComponent(club.country)}`,
          label: `Alle klubber i ${club.country}`,
        },
  );
  return links;
}

/** At most `max` characters, cut at a word, with an ellipsis. */
export function shorten(text: string, max = 160): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

type MetaClub = Parameters<typeof clubSportsTeamJsonLd>[1] & { league: string };

/** The club page's head: description (its own, or a made one), logo, SportsTeam and breadcrumb. */
export function clubMeta(site: SiteInfo, club: MetaClub) {
  return pageMeta({
    site,
    title: club.name,
    description: shorten(
      club.description ?? `Nyheder, kampe og fakta om ${club.name} (${club.league}, ${club.country}).`,
    ),
    path: clubPath(club.slug),
    image: clubLogoSrc(club),
    type: "profile",
    jsonLd: [clubSportsTeamJsonLd(site, club), clubBreadcrumbJsonLd(site, club)],
  });
}

/** An unknown club: not indexed. */
export function clubNotFoundMeta(site: SiteInfo) {
  return [{ title: `Klub ikke fundet | ${site.siteName}` }, { name: "robots", content: "noindex" }];
}
