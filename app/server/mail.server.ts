import { desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { getDb, type Queryable } from "./db/client.server";
import { mailOutbox } from "./db/schema";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let transport: nodemailer.Transporter | undefined;

/**
 * Sends a mail over SMTP when SMTP_URL is set. Without SMTP the mail is written to the log and
 * kept in the outbox (the development mailbox), so sign-up confirmation and password reset work
 * end to end on a machine without a mail server.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  const db = getDb();
  if (!env.SMTP_URL) {
    logger.info({ to: mail.to, subject: mail.subject, body: mail.text }, "mail (no SMTP configured)");
    await db
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, body: mail.text, transport: "log" });
    return;
  }
  transport ??= nodemailer.createTransport(env.SMTP_URL);
  try {
    await transport.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, transport: "smtp" });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error({ err: error, to: mail.to, subject: mail.subject }, "mail could not be sent");
    await db
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, transport: "smtp", error: message });
    throw error;
  }
}

/** The development mailbox (/dev/mailbox): the mails kept instead of sent, newest first. */
export async function listLoggedMails(db: Queryable, limit = 50) {
  const mails = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.transport, "log"))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
}
