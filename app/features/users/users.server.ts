import { asc, count, desc, eq, gt, ilike, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import { ensureAuthorIdentity } from "~/server/author-identity.server";
import type { Database, Queryable } from "~/server/db/client.server";
import { session, user } from "~/server/db/schema";
import type { Role, SessionUser } from "~/server/session.server";
import { asRole, isDemotion, roleChangeSummary, USER_TEXT } from "./roles";

/** A row of /admin/brugere: the account as a session knows it, with its age and open sessions. */
export interface UserListItem extends SessionUser {
  createdAt: Date;
  activeSessions: number;
}

export const USER_LIST_LIMIT = 100;

/** Staff first (admins, editors, contributors), then everyone else, newest first; optional e-mail search. */
export async function listUsers(db: Queryable, options: { q?: string } = {}): Promise<UserListItem[]> {
  const activeSessions = db
    .select({ userId: session.userId, n: count().as("n") })
    .from(session)
    .where(gt(session.expiresAt, sql`now()`))
    .groupBy(session.userId)
    .as("active_sessions");
  const q = options.q?.trim();
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      activeSessions: sql<number>`coalesce(${activeSessions.n}, 0)`.mapWith(Number),
    })
    .from(user)
    .leftJoin(activeSessions, eq(activeSessions.userId, user.id))
    .where(q ? ilike(user.email, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(
      sql`CASE ${user.role} WHEN 'admin' THEN 0 WHEN 'editor' THEN 1 WHEN 'contributor' THEN 2 ELSE 3 END`,
      desc(user.createdAt),
      asc(user.email),
    )
    .limit(USER_LIST_LIMIT);
  return rows.map((r) => ({ ...r, role: asRole(r.role) }));
}

export type UserMutationResult =
  | { ok: true; message: string; changed: boolean; sessionsRevoked: number }
  | { ok: false; message: string; status: number };

/**
 * Gives a user a role. The last administrator keeps the admin role; a lowered user's sessions end
 * at once (so a removed editor cannot go on working); every change is in the audit log.
 */
export async function changeUserRole(
  db: Database,
  actor: AuditActor,
  input: { userId: string; role: Role },
): Promise<UserMutationResult> {
  return db.transaction(async (tx) => {
    // Lock the admin rows: two admins demoting each other at once cannot leave none.
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, "admin"))
      .orderBy(asc(user.id))
      .for("update");
    const [target] = await tx
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, input.userId))
      .for("update");
    if (!target) return { ok: false, message: USER_TEXT.notFound, status: 404 };
    const from = asRole(target.role);
    if (from === input.role) {
      return {
        ok: true,
        message: USER_TEXT.roleUnchanged(target.email, from),
        changed: false,
        sessionsRevoked: 0,
      };
    }
    if (from === "admin" && admins.length <= 1) {
      return { ok: false, message: USER_TEXT.lastAdmin, status: 409 };
    }
    await tx.update(user).set({ role: input.role, updatedAt: new Date() }).where(eq(user.id, target.id));
    // Staff write under a display name with an author page, never under their e-mail (issue 14).
    if (input.role !== "user") await ensureAuthorIdentity(tx, target.id);
    let sessionsRevoked = 0;
    if (isDemotion(from, input.role)) {
      const deleted = await tx
        .delete(session)
        .where(eq(session.userId, target.id))
        .returning({ id: session.id });
      sessionsRevoked = deleted.length;
    }
    await recordAudit(tx, actor, {
      action: "role_changed",
      entityType: "user",
      entityId: target.id,
      summary: roleChangeSummary(target.email, input.role),
      metadata: { from, to: input.role, sessionsRevoked },
    });
    return {
      ok: true,
      message: USER_TEXT.roleChanged(target.email, input.role),
      changed: true,
      sessionsRevoked,
    };
  });
}

/** 'Log alle ud': ends every session of a user (also the admin's own, when they choose themselves). */
export async function signOutEverywhere(
  db: Database,
  actor: AuditActor,
  userId: string,
): Promise<UserMutationResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.id, userId));
    if (!target) return { ok: false, message: USER_TEXT.notFound, status: 404 };
    const deleted = await tx
      .delete(session)
      .where(eq(session.userId, target.id))
      .returning({ id: session.id });
    await recordAudit(tx, actor, {
      action: "sessions_revoked",
      entityType: "user",
      entityId: target.id,
      summary: `loggede ${target.email} ud på alle enheder`,
      metadata: { sessionsRevoked: deleted.length },
    });
    return {
      ok: true,
      message: USER_TEXT.signedOutAll(target.email),
      changed: deleted.length > 0,
      sessionsRevoked: deleted.length,
    };
  });
}

/** How many administrators there are (the page warns when there is only one). */
export async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user).where(eq(user.role, "admin"));
  return row?.n ?? 0;
}
