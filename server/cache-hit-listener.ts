import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import type { Env } from "~/server/env.server";
import { type CachedPage, lookupPage } from "~/server/page-cache.server";
import { cachedPageServed, pickEncoding } from "./page-cache-middleware";
import {
  keepForChain,
  mayAnswerFromCache,
  type RequestClassification,
  type RequestClassifier,
} from "./request-classification";

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
 * Only the plainest requests qualify: a GET/HEAD the request classification lets have the shared
 * cache (no session; a junk session cookie is cleared with the answer) whose address holds no
 * percent-encoding, dot segment or other character the request guard would have to look at, no
 * conditional (If-None-Match goes to the chain, which answers 304), and a fresh page. Anything
 * else, and maintenance mode, takes the chain as before, with the classification made here.
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

/** The request's classification and its cached answer, or null when it must take the chain. */
function classifyPlain(req: IncomingMessage, classifier: RequestClassifier) {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD") return null;
  const target = req.url ?? "";
  if (!PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target) || target.includes("#")) return null;
  // Plain targets split as `new URL` splits them, so the chain takes this classification as it is.
  const query = target.indexOf("?");
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  return classifier.classify({
    method,
    pathname: query === -1 ? target : target.slice(0, query),
    search: query === -1 ? "" : target.slice(query),
    url: `http://${req.headers.host ?? "localhost"}${target}`,
    header,
  });
}

function replayable(req: IncomingMessage, cls: RequestClassification, ttlMs: number) {
  if (cls.sharedCache === false || req.headers["if-none-match"]) return null;
  const cached = lookupPage(cls.cacheKey, ttlMs);
  if (cached?.state !== "fresh" || !mayAnswerFromCache(cls, cached.page.status)) return null;
  const encoding: Encoding = pickEncoding(req.headers["accept-encoding"]) ?? "identity";
  const replay = learned.get(cached.page)?.[encoding];
  if (!replay) return null;
  return { page: cached.page, encoding, replay };
}

/** Wraps the app's node listener: plain cache hits are answered here, the rest goes to `next`. */
export function withCachedPageHits(
  env: Env,
  next: RequestListener,
  classifier: RequestClassifier,
): RequestListener {
  if (!env.PAGE_CACHE) return next;
  const ttlMs = env.PAGE_CACHE_TTL_SECONDS * 1000;
  const respond = (
    req: IncomingMessage,
    res: ServerResponse,
    cls: RequestClassification,
    hit: NonNullable<ReturnType<typeof replayable>>,
  ) => {
    const incomingId = req.headers["x-request-id"];
    const requestId =
      typeof incomingId === "string" && VALID_REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    const body =
      hit.encoding === "br" ? hit.page.br : hit.encoding === "gzip" ? hit.page.gzip : hit.page.body;
    const headers = hit.replay.flat.slice();
    headers.push("x-request-id", requestId);
    for (const cookie of cls.clearCookies) headers.push("set-cookie", cookie);
    res.writeHead(hit.page.status, headers);
    res.end(cls.method === "HEAD" ? undefined : body);
    classifier.countPageView(cls, { status: hit.page.status, contentType: hit.replay.contentType });
  };
  return (req, res) => {
    const cls = classifyPlain(req, classifier);
    if (!cls) return next(req, res);
    const hit = replayable(req, cls, ttlMs);
    const chain = () => {
      keepForChain(req, cls);
      return next(req, res);
    };
    if (!hit) return chain();
    const bypass = cls.maintenance();
    if (bypass === false) return respond(req, res, cls, hit);
    if (bypass === true) return chain();
    bypass.then(
      (on) => (on ? chain() : respond(req, res, cls, hit)),
      () => chain(),
    );
  };
}
