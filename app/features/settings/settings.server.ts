import { eq } from "drizzle-orm";
import type { SiteInfo } from "~/lib/seo";
import type { Queryable } from "~/server/db/client.server";
import { siteSettings } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";

export type SiteSettings = typeof siteSettings.$inferSelect;

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

/** Name, description and public address of the site, for titles, meta tags and feeds. */
export async function getSiteInfo(db: Queryable): Promise<SiteInfo> {
  const settings = await getSiteSettings(db);
  return {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    publicUrl: getEnv().publicUrl,
  };
}

// Read on every request (maintenance mode, analytics); a short-lived copy saves a query each time.
// Saving settings here drops it at once; other instances see the change within the TTL.
const SETTINGS_CACHE_TTL_MS = 5_000;
let cachedSettings: { value: SiteSettings; expiresAt: number } | undefined;

/** The settings row, cached for a few seconds (for per-request checks, not for forms). */
export async function getCachedSiteSettings(db: Queryable): Promise<SiteSettings> {
  const now = Date.now();
  if (cachedSettings && cachedSettings.expiresAt > now) return cachedSettings.value;
  const value = await getSiteSettings(db);
  cachedSettings = { value, expiresAt: now + SETTINGS_CACHE_TTL_MS };
  return value;
}

/** Call after saving settings so this instance applies them immediately. */
export function invalidateSiteSettingsCache() {
  cachedSettings = undefined;
}
