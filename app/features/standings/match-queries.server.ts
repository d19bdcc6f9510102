import { and, asc, desc, eq, gte, or } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { matchColumns } from "~/server/db/match-columns";
import { matches } from "~/server/db/schema";

export type ClubMatch = Awaited<ReturnType<typeof listClubMatches>>["upcoming"][number];

/** Issue 22: a club page's results reach back a year (a season); a 2021 derby is history. */
export const RECENT_RESULTS_DAYS = 365;

/**
 * A club's fixtures and results (home or away by slug): upcoming soonest first, then finished
 * latest first (within RECENT_RESULTS_DAYS of `now`), at most `limit` of each.
 */
export async function listClubMatches(db: Queryable, clubSlug: string, limit = 10, now = new Date()) {
  const resultsSince = new Date(now.getTime() - RECENT_RESULTS_DAYS * 86_400_000);
  const involves = or(eq(matches.homeClubSlug, clubSlug), eq(matches.awayClubSlug, clubSlug));
  const [upcoming, finished] = await Promise.all([
    db
      .select(matchColumns)
      .from(matches)
      .where(and(involves, eq(matches.status, "upcoming")))
      .orderBy(asc(matches.kickoffAt))
      .limit(limit),
    db
      .select(matchColumns)
      .from(matches)
      .where(and(involves, eq(matches.status, "finished"), gte(matches.kickoffAt, resultsSince)))
      .orderBy(desc(matches.kickoffAt))
      .limit(limit),
  ]);
  return { upcoming, finished };
}
