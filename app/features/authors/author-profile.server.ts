import { eq } from "drizzle-orm";
import { authorSlugFromName } from "~/lib/bylines";
import type { FieldErrors } from "~/lib/form";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import { freeAuthorSlug } from "~/server/author-identity.server";
import type { Queryable } from "~/server/db/client.server";
import { type AuthorPortrait, user } from "~/server/db/schema";
import {
  ImageValidationError,
  MAX_IMAGE_BYTES,
  MSG_NOT_AN_IMAGE,
  MSG_TOO_LARGE,
  processImage,
  storeProcessedImage,
} from "~/server/images.server";
import { logger } from "~/server/logger.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import { hitRateLimit, MSG_TOO_MANY_UPLOADS, UPLOAD_RATE_RULE } from "~/server/rate-limit.server";
import { isStaff } from "~/server/session.server";
import { ARTICLE_IMAGES_BUCKET, type ObjectStorage, objectName, stripExt } from "~/server/storage.server";
import { AUTHOR_TEXT, type AuthorProfileInput } from "./author-schema";

/** What the profile form shows (staff only; the e-mail is for the admin's heading, never public). */
export interface AuthorProfile {
  id: string;
  email: string;
  role: string;
  name: string;
  authorSlug: string | null;
  jobTitle: string | null;
  bio: string | null;
  portrait: AuthorPortrait | null;
}

