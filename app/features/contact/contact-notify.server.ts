import { inArray } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { siteSettings, user } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { type Mail, sendMail } from "~/server/mail.server";
import { EDITOR_ROLES } from "~/server/session.server";

export interface StoredContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The notification mail staff get about a new contact message. */
export function contactNotificationMail(
  to: string,
  message: StoredContactMessage,
  publicUrl: string,
  siteName: string,
): Mail {
  const link = `${publicUrl}/admin/henvendelser?id=${message.id}`;
  return {
    to,
    subject: `Ny henvendelse: ${message.subject}`,
    text: [
      `Der er kommet en ny henvendelse via kontaktformularen på ${siteName}.`,
      "",
      `Fra: ${message.name} <${message.email}>`,
      `Emne: ${message.subject}`,
      "",
      message.message,
      "",
      `Læs og behandl den i administrationen: ${link}`,
      `Alle henvendelser: ${publicUrl}/admin/henvendelser`,
      "",
      "Du får denne mail, fordi du er administrator eller redaktør, og notifikationer er slået til under Indstillinger.",
    ].join("\n"),
  };
}

/**
 * When notifications are on (Indstillinger), e-mails every admin and editor about a new message.
 * Never throws: a failed mail is logged (and recorded in the outbox by sendMail); the stored
 * message is not touched.
 */
export async function notifyStaffOfContactMessage(
  db: Queryable,
  message: StoredContactMessage,
  send: (mail: Mail) => Promise<void> = sendMail,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  try {
    const [settings] = await db
      .select({ enabled: siteSettings.enableNotifications, siteName: siteSettings.siteName })
      .from(siteSettings);
    // No row yet means the defaults, and notifications are on by default (spec §9).
    if (settings && !settings.enabled) return { sent, failed };
    const staff = await db
      .select({ email: user.email })
      .from(user)
      .where(inArray(user.role, [...EDITOR_ROLES]));
    const publicUrl = getEnv().publicUrl;
    for (const { email } of staff) {
      try {
        await send(contactNotificationMail(email, message, publicUrl, settings?.siteName ?? "Forsiden"));
        sent++;
      } catch (error) {
        failed++;
        logger.error({ err: error, contactMessageId: message.id }, "contact notification could not be sent");
      }
    }
  } catch (error) {
    logger.error({ err: error, contactMessageId: message.id }, "contact notifications failed");
  }
  return { sent, failed };
}
