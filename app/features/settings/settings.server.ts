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
