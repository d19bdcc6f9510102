/**
 * Sample league tables for season 2024-25 (spec §3 Standings row: 10 rows for
 * premier-league and championship, 5 for the other leagues). Form is the last
 * five results, oldest first.
 */
import type { SeedStandingRow } from "../seed-types";

type Result = SeedStandingRow["form"][number];

/** "WWDLW" → ["W", "W", "D", "L", "W"] (oldest first). */
function parseForm(form: string): Result[] {
  return [...form].map((c) => {
    if (c !== "W" && c !== "D" && c !== "L") throw new Error(`Invalid form letter: ${c}`);
    return c;
  });
}

function row(
  leagueKey: string,
  position: number,
  team: string,
  clubSlug: string | null,
  won: number,
  drawn: number,
  lost: number,
  goalsFor: number,
  goalsAgainst: number,
  form: string,
): SeedStandingRow {
  return {
    leagueKey,
    position,
    team,
    clubSlug,
    played: won + drawn + lost,
    won,
    drawn,
    lost,
    goalsFor,
    goalsAgainst,
    points: won * 3 + drawn,
    form: parseForm(form),
  };
}

export const seedStandings: SeedStandingRow[] = [
  // Premier League 2024-25, final table (top 10).
  row("premier-league", 1, "Liverpool", "liverpool", 25, 9, 4, 86, 41, "WLDLD"),
  row("premier-league", 2, "Arsenal", "arsenal", 20, 14, 4, 69, 34, "DLDWW"),
  row("premier-league", 3, "Manchester City", "manchester-city", 21, 8, 9, 72, 44, "WWDWW"),
  row("premier-league", 4, "Chelsea", "chelsea", 20, 9, 9, 64, 43, "WWLWW"),
  row("premier-league", 5, "Newcastle United", "newcastle-united", 20, 6, 12, 68, 47, "WDWLL"),
  row("premier-league", 6, "Aston Villa", "aston-villa", 19, 9, 10, 58, 51, "WWDWL"),
  row("premier-league", 7, "Nottingham Forest", "nottingham-forest", 19, 8, 11, 58, 46, "LDWDL"),
  row("premier-league", 8, "Brighton & Hove Albion", "brighton", 16, 13, 9, 66, 59, "DDWWW"),
  row("premier-league", 9, "AFC Bournemouth", "afc-bournemouth", 15, 11, 12, 58, 46, "LWLDW"),
  row("premier-league", 10, "Brentford", "brentford", 16, 8, 14, 66, 57, "WDWWL"),

  // Championship 2024-25, final table (top 10). Sheffield United's two-point
  // deduction is not modelled: points here are always 3 per win plus draws.
  row("championship", 1, "Leeds United", "leeds-united", 29, 13, 4, 95, 30, "WWDWW"),
  row("championship", 2, "Burnley", "burnley", 28, 16, 2, 69, 16, "WWWDW"),
  row("championship", 3, "Sheffield United", "sheffield-united", 28, 8, 10, 63, 36, "LWWLW"),
  row("championship", 4, "Sunderland", "sunderland", 21, 13, 12, 58, 44, "LLLLL"),
  row("championship", 5, "Coventry City", "coventry-city", 20, 9, 17, 64, 58, "WLWDL"),
  row("championship", 6, "Bristol City", null, 17, 17, 12, 59, 55, "DWWDL"),
  row("championship", 7, "Blackburn Rovers", null, 19, 8, 19, 53, 48, "WWWLW"),
  row("championship", 8, "Millwall", null, 18, 11, 17, 47, 49, "WDWWL"),
  row("championship", 9, "West Bromwich Albion", "west-bromwich-albion", 15, 19, 12, 57, 47, "DLDWD"),
  row("championship", 10, "Middlesbrough", "middlesbrough", 18, 10, 18, 64, 56, "WLWLL"),

  // 3F Superliga 2024-25 after the championship round (top 5).
  row("3f-superliga", 1, "FC København", "fc-kobenhavn", 19, 8, 5, 64, 34, "WWDWW"),
  row("3f-superliga", 2, "FC Midtjylland", "fc-midtjylland", 18, 8, 6, 62, 37, "WLWWW"),
  row("3f-superliga", 3, "Brøndby IF", "brondby-if", 16, 9, 7, 64, 42, "WDWLW"),
  row("3f-superliga", 4, "AGF", "agf", 15, 11, 6, 59, 37, "DWLWD"),
  row("3f-superliga", 5, "FC Nordsjælland", "fc-nordsjaelland", 14, 7, 11, 58, 53, "LWWDL"),

  // Danish 1st division 2024-25 after the promotion round (top 5).
  row("betinia-liga", 1, "OB", "ob", 22, 6, 4, 72, 30, "WWDWW"),
  row("betinia-liga", 2, "FC Fredericia", "fc-fredericia", 18, 7, 7, 58, 35, "WDWLW"),
  row("betinia-liga", 3, "Kolding IF", "kolding-if", 15, 9, 8, 45, 34, "DWLWD"),
  row("betinia-liga", 4, "Esbjerg fB", "esbjerg-fb", 14, 8, 10, 50, 40, "LWDWL"),
  row("betinia-liga", 5, "Hvidovre IF", "hvidovre-if", 12, 9, 11, 44, 45, "WLLDW"),

  // La Liga 2024-25, final table (top 5).
  row("la-liga", 1, "FC Barcelona", "fc-barcelona", 28, 4, 6, 102, 39, "WWWLW"),
  row("la-liga", 2, "Real Madrid", "real-madrid", 26, 6, 6, 78, 38, "WLWWW"),
  row("la-liga", 3, "Atlético Madrid", "atletico-madrid", 22, 10, 6, 68, 30, "WWLWW"),
  row("la-liga", 4, "Athletic Club", "athletic-club", 19, 13, 6, 54, 29, "DWLDL"),
  row("la-liga", 5, "Villarreal CF", "villarreal-cf", 20, 10, 8, 71, 51, "WWDWW"),

  // Bundesliga 2024-25, final table (top 5).
  row("bundesliga", 1, "Bayern München", "bayern-munchen", 25, 7, 2, 99, 32, "WDWDW"),
  row("bundesliga", 2, "Bayer Leverkusen", "bayer-leverkusen", 19, 12, 3, 72, 43, "DWDWL"),
  row("bundesliga", 3, "Eintracht Frankfurt", "eintracht-frankfurt", 17, 9, 8, 68, 46, "WDLWW"),
  row("bundesliga", 4, "Borussia Dortmund", "borussia-dortmund", 17, 6, 11, 71, 51, "WWWWW"),
  row("bundesliga", 5, "SC Freiburg", "sc-freiburg", 16, 7, 11, 49, 53, "WWLDL"),

  // Serie A 2024-25, final table (top 5).
  row("serie-a", 1, "Napoli", "napoli", 24, 10, 4, 59, 27, "WDWDW"),
  row("serie-a", 2, "Inter", "inter", 24, 9, 5, 79, 35, "WLWWW"),
  row("serie-a", 3, "Atalanta", "atalanta", 22, 8, 8, 78, 37, "WWLDL"),
  row("serie-a", 4, "Juventus", "juventus", 18, 16, 4, 58, 35, "WDWWW"),
  row("serie-a", 5, "AS Roma", "as-roma", 20, 9, 9, 56, 35, "WWWDW"),

  // Champions League 2024-25, league phase (top 5 of 36).
  row("champions-league", 1, "Liverpool", "liverpool", 7, 0, 1, 17, 5, "WWWWL"),
  row("champions-league", 2, "FC Barcelona", "fc-barcelona", 6, 1, 1, 28, 13, "WWWWD"),
  row("champions-league", 3, "Arsenal", "arsenal", 6, 1, 1, 16, 3, "LWWWW"),
  row("champions-league", 4, "Inter", "inter", 6, 1, 1, 11, 1, "WWLWW"),
  row("champions-league", 5, "Atlético Madrid", "atletico-madrid", 6, 0, 2, 20, 12, "WWWWW"),

  // Europa League 2024-25, league phase (top 5 of 36).
  row("europa-league", 1, "Lazio", "lazio", 6, 1, 1, 17, 5, "WWWLD"),
  row("europa-league", 2, "Athletic Club", "athletic-club", 6, 1, 1, 15, 7, "WWDWW"),
  row("europa-league", 3, "Manchester United", "manchester-united", 5, 3, 0, 16, 9, "WWWWW"),
  row("europa-league", 4, "Tottenham Hotspur", "tottenham-hotspur", 5, 2, 1, 17, 9, "WLDDW"),
  row("europa-league", 5, "Eintracht Frankfurt", "eintracht-frankfurt", 5, 1, 2, 14, 10, "WWLDL"),

  // Conference League 2024-25, league phase (top 5 of 36).
  row("conference-league", 1, "Chelsea", "chelsea", 6, 0, 0, 26, 5, "WWWWW"),
  row("conference-league", 2, "Vitória SC", null, 4, 2, 0, 13, 6, "WDWDW"),
  row("conference-league", 3, "Fiorentina", "fiorentina", 4, 1, 1, 18, 7, "WWWLD"),
  row("conference-league", 4, "Rapid Wien", null, 4, 1, 1, 11, 5, "WWDLW"),
  row("conference-league", 5, "Djurgårdens IF", "djurgaardens-if", 4, 1, 1, 11, 7, "WLWDW"),

  // VM 2026-kvalifikation, gruppe C (a four-team group, so four rows).
  row("vm", 1, "Skotland", null, 4, 1, 1, 13, 7, "WWWLW"),
  row("vm", 2, "Danmark", "danmark-landshold", 3, 2, 1, 16, 7, "WWWDL"),
  row("vm", 3, "Grækenland", null, 2, 1, 3, 10, 12, "LLLWD"),
  row("vm", 4, "Hviderusland", null, 0, 2, 4, 4, 17, "LLLDD"),

  // EM 2024-kvalifikation, gruppe H (top 5 of 6).
  row("em", 1, "Danmark", "danmark-landshold", 7, 1, 2, 19, 10, "WWWWL"),
  row("em", 2, "Slovenien", null, 7, 1, 2, 20, 9, "WWWLW"),
  row("em", 3, "Finland", "finland-landshold", 6, 0, 4, 18, 10, "WWLLW"),
  row("em", 4, "Kasakhstan", null, 6, 0, 4, 16, 12, "WLWLL"),
  row("em", 5, "Nordirland", null, 3, 0, 7, 9, 13, "LLLWW"),
];
