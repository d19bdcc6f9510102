import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { siteSettings } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";

/** IndexNow keys: 8-128 characters of a-z, A-Z, 0-9 and "-" (indexnow.org). */
export const INDEXNOW_KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;

/** A new key: 32 hexadecimal characters. */
export function generateIndexNowKey(): string {
  return randomBytes(16).toString("hex");
}

/**
 * The site's IndexNow key: INDEXNOW_KEY when set, else the one stored in site_settings, generated
 * and stored on first use. Race-safe: the key is only written while the column is still empty, and
 * every caller then reads back whichever key won.
 */
export async function getIndexNowKey(db: Queryable, envKey = getEnv().INDEXNOW_KEY): Promise<string> {
  if (envKey) return envKey;
  const [row] = await db
    .select({ key: siteSettings.indexNowKey })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  if (row?.key) return row.key;
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  await db
    .update(siteSettings)
    .set({ indexNowKey: generateIndexNowKey() })
    .where(and(eq(siteSettings.id, 1), isNull(siteSettings.indexNowKey)));
  const [stored] = await db
    .select({ key: siteSettings.indexNowKey })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  if (!stored?.key) throw new Error("IndexNow-nøglen kunne ikke gemmes");
  return stored.key;
}

/** The body of /{key}.txt when `requested` is the site's key, else null (a 404). */
export async function indexNowKeyFile(db: Queryable, requested: string): Promise<string | null> {
  if (!INDEXNOW_KEY_PATTERN.test(requested)) return null;
  const key = await getIndexNowKey(db);
  return requested === key ? key : null;
}
