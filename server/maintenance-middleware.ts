import type { MiddlewareHandler } from "hono";
import { escapeHtml } from "~/lib/xml";
import { getDb, type Queryable } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { isStaff, type RequestSession } from "~/server/session.server";
import { getCachedSiteSettings, peekSiteSettings } from "~/server/site-settings.server";
import { standalonePage } from "./standalone-page";

/** Seconds a visitor (or a crawler) is asked to wait before trying again. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

/**
 * Paths that keep working in maintenance mode, so staff can sign in and the platform can check
 * health: sign-in, the back office, Better Auth, health checks, stored images, build assets,
 * React Router's route manifest and the development mailbox.
 */
export const MAINTENANCE_OPEN_PREFIXES = [
  "/auth",
  "/admin",
  "/api/auth",
  "/healthz",
  "/readyz",
  "/storage",
  "/assets",
  "/__manifest",
  "/dev/mailbox",
] as const;

export function isOpenDuringMaintenance(pathname: string): boolean {
  return MAINTENANCE_OPEN_PREFIXES.some(
    (prefix) =>
      pathname === prefix ||
      pathname.startsWith(`${prefix}/`) ||
      // React Router's data requests: /auth.data, /admin/settings.data …
      pathname.startsWith(`${prefix}.`),
  );
}

export const MAINTENANCE_TEXT = {
  heading: "Vi er snart tilbage",
  body: (siteName: string) =>
    `${siteName} er midlertidigt lukket, mens vi udfører vedligeholdelse. Prøv igen om lidt.`,
  staff: "Er du redaktør eller administrator?",
  signIn: "Log ind",
} as const;

/** A small self-contained page (inline CSS, no scripts, no external files). */
export function renderMaintenancePage(siteName: string): string {
  const name = escapeHtml(siteName);
  return standalonePage({
    title: `Vedligeholdelse | ${name}`,
    style: `
.brand{font-weight:900;font-size:1.25rem;letter-spacing:.02em;color:#b91c1c;text-transform:uppercase;margin:0 0 1.5rem}
.staff{font-size:.875rem;color:#6b7280;margin-top:2rem}
a{color:#b91c1c;font-weight:600}`,
    main: `<p class="brand">${name}</p>
<h1>${MAINTENANCE_TEXT.heading}</h1>
<p>${escapeHtml(MAINTENANCE_TEXT.body(siteName))}</p>
<p class="staff">${MAINTENANCE_TEXT.staff} <a href="/auth">${MAINTENANCE_TEXT.signIn}</a></p>`,
  });
}

/** The 503 answer visitors get: not cached, not indexed, with Retry-After. */
export function maintenanceResponse(siteName: string, method = "GET"): Response {
  return new Response(method === "HEAD" ? null : renderMaintenancePage(siteName), {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(MAINTENANCE_RETRY_AFTER_SECONDS),
      "X-Robots-Tag": "noindex",
    },
  });
}

/**
 * Whether maintenance mode is on, from the per-process settings copy (no query while it is
 * fresh). Unreadable settings count as "on": the caller then leaves the request to the full
 * chain, whose maintenance check and error handling decide.
 */
export async function maintenanceIsOn(options: { db?: () => Queryable } = {}): Promise<boolean> {
  try {
    return (await getCachedSiteSettings((options.db ?? getDb)())).maintenanceMode;
  } catch {
    return true;
  }
}

/** As `maintenanceIsOn`, but answered at once (no promise) while the settings copy is fresh. */
export function maintenanceIsOnNow(): boolean | Promise<boolean> {
  const settings = peekSiteSettings();
  return settings ? settings.maintenanceMode : maintenanceIsOn();
}

/**
 * PRODUCT.md maintenance mode: while it is on, visitors (and signed-in users without a staff
 * role) get a 503 maintenance page; admins and editors see the site as usual. Mount it after
 * the session middleware and before the page cache, so no cached page leaks past it.
 */
export function maintenanceMode(
  options: { db?: () => Queryable } = {},
): MiddlewareHandler<{ Variables: { session: RequestSession | null } }> {
  const database = options.db ?? getDb;
  return async (c, next) => {
    if (isOpenDuringMaintenance(c.req.path)) return next();
    let settings: Awaited<ReturnType<typeof getCachedSiteSettings>>;
    try {
      settings = await getCachedSiteSettings(database());
    } catch (error) {
      // Without settings the page itself fails too; let the normal error handling answer.
      logger.error({ err: error }, "maintenance mode: settings could not be read");
      return next();
    }
    if (!settings.maintenanceMode) return next();
    if (isStaff(c.get("session")?.user.role)) return next();
    return maintenanceResponse(settings.siteName, c.req.method);
  };
}
