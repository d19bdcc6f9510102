import type { ActionResult } from "~/lib/form";
import { parseForm } from "~/lib/form";
import { getAppStorage } from "~/server/app-storage.server";
import type { AuditActor } from "~/server/audit.server";
import { getDb } from "~/server/db/client.server";
import { type PortraitUpload, saveAuthorProfile } from "./author-profile.server";
import { AUTHOR_PROFILE_FIELDS, AUTHOR_TEXT, authorProfileSchema } from "./author-schema";

export { getAuthorProfile } from "./author-profile.server";

export type ProfileActionResult = ActionResult<"profile", { authorSlug: string }>;

/**
 * The profile form's post (intent "profile"), for /admin/profil (the user's own) and
 * /admin/brugere (an admin's for anyone): Zod-validated, Danish messages, audited. The route has
 * already checked the role.
 */
export async function handleAuthorProfileForm(
  form: FormData,
  actor: AuditActor,
  userId: string,
): Promise<{ result: ProfileActionResult; status: number; headers?: Record<string, string> }> {
  const parsed = parseForm(authorProfileSchema, form, { fields: AUTHOR_PROFILE_FIELDS });
  if (!parsed.ok) {
    const message = Object.values(parsed.fieldErrors).find(Boolean) ?? AUTHOR_TEXT.unexpected;
    return {
      result: { ok: false, intent: "profile", message, fieldErrors: parsed.fieldErrors },
      status: 400,
    };
  }
  const file = form.get("portrait");
  const portrait = file && typeof file !== "string" ? (file as PortraitUpload) : null;
  const saved = await saveAuthorProfile(getDb(), getAppStorage(), actor, userId, parsed.data, { portrait });
  if (!saved.ok) {
    return {
      result: { ok: false, intent: "profile", message: saved.message, fieldErrors: saved.fieldErrors },
      status: saved.status,
      ...(saved.retryAfterSeconds ? { headers: { "Retry-After": String(saved.retryAfterSeconds) } } : {}),
    };
  }
  return {
    result: { ok: true, intent: "profile", message: saved.message, authorSlug: saved.authorSlug },
    status: 200,
  };
}
