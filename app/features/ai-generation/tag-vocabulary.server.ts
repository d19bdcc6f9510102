import { asc } from "drizzle-orm";
import { LEAGUES } from "~/lib/leagues";
import type { Queryable } from "~/server/db/client.server";
import { clubs } from "~/server/db/schema";
import { tagMatcher } from "./article-output";

/**
 * What both generators tell the model it may tag, and how its tags are read back: the clubs by
 * name (A–Z), the leagues, and the matcher that turns the model's tags into our club and league slugs.
 */
export async function loadTagVocabulary(db: Queryable) {
  const clubRows = await db
    .select({ slug: clubs.slug, name: clubs.name, shortName: clubs.shortName })
    .from(clubs)
    .orderBy(asc(clubs.name));
  return {
    clubNames: clubRows.map((c) => c.name),
    leagueNames: LEAGUES.map((l) => l.name).join(", "),
    matchTags: tagMatcher({ clubs: clubRows, leagues: LEAGUES }),
  };
}
