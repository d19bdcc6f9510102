import type { Context, MiddlewareHandler } from "hono";
import { pagePathOf } from "~/lib/canonical-url";
import type { Env } from "~/server/env.server";
import {
  type CachedPage,
  joinRender,
  lookupPage,
  preparePage,
  type RenderOutcome,
  renderOnce,
} from "~/server/page-cache.server";
import { keepsOwnCacheControl } from "./api-cache-control";
import {
  type ClassificationVariables,
  mayAnswerFromCache,
  type RequestClassification,
} from "./request-classification";

/** Public pages may be cached by browsers briefly and by shared caches (CDN) a little longer. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const CACHEABLE_TYPES =
  /^(text\/html|text\/x-script|application\/(rss\+)?xml|text\/xml|text\/plain|application\/json)/;

type CacheEnv = { Variables: ClassificationVariables & { requestId?: string } };

/** The request's classification (server/request-classification.ts, mounted ahead of the cache). */
function classificationOf(c: Context<CacheEnv>): RequestClassification {
  const cls = c.get("classification");
  if (!cls) throw new Error("classifyRequests() must be mounted before the page cache");
  return cls;
}

export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accept = acceptEncoding ?? "";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

type CacheState = "HIT" | "MISS" | "STALE";

function respond(
  page: CachedPage,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  state: CacheState,
) {
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("Vary", "Accept-Encoding");
  headers.set("X-Cache", state);
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

/** Renders one request through the whole app, detached from any reader's connection. */
export type RenderRequest = (request: Request) => Promise<Response>;

interface Rendered extends RenderOutcome {
  /** Not cacheable but the same for every anonymous reader (a redirect, a 500): shared by the waiters. */
  shared?: { status: number; headers: [string, string][]; body: Buffer };
  /** Not shareable (it sets a cookie): only the reader who started the render gets it. */
  response?: Response;
}

/**
 * Stale pages are refreshed at most this many at a time: after a publish marks every page stale,
 * the pages readers wait for (the ones it dropped) and the editor's own requests get the
 * database first. A stale page not refreshed now is refreshed by a later reader.
 */
const MAX_BACKGROUND_RENDERS = 2;
let backgroundRenders = 0;

/** The page cache's own renders: they pass this middleware straight to React Router. */
const ownRenders = new WeakSet<Request>();

function isStorable(res: Response): boolean {
  const type = res.headers.get("content-type") ?? "";
  return (
    (res.status === 200 || res.status === 404) &&
    !res.headers.has("set-cookie") &&
    !res.headers.get("cache-control")?.includes("no-store") &&
    CACHEABLE_TYPES.test(type) &&
    res.body !== null
  );
}

const STORED_HEADERS_SKIP = [
  "content-length",
  "content-encoding",
  "etag",
  "cache-control",
  "vary",
  "x-request-id",
];

/** Renders `url` detached from the reader, under the request id of the reader who caused it (for the logs). */
async function renderPage(
  render: RenderRequest,
  url: string,
  requestId: string | undefined,
): Promise<Rendered> {
  const request = new Request(url, {
    method: "GET",
    headers: requestId ? { "x-request-id": requestId } : {},
  });
  ownRenders.add(request);
  const res = await render(request);
  if (res.headers.has("set-cookie")) return { page: null, failed: res.status >= 500, response: res };
  const failed = res.status >= 500;
  if (failed || !isStorable(res)) {
    const body = Buffer.from(await res.arrayBuffer());
    return { page: null, failed, shared: { status: res.status, headers: [...res.headers.entries()], body } };
  }
  const body = Buffer.from(await res.arrayBuffer());
  const headers = [...res.headers.entries()].filter(([name]) => !STORED_HEADERS_SKIP.includes(name));
  return { page: await preparePage({ status: res.status, headers, body }), failed: false };
}

/**
 * Serves anonymous and signed-in readers' GETs of public pages from the in-process cache and marks
 * them cacheable; everything else (admin, auth, API, staff) is marked `private, no-store`.
 * The key and the rendered address are canonical (unknown query parameters dropped); a miss is
 * rendered once however many readers wait for it, by `render` (the whole app, see server/app.ts),
 * and an expired page is served stale while one render refreshes it (ADR 0010).
 */
export function pageCache(env: Env, render: RenderRequest): MiddlewareHandler<CacheEnv> {
  const ttlMs = env.PAGE_CACHE_TTL_SECONDS * 1000;
  return async (c, next) => {
    if (ownRenders.has(c.req.raw)) return next();
    const cls = classificationOf(c);
    // Staff (or a session whose lookup failed) are never answered from the shared cache. Nothing a
    // request carries is ever stored in it: a miss is rendered detached, without cookies.
    if (cls.sharedCache !== true) {
      await next();
      if (keepsOwnCacheControl(c.req.path, c.res.headers)) return;
      if (cls.privatePath || cls.hasSession !== false || cls.flash || cls.previewLink)
        c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      return;
    }

    const url = new URL(c.req.url);
    const key = cls.cacheKey;
    const canonicalUrl = url.origin + key;
    const requestId = c.get("requestId");
    if (!env.PAGE_CACHE) {
      // Without the cache the page still renders for its canonical address.
      if (canonicalUrl !== url.href) c.req.raw = new Request(canonicalUrl, c.req.raw);
      await next();
      // Skip the double pre-compression: the compress middleware gzips once.
      if (isStorable(c.res)) {
        c.res.headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
        c.res.headers.set("X-Cache", "MISS");
      }
      return;
    }

    const acceptEncoding = c.req.header("accept-encoding");
    const ifNoneMatch = c.req.header("if-none-match");
    const answer = (page: CachedPage, state: CacheState) => {
      c.res = respond(page, acceptEncoding, ifNoneMatch, state);
    };
    const page = pagePathOf(url.pathname).page;
    const start = () => renderOnce(key, page, () => renderPage(render, canonicalUrl, requestId));

    const cached = lookupPage(key, ttlMs);
    if (cached?.state === "fresh") return answer(cached.page, "HIT");
    if (cached?.state === "stale") {
      // Stale-while-revalidate: this reader gets the copy, one render refreshes it.
      if (cached.refresh && backgroundRenders < MAX_BACKGROUND_RENDERS) {
        backgroundRenders++;
        void start()
          .then(discardUnused)
          .finally(() => backgroundRenders--);
      }
      return answer(cached.page, "STALE");
    }

    const running = joinRender(key) as Promise<Rendered> | undefined;
    const rendered = await (running ?? start());
    if (rendered.page) return answer(rendered.page, running ? "HIT" : "MISS");
    // Stale-if-error: a failed render (database down) falls back to the old copy.
    if (rendered.failed && cached) return answer(cached.page, "STALE");
    if (rendered.shared || (!running && rendered.response)) {
      c.res = toResponse(rendered);
      return;
    }
    // Another reader's render set a cookie, which is not shared: render our own.
    const own = await renderPage(render, canonicalUrl, requestId);
    if (own.page) return answer(own.page, "MISS");
    c.res = toResponse(own);
  };
}

function toResponse(rendered: Rendered): Response {
  if (rendered.shared) {
    const { status, headers, body } = rendered.shared;
    return new Response(body.length === 0 ? null : new Uint8Array(body), { status, headers });
  }
  return rendered.response ?? new Response(null, { status: 500 });
}

function discardUnused(outcome: Rendered) {
  void outcome.response?.body?.cancel();
}

/** Which cached page the fast path answered a request with (server/cache-hit-listener learns it). */
const servedPages = new WeakMap<Request, CachedPage>();

export function cachedPageServed(request: Request): CachedPage | undefined {
  return servedPages.get(request);
}

/**
 * Answers a GET/HEAD that may be served the shared cache, whose page is fresh, before the rest of
 * the middleware chain: no public-file lookup, session lookup, maintenance query, CSRF check or
 * request logging on the hot path. Mount it after the security headers, the request guard and
 * `classifyRequests` (which counts the view and clears a junk session cookie); `pageCache` further
 * down handles misses, stale pages and the rest. While maintenance mode is on the chain answers.
 */
export function cachedPageFastPath(env: Env): MiddlewareHandler<CacheEnv> {
  const ttlMs = env.PAGE_CACHE_TTL_SECONDS * 1000;
  return async (c, next) => {
    if (!env.PAGE_CACHE || ownRenders.has(c.req.raw)) return next();
    const cls = classificationOf(c);
    if (cls.sharedCache === false) return next();
    const cached = lookupPage(cls.cacheKey, ttlMs);
    if (cached?.state !== "fresh" || !mayAnswerFromCache(cls, cached.page.status)) return next();
    if (await cls.maintenance()) return next();
    servedPages.set(c.req.raw, cached.page);
    c.res = respond(cached.page, c.req.header("accept-encoding"), c.req.header("if-none-match"), "HIT");
    return c.res;
  };
}
