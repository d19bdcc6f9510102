/**
 * Spec §9 countries and their leagues, and the country filter of /alle-klubber (spec §2).
 * Copied from the seed's list so that the public site never imports seed code.
 */
export const CLUB_COUNTRIES = [
  "Danmark",
  "England",
  "Tyskland",
  "Italien",
  "Frankrig",
  "Spanien",
  "Norge",
  "Sverige",
  "Finland",
  "Island",
  "Brasilien",
  "Argentina",
] as const;
export type ClubCountry = (typeof CLUB_COUNTRIES)[number];

/** The league every national team belongs to. */
export const NATIONAL_TEAM_LEAGUE = "Landshold";

/** Spec §9: the leagues each country's clubs can belong to, in display order. */
export const LEAGUES_BY_COUNTRY: Record<ClubCountry, readonly string[]> = {
  Danmark: ["3F Superliga", "Betinia Liga", NATIONAL_TEAM_LEAGUE],
  England: ["Premier League", "Championship", NATIONAL_TEAM_LEAGUE],
  Tyskland: ["Bundesliga", "2. Bundesliga", NATIONAL_TEAM_LEAGUE],
  Italien: ["Serie A", "Serie B", NATIONAL_TEAM_LEAGUE],
  Frankrig: ["Ligue 1", "Ligue 2", NATIONAL_TEAM_LEAGUE],
  Spanien: ["La Liga", "Segunda División", NATIONAL_TEAM_LEAGUE],
  Norge: ["Eliteserien", NATIONAL_TEAM_LEAGUE],
  Sverige: ["Allsvenskan", NATIONAL_TEAM_LEAGUE],
  Finland: ["Veikkausliiga", NATIONAL_TEAM_LEAGUE],
  Island: ["Úrvalsdeild", NATIONAL_TEAM_LEAGUE],
  Brasilien: ["Série A", NATIONAL_TEAM_LEAGUE],
  Argentina: ["Primera División", NATIONAL_TEAM_LEAGUE],
};

/** Spec §2: the filter buttons of /alle-klubber, in this order. */
export const COUNTRY_FILTERS = [
  NATIONAL_TEAM_LEAGUE,
  "Danmark",
  "England",
  "Tyskland",
  "Italien",
  "Frankrig",
  "Spanien",
] as const;

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
