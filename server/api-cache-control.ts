import type { MiddlewareHandler } from "hono";

export const PRIVATE_NO_STORE = "private, no-store";

/** Better Auth (`/api/auth/*`), the public site's small endpoints and the editors' endpoints. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/admin/api/");
}

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

/** API answers the same for everybody, whose handler's own policy stands (issue 25: the VAPID public key). */
const PUBLIC_API_PATHS = new Set(["/api/push/key"]);

/**
 * True for an answer of one of those paths with its own policy and no cookie: this middleware and
 * the page cache's private-path rule leave its Cache-Control as the handler set it.
 */
export function keepsOwnCacheControl(pathname: string, headers: Headers): boolean {
  return PUBLIC_API_PATHS.has(pathname) && headers.has("cache-control") && !headers.has("set-cookie");
}

/**
 * API answers are `private, no-store`, set here for all of them (issue 21): they carry sessions,
 * e-mails and roles (`/api/auth/get-session`) and must never be kept by a browser, proxy or CDN.
 * Under /api/ and /admin/api/ this wins over anything a handler set; any other JSON answer gets it
 * unless its handler chose a policy itself (the live streams' events.json, React Router's manifest).
 */
export function privateApiAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (keepsOwnCacheControl(c.req.path, c.res.headers)) return;
    const api = isApiPath(c.req.path);
    if (!api) {
      const type = c.res.headers.get("content-type") ?? "";
      if (!JSON_TYPE.test(type) || c.res.headers.has("cache-control")) return;
    }
    try {
      c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
    } catch {
      // Immutable headers (a Response.redirect): copy the answer once.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
    }
  };
}
