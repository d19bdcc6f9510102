/**
 * The public addresses that more than one part of the site builds: links, canonical URLs, the page
 * cache's invalidation sets (app/server/page-changes.ts). One home, so a route's address changes in
 * one place.
 */

/** A club's page: `/klubber/{slug}`, encoded (a typed address may hold any character, and the path can become a Location header). */
export function clubPath(slug: string): string {
  return `/klubber/${encodeURIComponent(slug)}`;
}

/** The club slug of an article tag `klub:{slug}`, or null for any other tag. */
export function clubSlugOfTag(tag: string | null | undefined): string | null {
  return tag?.startsWith("klub:") ? tag.slice("klub:".length) || null : null;
}
