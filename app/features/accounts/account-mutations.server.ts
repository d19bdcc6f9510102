import { and, eq, sql } from "drizzle-orm";
import { deleteVerificationRowsOf } from "~/server/auth-internals.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, mailOutbox, newsletterSubscribers, user } from "~/server/db/schema";
import { isStaff } from "~/server/session.server";
import { ACCOUNT_TEXT } from "./account-text";

/** What the audit log says instead of a deleted account's e-mail. */
export const DELETED_ACCOUNT = "[slettet konto]";

export type AccountMutation = { ok: true } | { ok: false; status: number; message: string };

/**
 * A reader's own name (shown only to them). Staff names are bylines: changed on /admin/profil,
 * validated and audited there, never here.
 */
export async function updateReaderName(db: Database, userId: string, name: string): Promise<AccountMutation> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId)).for("update");
    if (!row) return { ok: false, status: 404, message: ACCOUNT_TEXT.notFound };
    if (isStaff(row.role)) return { ok: false, status: 403, message: ACCOUNT_TEXT.staffName };
    const now = new Date();
    await tx.update(user).set({ name, nameConfirmedAt: now, updatedAt: now }).where(eq(user.id, userId));
    return { ok: true };
  });
}

/**
 * 'Slet min konto' (ADR 0025), in one transaction: afterwards nothing identifies the reader.
 * - the user row; its sessions, login methods (account), two-factor row and followed clubs go
 *   with it (ON DELETE CASCADE);
 * - verification rows naming the user or the address (reset links, pending 2FA, login links);
 * - the newsletter subscriber row of the address (its subscriptions and sends cascade);
 * - the mails to the address kept in the outbox;
 * - the audit log keeps what happened but not who: the e-mail in summaries about the account is
 *   replaced, the account's id cleared, and entries it made lose their actor.
 * Staff are refused: their articles, bylines and audit trail belong to the newsroom, so an
 * administrator removes the role first (then they are readers and may delete themselves).
 */
export async function deleteReaderAccount(db: Database, userId: string): Promise<AccountMutation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!row) return { ok: false, status: 404, message: ACCOUNT_TEXT.notFound };
    if (isStaff(row.role)) return { ok: false, status: 403, message: ACCOUNT_TEXT.staffCannotDelete };
    const email = row.email.toLowerCase();
    await deleteVerificationRowsOf(tx, userId, email);
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
    await tx
      .update(auditLog)
      .set({
        entityId: null,
        summary: sql`replace(${auditLog.summary}, ${row.email}, ${DELETED_ACCOUNT})`,
      })
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId)));
    await tx.update(auditLog).set({ actorId: null, actorEmail: null }).where(eq(auditLog.actorId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    return { ok: true };
  });
}
