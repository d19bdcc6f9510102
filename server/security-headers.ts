import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { getPublicAdConfig } from "~/features/ads/ad-config.server";
import { readConsentFromCookies } from "~/features/consent/consent-cookie";
import { EMBED_PROVIDERS } from "~/lib/embed-providers";
import { isNewsletterTokenPath, isPrivatePath } from "~/lib/public-paths";
import type { Env } from "~/server/env.server";

/** What a render needs to follow the page's Content-Security-Policy (ADR 0012). */
export interface CspContext {
  /** Per-request nonce for the inline scripts (React Router's and the consent banner's). */
  nonce: string;
  /** The policy for an HTML answer of this request, with this nonce (and the frames allowed so far). */
  policy: string;
  /** `Content-Security-Policy`, or `…-Report-Only` in development (Vite's inline scripts). */
  headerName: "Content-Security-Policy" | "Content-Security-Policy-Report-Only";
  /** Whether the policy allows the ad network's script (the page may then load it after consent). */
  adsAllowed: boolean;
  /**
   * Issue 27: lets a loader allow the players of the embeds its page carries, for this render only
   * (`frame-src` grows; `script-src` never does). Origins that are not an embed provider's frame
   * origin (lib/embed-providers.ts) are ignored. Rebuilds `policy`.
   */
  allowFrames: (origins: readonly string[]) => void;
}

declare module "hono" {
  interface ContextVariableMap {
    csp: CspContext;
  }
}

declare module "react-router" {
  interface AppLoadContext {
    csp: CspContext;
  }
}

/**
 * Pages that must never be framed (clickjacking): the back office and sign-in, the reader's account
 * (its delete and sign-out buttons), 'Mine klubber', and the newsletter pages' confirm and
 * unsubscribe buttons.
 */
const FRAME_DENIED = ["/admin", "/auth", "/api/auth", "/konto", "/mine-klubber"];

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "bluetooth=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "interest-cohort=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

function underPrefix(pathname: string, prefixes: string[]): boolean {
  return prefixes.some((prefix) => {
    const bare = prefix.replace(/\/$/, "");
    return pathname === bare || pathname.startsWith(`${bare}/`) || pathname.startsWith(`${bare}.`);
  });
}

export function isFrameDenied(pathname: string): boolean {
  return underPrefix(pathname, FRAME_DENIED) || isNewsletterTokenPath(pathname);
}

// Better Auth's cookie: `forsiden.session_token` (`__Secure-` prefixed on https).
const SESSION_COOKIE = /(^|;\s*)[^=]*session_token=/;

/**
 * May the policy allow the ad network's host? Never on the back office and sign-in. On a request
 * whose answer the page cache may share (anonymous GET of a public page) always, because that one
 * HTML and its header serve readers with and without consent; the script itself still waits for
 * marketing consent in the browser. Otherwise only with marketing consent stored.
 */
export function adsAllowedFor(request: { method: string; pathname: string; cookie: string | undefined }) {
  // Never on a private page (lib/public-paths: the back office, accounts, token pages …).
  if (isPrivatePath(request.pathname)) return false;
  const shared =
    (request.method === "GET" || request.method === "HEAD") && !SESSION_COOKIE.test(request.cookie ?? "");
  if (shared) return true;
  return readConsentFromCookies(request.cookie)?.marketing === true;
}

export interface CspOptions {
  nonce: string;
  frameDenied: boolean;
  /** Origins allowed to run scripts (the ad network's, configured analytics' …). */
  scriptOrigins: string[];
  /** Issue 27: embed players' origins this page may frame (registry origins only, see `allowFrames`). */
  frameOrigins?: readonly string[];
  https: boolean;
}

/** Every origin an embed's player may be framed from: the only ones `allowFrames` accepts. */
export const EMBED_FRAME_ORIGINS: ReadonlySet<string> = new Set(
  Object.values(EMBED_PROVIDERS).map((provider) => provider.frameOrigin),
);

/**
 * The HTML policy. Scripts: our files and inline scripts carrying this request's nonce, nothing
 * else inline. Styles allow inline: React renders `style` attributes (ad slots, Radix) and sonner
 * injects its stylesheet; a nonce beside 'unsafe-inline' would switch that off again.
 */
