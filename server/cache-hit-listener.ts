import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import type { PageViewRecorder } from "~/features/analytics/page-view-recorder.server";
import { canonicalSearch } from "~/lib/canonical-url";
import type { Env } from "~/server/env.server";
import { type CachedPage, lookupPage } from "~/server/page-cache.server";
import { cachedPageServed, hasSessionCookie, isPrivatePath, pickEncoding } from "./page-cache-middleware";

/*
 * Cache hits answered on the raw node:http listener, before a Request object, Hono's context or
 * any middleware exists (issue 13: a cached page at 2× the chain's rate).
 *
 * The answer is a replay. The first hit of a cached page (per encoding) takes the whole Hono chain,
 * which `learnCachedAnswers` watches: its final headers, the security headers and the policy
 * included, are kept beside that page. Later hits of the same page object are written straight to
 * the socket with those headers and a new X-Request-Id, so the two paths cannot drift apart. A
 * re-rendered page is a new object and is learned again.
 *
 * Only the plainest requests qualify: an anonymous GET/HEAD of a public path whose address holds
 * no percent-encoding, dot segment or other character the request guard would have to look at,
 * no conditional (If-None-Match goes to the chain, which answers 304), and a fresh page. Anything
 * else, and maintenance mode, takes the chain as before.
 */

type Encoding = "br" | "gzip" | "identity";
/** The learned headers as node's flat list (name, value, name, value …), and the content type. */
interface Replay {
  flat: string[];
  contentType: string | null;
}

/** Headers per page the chain produced, keyed by the page object so a new render starts empty. */
const learned = new WeakMap<CachedPage, Partial<Record<Encoding, Replay>>>();

// What @hono/node-server passes through as it is: a path and query in plain characters.
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;
const PER_REQUEST = new Set(["x-request-id", "date", "connection", "keep-alive", "transfer-encoding"]);

/**
 * Outermost Hono middleware: after a cache hit went through the whole chain, keep its headers for
 * the replay. Only a full 200 answer is learned (never a 304, an error or a Set-Cookie).
 */
export function learnCachedAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const page = cachedPageServed(c.req.raw);
    if (!page || c.res.status !== page.status || c.res.headers.has("set-cookie")) return;
    if (c.req.header("if-none-match")) return;
    const encoding = (c.res.headers.get("content-encoding") ?? "identity") as Encoding;
    const flat: string[] = [];
    for (const [name, value] of c.res.headers) if (!PER_REQUEST.has(name)) flat.push(name, value);
    const byEncoding = learned.get(page) ?? {};
    byEncoding[encoding] = { flat, contentType: c.res.headers.get("content-type") };
    learned.set(page, byEncoding);
  };
}

export interface CacheHitListenerOptions {
  /** True while every request must take the chain (maintenance mode). */
  bypass: () => boolean | Promise<boolean>;
  /** Counts the hit as a page view, as the chain's middleware does. */
  recorder: PageViewRecorder;
}

/** The cached answer for this request, or null when it must take the chain. */
function replayable(req: IncomingMessage, ttlMs: number) {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD") return null;
  const target = req.url ?? "";
  if (!PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target) || target.includes("#")) return null;
  const headers = req.headers;
  if (headers["if-none-match"] || hasSessionCookie(headers.cookie)) return null;
  // The same key as the chain's (pathname + canonical query, as `new URL` splits them).
  const query = target.indexOf("?");
  const pathname = query === -1 ? target : target.slice(0, query);
  if (isPrivatePath(pathname)) return null;
  const search = query === -1 || query === target.length - 1 ? "" : target.slice(query);
  const cached = lookupPage(pathname + canonicalSearch(pathname, search), ttlMs);
  if (cached?.state !== "fresh") return null;
  const encoding: Encoding = pickEncoding(headers["accept-encoding"]) ?? "identity";
  const replay = learned.get(cached.page)?.[encoding];
  if (!replay) return null;
  return { page: cached.page, encoding, replay, pathname, method };
}

/** Wraps the app's node listener: plain cache hits are answered here, the rest goes to `next`. */
export function withCachedPageHits(
  env: Env,
  next: RequestListener,
  options: CacheHitListenerOptions,
): RequestListener {
  if (!env.PAGE_CACHE) return next;
  const ttlMs = env.PAGE_CACHE_TTL_SECONDS * 1000;
  const respond = (
    req: IncomingMessage,
    res: ServerResponse,
    hit: NonNullable<ReturnType<typeof replayable>>,
  ) => {
    const url = `http://${req.headers.host ?? "localhost"}${req.url}`;
    const header = (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    const candidate = options.recorder.candidate({ method: hit.method, path: hit.pathname, url, header });
    const incomingId = header("x-request-id");
    const requestId = incomingId && VALID_REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    const body =
      hit.encoding === "br" ? hit.page.br : hit.encoding === "gzip" ? hit.page.gzip : hit.page.body;
    const headers = hit.replay.flat.slice();
    headers.push("x-request-id", requestId);
    res.writeHead(hit.page.status, headers);
    res.end(hit.method === "HEAD" ? undefined : body);
    if (candidate) {
      options.recorder.record(candidate, { status: hit.page.status, contentType: hit.replay.contentType });
    }
  };
  return (req, res) => {
    const hit = replayable(req, ttlMs);
    if (!hit) return next(req, res);
    const bypass = options.bypass();
    if (bypass === false) return respond(req, res, hit);
    if (bypass === true) return next(req, res);
    bypass.then(
      (on) => (on ? next(req, res) : respond(req, res, hit)),
      () => next(req, res),
    );
  };
}
