/**
 * /admin/clubs ('Club Management'): the admin list with its filters and stat cards, and the
 * club dialog's writes (spec §2, §4, §5, §7, §8). Every write is one transaction with its audit
 * entry; a stored logo is removed again when the write does not go through.
 */
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import type { AuditActor } from "~/server/audit.server";
import { recordAudit } from "~/server/audit.server";
import type { Queryable } from "~/server/db/client.server";
import { clubs } from "~/server/db/schema";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import {
  ImageValidationError,
  MAX_IMAGE_BYTES,
  MSG_NOT_AN_IMAGE,
  MSG_TOO_LARGE,
  processImage,
} from "~/server/images.server";
import { logger } from "~/server/logger.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import { ARTICLE_IMAGES_BUCKET, clubLogoName, type ObjectStorage } from "~/server/storage.server";
import {
  CLUB_LIMITS,
  CLUB_TEXT,
  type ClubActionResult,
  type ClubAdminFilters,
  type ClubFieldErrors,
  type ClubInput,
  type ClubIntent,
  clubFormValues,
  parseClubForm,
  requestedClubSlug,
} from "./club-admin-schema";

// ---------------------------------------------------------------------------
// Reads

const adminColumns = {
  id: clubs.id,
  slug: clubs.slug,
  name: clubs.name,
  shortName: clubs.shortName,
  description: clubs.description,
  website: clubs.website,
  stadium: clubs.stadium,
  location: clubs.location,
  founded: clubs.founded,
  league: clubs.league,
  country: clubs.country,
  logoUrl: clubs.logoUrl,
  updatedAt: clubs.updatedAt,
};

export type AdminClubRow = Awaited<ReturnType<typeof listAdminClubs>>[number];

const blank = (column: typeof clubs.logoUrl | typeof clubs.website | typeof clubs.description) =>
  sql`coalesce(btrim(${column}), '') = ''`;

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Spec §7: all clubs ordered by country, league, name; narrowed by the URL's filters. The text
 * search is a case-insensitive substring of name, short name, league, location or stadium.
 */
export function listAdminClubs(db: Queryable, filters: ClubAdminFilters) {
  const where: SQL[] = [];
  if (filters.q) {
    const pattern = `%${likeEscape(filters.q)}%`;
    const match = or(
      ilike(clubs.name, pattern),
      ilike(clubs.shortName, pattern),
      ilike(clubs.league, pattern),
      ilike(clubs.location, pattern),
      ilike(clubs.stadium, pattern),
    );
    if (match) where.push(match);
  }
  if (filters.country) where.push(eq(clubs.country, filters.country));
  if (filters.league) where.push(eq(clubs.league, filters.league));
  if (filters.logo === "med-logo") where.push(sql`not ${blank(clubs.logoUrl)}`);
  if (filters.logo === "genereret-skjold") where.push(blank(clubs.logoUrl));
  return db
    .select(adminColumns)
    .from(clubs)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(clubs.country), asc(clubs.league), asc(clubs.name));
}

export interface ClubStats {
  total: number;
  /** An uploaded logo. */
  withLogo: number;
  /** No upload: readers see the shield generated from the club's colours. */
  generatedShield: number;
  withoutWebsite: number;
  withoutDescription: number;
}

/** The four stat cards (all clubs, whatever the filters). */
export async function clubStats(db: Queryable): Promise<ClubStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      generatedShield: sql<number>`(count(*) filter (where ${blank(clubs.logoUrl)}))::int`,
      withoutWebsite: sql<number>`(count(*) filter (where ${blank(clubs.website)}))::int`,
      withoutDescription: sql<number>`(count(*) filter (where ${blank(clubs.description)}))::int`,
    })
    .from(clubs);
  const total = Number(row?.total ?? 0);
  const generatedShield = Number(row?.generatedShield ?? 0);
  return {
    total,
    withLogo: total - generatedShield,
    generatedShield,
    withoutWebsite: Number(row?.withoutWebsite ?? 0),
    withoutDescription: Number(row?.withoutDescription ?? 0),
  };
}

// ---------------------------------------------------------------------------
// Writes

export type { ClubActionResult, ClubIntent } from "./club-admin-schema";

export interface ClubActionOutcome {
  result: ClubActionResult;
  status: number;
}

