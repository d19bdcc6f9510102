/** Spec §2 league keys with names, countries and the /stillinger section they belong to. */
export type LeagueSection = "popular" | "danish" | "europe" | "tournament";

export interface LeagueDefinition {
  key: string;
  name: string;
  country: string;
  section: LeagueSection;
  /** football-data.org competition code, when that source covers the league. */
  externalCode: string | null;
  /** Teams in the whole league (or group): zones count from this, never from the rows shown. */
  teams: number;
  /** The league's own zones by position, top to bottom. */
  zones: readonly ZoneRule[];
}

/**
 * Zones a table row can be in. Labels are Danish; the spec names "Champions League",
 * "Europa League" and "Nedrykning", the rest are this site's words for each competition's rules.
 */
export const ZONE_LABELS = {
  "champions-league": "Champions League",
  "europa-league": "Europa League",
  "conference-league": "Conference League-kvalifikation",
  promotion: "Oprykning",
  "promotion-playoff": "Oprykningsplayoff",
  "promotion-round": "Oprykningsspil",
  "championship-round": "Mesterskabsspil",
  "relegation-round": "Nedrykningsspil",
  "relegation-playoff": "Nedrykningsplayoff",
  relegation: "Nedrykning",
  "round-of-16": "Ottendedelsfinale",
  "knockout-playoff": "Play-off",
  eliminated: "Ude",
  qualified: "Kvalificeret",
  "qualifying-playoff": "Play-off",
} as const;

export type StandingsZone = keyof typeof ZONE_LABELS;

/** Positions `from`..`to` (1-based, inclusive) are in `zone`. */
export interface ZoneRule {
  from: number;
  to: number;
  zone: StandingsZone;
}

export interface LeagueRules {
  teams: number;
  zones: readonly ZoneRule[];
}

/**
 * Spec §2 default for a full domestic table without rules of its own: top 4 Champions League,
 * 5-6 Europa League, last 3 Nedrykning. The top zones win in a short table, so no row gets two.
 */
export function defaultRules(teams: number): LeagueRules {
  const zones: ZoneRule[] = [
    { from: 1, to: Math.min(4, teams), zone: "champions-league" },
    { from: 5, to: Math.min(6, teams), zone: "europa-league" },
    { from: Math.max(7, teams - 2), to: teams, zone: "relegation" },
  ];
  return { teams, zones: zones.filter((z) => z.from <= z.to) };
}

/** A big domestic league: 4 Champions League, 1 Europa League, 1 Conference League qualifying. */
function europeanTop(teams: number, relegated: number): ZoneRule[] {
  return [
    { from: 1, to: 4, zone: "champions-league" },
    { from: 5, to: 5, zone: "europa-league" },
    { from: 6, to: 6, zone: "conference-league" },
    { from: teams - relegated + 1, to: teams, zone: "relegation" },
  ];
}

