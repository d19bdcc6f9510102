/**
 * The one settings row, read by many features (maintenance mode, analytics, the generators) and
 * by the server's middleware; the settings feature owns the form that saves it.
 */
import { eq } from "drizzle-orm";
import type { CompanyDetails } from "~/lib/company";
import type { Queryable } from "~/server/db/client.server";
import { siteSettings } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { onSiteWideChange } from "~/server/page-cache.server";

export type SiteSettings = typeof siteSettings.$inferSelect;

/** The company details of the settings row (blank counts as missing). */
export function companyDetailsOf(settings: SiteSettings): CompanyDetails {
  const value = (text: string | null) => (text?.trim() ? text.trim() : null);
  return {
    name: value(settings.companyName),
    cvr: value(settings.companyCvr),
    street: value(settings.companyStreet),
    postalCity: value(settings.companyPostalCity),
    phone: value(settings.companyPhone),
    email: value(settings.companyEmail),
    responsibleEditor: value(settings.responsibleEditor),
  };
}

/** The settings table has exactly one row; create it with the spec's defaults when missing. */
export async function ensureSettingsRow(db: Queryable): Promise<void> {
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
}

export async function getSiteSettings(db: Queryable): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (row) return row;
  await ensureSettingsRow(db);
  const [created] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return created!;
}

// Read on every request (maintenance mode, analytics); a short-lived copy saves a query each time.
// Saving settings here drops it at once; other instances see the change within the TTL.
// It is one row, so bounded by nature. Once it has been read, a request never waits for the
// database again: an expired copy is returned while one refresh runs (stale-while-revalidate),
// and while the database is away the last copy keeps maintenance mode and analytics working
// (for up to 10 minutes, one retry every 2 s) instead of every request waiting for a timeout.
const SETTINGS_CACHE_TTL_MS = 5_000;
const SETTINGS_RETRY_MS = 2_000;
const SETTINGS_MAX_STALE_MS = 10 * 60_000;
let cachedSettings: { value: SiteSettings; expiresAt: number; readAt: number } | undefined;
let refreshing: Promise<SiteSettings> | undefined;
let generation = 0;

function refreshSettings(db: Queryable, now: number): Promise<SiteSettings> {
  if (refreshing) return refreshing;
  const started = generation;
  const refresh = getSiteSettings(db).then(
    (value) => {
      if (generation === started)
        cachedSettings = { value, expiresAt: now + SETTINGS_CACHE_TTL_MS, readAt: now };
      return value;
    },
    (error) => {
      // Keep the last copy and try again in a moment, not on every request.
      if (cachedSettings && generation === started) cachedSettings.expiresAt = now + SETTINGS_RETRY_MS;
      throw error;
    },
  );
  refreshing = refresh;
  void refresh
    .finally(() => {
      if (refreshing === refresh) refreshing = undefined;
    })
    .catch(() => undefined);
  return refresh;
}

/** The settings row, cached for a few seconds (for per-request checks, not for forms). */
export async function getCachedSiteSettings(db: Queryable, now = Date.now()): Promise<SiteSettings> {
  const cached = cachedSettings;
  if (cached && cached.expiresAt > now) return cached.value;
  if (cached && now - cached.readAt < SETTINGS_MAX_STALE_MS) {
    refreshSettings(db, now).catch((error) =>
      logger.warn({ err: error }, "settings could not be read; using the last copy"),
    );
    return cached.value;
  }
  return refreshSettings(db, now);
}

/** This process's copy while it is fresh, without waiting (the hot path of cached pages). */
export function peekSiteSettings(now = Date.now()): SiteSettings | undefined {
  const cached = cachedSettings;
  return cached && cached.expiresAt > now ? cached.value : undefined;
}

/** Call after saving settings so this instance applies them immediately. */
export function invalidateSiteSettingsCache() {
  generation += 1;
  cachedSettings = undefined;
  refreshing = undefined;
}

// A settings save on another instance reaches this one as a site-wide page-cache change
// (LISTEN/NOTIFY): drop the copy at once instead of after its TTL.
onSiteWideChange(invalidateSiteSettingsCache);
