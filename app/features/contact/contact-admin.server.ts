import { count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Database, Queryable } from "~/server/db/client.server";
import { contactMessages } from "~/server/db/schema";
import { CONTACT_ADMIN_TEXT, CONTACT_PAGE_SIZE, type ContactFilter } from "./contact-admin";

export type ContactMessage = typeof contactMessages.$inferSelect;
export type ContactListItem = Pick<
  ContactMessage,
  "id" | "name" | "email" | "subject" | "createdAt" | "handledAt" | "handledBy"
>;

export interface ContactList {
  items: ContactListItem[];
  total: number;
  page: number;
  pageCount: number;
  counts: { unhandled: number; handled: number; all: number };
}

function filterWhere(filter: ContactFilter): SQL | undefined {
  if (filter === "ubehandlede") return isNull(contactMessages.handledAt);
  if (filter === "behandlede") return isNotNull(contactMessages.handledAt);
  return undefined;
}

/** Newest first, 10 a page (spec §9 admin list page size), filtered by handled state. */
export async function listContactMessages(
  db: Queryable,
  options: { filter: ContactFilter; page: number },
): Promise<ContactList> {
  // count(column) counts only non-null values: the handled messages.
  const [row] = await db
    .select({ all: count(), handled: count(contactMessages.handledAt) })
    .from(contactMessages);
  const all = row?.all ?? 0;
  const counts = { unhandled: all - (row?.handled ?? 0), handled: row?.handled ?? 0, all };
  const total =
    options.filter === "ubehandlede"
      ? counts.unhandled
      : options.filter === "behandlede"
        ? counts.handled
        : all;
  const pageCount = Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const items = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      createdAt: contactMessages.createdAt,
      handledAt: contactMessages.handledAt,
      handledBy: contactMessages.handledBy,
    })
    .from(contactMessages)
    .where(filterWhere(options.filter))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_PAGE_SIZE)
    .offset((page - 1) * CONTACT_PAGE_SIZE);
  return { items, total, page, pageCount, counts };
}

export async function getContactMessage(db: Queryable, id: string): Promise<ContactMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

export type ContactMutationResult =
  | { ok: true; message: string }
  | { ok: false; message: string; status: number };

/** Marks a message handled (time and who) or unhandled again, with an audit entry. */
export async function setContactHandled(
  db: Database,
  actor: AuditActor,
  id: string,
  handled: boolean,
): Promise<ContactMutationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set(handled ? { handledAt: new Date(), handledBy: actor.email } : { handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id, subject: contactMessages.subject });
    if (!row) return { ok: false, message: CONTACT_ADMIN_TEXT.notFound, status: 404 };
    await recordAudit(tx, actor, {
      action: handled ? "handled" : "unhandled",
      entityType: "contact",
      entityId: row.id,
      summary: handled
        ? `markerede henvendelsen "${row.subject}" som behandlet`
        : `markerede henvendelsen "${row.subject}" som ubehandlet`,
    });
    return {
      ok: true,
      message: handled ? CONTACT_ADMIN_TEXT.markedHandled : CONTACT_ADMIN_TEXT.markedUnhandled,
    };
  });
}

/** Deletes a message for good (after the confirm dialog), with an audit entry. */
export async function deleteContactMessage(
  db: Database,
  actor: AuditActor,
  id: string,
): Promise<ContactMutationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id, subject: contactMessages.subject });
    if (!row) return { ok: false, message: CONTACT_ADMIN_TEXT.notFound, status: 404 };
    await recordAudit(tx, actor, {
      action: "deleted",
      entityType: "contact",
      entityId: row.id,
      summary: `slettede henvendelsen "${row.subject}"`,
    });
    return { ok: true, message: CONTACT_ADMIN_TEXT.deleted };
  });
}