/** A logo file as posted (a browser File or anything with the same reading methods). */
export interface LogoUpload {
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

type Storage = Pick<ObjectStorage, "put" | "delete">;

/** Room for the multipart envelope and the text fields around a 5 MB logo. */
export const MAX_CLUB_REQUEST_BYTES = MAX_IMAGE_BYTES + 256 * 1024;

function failure(intent: ClubIntent, reason: string, status: number, fieldErrors?: ClubFieldErrors) {
  return {
    result: {
      ok: false as const,
      intent,
      message: intent === "update" ? CLUB_TEXT.updateFailed(reason) : CLUB_TEXT.createFailed(reason),
      description: reason,
      fieldErrors,
    },
    status,
  };
}

/** Spec §8: the file could not be processed. */
function processFailure(intent: ClubIntent, reason: string, status = 400): ClubActionOutcome {
  return {
    result: {
      ok: false,
      intent,
      message: intent === "update" ? CLUB_TEXT.processFailed : CLUB_TEXT.createFailed(reason),
      description: reason,
      fieldErrors: { logo: reason },
    },
    status,
  };
}

class LogoError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * Verifies a logo exactly like an article image (type, 5 MB, magic bytes and a real decode),
 * strips its metadata and stores it as `club-logo-{slug}-{timestamp}.{ext}` in article-images.
 */
export async function storeClubLogo(
  storage: Storage,
  slug: string,
  file: LogoUpload,
): Promise<{ url: string; name: string }> {
  if (!file.type.startsWith("image/")) throw new LogoError(MSG_NOT_AN_IMAGE);
  if (file.size > MAX_IMAGE_BYTES) throw new LogoError(MSG_TOO_LARGE, 413);
  let processed: Awaited<ReturnType<typeof processImage>>;
  try {
    processed = await processImage(Buffer.from(await file.arrayBuffer()), { widths: [], avif: false });
  } catch (err) {
    if (err instanceof ImageValidationError) throw new LogoError(err.message, 400);
    throw err;
  }
  const name = clubLogoName(slug, processed.ext);
  const stored = await storage.put(ARTICLE_IMAGES_BUCKET, name, processed.original, processed.mimeType);
  return { url: stored.url, name };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

const CHANGE_FIELDS = [
  "name",
  "shortName",
  "description",
  "website",
  "stadium",
  "location",
  "founded",
  "league",
  "country",
  "logoUrl",
] as const;

export interface UpdateClubOptions {
  logo?: LogoUpload | null;
  removeLogo?: boolean;
  /** The club's updated_at when the dialog opened: a save after someone else's is refused. */
  expectedUpdatedAt?: Date | null;
  now?: Date;
}

/** Spec §7 update by id: name, short_name, description, website, stadium, location, founded, league, country, logo_url. */
export async function updateClub(
  db: Queryable,
  storage: Storage,
  actor: AuditActor,
  id: string,
  input: ClubInput,
  options: UpdateClubOptions = {},
): Promise<ClubActionOutcome> {
  if (!isUuid(id)) return failure("update", CLUB_TEXT.notFound, 404);
  const [current] = await db.select({ slug: clubs.slug }).from(clubs).where(eq(clubs.id, id));
  if (!current) return failure("update", CLUB_TEXT.notFound, 404);

  let logo: { url: string; name: string } | null = null;
  if (options.logo) {
    try {
      logo = await storeClubLogo(storage, current.slug, options.logo);
    } catch (err) {
      if (err instanceof LogoError) return processFailure("update", err.message, err.status);
      logger.error({ err }, "club logo could not be processed");
      return processFailure("update", CLUB_TEXT.unexpected, 500);
    }
  }

  try {
    const outcome = await db.transaction(async (tx): Promise<ClubActionOutcome> => {
      const [row] = await tx.select().from(clubs).where(eq(clubs.id, id)).for("update");
      if (!row) return failure("update", CLUB_TEXT.notFound, 404);
      if (options.expectedUpdatedAt && row.updatedAt.getTime() !== options.expectedUpdatedAt.getTime()) {
        return failure("update", CLUB_TEXT.conflict, 409);
      }
      const logoUrl = logo ? logo.url : options.removeLogo ? null : row.logoUrl;
      const next = { ...input, logoUrl };
      const changed = CHANGE_FIELDS.filter((field) => (row[field] ?? null) !== (next[field] ?? null));
      const [saved] = await tx
        .update(clubs)
        .set({ ...next, updatedAt: options.now ?? new Date() })
        .where(eq(clubs.id, id))
        .returning({ id: clubs.id, slug: clubs.slug, name: clubs.name });
      await recordAudit(tx, actor, {
        action: "updated",
        entityType: "club",
        entityId: id,
        summary: `opdaterede klubben "${saved.name}"`,
        metadata: { slug: saved.slug, changed },
      });
      return { result: { ok: true, intent: "update", message: CLUB_TEXT.updated, club: saved }, status: 200 };
    });
    if (outcome.result.ok) invalidatePageCache(PAGE_CHANGES.club(outcome.result.club.slug));
    else if (logo) await removeLogo(storage, logo.name);
    return outcome;
  } catch (err) {
    if (logo) await removeLogo(storage, logo.name);
    throw err;
  }
}

/** A club's own page, its logo and the club lists at once; article pages (club names) refresh. */

async function removeLogo(storage: Storage, name: string) {
  await storage.delete(ARTICLE_IMAGES_BUCKET, name).catch((err: unknown) => {
    logger.warn({ err, name }, "an unused club logo could not be removed");
  });
}

/** A new club with a unique slug (typed, or derived from the name); a taken slug is refused. */
export async function createClub(
  db: Queryable,
  storage: Storage,
  actor: AuditActor,
  input: ClubInput & { slug: string },
  options: { logo?: LogoUpload | null } = {},
): Promise<ClubActionOutcome> {
  const slug = input.slug;
  if (!slug || slug.length > CLUB_LIMITS.slug) {
    return failure("create", CLUB_TEXT.slugEmpty, 400, { slug: CLUB_TEXT.slugEmpty });
  }
  const taken = () => failure("create", CLUB_TEXT.slugTaken(slug), 409, { slug: CLUB_TEXT.slugTaken(slug) });
  const [existing] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, slug));
  if (existing) return taken();

