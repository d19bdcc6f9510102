import type { AuditActor } from "~/server/audit.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { logger } from "~/server/logger.server";
import { COMPANY_TEXT, parseCompanyForm } from "./company-schema";
import { optimizeDatabase } from "./database-maintenance.server";
import { signOutOtherSessions } from "./security.server";
import { saveCompanyDetails, saveSiteSettings } from "./settings.server";
import { parseSettingsForm, SETTINGS_TEXT, type SettingsActionResult } from "./settings-schema";

export type { SettingsActionResult, SettingsIntent } from "./settings-schema";

/**
 * The settings page's four forms: save the settings, save the company details, sign out other
 * sessions, optimise the database.
 */
export async function handleSettingsAction(
  handle: DatabaseHandle,
  actor: AuditActor,
  currentSessionId: string,
  form: FormData,
): Promise<SettingsActionResult> {
  const intent = form.get("intent");
  if (intent === "save") {
    const parsed = parseSettingsForm(form);
    if (!parsed.ok) {
      return {
        ok: false,
        intent,
        message: SETTINGS_TEXT.invalid,
        status: 400,
        fieldErrors: parsed.fieldErrors,
      };
    }
    try {
      await saveSiteSettings(handle.db, actor, parsed.data);
    } catch (error) {
      // The shared outage answer (server/database-outage.ts): "not saved", 503.
      if (isDatabaseUnavailable(error)) throw error;
      logger.error({ err: error }, "settings could not be saved");
      return { ok: false, intent, message: SETTINGS_TEXT.failed, status: 500 };
    }
    return { ok: true, intent, message: SETTINGS_TEXT.saved };
  }
  if (intent === "company") {
    const parsed = parseCompanyForm(form);
    if (!parsed.ok) {
      return {
        ok: false,
        intent,
        message: COMPANY_TEXT.invalid,
        status: 400,
        fieldErrors: parsed.fieldErrors,
      };
    }
    try {
      await saveCompanyDetails(handle.db, actor, parsed.data);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      logger.error({ err: error }, "company details could not be saved");
      return { ok: false, intent, message: COMPANY_TEXT.failed, status: 500 };
    }
    return { ok: true, intent, message: COMPANY_TEXT.saved };
  }
  if (intent === "sign-out-others") {
    if (!currentSessionId) return { ok: false, intent, message: SETTINGS_TEXT.unknownIntent, status: 400 };
    const result = await signOutOtherSessions(handle.db, actor, currentSessionId);
    return { ok: true, intent, message: result.message };
  }
  if (intent === "optimize") {
    try {
      const result = await optimizeDatabase(handle, actor);
      return { ok: true, intent, message: result.message };
    } catch (error) {
      logger.error({ err: error }, "database optimisation failed");
      return { ok: false, intent, message: "Databasen kunne ikke optimeres. Prøv igen senere.", status: 500 };
    }
  }
  return { ok: false, intent: "unknown", message: SETTINGS_TEXT.unknownIntent, status: 400 };
}
