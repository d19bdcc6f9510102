/** Spec §2 league keys with names, countries and the /stillinger section they belong to. */
export type LeagueSection = "popular" | "danish" | "europe" | "tournament";

export interface LeagueDefinition {
  key: string;
  name: string;
  country: string;
  section: LeagueSection;
  /** football-data.org competition code, when that source covers the league. */
  externalCode: string | null;
}

export const CURRENT_SEASON = "2024-25";

/** A season as the admin types it: "2024" or "2024-25". */
export const SEASON_PATTERN = /^\d{4}(-\d{2})?$/;

export const LEAGUES: readonly LeagueDefinition[] = [
  {
    key: "premier-league",
    name: "Premier League",
    country: "England",
    section: "popular",
    externalCode: "PL",
  },
  { key: "la-liga", name: "La Liga", country: "Spanien", section: "popular", externalCode: "PD" },
  { key: "bundesliga", name: "Bundesliga", country: "Tyskland", section: "popular", externalCode: "BL1" },
  { key: "serie-a", name: "Serie A", country: "Italien", section: "popular", externalCode: "SA" },
  { key: "championship", name: "Championship", country: "England", section: "popular", externalCode: "ELC" },
  { key: "3f-superliga", name: "3F Superliga", country: "Danmark", section: "danish", externalCode: null },
  { key: "betinia-liga", name: "Betinia Liga", country: "Danmark", section: "danish", externalCode: null },
  {
    key: "champions-league",
    name: "Champions League",
    country: "Europa",
    section: "europe",
    externalCode: "CL",
  },
  { key: "europa-league", name: "Europa League", country: "Europa", section: "europe", externalCode: null },
  {
    key: "conference-league",
    name: "Conference League",
    country: "Europa",
    section: "europe",
    externalCode: null,
  },
  { key: "vm", name: "VM", country: "Verden", section: "tournament", externalCode: "WC" },
  { key: "em", name: "EM", country: "Europa", section: "tournament", externalCode: "EC" },
];

export const LEAGUE_KEYS = LEAGUES.map((l) => l.key);

export function findLeague(key: string): LeagueDefinition | undefined {
  return LEAGUES.find((l) => l.key === key);
}

/** League names by their tag ('liga:premier-league' → 'Premier League'), for tag labels. */
export const LEAGUE_NAMES: Record<string, string> = Object.fromEntries(
  LEAGUES.map((l) => [`liga:${l.key}`, l.name]),
);