/** The profile form's values; null for no id (the page shows no form) or an unknown one. */
export async function getAuthorProfile(db: Queryable, userId: string | null): Promise<AuthorProfile | null> {
  if (!userId) return null;
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      role: user.role,
      name: user.name,
      authorSlug: user.authorSlug,
      jobTitle: user.jobTitle,
      bio: user.bio,
      portrait: user.portrait,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

/** A portrait file as posted (a browser File or anything with the same reading methods). */
export interface PortraitUpload {
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type ProfileSaveResult =
  | { ok: true; message: string; authorSlug: string }
  | { ok: false; message: string; status: number; fieldErrors?: FieldErrors; retryAfterSeconds?: number };

type Storage = Pick<ObjectStorage, "put" | "delete">;

/** Portraits are shown small: WebP variants at these widths, the original kept for the rest. */
const PORTRAIT_WIDTHS = [160, 320, 640];

function fail(message: string, status: number, fieldErrors?: FieldErrors): ProfileSaveResult {
  return { ok: false, message, status, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** Verifies and stores a portrait through the image pipeline (type, size, decode, metadata stripped). */
async function storePortrait(storage: Storage, slug: string, file: PortraitUpload) {
  if (!file.type.startsWith("image/")) throw new ImageValidationError(MSG_NOT_AN_IMAGE);
  if (file.size > MAX_IMAGE_BYTES) throw new ImageValidationError(MSG_TOO_LARGE);
  const processed = await processImage(Buffer.from(await file.arrayBuffer()), {
    widths: PORTRAIT_WIDTHS,
    avif: false,
  });
  const baseName = stripExt(objectName(`forfatter-${slug}`, processed.ext));
  const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
  const portrait: AuthorPortrait = {
    url: stored.url,
    width: processed.width,
    height: processed.height,
    variants: stored.variants,
  };
  return portrait;
}

/** The stored object names of a portrait (original and variants), for removal. */
function portraitObjects(portrait: AuthorPortrait): string[] {
  return [portrait.url, ...portrait.variants.map((v) => v.url)]
    .map((url) => url.split("/").pop() ?? "")
    .filter(Boolean);
}

async function removePortrait(storage: Storage, portrait: AuthorPortrait | null) {
  if (!portrait) return;
  await Promise.allSettled(
    portraitObjects(portrait).map((name) =>
      storage.delete(ARTICLE_IMAGES_BUCKET, name).catch((err: unknown) => {
        logger.warn({ err, name }, "an unused author portrait could not be removed");
      }),
    ),
  );
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

const CHANGE_FIELDS = ["name", "authorSlug", "jobTitle", "bio"] as const;

/**
 * Saves a staff member's author profile (issue 14): display name, author page address, title,
 * bio and portrait. One transaction with the audit entry; a new portrait is stored first and
 * removed again when the save does not go through. Bylines follow at once: article pages read
 * the current name, and the cache marks every page stale (author pages are dropped).
 */
export async function saveAuthorProfile(
  db: Queryable,
  storage: Storage,
  actor: AuditActor,
  userId: string,
  input: AuthorProfileInput,
  options: { portrait?: PortraitUpload | null; now?: Date } = {},
): Promise<ProfileSaveResult> {
  const current = await getAuthorProfile(db, userId);
  if (!current) return fail(AUTHOR_TEXT.notFound, 404);
  if (!isStaff(current.role) && !current.authorSlug) return fail(AUTHOR_TEXT.notStaff, 403);

  let portrait: AuthorPortrait | null = null;
  if (options.portrait && options.portrait.size > 0) {
    // The same budget as /admin/api/upload: a portrait runs the same image pipeline.
    const limit = await hitRateLimit(db, UPLOAD_RATE_RULE, actor.id);
    if (!limit.allowed) {
      const fieldErrors = { portrait: MSG_TOO_MANY_UPLOADS };
      return {
        ok: false,
        message: MSG_TOO_MANY_UPLOADS,
        status: 429,
        fieldErrors,
        retryAfterSeconds: limit.retryAfterSeconds,
      };
    }
    try {
      portrait = await storePortrait(
        storage,
        current.authorSlug ?? authorSlugFromName(input.name),
        options.portrait,
      );
    } catch (err) {
      if (err instanceof ImageValidationError) {
        return fail(err.message, err.message === MSG_TOO_LARGE ? 413 : 400, { portrait: err.message });
      }
      throw err;
    }
  }

  // Set inside the transaction: the old address and the portrait the save replaced.
  let oldSlug: string | null = null;
  let replaced: AuthorPortrait | null = null;
  try {
    const result = await db.transaction(async (tx): Promise<ProfileSaveResult> => {
      const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
      if (!row) return fail(AUTHOR_TEXT.notFound, 404);
      const before = await getAuthorProfile(tx, userId);
      if (!before) return fail(AUTHOR_TEXT.notFound, 404);
      let authorSlug = input.authorSlug;
      if (authorSlug && authorSlug !== before.authorSlug) {
        const free = await freeAuthorSlug(tx, authorSlug, userId);
        if (free !== authorSlug) {
          const message = AUTHOR_TEXT.slugTaken(authorSlug);
          return fail(message, 409, { authorSlug: message });
        }
      } else if (!authorSlug) {
        authorSlug = before.authorSlug ?? (await freeAuthorSlug(tx, authorSlugFromName(input.name), userId));
      }
      const next = {
        name: input.name,
        authorSlug,
        jobTitle: input.jobTitle || null,
        bio: input.bio || null,
        portrait: portrait ?? (input.removePortrait ? null : before.portrait),
      };
      const changed: string[] = CHANGE_FIELDS.filter((f) => (before[f] ?? null) !== (next[f] ?? null));
      if (next.portrait?.url !== before.portrait?.url) changed.push("portrait");
      // Saving the form is choosing the name, even unchanged (issue 22: the one made from the
      // e-mail may be kept on purpose).
      const [confirmation] = await tx
        .select({ at: user.nameConfirmedAt })
        .from(user)
        .where(eq(user.id, userId));
      const confirmsName = !confirmation?.at;
      if (confirmsName && !changed.includes("name")) changed.push("nameConfirmed");
      if (changed.length === 0) return { ok: true, message: AUTHOR_TEXT.unchanged, authorSlug };
      oldSlug = before.authorSlug;
      replaced = before.portrait && before.portrait.url !== next.portrait?.url ? before.portrait : null;
      await tx
        .update(user)
        .set({
          ...next,
          updatedAt: options.now ?? new Date(),
          ...(confirmsName || changed.includes("name") ? { nameConfirmedAt: options.now ?? new Date() } : {}),
        })
        .where(eq(user.id, userId));
      await recordAudit(tx, actor, {
        action: "profile_updated",
        entityType: "user",
        entityId: userId,
        summary:
          actor.id === userId
            ? "opdaterede sin forfatterprofil"
            : `opdaterede forfatterprofilen for ${before.email}`,
        metadata: { changed, authorSlug },
      });
      return { ok: true, message: AUTHOR_TEXT.saved, authorSlug };
    });
    if (!result.ok || result.message === AUTHOR_TEXT.unchanged) {
      await removePortrait(storage, portrait);
      return result;
    }
    await removePortrait(storage, replaced);
    // The author page (old and new address) at once; bylines everywhere else on their next render.
    invalidatePageCache(PAGE_CHANGES.author([result.authorSlug, oldSlug]));
    return result;
  } catch (err) {
    await removePortrait(storage, portrait);
    if (isUniqueViolation(err)) {
      const message = AUTHOR_TEXT.slugTaken(input.authorSlug || authorSlugFromName(input.name));
      return fail(message, 409, { authorSlug: message });
    }
    throw err;
  }
}
