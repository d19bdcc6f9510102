/**
 * The public addresses that more than one part of the site builds: links, canonical URLs, the page
 * cache's invalidation sets (app/server/page-changes.ts). One home, so a route's address changes in
 * one place.
 */

/** A club's page: `/klubber/{slug}`, encoded (a typed address may hold any character, and the path can become a Location header). */
export function clubPath(slug: string): string {
  return `/klubber/${encodeURIComponent(slug)}`;
}

/** An article's page: `/article/{slug}` (its id works too), encoded like the club path. */
export function articlePath(slugOrId: string): string {
  return `/article/${encodeURIComponent(slugOrId)}`;
}

/**
 * Issue 26: the query parameter of a draft's shared preview link (`/article/{slug}?forhaandsvisning=…`).
 * Such a request is private: never answered from or stored in the shared page cache.
 */
export const PREVIEW_LINK_PARAM = "forhaandsvisning";

export function hasPreviewLinkParam(search: string): boolean {
  return search.includes(PREVIEW_LINK_PARAM) && new URLSearchParams(search).has(PREVIEW_LINK_PARAM);
}

/**
 * Issue 24: the newsletter pages behind a mailed link (`/nyhedsbrev/bekraeft`, `/afmeld`,
 * `/indstillinger`, and their `.data` twins). Their address carries a reader's signed token, so
 * they are private: never in the shared page cache (whose key drops unknown query parameters),
 * `private, no-store`, no ad network. The sign-up page `/nyhedsbrev` itself is a public page.
 */
export function isNewsletterTokenPath(pathname: string): boolean {
  return pathname.startsWith("/nyhedsbrev/");
}

/**
 * Paths that are never shared by the page cache, always `private, no-store`, never show ads: the
 * back office and sign-in, APIs, dev tools, the reader's account (ADR 0025) and 'Mine klubber',
 * and the newsletter pages behind a mailed link. One list for the request classification
 * (server/request-classification.ts) and the ad rule (server/security-headers.ts).
 */
const PRIVATE_PATH_PREFIXES = ["/admin", "/auth", "/api/", "/dev/", "/mine-klubber", "/konto"];

export function isPrivatePath(pathname: string): boolean {
  return (
    PRIVATE_PATH_PREFIXES.some((p) => pathname === p.replace(/\/$/, "") || pathname.startsWith(p)) ||
    isNewsletterTokenPath(pathname)
  );
}

/** The club slug of an article tag `klub:{slug}`, or null for any other tag. */
export function clubSlugOfTag(tag: string | null | undefined): string | null {
  return tag?.startsWith("klub:") ? tag.slice("klub:".length) || null : null;
}
