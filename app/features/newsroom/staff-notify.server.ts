import { and, inArray } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { siteSettings, staffNotifications, user } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import type { LiveEvent } from "~/server/live-bus.server";
import { logger } from "~/server/logger.server";
import { type Mail, sendMail } from "~/server/mail.server";
import { EDITOR_ROLES, STAFF_ROLES } from "~/server/session.server";
import { announceNewsroom, publishNewsroom } from "./newsroom-bus.server";

/**
 * Staff notifications (issue 26): a row per recipient in `staff_notifications` (the admin shell's
 * bell), a newsroom event so the recipient's open tabs update at once, and, when the settings'
 * 'Notifikationer' is on, an e-mail after the commit.
 */
export type StaffNotificationKind =
  | "mention"
  | "submitted"
  | "returned"
  | "approved"
  | "takeover"
  | "assignment";

export interface StaffNotificationInput {
  /** Recipients; the actor is never notified of their own action. */
  userIds: readonly string[];
  kind: StaffNotificationKind;
  articleId?: string | null;
  /** One Danish sentence, e.g. 'Sofie Lund sendte "Titel" til redigering'. */
  text: string;
  /** An admin path, e.g. /admin/articles?rediger={id}. */
  href?: string | null;
}

/** What to do after the commit: announce the events and send the mails. */
export interface PendingNotifications {
  events: LiveEvent[];
  recipients: string[];
  mail: { subject: string; text: string; href: string | null };
}

/** Only staff accounts receive notifications (a demoted user's id is dropped). */
async function staffOnly(tx: Queryable, userIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.id, ids), inArray(user.role, [...STAFF_ROLES])));
  return rows.map((r) => r.id);
}

/** The editors and administrators (for 'a new submission'), leaving out `exceptUserId`. */
export async function editorIds(tx: Queryable, exceptUserId?: string): Promise<string[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.role, [...EDITOR_ROLES]));
  return rows.map((r) => r.id).filter((id) => id !== exceptUserId);
}

/** Inside the write's transaction. Pass the result to `deliverNotifications` after the commit. */
export async function notifyStaff(
  tx: Queryable,
  input: StaffNotificationInput,
  actorId?: string,
): Promise<PendingNotifications> {
  const recipients = (await staffOnly(tx, input.userIds)).filter((id) => id !== actorId);
  const href = input.href ?? null;
  const mail = { subject: input.text, text: input.text, href };
  if (recipients.length === 0) return { events: [], recipients, mail };
  await tx.insert(staffNotifications).values(
    recipients.map((userId) => ({
      userId,
      kind: input.kind,
      articleId: input.articleId ?? null,
      text: input.text,
      href,
    })),
  );
  const events = await publishNewsroom(
    tx,
    recipients.map((userId) => ({ event: "notification" as const, data: { userId } })),
  );
  return { events, recipients, mail };
}

/** The mail a staff member gets for a notification. */
export function staffNotificationMail(
  to: string,
  text: string,
  href: string | null,
  publicUrl: string,
): Mail {
  return {
    to,
    subject: `Forsiden: ${text}`,
    text: [
      text,
      "",
      ...(href ? [`Åbn i administrationen: ${publicUrl}${href}`, ""] : []),
      "Du får denne mail, fordi notifikationer er slået til under Indstillinger.",
    ].join("\n"),
  };
}

/**
 * After the commit: the events reach this process's streams (PostgreSQL's NOTIFY reaches the
 * others), and the recipients get a mail when notifications are on. Never throws.
 */
export async function deliverNotifications(
  db: Queryable,
  pending: PendingNotifications | readonly PendingNotifications[],
  send: (mail: Mail) => Promise<void> = sendMail,
): Promise<void> {
  const all = Array.isArray(pending) ? pending : [pending as PendingNotifications];
  for (const p of all) announceNewsroom(p.events);
  try {
    const [settings] = await db.select({ enabled: siteSettings.enableNotifications }).from(siteSettings);
    // No row yet means the defaults, and notifications are on by default (spec §9).
    if (settings && !settings.enabled) return;
    const publicUrl = getEnv().publicUrl;
    for (const p of all) {
      if (p.recipients.length === 0) continue;
      const rows = await db.select({ email: user.email }).from(user).where(inArray(user.id, p.recipients));
      for (const { email } of rows) {
        try {
          await send(staffNotificationMail(email, p.mail.text, p.mail.href, publicUrl));
        } catch (err) {
          logger.warn({ err }, "a staff notification mail could not be sent");
        }
      }
    }
  } catch (err) {
    logger.warn({ err }, "staff notification mails failed");
  }
}