/** The 36-team league phase of the three UEFA club competitions (from 2024-25). */
const UEFA_LEAGUE_PHASE: LeagueRules = {
  teams: 36,
  zones: [
    { from: 1, to: 8, zone: "round-of-16" },
    { from: 9, to: 24, zone: "knockout-playoff" },
    { from: 25, to: 36, zone: "eliminated" },
  ],
};

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
    teams: 20,
    zones: europeanTop(20, 3),
  },
  {
    key: "la-liga",
    name: "La Liga",
    country: "Spanien",
    section: "popular",
    externalCode: "PD",
    teams: 20,
    zones: europeanTop(20, 3),
  },
  {
    key: "bundesliga",
    name: "Bundesliga",
    country: "Tyskland",
    section: "popular",
    externalCode: "BL1",
    teams: 18,
    // 16th meets the third of the 2. Bundesliga over two legs.
    zones: [...europeanTop(18, 2), { from: 16, to: 16, zone: "relegation-playoff" }],
  },
  {
    key: "serie-a",
    name: "Serie A",
    country: "Italien",
    section: "popular",
    externalCode: "SA",
    teams: 20,
    zones: europeanTop(20, 3),
  },
  {
    key: "championship",
    name: "Championship",
    country: "England",
    section: "popular",
    externalCode: "ELC",
    teams: 24,
    zones: [
      { from: 1, to: 2, zone: "promotion" },
      { from: 3, to: 6, zone: "promotion-playoff" },
      { from: 22, to: 24, zone: "relegation" },
    ],
  },
  {
    key: "3f-superliga",
    name: "3F Superliga",
    country: "Danmark",
    section: "danish",
    externalCode: null,
    teams: 12,
    // After the split the top six play the championship round and the bottom six the
    // relegation round, whose last two go down.
    zones: [
      { from: 1, to: 6, zone: "championship-round" },
      { from: 7, to: 10, zone: "relegation-round" },
      { from: 11, to: 12, zone: "relegation" },
    ],
  },
  {
    key: "betinia-liga",
    name: "Betinia Liga",
    country: "Danmark",
    section: "danish",
    externalCode: null,
    teams: 12,
    // After the split the top two of the promotion round go up and the last two of the
    // relegation round go down.
    zones: [
      { from: 1, to: 2, zone: "promotion" },
      { from: 3, to: 6, zone: "promotion-round" },
      { from: 7, to: 10, zone: "relegation-round" },
      { from: 11, to: 12, zone: "relegation" },
    ],
  },
  {
    key: "champions-league",
    name: "Champions League",
    country: "Europa",
    section: "europe",
    externalCode: "CL",
    ...UEFA_LEAGUE_PHASE,
  },
  {
    key: "europa-league",
    name: "Europa League",
    country: "Europa",
    section: "europe",
    externalCode: null,
    ...UEFA_LEAGUE_PHASE,
  },
  {
    key: "conference-league",
    name: "Conference League",
    country: "Europa",
    section: "europe",
    externalCode: null,
    ...UEFA_LEAGUE_PHASE,
  },
  {
    key: "vm",
    name: "VM",
    country: "Verden",
    section: "tournament",
    externalCode: "WC",
    // A World Cup 2026 qualifying group (UEFA): the winner qualifies, the runner-up plays the play-off.
    teams: 4,
    zones: [
      { from: 1, to: 1, zone: "qualified" },
      { from: 2, to: 2, zone: "qualifying-playoff" },
    ],
  },
  {
    key: "em",
    name: "EM",
    country: "Europa",
    section: "tournament",
    externalCode: "EC",
    // A Euro 2024 qualifying group (the seed's group H has six teams): the top two qualified
    // directly; that campaign's play-off places came from the Nations League, not the group.
    teams: 6,
    zones: [{ from: 1, to: 2, zone: "qualified" }],
  },
];

export const LEAGUE_KEYS = LEAGUES.map((l) => l.key);

export function findLeague(key: string): LeagueDefinition | undefined {
  return LEAGUES.find((l) => l.key === key);
}

/** League names by their tag ('liga:premier-league' → 'Premier League'), for tag labels. */
export const LEAGUE_NAMES: Record<string, string> = Object.fromEntries(
  LEAGUES.map((l) => [`liga:${l.key}`, l.name]),
);

/**
 * The rules a table of `leagueKey` is coloured by. A league without rules of its own gets the
 * spec's default, counted against the rows it has (the last position shown): a full table is assumed.
 */
export function leagueRules(leagueKey: string, positions: readonly number[] = []): LeagueRules {
  const league = findLeague(leagueKey);
  if (league) return { teams: league.teams, zones: league.zones };
  return defaultRules(Math.max(0, positions.length, ...positions));
}

/** The zone of `position` (1-based) under `rules`; none outside the league's team count. */
export function zoneAt(position: number, rules: LeagueRules): StandingsZone | null {
  if (!Number.isInteger(position) || position < 1 || position > rules.teams) return null;
  return rules.zones.find((z) => position >= z.from && position <= z.to)?.zone ?? null;
}
