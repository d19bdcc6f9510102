import { copenhagenParts, fromCopenhagen } from "~/lib/copenhagen-time";
import type { SeedMatch } from "./seed-types";

/** The kick-off: `daysFromNow` Copenhagen days from the seed's day, at `time` on its clock. */
export function seedKickoff(match: SeedMatch, now: Date): Date {
  const today = copenhagenParts(now);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + match.daysFromNow));
  const [hour, minute] = match.time.split(":").map(Number);
  return fromCopenhagen(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute);
}

/**
 * A sample match as stored when the seed runs at `now`. Today's fixtures whose kick-off has passed
 * are today's results (finished, with their score); later ones are upcoming.
 */
export function placeSeedMatch(match: SeedMatch, now: Date) {
  const kickoffAt = seedKickoff(match, now);
  const played = match.scoreIfPlayed && kickoffAt <= now ? match.scoreIfPlayed : null;
  return {
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    homeClubSlug: match.homeClubSlug,
    awayClubSlug: match.awayClubSlug,
    kickoffAt,
    competition: match.competition,
    leagueKey: match.leagueKey,
    status: played ? "finished" : match.status,
    homeScore: played ? played[0] : match.homeScore,
    awayScore: played ? played[1] : match.awayScore,
  };
}