export function buildContentSecurityPolicy(options: CspOptions): string {
  const origins = options.scriptOrigins.join(" ");
  const frames = [...options.scriptOrigins, ...(options.frameOrigins ?? [])].join(" ");
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}'${origins ? ` ${origins}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Editors may point an article's image at another site (https), QR codes are data: URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // blob: the club dialog's logo preview (a local file the page itself turned into a URL).
    "connect-src 'self' blob:",
    `frame-src 'self'${frames ? ` ${frames}` : ""}`,
    "media-src 'self'",
    // Issue 25: the push service worker (/sw.js) and the web app manifest, our own files only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameDenied ? "'none'" : "'self'"}`,
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** For answers that are not our HTML but may be opened as a document (SVG logos, stored files). */
export const LOCKED_DOWN_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The request's CSP context. `allowFrames` may be called by any loader of the render (the
 * article's, for its embeds): the policy is read by the server entry after the loaders ran, and
 * the page cache stores it with the body, so a cached page keeps the frames its render allowed.
 */
export function createCspContext(
  options: Omit<CspOptions, "frameOrigins">,
  headerName: CspContext["headerName"],
  adsAllowed: boolean,
): CspContext {
  const frameOrigins = new Set<string>();
  const context: CspContext = {
    nonce: options.nonce,
    policy: buildContentSecurityPolicy(options),
    headerName,
    adsAllowed,
    allowFrames(origins) {
      const before = frameOrigins.size;
      for (const origin of origins) if (EMBED_FRAME_ORIGINS.has(origin)) frameOrigins.add(origin);
      if (frameOrigins.size === before) return;
      context.policy = buildContentSecurityPolicy({ ...options, frameOrigins: [...frameOrigins].sort() });
    },
  };
  return context;
}

/** Adds `Secure` to every cookie the answer sets (the site is on https). */
export function secureSetCookies(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (!cookies.some((cookie) => !/;\s*secure\s*(;|$)/i.test(cookie))) return;
  headers.delete("Set-Cookie");
  for (const cookie of cookies) {
    headers.append("Set-Cookie", /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
  }
}

/**
 * Security headers for every answer: pages, assets, stored images, API, errors and 404s. An HTML
 * answer keeps the policy it was rendered with (entry.server.tsx sets it, and the page cache stores
 * it beside the body, so a cached page's nonce and its header's nonce are always the same render's);
 * HTML without one (the maintenance page, plain errors) gets this request's policy.
 */
export function securityHeaders(
  env: Env,
  options: { reportOnly?: boolean; scriptOrigins?: () => string[] } = {},
): MiddlewareHandler {
  const https = env.publicUrl.startsWith("https://");
  const scriptOrigins =
    options.scriptOrigins ??
    (() => {
      const url = getPublicAdConfig().AD_NETWORK_SCRIPT_URL;
      return url ? [new URL(url).origin] : [];
    });
  const headerName = options.reportOnly ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";
  return async (c, next) => {
    const pathname = c.req.path;
    const frameDenied = isFrameDenied(pathname);
    const adsAllowed = adsAllowedFor({ method: c.req.method, pathname, cookie: c.req.header("cookie") });
    const csp = createCspContext(
      { nonce: createNonce(), frameDenied, scriptOrigins: adsAllowed ? scriptOrigins() : [], https },
      headerName,
      adsAllowed,
    );
    c.set("csp", csp);

    await next();

    let headers = c.res.headers;
    try {
      headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      // An immutable answer (e.g. a proxied fetch): copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set("X-Content-Type-Options", "nosniff");
    }
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    headers.set("X-Frame-Options", frameDenied ? "DENY" : "SAMEORIGIN");
    if (https) {
      headers.set("Strict-Transport-Security", HSTS);
      secureSetCookies(headers);
    }
    const type = headers.get("content-type") ?? "";
    if (!headers.has("content-security-policy") && !headers.has("content-security-policy-report-only")) {
      if (type.startsWith("text/html")) headers.set(headerName, csp.policy);
      else if (type.startsWith("image/svg")) headers.set("Content-Security-Policy", LOCKED_DOWN_CSP);
    }
  };
}
