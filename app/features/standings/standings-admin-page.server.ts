/** The data of /admin/stillinger: one league's table and season list, and the filtered match list. */
import { SEASON_PATTERN } from "~/lib/leagues";
import type { Queryable } from "~/server/db/client.server";
import { listAdminMatches, MATCH_LIST_LIMIT } from "./match-admin.server";
import {
  listClubOptions,
  listLeagueOptions,
  listLeagueSeasons,
  loadStandingsTable,
} from "./standings-admin.server";
import { ALL_MATCHES } from "./standings-admin-page-constants";

/** Reads `?liga=`, `?saeson=`, `?kampliga=` and `?klub=`; an unknown league or season adds a notice. */
export async function loadStandingsAdminPage(db: Queryable, params: URLSearchParams) {
  const [leagueOptions, clubOptions] = await Promise.all([listLeagueOptions(db), listClubOptions(db)]);
  const requested = params.get("liga");
  const league = leagueOptions.find((l) => l.key === requested) ?? leagueOptions[0];
  if (!league) {
    const empty: {
      league: null;
      leagues: typeof leagueOptions;
      clubs: typeof clubOptions;
      notices: string[];
    } = { league: null, leagues: [], clubs: [], notices: ["Der er ingen ligaer endnu."] };
    return empty;
  }
  const notices: string[] = [];
  if (requested && requested !== league.key)
    notices.push(`Ligaen "${requested}" findes ikke. Viser ${league.name}.`);
  const requestedSeason = params.get("saeson")?.trim();
  let season = league.season;
  if (requestedSeason && SEASON_PATTERN.test(requestedSeason)) season = requestedSeason;
  else if (requestedSeason)
    notices.push(`Sæson skal skrives som 2024-25 eller 2026. Viser ${league.season}.`);

  const matchLeague = params.get("kampliga") ?? league.key;
  const matchClub = params.get("klub") ?? "";
  const [table, seasons, matches] = await Promise.all([
    loadStandingsTable(db, league.key, season),
    listLeagueSeasons(db, league.key, league.season),
    listAdminMatches(db, {
      leagueKey: matchLeague === ALL_MATCHES ? null : matchLeague,
      clubSlug: matchClub || null,
    }),
  ]);
  return {
    league,
    season,
    seasons: seasons.includes(season) ? seasons : [season, ...seasons],
    table,
    leagues: leagueOptions,
    clubs: clubOptions,
    matches,
    matchFilter: { league: matchLeague, club: matchClub },
    matchLimit: MATCH_LIST_LIMIT,
    notices,
  };
}
