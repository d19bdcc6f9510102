import { simpleParser } from "mailparser";
import type { Queryable } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { unsubscribeFromNewsletter } from "./newsletter-subscriptions.server";

/*
 * The `mailto:` of every newsletter's List-Unsubscribe (RFC 2369, issue 24): a mail to MAIL_FROM's
 * address whose subject is `afmeld <token> <list>`. Mailbox providers that do not use the https
 * one-click (RFC 8058) send that mail; the mail provider's inbound route forwards it, raw, to
 * POST /api/nyhedsbrev/indgaaende (routes/resources/newsletter-inbound.ts), and this unsubscribes
 * the address from that list exactly as the one-click link does: by the signed token, never by
 * the sender's address (a From header is easily forged).
 */

const SUBJECT_WORD = "afmeld";

/** The subject the mailto asks for: the word, the unsubscribe token and the list of the mail. */
export function unsubscribeMailSubject(unsubscribeUrl: string): string {
  const params = new URL(unsubscribeUrl).searchParams;
  return [SUBJECT_WORD, params.get("token"), params.get("liste")].filter(Boolean).join(" ");
}

/** Token and list from a subject ("Re:", "Fwd:" or a client's own words around it are allowed). */
export function parseUnsubscribeSubject(subject: string): { token: string; listKey: string | null } | null {
  const match = new RegExp(
    `(?:^|\\s)${SUBJECT_WORD}\\s+([A-Za-z0-9_.-]{16,400})(?:\\s+([a-z0-9:-]{1,80}))?`,
    "i",
  ).exec(subject);
  return match ? { token: match[1], listKey: match[2] ?? null } : null;
}

export type InboundOutcome =
  | { status: "unsubscribed"; lists: string[] }
  | { status: "ignored"; reason: "not-a-mail" | "no-token" | "invalid-token" };

/** One forwarded mail (RFC 5322, as received): unsubscribes by its subject's token, or ignores it. */
export async function handleUnsubscribeMail(db: Queryable, raw: Buffer): Promise<InboundOutcome> {
  let subject: string | undefined;
  let text: string | undefined;
  try {
    const mail = await simpleParser(raw, { skipHtmlToText: true, skipImageLinks: true, skipTextLinks: true });
    subject = mail.subject;
    text = mail.text;
  } catch {
    return { status: "ignored", reason: "not-a-mail" };
  }
  if (subject === undefined && text === undefined) return { status: "ignored", reason: "not-a-mail" };
  // Some clients move the mailto's subject into the body: look there too.
  const asked = parseUnsubscribeSubject(subject ?? "") ?? parseUnsubscribeSubject(text?.slice(0, 2000) ?? "");
  if (!asked) return { status: "ignored", reason: "no-token" };
  const result = await unsubscribeFromNewsletter(db, asked.token, asked.listKey ?? undefined);
  if (result.status !== "unsubscribed") {
    logger.info({ reason: "invalid-token" }, "newsletter unsubscribe mail ignored");
    return { status: "ignored", reason: "invalid-token" };
  }
  return { status: "unsubscribed", lists: result.lists };
}
