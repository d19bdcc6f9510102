import type { MiddlewareHandler } from "hono";
import { isLocalUrl } from "~/lib/local-address";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origins a state-changing request may come from: PUBLIC_URL's. Never one derived from the
 * request itself: its Host header is the client's to choose. A local PUBLIC_URL (development, the
 * tests) also accepts the other loopback names of the same port, which reach the same server.
 */
export function allowedOrigins(publicUrl: string): ReadonlySet<string> {
  const site = new URL(publicUrl);
  const origins = new Set([site.origin]);
  if (isLocalUrl(publicUrl)) {
    const port = site.port ? `:${site.port}` : "";
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) origins.add(`${site.protocol}//${host}${port}`);
  }
  return origins;
}

/**
 * CSRF defence in depth: a POST (PUT, DELETE …) that names another origin is refused with 403
 * before any route, Better Auth included (which would otherwise log its own refusal as an error).
 * Requests without an Origin header (scripts, old clients) pass: sessions are SameSite=Lax.
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const allowed = allowedOrigins(publicUrl);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin && !allowed.has(origin)) {
      return c.text("Forbidden (cross-origin request)", 403, { "Cache-Control": "private, no-store" });
    }
    return next();
  };
}
