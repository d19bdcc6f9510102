import { createHmac, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import {
  createPageViewRecorder,
  type PageViewCandidate,
  type PageViewRecorder,
} from "~/features/analytics/page-view-recorder.server";
import { canonicalSearch } from "~/lib/canonical-url";
import { hasPreviewLinkParam, isPrivatePath } from "~/lib/public-paths";
import { hasFlash } from "~/server/flash.server";

/*
 * One classification per request (issue 21, ADR 0020): the node listener's fast path, the Hono fast
 * path, the session middleware and the page cache all read the same object instead of each working
 * out the cache key, "signed in?" and "private?" again, and page views are counted once, here.
 */

/** The session cookie Better Auth sets (`advanced.cookiePrefix` in app/server/auth.server.ts). */
export const SESSION_COOKIE = "forsiden.session_token";
const SESSION_COOKIE_NAMES = [SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`];

// Private paths (never shared, `private, no-store`): one list in lib/public-paths.
export { isPrivatePath };

export interface RequestClassification {
  method: string;
  pathname: string;
  /** The page cache's key: the path and the canonical query (unknown parameters dropped). */
  cacheKey: string;
  /** Back office, sign-in, APIs, dev tools, newsletter token pages: never cached, always `private, no-store`. */
  privatePath: boolean;
  /** Our session cookie as sent, and whether its signature verified (only then is it looked up). */
  sessionCookie: { name: string; signed: boolean } | null;
  /** A live session belongs to the request; undefined until a signed cookie's lookup answered. */
  hasSession: boolean | undefined;
  /** Whose session it is, once looked up: a reader's, or staff's (who may preview drafts). */
  sessionOf: "reader" | "staff" | null;
  /** A one-time message waits for this browser (a flash cookie): its own render, shown once. */
  flash: boolean;
  /**
   * A draft's shared preview link (`?forhaandsvisning=`, issue 26): its own render, `private,
   * no-store`, never from or into the shared cache (whose key drops the parameter).
   */
  previewLink: boolean;
  /**
   * May be answered from the shared page cache: a GET/HEAD of a public path by an anonymous reader
   * or a signed-in reader (issue 24: the page is the same for both; the browser fills in the
   * account's part from a private endpoint). Staff get their own render: a draft's preview lives
   * at its public address. The cache itself is only ever filled by detached, cookieless renders.
   */
  sharedCache: boolean | undefined;
  /** Expiring Set-Cookie values for a session cookie that resolves to no session. */
  clearCookies: string[];
  /** A possible page view, decided before the answer exists (null: never counted). */
  pageView: PageViewCandidate | null;
  /** Set when the view was counted: whichever path answers, it counts at most once. */
  counted: boolean;
  /** Maintenance mode, asked at most once per request (a cached page never bypasses it). */
  maintenance: () => boolean | Promise<boolean>;
}

/** What the classifier reads of a request (from node's IncomingMessage or Hono's request). */
export interface RequestFacts {
  method: string;
  pathname: string;
  /** "" or "?…" */
  search: string;
  url: string;
  header: (name: string) => string | undefined;
}

export interface RequestClassifierOptions {
  /** Better Auth's secret (resolved on first use: the auth instance needs the open database). */
  authSecret: () => string;
  /** Counts page views; by default the analytics recorder. */
  recorder?: PageViewRecorder;
  /** Further hosts of this site, for the default recorder. */
  ownHosts?: string[];
  /** Whether maintenance mode is on (normally answered from a per-process copy, no await). */
  maintenance?: () => boolean | Promise<boolean>;
}

export interface RequestClassifier {
  classify(facts: RequestFacts): RequestClassification;
  /** The session lookup's answer for a signed cookie; `clearCookies` are Better Auth's own. */
  settleSession(
    cls: RequestClassification,
    sessionOf: "reader" | "staff" | null,
    clearCookies?: string[],
  ): void;
  /**
   * The lookup could not be made (the database is away): the session is neither trusted nor
   * cleared, and a public page may still come from the shared cache, as it would for a reader.
   */
  sessionUnknown(cls: RequestClassification): void;
  /** Counts the page view of this request's answer, at most once. */
  countPageView(cls: RequestClassification, response: { status: number; contentType: string | null }): void;
}

/** Our session cookies as sent (first value of each name), decoded as better-call's parseCookies does. */
function sessionCookies(header: string): { name: string; value: string }[] {
  const found: { name: string; value: string }[] = [];
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!SESSION_COOKIE_NAMES.includes(name) || found.some((f) => f.name === name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // better-call keeps an undecodable value as it is.
    }
    found.push({ name, value });
  }
  return found;
}

/**
 * Better Auth's signed cookie value is `token.signature`: the base64 HMAC-SHA256 of the token with
 * the auth secret (better-call's getSignedCookie; pinned in request-classification.test.ts). A value
 * that fails this check is refused by Better Auth without a database query, so we refuse it here.
 */
export function hasValidSignature(value: string, secret: string): boolean {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return false;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=") || !/^[A-Za-z0-9+/]+=$/.test(signature))
    return false;
  const expected = createHmac("sha256", secret).update(value.slice(0, dot)).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Expires a cookie the way Better Auth sets it (path /, httpOnly, SameSite=Lax; Secure for __Secure-). */
export function expiringCookie(name: string): string {
  const secure = name.startsWith("__Secure-") ? "; Secure" : "";
  return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function createRequestClassifier(options: RequestClassifierOptions): RequestClassifier {
  const recorder = options.recorder ?? createPageViewRecorder({ ownHosts: options.ownHosts });
  const maintenanceIsOn = options.maintenance ?? (() => false);
  let secret: string | undefined;
  const authSecret = () => {
    secret ??= options.authSecret();
    return secret;
  };

  const decideShared = (cls: RequestClassification) => {
    const method = cls.method === "GET" || cls.method === "HEAD";
    if (!method || cls.privatePath || cls.flash || cls.previewLink) cls.sharedCache = false;
    else cls.sharedCache = cls.hasSession === undefined ? undefined : cls.sessionOf !== "staff";
  };

  return {
    classify(facts) {
      const cookie = facts.header("cookie");
      const sent = cookie ? sessionCookies(cookie) : [];
      // A valid one wins (a stale plain cookie beside a live __Secure- one is not a junk request).
      const valid = sent.find((c) => hasValidSignature(c.value, authSecret()));
      const found = valid ?? sent[0] ?? null;
      const signed = valid !== undefined;
      let decided: boolean | Promise<boolean> | undefined;
      const previewLink = hasPreviewLinkParam(facts.search);
      const cls: RequestClassification = {
        method: facts.method,
        pathname: facts.pathname,
        cacheKey: facts.pathname + canonicalSearch(facts.pathname, facts.search),
        privatePath: isPrivatePath(facts.pathname),
        sessionCookie: found ? { name: found.name, signed } : null,
        // A junk cookie is anonymous at once: no lookup, and the answer clears it.
        hasSession: found && signed ? undefined : false,
        sessionOf: null,
        flash: hasFlash(cookie),
        previewLink,
        sharedCache: undefined,
        clearCookies: signed ? [] : sent.map((c) => expiringCookie(c.name)),
        // A draft seen through its preview link is not a reader's view.
        pageView: previewLink
          ? null
          : recorder.candidate({
              method: facts.method,
              path: facts.pathname,
              url: facts.url,
              header: facts.header,
            }),
        counted: false,
        maintenance: () => {
          decided ??= maintenanceIsOn();
          return decided;
        },
      };
      decideShared(cls);
      return cls;
    },
    settleSession(cls, sessionOf, clearCookies = []) {
      cls.hasSession = sessionOf !== null;
      cls.sessionOf = sessionOf;
      if (!sessionOf && cls.sessionCookie) {
        cls.clearCookies = clearCookies.length > 0 ? clearCookies : [expiringCookie(cls.sessionCookie.name)];
      }
      decideShared(cls);
    },
    sessionUnknown(cls) {
      cls.sharedCache =
        (cls.method === "GET" || cls.method === "HEAD") && !cls.privatePath && !cls.flash && !cls.previewLink;
    },
    countPageView(cls, response) {
      if (cls.counted || !cls.pageView) return;
      cls.counted = true;
      recorder.record(cls.pageView, response);
    },
  };
}

/**
 * Whether a fresh cached page may answer this request before the chain (the fast paths). For a
 * signed session cookie, yes when the page is a 200 without any lookup: whoever the session
 * belongs to, a reader's page is the shared one, and so is staff's wherever the public sees the
 * page. Only where the public gets a 404 (a draft's address) may staff see something else, so
 * those requests take the chain and its lookup. The browser asks for the account's own part from
 * a private endpoint, which looks the session up (and clears a dead one).
 */
export function mayAnswerFromCache(cls: RequestClassification, cachedStatus: number): boolean {
  if (cls.sharedCache !== undefined) return cls.sharedCache;
  const publicRead = (cls.method === "GET" || cls.method === "HEAD") && !cls.privatePath;
  return publicRead && cls.sessionCookie?.signed === true && cachedStatus === 200;
}

/** Classifications the node listener made, picked up by the Hono chain for the same request. */
const fromListener = new WeakMap<object, RequestClassification>();

export function keepForChain(incoming: object, cls: RequestClassification) {
  fromListener.set(incoming, cls);
}

export type ClassificationVariables = { classification: RequestClassification };

/**
 * Hono middleware, mounted early: classifies the request once (or takes the listener's), then, on
 * the way out, clears a session cookie that resolved to nothing and counts the page view.
 */
export function classifyRequests(
  classifier: RequestClassifier,
): MiddlewareHandler<{ Variables: ClassificationVariables }> {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: object } | undefined)?.incoming;
    let cls = incoming ? fromListener.get(incoming) : undefined;
    if (!cls) {
      const url = new URL(c.req.url);
      cls = classifier.classify({
        method: c.req.method,
        pathname: url.pathname,
        search: url.search,
        url: c.req.url,
        header: (name) => c.req.header(name),
      });
    }
    c.set("classification", cls);
    await next();
    for (const cookie of cls.clearCookies) c.res.headers.append("Set-Cookie", cookie);
    classifier.countPageView(cls, { status: c.res.status, contentType: c.res.headers.get("content-type") });
  };
}
