import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { NATIONAL_TEAM_LEAGUE } from "~/lib/club-countries";
import type { Queryable } from "~/server/db/client.server";
import { clubs } from "~/server/db/schema";
import type { ClubFilter } from "./club-geography";

/** What a club card needs. */
export const clubCardColumns = {
  id: clubs.id,
  slug: clubs.slug,
  name: clubs.name,
  shortName: clubs.shortName,
  league: clubs.league,
  country: clubs.country,
  location: clubs.location,
  stadium: clubs.stadium,
  logoUrl: clubs.logoUrl,
};

export type ClubCard = Awaited<ReturnType<typeof listClubsForFilter>>[number];

/**
 * Spec §7: the club list ordered by league then name, filtered by country unless Landshold.
 * Landshold shows every national team; a country shows its club leagues (its national team is
 * listed under Landshold).
 */
export function listClubsForFilter(db: Queryable, filter: ClubFilter) {
  const where =
    filter === NATIONAL_TEAM_LEAGUE
      ? eq(clubs.league, NATIONAL_TEAM_LEAGUE)
      : and(eq(clubs.country, filter), ne(clubs.league, NATIONAL_TEAM_LEAGUE));
  return db.select(clubCardColumns).from(clubs).where(where).orderBy(asc(clubs.league), asc(clubs.name));
}

/** Clubs by slug, in the order the slugs are given (missing ones are skipped). */
export async function listClubsBySlugs(db: Queryable, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  const rows = await db
    .select(clubCardColumns)
    .from(clubs)
    .where(inArray(clubs.slug, [...slugs]));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.flatMap((s) => bySlug.get(s) ?? []);
}

/** The clubs of one league, by name. */
export function listClubsInLeague(db: Queryable, league: string) {
  return db.select(clubCardColumns).from(clubs).where(eq(clubs.league, league)).orderBy(asc(clubs.name));
}

/** Spec §7: one club by slug, with everything the club page shows. */
export async function findClubBySlug(db: Queryable, slug: string) {
  const [club] = await db
    .select({
      ...clubCardColumns,
      description: clubs.description,
      website: clubs.website,
      founded: clubs.founded,
      updatedAt: clubs.updatedAt,
    })
    .from(clubs)
    .where(eq(clubs.slug, slug));
  return club;
}

export type ClubDetails = NonNullable<Awaited<ReturnType<typeof findClubBySlug>>>;

/** The fields the generated crest is drawn from. */
export async function findClubCrest(db: Queryable, slug: string) {
  const [club] = await db
    .select({
      name: clubs.name,
      shortName: clubs.shortName,
      primaryColor: clubs.primaryColor,
      secondaryColor: clubs.secondaryColor,
    })
    .from(clubs)
    .where(eq(clubs.slug, slug));
  return club;
}
