import { asc, count, desc, gt, inArray, ne, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Database, Queryable } from "~/server/db/client.server";
import { session, user } from "~/server/db/schema";
import { STAFF_ROLES } from "~/server/session.server";

export const SECURITY_TEXT = {
  signedOutOthers: (n: number) =>
    n === 0
      ? "Der var ingen andre aktive sessioner."
      : n === 1
        ? "1 anden session er logget ud."
        : `${n} andre sessioner er logget ud.`,
} as const;

export interface StaffSecurityRow {
  email: string;
  role: "admin" | "editor";
  twoFactorEnabled: boolean;
}

export interface SecurityOverview {
  activeSessions: number;
  staff: StaffSecurityRow[];
}

/** Active (unexpired) sessions of all users, and the two-factor status of every staff member. */
export async function getSecurityOverview(db: Queryable): Promise<SecurityOverview> {
  const [[sessions], staff] = await Promise.all([
    db.select({ n: count() }).from(session).where(gt(session.expiresAt, sql`now()`)),
    db
      .select({ email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled })
      .from(user)
      .where(inArray(user.role, [...STAFF_ROLES]))
      .orderBy(asc(user.role), desc(user.twoFactorEnabled), asc(user.email))
      .limit(100),
  ]);
  return {
    activeSessions: sessions?.n ?? 0,
    staff: staff.map((s) => ({ ...s, role: s.role === "admin" ? "admin" : "editor" })),
  };
}

/**
 * 'Log ud af alle andre sessioner': deletes every session row except the one making the request
 * (all users, expired ones too), in one transaction with an audit entry.
 */
export async function signOutOtherSessions(
  db: Database,
  actor: AuditActor,
  currentSessionId: string,
): Promise<{ revoked: number; message: string }> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(session)
      .where(ne(session.id, currentSessionId))
      .returning({ id: session.id });
    await recordAudit(tx, actor, {
      action: "sessions_revoked",
      entityType: "settings",
      entityId: "sessions",
      summary: `loggede alle andre sessioner ud (${deleted.length})`,
      metadata: { sessionsRevoked: deleted.length },
    });
    return { revoked: deleted.length, message: SECURITY_TEXT.signedOutOthers(deleted.length) };
  });
}
