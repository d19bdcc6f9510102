import { eq } from "drizzle-orm";
import type { SiteInfo } from "~/lib/seo";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Database, Queryable } from "~/server/db/client.server";
import { siteSettings } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { invalidatePageCache, onSiteWideChange } from "~/server/page-cache.server";
import { type SettingsInput, TOGGLES } from "./settings-schema";

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

/** Call after saving settings so this instance applies them immediately. */
export function invalidateSiteSettingsCache() {
  generation += 1;
  cachedSettings = undefined;
  refreshing = undefined;
}

// A settings save on another instance reaches this one as a site-wide page-cache change
// (LISTEN/NOTIFY): drop the copy at once instead of after its TTL.
onSiteWideChange(invalidateSiteSettingsCache);

/** Which settings changed, for the audit log (never the values of long texts). */
function changedFields(before: SiteSettings, after: SettingsInput): string[] {
  const changed: string[] = [];
  for (const key of ["siteName", "siteDescription", ...TOGGLES] as const) {
    if (before[key] !== after[key]) changed.push(key);
  }
  if (before.agentFeedUrls.join("\n") !== after.agentFeedUrls.join("\n")) changed.push("agentFeedUrls");
  return changed;
}

export interface SaveSettingsResult {
  settings: SiteSettings;
  changed: string[];
}

/**
 * Saves the settings form in one transaction with an audit entry, then drops this instance's
 * settings cache and the page cache (site name and description are in every public page).
 */
export async function saveSiteSettings(
  db: Database,
  actor: AuditActor,
  input: SettingsInput,
): Promise<SaveSettingsResult> {
  const result = await db.transaction(async (tx) => {
    await ensureSettingsRow(tx);
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    const changed = changedFields(before, input);
    const [settings] = await tx
      .update(siteSettings)
      .set({
        siteName: input.siteName,
        siteDescription: input.siteDescription,
        enableNotifications: input.enableNotifications,
        enableAnalytics: input.enableAnalytics,
        autoPublish: input.autoPublish,
        maintenanceMode: input.maintenanceMode,
        agentEnabled: input.agentEnabled,
        agentFeedUrls: input.agentFeedUrls,
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, 1))
      .returning();
    let summary = "opdaterede indstillingerne";
    if (before.maintenanceMode !== input.maintenanceMode) {
      summary = input.maintenanceMode
        ? "slog vedligeholdelsestilstand til"
        : "slog vedligeholdelsestilstand fra";
    }
    await recordAudit(tx, actor, {
      action: "updated",
      entityType: "settings",
      entityId: "1",
      summary,
      metadata: { changed },
    });
    return { settings, changed };
  });
  invalidateSiteSettingsCache();
  invalidatePageCache();
  return result;
}