  let logo: { url: string; name: string } | null = null;
  if (options.logo) {
    try {
      logo = await storeClubLogo(storage, slug, options.logo);
    } catch (err) {
      if (err instanceof LogoError) return processFailure("create", err.message, err.status);
      logger.error({ err }, "club logo could not be processed");
      return processFailure("create", CLUB_TEXT.unexpected, 500);
    }
  }

  try {
    const outcome = await db.transaction(async (tx): Promise<ClubActionOutcome> => {
      const { slug: _slug, ...fields } = input;
      const [saved] = await tx
        .insert(clubs)
        .values({ ...fields, slug, logoUrl: logo?.url ?? null })
        .returning({ id: clubs.id, slug: clubs.slug, name: clubs.name });
      await recordAudit(tx, actor, {
        action: "created",
        entityType: "club",
        entityId: saved.id,
        summary: `oprettede klubben "${saved.name}"`,
        metadata: { slug: saved.slug },
      });
      return { result: { ok: true, intent: "create", message: CLUB_TEXT.created, club: saved }, status: 201 };
    });
    // Its address may hold a cached 404 until now.
    invalidatePageCache(PAGE_CHANGES.club(slug));
    return outcome;
  } catch (err) {
    if (logo) await removeLogo(storage, logo.name);
    if (isUniqueViolation(err)) return taken();
    throw err;
  }
}

function logoOf(form: FormData): LogoUpload | null {
  const file = form.get("logo");
  if (file === null || typeof file === "string") return null;
  return file.size > 0 ? file : null;
}

function parseDate(value: FormDataEntryValue | null): Date | null {
  if (typeof value !== "string" || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The dialog's POST (multipart): intent update or create. */
export async function handleClubAction(
  db: Queryable,
  storage: Storage,
  actor: AuditActor,
  form: FormData,
  requestId?: string,
): Promise<ClubActionOutcome> {
  const intent = form.get("intent");
  if (intent !== "update" && intent !== "create") {
    return {
      result: {
        ok: false,
        intent: "unknown",
        message: CLUB_TEXT.unknownIntent,
        description: CLUB_TEXT.unknownIntent,
      },
      status: 400,
    };
  }
  const values = clubFormValues(form);
  const parsed = parseClubForm(values);
  if (!parsed.ok) return failure(intent, parsed.message, 400, parsed.fieldErrors);
  try {
    if (intent === "update") {
      return await updateClub(db, storage, actor, String(form.get("id") ?? ""), parsed.data, {
        logo: logoOf(form),
        removeLogo: form.get("removeLogo") === "on",
        expectedUpdatedAt: parseDate(form.get("updatedAt")),
      });
    }
    return await createClub(
      db,
      storage,
      actor,
      { ...parsed.data, slug: requestedClubSlug(values) },
      { logo: logoOf(form) },
    );
  } catch (err) {
    // The shared outage answer (server/database-outage.ts): "not saved", 503.
    if (isDatabaseUnavailable(err)) throw err;
    logger.error({ err, requestId, intent }, "club action failed");
    return failure(intent, CLUB_TEXT.unexpected, 500);
  }
}

/** The answer when the request itself cannot be read (too large, not multipart). */
export function unreadableClubRequest(tooLarge: boolean): ClubActionOutcome {
  return processFailure("update", tooLarge ? MSG_TOO_LARGE : MSG_NOT_AN_IMAGE, tooLarge ? 413 : 400);
}
