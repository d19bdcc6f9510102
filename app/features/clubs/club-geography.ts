/** The country filter of /alle-klubber (spec §2); the countries themselves live in lib/club-countries. */
import {
  CLUB_COUNTRIES,
  type ClubCountry,
  LEAGUES_BY_COUNTRY,
  NATIONAL_TEAM_LEAGUE,
} from "~/lib/club-countries";

/** Spec §2: the filter buttons of /alle-klubber, in this order: Landshold, then the first six countries. */
export const COUNTRY_FILTERS: readonly (typeof NATIONAL_TEAM_LEAGUE | ClubCountry)[] = [
  NATIONAL_TEAM_LEAGUE,
  ...CLUB_COUNTRIES.slice(0, 6),
];

/** "Landshold" or a country. */
export type ClubFilter = typeof NATIONAL_TEAM_LEAGUE | ClubCountry;

export const DEFAULT_CLUB_FILTER: ClubFilter = "Danmark";

/**
 * The filter chosen by `?land=`. Any of the spec's countries is accepted (the buttons show the
 * first six); anything else falls back to the default, compared case-insensitively.
 */
export function parseClubFilter(value: string | null | undefined): ClubFilter {
  const wanted = (value ?? "").trim().toLocaleLowerCase("da-DK");
  if (!wanted) return DEFAULT_CLUB_FILTER;
  if (wanted === NATIONAL_TEAM_LEAGUE.toLocaleLowerCase("da-DK")) return NATIONAL_TEAM_LEAGUE;
  return CLUB_COUNTRIES.find((c) => c.toLocaleLowerCase("da-DK") === wanted) ?? DEFAULT_CLUB_FILTER;
}

/** The leagues shown for a filter, in display order: a country's club leagues, or just Landshold. */
export function leaguesForFilter(filter: ClubFilter): readonly string[] {
  if (filter === NATIONAL_TEAM_LEAGUE) return [NATIONAL_TEAM_LEAGUE];
  return LEAGUES_BY_COUNTRY[filter].filter((l) => l !== NATIONAL_TEAM_LEAGUE);
}
