/**
 * Which requests count as a page view (pure, so it can be unit-tested).
 * Counted: GET requests for the public site's pages by people (signed in or not). Not counted:
 * the back office, auth, the reader's account, APIs, dev tools, stored files and build assets, feeds, sitemaps, robots,
 * key files and other files with an extension, bots, and browser prefetch/prerender requests.
 */

const EXCLUDED_PREFIXES = [
  "/admin",
  "/auth",
  // A reader's own account pages (ADR 0025) are not the public site.
  "/konto",
  "/api",
  "/dev",
  "/storage",
  "/assets",
  "/logos",
  "/sitemaps",
];

/** React Router's client-side navigations fetch `{path}.data` (and `/_root.data` for `/`). */
const DATA_SUFFIX = ".data";

function hasPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The page path a request stands for, or null when it is not a public page. */
export function pagePathOf(pathname: string): { path: string; dataRequest: boolean } | null {
  let path = pathname;
  let dataRequest = false;
  if (path.endsWith(DATA_SUFFIX)) {
    dataRequest = true;
    path = path.slice(0, -DATA_SUFFIX.length);
    if (path === "/_root" || path === "") path = "/";
  }
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  if (!path.startsWith("/") || path.length > 300) return null;
  if (EXCLUDED_PREFIXES.some((prefix) => hasPrefix(path, prefix))) return null;
  // Feeds, sitemaps, robots.txt, the IndexNow key file, favicons, images …: never pages.
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  if (lastSegment.includes(".")) return null;
  return { path, dataRequest };
}

/** Chromium sends `Sec-Purpose: prefetch` (and `Purpose: prefetch`); Firefox `X-Moz: prefetch`. */
export function isPrefetch(header: (name: string) => string | undefined): boolean {
  const values = [header("sec-purpose"), header("purpose"), header("x-purpose"), header("x-moz")];
  return values.some((v) => v !== undefined && /prefetch|prerender|preview/i.test(v));
}

/** Only successful HTML documents (200, or 304 when the browser revalidates its copy) count. */
export function isCountedResponse(status: number, contentType: string | null, dataRequest: boolean): boolean {
  if (status !== 200 && status !== 304) return false;
  const type = (contentType ?? "").toLowerCase();
  return dataRequest ? type.startsWith("text/x-script") : type.startsWith("text/html");
}

/**
 * A client-side navigation is a new page view only when the reader comes from another page:
 * React Router also refetches the current page's data after a form is sent (same path: no view).
 */
export function isNavigationFromAnotherPage(
  referer: string | undefined,
  ownHosts: readonly string[],
  path: string,
): boolean {
  if (!referer) return true;
  try {
    const url = new URL(referer);
    if (!ownHosts.includes(url.host)) return true;
    const refPath = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    return refPath !== path;
  } catch {
    return true;
  }
}
