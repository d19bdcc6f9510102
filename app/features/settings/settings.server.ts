import { eq } from "drizzle-orm";
import type { CompanyDetails, CompanyField } from "~/lib/company";
import type { SiteInfo } from "~/lib/seo";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Database, Queryable } from "~/server/db/client.server";
import { siteSettings } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import {
  companyDetailsOf,
  ensureSettingsRow,
  getSiteSettings,
  invalidateSiteSettingsCache,
  type SiteSettings,
} from "~/server/site-settings.server";
import { type SettingsInput, TOGGLES } from "./settings-schema";

/** Name, description and public address of the site, for titles, meta tags and feeds. */
export async function getSiteInfo(db: Queryable): Promise<SiteInfo> {
  const settings = await getSiteSettings(db);
  return {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    publicUrl: getEnv().publicUrl,
  };
}

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
  invalidatePageCache(PAGE_CHANGES.everything);
  return result;
}

const COMPANY_COLUMNS = {
  name: "companyName",
  cvr: "companyCvr",
  street: "companyStreet",
  postalCity: "companyPostalCity",
  phone: "companyPhone",
  email: "companyEmail",
  responsibleEditor: "responsibleEditor",
} as const satisfies Record<CompanyField, keyof SiteSettings>;

/**
 * Saves the company details (issue 14) in one transaction with an audit entry naming the changed
 * fields, then drops the caches: the footer, the legal pages and /contact show them.
 */
export async function saveCompanyDetails(
  db: Database,
  actor: AuditActor,
  input: CompanyDetails,
): Promise<{ company: CompanyDetails; changed: CompanyField[] }> {
  const result = await db.transaction(async (tx) => {
    await ensureSettingsRow(tx);
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    const previous = companyDetailsOf(before);
    const fields = Object.keys(COMPANY_COLUMNS) as CompanyField[];
    const changed = fields.filter((field) => previous[field] !== input[field]);
    const [saved] = await tx
      .update(siteSettings)
      .set({
        ...Object.fromEntries(fields.map((field) => [COMPANY_COLUMNS[field], input[field]])),
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, 1))
      .returning();
    await recordAudit(tx, actor, {
      action: "updated",
      entityType: "settings",
      entityId: "1",
      summary: "opdaterede virksomhedsoplysningerne",
      metadata: { changed },
    });
    return { company: companyDetailsOf(saved), changed };
  });
  invalidateSiteSettingsCache();
  invalidatePageCache(PAGE_CHANGES.everything);
  return result;
}
