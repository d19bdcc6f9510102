import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { clubFollows, clubs } from "~/server/db/schema";

/** A reader follows at most this many clubs (each is a section of /mine-klubber). */
export const MAX_FOLLOWED_CLUBS = 30;

export type FollowResult = "followed" | "unfollowed" | "unknown-club" | "too-many";

/**
 * Follows or unfollows a club for a signed-in account. Idempotent: following twice or unfollowing
 * a club not followed changes nothing. The club is named by id or slug (the public pages know both).
 */
export async function setClubFollow(
  db: Queryable,
  userId: string,
  clubIdOrSlug: string,
  follow: boolean,
): Promise<FollowResult> {
  const isId = /^[0-9a-f-]{36}$/.test(clubIdOrSlug);
  const [club] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(isId ? eq(clubs.id, clubIdOrSlug) : eq(clubs.slug, clubIdOrSlug));
  if (!club) return "unknown-club";
  if (!follow) {
    await db.delete(clubFollows).where(and(eq(clubFollows.userId, userId), eq(clubFollows.clubId, club.id)));
    return "unfollowed";
  }
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(clubFollows).where(eq(clubFollows.userId, userId));
    if (n >= MAX_FOLLOWED_CLUBS) {
      const [already] = await tx
        .select({ clubId: clubFollows.clubId })
        .from(clubFollows)
        .where(and(eq(clubFollows.userId, userId), eq(clubFollows.clubId, club.id)));
      if (!already) return "too-many";
    }
    await tx.insert(clubFollows).values({ userId, clubId: club.id }).onConflictDoNothing();
    return "followed";
  });
}

export interface FollowedClub {
  id: string;
  slug: string;
  name: string;
  shortName: string | null;
  league: string;
  logoUrl: string | null;
}

/** The account's followed clubs, by name. */
export function listFollowedClubs(db: Queryable, userId: string): Promise<FollowedClub[]> {
  return db
    .select({
      id: clubs.id,
      slug: clubs.slug,
      name: clubs.name,
      shortName: clubs.shortName,
      league: clubs.league,
      logoUrl: clubs.logoUrl,
    })
    .from(clubFollows)
    .innerJoin(clubs, eq(clubs.id, clubFollows.clubId))
    .where(eq(clubFollows.userId, userId))
    .orderBy(asc(clubs.name))
    .limit(MAX_FOLLOWED_CLUBS);
}

/** Ids of the clubs the account follows (the public pages' 'Følger' state). */
export async function listFollowedClubIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ clubId: clubFollows.clubId })
    .from(clubFollows)
    .where(eq(clubFollows.userId, userId))
    .limit(MAX_FOLLOWED_CLUBS);
  return rows.map((row) => row.clubId);
}

/** Slugs of the clubs the account follows: the public pages' 'Følger' state (their buttons name slugs). */
export async function listFollowedClubSlugs(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: clubs.slug })
    .from(clubFollows)
    .innerJoin(clubs, eq(clubs.id, clubFollows.clubId))
    .where(eq(clubFollows.userId, userId))
    .limit(MAX_FOLLOWED_CLUBS);
  return rows.map((row) => row.slug);
}

export interface FollowedClubCount {
  slug: string;
  name: string;
  followers: number;
}

/**
 * The most followed clubs and how many follow each, for the staff's analytics: counts only, never
 * who (issue 24). Read from `clubs.follower_count`, which a trigger on club_follows keeps (migration
 * 0015): counting a million follows took 360 ms; this reads the club rows, a few hundred.
 */
export function mostFollowedClubs(db: Queryable, limit = 10): Promise<FollowedClubCount[]> {
  return db
    .select({ slug: clubs.slug, name: clubs.name, followers: clubs.followerCount })
    .from(clubs)
    .where(gt(clubs.followerCount, 0))
    .orderBy(desc(clubs.followerCount), asc(clubs.name))
    .limit(limit);
}
