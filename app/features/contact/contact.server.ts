import type { Queryable } from "~/server/db/client.server";
import { contactMessages } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import type { Mail } from "~/server/mail.server";
import { createRateLimiter, type RateLimiter, type RateLimitRule } from "~/server/rate-limit.server";
import { notifyStaffOfContactMessage } from "./contact-notify.server";
import { type ContactFieldErrors, type ContactValues, parseContactForm } from "./contact-schema";

/**
 * PRODUCT.md: the contact form is rate-limited: 5 messages per 10 minutes per client address.
 * Counted in the shared store (ADR 0011); if it is down the message is let through (storing it
 * needs the database anyway).
 */
export const CONTACT_RATE_LIMIT: RateLimitRule = {
  id: "contact-address",
  limit: 5,
  windowMs: 10 * 60_000,
  onStoreError: "open",
};

const defaultLimiter = createRateLimiter(CONTACT_RATE_LIMIT);

export type CreateContactResult =
  | { status: "stored"; id: string }
  /** The honeypot was filled: the sender is told it worked, but nothing is kept. */
  | { status: "ignored" }
  | { status: "invalid"; fieldErrors: ContactFieldErrors; values: ContactValues }
  | { status: "rate-limited"; retryAfterSeconds: number };

interface CreateOptions {
  /** The client address; omit to skip the rate limit (e.g. a staff import). */
  rateLimitKey?: string;
  limiter?: RateLimiter;
  /** Replaces sendMail for the staff notification (tests). */
  send?: (mail: Mail) => Promise<void>;
}

// Notifications go out after the visitor has their answer; tests wait for them here.
const pendingNotifications = new Set<Promise<unknown>>();

/** Waits until every staff notification started so far has been sent (or has failed). */
export async function settleContactNotifications(): Promise<void> {
  while (pendingNotifications.size > 0) await Promise.allSettled([...pendingNotifications]);
}

/**
 * Validates and stores one contact message. Only valid, non-spam messages count against the
 * rate limit, so a reader who mistypes an address is not locked out.
 */
export async function createContactMessage(
  db: Queryable,
  input: FormData | Record<string, unknown>,
  options: CreateOptions = {},
): Promise<CreateContactResult> {
  const parsed = parseContactForm(input);
  if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors, values: parsed.values };
  if (parsed.honeypotFilled) {
    logger.info("contact form: honeypot filled, message discarded");
    return { status: "ignored" };
  }
  if (options.rateLimitKey !== undefined) {
    const limiter = options.limiter ?? defaultLimiter;
    const attempt = await limiter.attempt(options.rateLimitKey);
    if (!attempt.allowed) return { status: "rate-limited", retryAfterSeconds: attempt.retryAfterSeconds };
  }
  const { name, email, subject, message } = parsed.data;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name, email, subject, message })
      .returning({ id: contactMessages.id });
    return row.id;
  });
  // No personal data in the log: the id is enough to find the message.
  logger.info({ contactMessageId: id }, "contact message stored");
  // The visitor does not wait for the mail server; a failed mail never loses the stored message.
  const notification = notifyStaffOfContactMessage(
    db,
    { id, name, email, subject, message },
    options.send,
  ).finally(() => pendingNotifications.delete(notification));
  pendingNotifications.add(notification);
  return { status: "stored", id };
}
