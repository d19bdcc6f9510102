/**
 * Sample fixtures and results shown on club pages. Dates are relative to the
 * moment the seed runs (negative daysFromNow = already played). Times are
 * Copenhagen time.
 */
import type { SeedMatch } from "../seed-types";

interface Team {
  name: string;
  slug: string | null;
}

const t = (name: string, slug: string | null = null): Team => ({ name, slug });

/** Standings league key per competition; null for cups and friendlies. */
const LEAGUE_KEYS: Record<string, string | null> = {
  "3F Superliga": "3f-superliga",
  "Premier League": "premier-league",
  "La Liga": "la-liga",
  Bundesliga: "bundesliga",
  "Serie A": "serie-a",
  "Champions League": "champions-league",
  "Europa League": "europa-league",
  "VM-kvalifikation": "vm",
  "DBU Pokalen": null,
  Landskamp: null,
};

function match(
  daysFromNow: number,
  time: string,
  competition: string,
  home: Team,
  away: Team,
  score: [number, number] | null,
): SeedMatch {
  return {
    homeTeam: home.name,
    awayTeam: away.name,
    homeClubSlug: home.slug,
    awayClubSlug: away.slug,
    daysFromNow,
    time,
    competition,
    leagueKey: LEAGUE_KEYS[competition] ?? null,
    status: score ? "finished" : "upcoming",
    homeScore: score ? score[0] : null,
    awayScore: score ? score[1] : null,
  };
}

// Danish clubs
const FCK = t("FC København", "fc-kobenhavn");
const FCM = t("FC Midtjylland", "fc-midtjylland");
const BIF = t("Brøndby IF", "brondby-if");
const AGF = t("AGF", "agf");
const FCN = t("FC Nordsjælland", "fc-nordsjaelland");
const RFC = t("Randers FC", "randers-fc");
const SIF = t("Silkeborg IF", "silkeborg-if");
const VFF = t("Viborg FF", "viborg-ff");
const SJF = t("Sønderjyske", "sonderjyske");
const VB = t("Vejle Boldklub", "vejle-boldklub");
const OB = t("OB", "ob");
const FCF = t("FC Fredericia", "fc-fredericia");
const AAB = t("AaB", "aalborg-bk");
// Foreign clubs
const LIV = t("Liverpool", "liverpool");
const ARS = t("Arsenal", "arsenal");
const MCI = t("Manchester City", "manchester-city");
const MUN = t("Manchester United", "manchester-united");
const CHE = t("Chelsea", "chelsea");
const TOT = t("Tottenham Hotspur", "tottenham-hotspur");
const NEW = t("Newcastle United", "newcastle-united");
const AVL = t("Aston Villa", "aston-villa");
const BRE = t("Brentford", "brentford");
const BHA = t("Brighton & Hove Albion", "brighton");
const NFO = t("Nottingham Forest", "nottingham-forest");
const RMA = t("Real Madrid", "real-madrid");
const BAR = t("FC Barcelona", "fc-barcelona");
const ATM = t("Atlético Madrid", "atletico-madrid");
const SEV = t("Sevilla FC", "sevilla-fc");
const FCB = t("Bayern München", "bayern-munchen");
const BVB = t("Borussia Dortmund", "borussia-dortmund");
const INT = t("Inter", "inter");
const JUV = t("Juventus", "juventus");
const NAP = t("Napoli", "napoli");
// National teams
const DEN = t("Danmark", "danmark-landshold");
const ENG = t("England", "england-landshold");
const SWE = t("Sverige", "sverige-landshold");
const GRE = t("Grækenland");
const BLR = t("Hviderusland");

/**
 * Today's fixtures for the front page's match centre: whatever the seed's time of day, the day
 * has matches. One whose kick-off has passed when the seed runs is stored as finished with
 * `score`; the others are upcoming.
 */
function today(
  time: string,
  competition: string,
  home: Team,
  away: Team,
  score: [number, number],
): SeedMatch {
  return { ...match(0, time, competition, home, away, null), scoreIfPlayed: score };
}

const SL = "3F Superliga";
const PL = "Premier League";
const CL = "Champions League";

