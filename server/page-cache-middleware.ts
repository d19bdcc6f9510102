import type { MiddlewareHandler } from "hono";
import type { Env } from "~/server/env.server";
import {
  type CachedPage,
  cacheGeneration,
  getCachedPage,
  preparePage,
  storeCachedPage,
} from "~/server/page-cache.server";

/** Public pages may be cached by browsers briefly and by shared caches (CDN) a little longer. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const PRIVATE_PREFIXES = ["/admin", "/auth", "/api/", "/dev/"];
const CACHEABLE_TYPES =
  /^(text\/html|text\/x-script|application\/(rss\+)?xml|text\/xml|text\/plain|application\/json)/;

/** A signed-in reader's requests are never cached or served from the cache. */
// React Router's hints for the hydration modules: `<link rel="modulepreload" href="/assets/…">`.
const MODULE_PRELOAD = /<link rel="modulepreload" href="\/assets\/[\w.-]+\.js"\/>/g;

/**
 * Public pages drop the modulepreload hints: the ~180 KB of hydration modules then no longer
 * compete with the HTML, CSS and the main image on a slow connection; the browser still finds
 * every module from the inline module script. Measured with Lighthouse (mobile, simulated slow
 * 4G) on /stillinger/premier-league: performance 79 → 98, FCP 3.9 s → 1.5 s.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && /(^|;\s*)[^=]*session_token=/.test(cookieHeader);
}

function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((p) => path === p.replace(/\/$/, "") || path.startsWith(p));
}

function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accept = acceptEncoding ?? "";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

function respond(
  page: CachedPage,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  hit: boolean,
) {
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("Vary", "Accept-Encoding");
  headers.set("X-Cache", hit ? "HIT" : "MISS");
  headers.delete("Content-Length");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(acceptEncoding);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(new Uint8Array(body), { status: page.status, headers });
}

/**
 * Serves anonymous GETs of public pages from the in-process cache and marks them cacheable;
 * everything else (admin, auth, API, signed-in readers) is marked `private, no-store`.
 */
export function pageCache(env: Env): MiddlewareHandler {
  const ttlMs = env.PAGE_CACHE_TTL_SECONDS * 1000;
  return async (c, next) => {
    const url = new URL(c.req.url);
    const cookie = c.req.header("cookie");
    const cacheable =
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      !isPrivatePath(url.pathname) &&
      !hasSessionCookie(cookie);

    if (!cacheable) {
      await next();
      if (isPrivatePath(url.pathname) || hasSessionCookie(cookie)) {
        c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      }
      return;
    }

    const key = url.pathname + url.search;
    const acceptEncoding = c.req.header("accept-encoding");
    const ifNoneMatch = c.req.header("if-none-match");
    if (env.PAGE_CACHE) {
      const cached = getCachedPage(key, ttlMs);
      if (cached) {
        c.res = respond(cached, acceptEncoding, ifNoneMatch, true);
        return;
      }
    }

    const generation = cacheGeneration();
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    const storable =
      (res.status === 200 || res.status === 404) &&
      !res.headers.has("set-cookie") &&
      !res.headers.get("cache-control")?.includes("no-store") &&
      CACHEABLE_TYPES.test(type) &&
      res.body !== null;
    if (!storable) return;
    if (!env.PAGE_CACHE) {
      // Without the cache, skip the double pre-compression: the compress middleware gzips once.
      c.res.headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
      c.res.headers.set("X-Cache", "MISS");
      return;
    }

    let body = Buffer.from(await res.arrayBuffer());
    if (type.startsWith("text/html")) body = Buffer.from(withoutModulePreloads(body.toString("utf8")));
    const headers = [...res.headers.entries()].filter(
      ([name]) => !["content-length", "content-encoding", "etag", "cache-control", "vary"].includes(name),
    );
    const entry = await preparePage({ status: res.status, headers, body });
    storeCachedPage(key, entry, generation);
    c.res = respond(entry, acceptEncoding, ifNoneMatch, false);
  };
}
