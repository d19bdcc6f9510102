/**
 * Spec §9: the countries a club can belong to and the leagues of each. One list, read by the club
 * admin, the public club directory and the sample data.
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