export const seedMatches: SeedMatch[] = [
  // ---------------------------------------------------------------- Played
  match(-14, "16:00", SL, BIF, FCN, [2, 0]),
  match(-13, "18:00", SL, AGF, FCK, [1, 0]),
  match(-13, "14:00", SL, SIF, FCM, [1, 2]),
  match(-7, "16:00", SL, FCM, AGF, [3, 1]),
  match(-7, "14:00", SL, FCN, RFC, [2, 2]),
  match(-6, "18:00", SL, FCK, BIF, [2, 1]),
  match(-6, "14:00", SL, VFF, OB, [0, 2]),
  match(-3, "19:00", "DBU Pokalen", FCK, VB, [3, 0]),
  match(-3, "18:00", "DBU Pokalen", AAB, AGF, [1, 2]),
  match(-8, "18:30", PL, LIV, AVL, [3, 1]),
  match(-8, "16:00", PL, ARS, TOT, [2, 0]),
  match(-8, "13:30", PL, MUN, CHE, [1, 1]),
  match(-1, "17:30", PL, CHE, ARS, [1, 2]),
  match(-1, "15:00", PL, NEW, LIV, [2, 2]),
  match(-10, "21:00", "La Liga", ATM, RMA, [1, 3]),
  match(-4, "21:00", CL, RMA, JUV, [2, 1]),
  match(-4, "21:00", CL, FCB, ARS, [1, 1]),
  match(-2, "18:30", "Bundesliga", FCB, BVB, [3, 1]),
  match(-2, "20:45", "Serie A", INT, JUV, [2, 0]),
  match(-2, "21:00", "La Liga", BAR, SEV, [4, 1]),
  match(-40, "20:45", "VM-kvalifikation", DEN, BLR, [6, 0]),
  match(-37, "20:45", "VM-kvalifikation", DEN, GRE, [3, 1]),

  match(-1, "19:00", SL, SJF, AAB, [1, 1]),

  // ---------------------------------------------------------------- Today (match centre)
  today("13:00", SL, VB, SIF, [0, 1]),
  today("15:00", SL, OB, FCF, [2, 0]),
  today("17:00", SL, AGF, RFC, [3, 2]),
  today("18:30", PL, MCI, TOT, [2, 1]),
  today("20:00", SL, FCK, FCM, [1, 1]),
  today("21:00", "La Liga", ATM, SEV, [2, 0]),

  // ---------------------------------------------------------------- Upcoming
  match(1, "18:00", SL, BIF, VFF, null),
  match(1, "19:00", SL, FCN, SJF, null),
  match(1, "21:00", "Serie A", NAP, JUV, null),
  match(2, "16:00", PL, AVL, NEW, null),
  match(2, "20:30", "Bundesliga", BVB, FCB, null),
  match(3, "18:00", SL, AAB, FCM, null),
  match(3, "20:45", "DBU Pokalen", BIF, OB, null),
  match(4, "18:00", SL, FCM, FCK, null),
  match(4, "14:00", SL, FCN, VFF, null),
  match(5, "16:00", SL, BIF, AGF, null),
  match(11, "18:00", SL, RFC, FCK, null),
  match(11, "16:00", SL, AGF, SJF, null),
  match(11, "14:00", SL, FCF, FCM, null),
  match(12, "14:00", SL, VB, BIF, null),
  match(12, "16:00", SL, OB, FCN, null),
  match(8, "21:00", CL, FCK, NAP, null),
  match(9, "21:00", "Europa League", FCM, NFO, null),
  match(9, "21:00", CL, LIV, INT, null),
  match(9, "21:00", CL, RMA, MCI, null),
  match(6, "17:30", PL, LIV, MUN, null),
  match(6, "18:30", PL, ARS, MCI, null),
  match(13, "16:00", PL, BRE, LIV, null),
  match(13, "16:00", PL, ARS, BHA, null),
  match(5, "21:00", "La Liga", RMA, BAR, null),
  match(25, "20:45", "Landskamp", DEN, SWE, null),
  match(28, "20:45", "Landskamp", ENG, DEN, null),
];
