import { listArticlesWithAnyTag } from "~/features/articles/public-queries.server";
import { clubNewsTags } from "~/features/clubs/club-details";
import { listFollowedClubs } from "~/features/follows/follows.server";
import { listClubMatches } from "~/features/standings/match-queries.server";
import { findClubTablePosition } from "~/features/standings/standings-queries.server";
import type { Queryable } from "~/server/db/client.server";

/** News per club on /mine-klubber. */
export const MY_CLUBS_NEWS = 4;

/**
 * 'Mine klubber' (issue 24): per followed club its newest news, next and last match and table
 * position. Read for one signed-in reader; never cached for anyone else.
 */
export async function loadMyClubs(db: Queryable, userId: string, now: Date) {
  const followed = await listFollowedClubs(db, userId);
  return Promise.all(
    followed.map(async (club) => {
      const [news, matches, table] = await Promise.all([
        listArticlesWithAnyTag(db, clubNewsTags(club), MY_CLUBS_NEWS),
        listClubMatches(db, club.slug, 1, now),
        findClubTablePosition(db, club.slug),
      ]);
      return { club, news, next: matches.upcoming[0] ?? null, last: matches.finished[0] ?? null, table };
    }),
  );
}

export type MyClubSection = Awaited<ReturnType<typeof loadMyClubs>>[number];

/**
 * The front page's 'Mine klubber' strip, fetched by the browser after load from a private
 * endpoint: per club its name, page and newest headline, small enough to be fetched on every
 * front-page view of a signed-in reader.
 */
export async function loadMyClubsStrip(db: Queryable, userId: string) {
  const followed = await listFollowedClubs(db, userId);
  return Promise.all(
    followed.slice(0, 8).map(async (club) => {
      const [latest] = await listArticlesWithAnyTag(db, clubNewsTags(club), 1);
      return {
        name: club.name,
        href: `/klubber/${club.slug}`,
        headline: latest ? { title: latest.title, href: `/article/${latest.slug}` } : null,
      };
    }),
  );
}
