import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Queryable, Tx } from "~/server/db/client.server";
import { matchColumns } from "~/server/db/match-columns";
import { clubs, matches } from "~/server/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import {
  MATCH_TEXT,
  type MatchFieldErrors,
  type MatchInput,
  unknownMatchClubMessage,
} from "./match-admin-schema";

export const MATCH_LIST_LIMIT = 100;

const adminColumns = { ...matchColumns, leagueKey: matches.leagueKey, season: matches.season };

export interface MatchFilters {
  leagueKey?: string | null;
  clubSlug?: string | null;
  limit?: number;
}

/** The admin's match list, latest kick-off first, filtered by league and/or club (home or away). */
export function listAdminMatches(db: Queryable, filters: MatchFilters = {}) {
  const where: SQL[] = [];
  if (filters.leagueKey) where.push(eq(matches.leagueKey, filters.leagueKey));
  if (filters.clubSlug) {
    const club = or(eq(matches.homeClubSlug, filters.clubSlug), eq(matches.awayClubSlug, filters.clubSlug));
    if (club) where.push(club);
  }
  return db
    .select(adminColumns)
    .from(matches)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(matches.kickoffAt), desc(matches.id))
    .limit(filters.limit ?? MATCH_LIST_LIMIT);
}

export type AdminMatch = Awaited<ReturnType<typeof listAdminMatches>>[number];

export type MatchWriteResult =
  | { ok: true; message: string; id: string }
  | { ok: false; status: number; message: string; fieldErrors?: MatchFieldErrors };

async function unknownClubs(tx: Tx, input: MatchInput): Promise<MatchFieldErrors | null> {
  const wanted = [input.homeClubSlug, input.awayClubSlug].filter((s): s is string => Boolean(s));
  if (wanted.length === 0) return null;
  const known = new Set(
    (await tx.select({ slug: clubs.slug }).from(clubs).where(inArray(clubs.slug, wanted))).map((c) => c.slug),
  );
  const errors: MatchFieldErrors = {};
  if (input.homeClubSlug && !known.has(input.homeClubSlug)) {
    errors.homeClubSlug = unknownMatchClubMessage(input.homeClubSlug);
  }
  if (input.awayClubSlug && !known.has(input.awayClubSlug)) {
    errors.awayClubSlug = unknownMatchClubMessage(input.awayClubSlug);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

const matchName = (m: { homeTeam: string; awayTeam: string }) => `${m.homeTeam} – ${m.awayTeam}`;

class Refused extends Error {
  constructor(readonly result: Extract<MatchWriteResult, { ok: false }>) {
    super(result.message);
  }
}

async function refusedOr<T>(run: () => Promise<T>): Promise<T | Extract<MatchWriteResult, { ok: false }>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/** Creates a match (validated by matchFormSchema); club slugs must name our clubs. */
export async function createMatch(
  db: Queryable,
  actor: AuditActor,
  input: MatchInput,
): Promise<MatchWriteResult> {
  const result = await refusedOr(() =>
    db.transaction(async (tx) => {
      const errors = await unknownClubs(tx, input);
      if (errors)
        throw new Refused({ ok: false, status: 400, message: MATCH_TEXT.saveFailed, fieldErrors: errors });
      const [row] = await tx.insert(matches).values(input).returning({ id: matches.id });
      await recordAudit(tx, actor, {
        action: "created",
        entityType: "match",
        entityId: row.id,
        summary: `oprettede kampen ${matchName(input)}`,
      });
      return { ok: true as const, message: MATCH_TEXT.created, id: row.id };
    }),
  );
  if (result.ok) invalidatePageCache(PAGE_CHANGES.matches);
  return result;
}

export async function updateMatch(
  db: Queryable,
  actor: AuditActor,
  id: string,
  input: MatchInput,
): Promise<MatchWriteResult> {
  const result = await refusedOr(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: matches.id })
        .from(matches)
        .where(eq(matches.id, id))
        .for("update");
      if (!current) throw new Refused({ ok: false, status: 404, message: MATCH_TEXT.notFound });
      const errors = await unknownClubs(tx, input);
      if (errors)
        throw new Refused({ ok: false, status: 400, message: MATCH_TEXT.saveFailed, fieldErrors: errors });
      await tx
        .update(matches)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(matches.id, id));
      await recordAudit(tx, actor, {
        action: "updated",
        entityType: "match",
        entityId: id,
        summary: `opdaterede kampen ${matchName(input)}`,
      });
      return { ok: true as const, message: MATCH_TEXT.updated, id };
    }),
  );
  if (result.ok) invalidatePageCache(PAGE_CHANGES.matches);
  return result;
}

export async function deleteMatch(db: Queryable, actor: AuditActor, id: string): Promise<MatchWriteResult> {
  const result = await refusedOr(() =>
    db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(matches)
        .where(eq(matches.id, id))
        .returning({ homeTeam: matches.homeTeam, awayTeam: matches.awayTeam });
      if (!deleted) throw new Refused({ ok: false, status: 404, message: MATCH_TEXT.notFound });
      await recordAudit(tx, actor, {
        action: "deleted",
        entityType: "match",
        entityId: id,
        summary: `slettede kampen ${matchName(deleted)}`,
      });
      return { ok: true as const, message: MATCH_TEXT.deleted, id };
    }),
  );
  if (result.ok) invalidatePageCache(PAGE_CHANGES.matches);
  return result;
}
