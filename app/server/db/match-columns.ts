import { matches } from "./schema";

/**
 * What every match list shows (issue 23: one home for the match columns): teams and their club
 * pages, kick-off, competition, status and score. The match centre and the admin's list add what only
 * they need (the club page needs no more).
 */
export const matchColumns = {
  id: matches.id,
  homeTeam: matches.homeTeam,
  awayTeam: matches.awayTeam,
  homeClubSlug: matches.homeClubSlug,
  awayClubSlug: matches.awayClubSlug,
  kickoffAt: matches.kickoffAt,
  competition: matches.competition,
  status: matches.status,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
};
