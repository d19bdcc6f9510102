import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { EMAIL_ADDRESS_PATTERN, normalizeEmailAddress } from "~/lib/email-address";
import type { Queryable } from "~/server/db/client.server";
import { clubs, newsletterSubscribers, newsletterSubscriptions } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { type Mail, sendMail } from "~/server/mail.server";
import { createRateLimiter, type RateLimiter, type RateLimitRule } from "~/server/rate-limit.server";
import {
  CONSENT_SOURCES,
  CONSENT_TEXT_VERSION,
  type ConsentSource,
  clubIdOfListKey,
  clubListKey,
  clubListName,
  DAILY_LIST_KEY,
  DAILY_LIST_NAME,
  NEWSLETTER_HONEYPOT_FIELD,
  NEWSLETTER_MESSAGES,
  PENDING_TTL_MS,
} from "./newsletter-lists";
import { signNewsletterToken, verifyNewsletterToken } from "./newsletter-token.server";

export { NEWSLETTER_HONEYPOT_FIELD };

/** Sign-ups per client address (each one may send a mail). */
export const NEWSLETTER_ADDRESS_RATE_LIMIT: RateLimitRule = {
  id: "newsletter-address",
  limit: 10,
  windowMs: 10 * 60_000,
  onStoreError: "closed",
};

/** Confirmation mails one e-mail address can be made to receive: a few a day, whoever asks. */
export const NEWSLETTER_CONFIRM_MAILS_PER_DAY: RateLimitRule = {
  id: "newsletter-confirm-mail",
  limit: 3,
  windowMs: 24 * 60 * 60_000,
  onStoreError: "closed",
};

const defaultAddressLimiter = createRateLimiter(NEWSLETTER_ADDRESS_RATE_LIMIT);
const defaultMailLimiter = createRateLimiter(NEWSLETTER_CONFIRM_MAILS_PER_DAY);

const listKeyPattern = /^(dagens-vigtigste|klub:[0-9a-f-]{36})$/;

const subscribeSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
    .trim()
    .max(254, NEWSLETTER_MESSAGES.invalidEmail)
    .regex(EMAIL_ADDRESS_PATTERN, NEWSLETTER_MESSAGES.invalidEmail),
  lists: z
    .array(z.string().regex(listKeyPattern, NEWSLETTER_MESSAGES.noList))
    .min(1, NEWSLETTER_MESSAGES.noList)
    .max(20, NEWSLETTER_MESSAGES.noList),
  source: z.enum(CONSENT_SOURCES).catch("nyhedsbrev"),
});

export type SubscribeResult =
  /** Pending sign-ups recorded; a confirmation mail went out unless the address had its share today. */
  | { status: "pending" }
  /** The honeypot was filled: the sender is told it worked, nothing is kept. */
  | { status: "ignored" }
  | { status: "invalid"; fieldErrors: { email?: string; lists?: string }; email: string }
  | { status: "rate-limited"; retryAfterSeconds: number };

interface SubscribeOptions {
  clientIp?: string;
  now?: Date;
  addressLimiter?: RateLimiter;
  mailLimiter?: RateLimiter;
  send?: (mail: Mail) => Promise<void>;
}

function formValues(input: FormData | Record<string, unknown>) {
  if (!(input instanceof FormData)) return input;
  return {
    email: input.get("email") ?? undefined,
    lists: input.getAll("lists").filter((value) => value !== ""),
    source: input.get("source") ?? undefined,
    [NEWSLETTER_HONEYPOT_FIELD]: input.get(NEWSLETTER_HONEYPOT_FIELD) ?? undefined,
  };
}

/** The lists a key set names that exist (a club list for a deleted club is dropped). */
async function existingListKeys(db: Queryable, keys: readonly string[]): Promise<string[]> {
  const clubIds = keys.map(clubIdOfListKey).filter((id): id is string => id !== null);
  const found =
    clubIds.length === 0
      ? []
      : await db.select({ id: clubs.id }).from(clubs).where(inArray(clubs.id, clubIds));
  const known = new Set(found.map((club) => clubListKey(club.id)));
  return [...new Set(keys)].filter((key) => key === DAILY_LIST_KEY || known.has(key));
}

/**
 * A newsletter sign-up (double opt-in): records each list as pending with its consent record and
 * mails a confirmation link. The answer is the same whether the address was new, pending or
 * already confirmed, so the form tells nobody who subscribes.
 */
export async function subscribeToNewsletters(
  db: Queryable,
  input: FormData | Record<string, unknown>,
  options: SubscribeOptions = {},
): Promise<SubscribeResult> {
  const raw = formValues(input);
  const honeypot = raw[NEWSLETTER_HONEYPOT_FIELD];
  const parsed = subscribeSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: { email?: string; lists?: string } = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "lists" ? "lists" : "email";
      fieldErrors[field] ??= issue.message;
    }
    return { status: "invalid", fieldErrors, email: typeof raw.email === "string" ? raw.email : "" };
  }
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info("newsletter sign-up: honeypot filled, discarded");
    return { status: "ignored" };
  }
  if (options.clientIp !== undefined) {
    const attempt = await (options.addressLimiter ?? defaultAddressLimiter).attempt(options.clientIp);
    if (!attempt.allowed) return { status: "rate-limited", retryAfterSeconds: attempt.retryAfterSeconds };
  }
  const now = options.now ?? new Date();
  const email = normalizeEmailAddress(parsed.data.email);
  const listKeys = await existingListKeys(db, parsed.data.lists);
  if (listKeys.length === 0) {
    return { status: "invalid", fieldErrors: { lists: NEWSLETTER_MESSAGES.noList }, email };
  }
  const source: ConsentSource = parsed.data.source;

  const { subscriberId, pendingCount } = await db.transaction(async (tx) => {
    const [subscriber] = await tx
      .insert(newsletterSubscribers)
      .values({ email })
      .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { email } })
      .returning({ id: newsletterSubscribers.id });
    // A confirmed list stays confirmed; a pending or unsubscribed one gets this consent and waits.
    const rows = await tx
      .insert(newsletterSubscriptions)
      .values(
        listKeys.map((listKey) => ({
          subscriberId: subscriber.id,
          listKey,
          status: "pending",
          consentTextVersion: CONSENT_TEXT_VERSION,
          consentSource: source,
          consentedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.subscriberId, newsletterSubscriptions.listKey],
        set: {
          status: "pending",
          consentTextVersion: CONSENT_TEXT_VERSION,
          consentSource: source,
          consentedAt: now,
          unsubscribedAt: null,
        },
        setWhere: sql`${newsletterSubscriptions.status} <> 'confirmed'`,
      })
      .returning({ listKey: newsletterSubscriptions.listKey });
    return { subscriberId: subscriber.id, pendingCount: rows.length };
  });
  if (pendingCount === 0) return { status: "pending" };

  const mailAttempt = await (options.mailLimiter ?? defaultMailLimiter).attempt(email);
  if (!mailAttempt.allowed) {
    logger.info({ subscriberId }, "newsletter confirmation not sent: the address had its share today");
    return { status: "pending" };
  }
  const token = signNewsletterToken(subscriberId, "confirm", new Date(now.getTime() + PENDING_TTL_MS));
  const link = `${getEnv().publicUrl}/nyhedsbrev/bekraeft?token=${encodeURIComponent(token)}`;
  await (options.send ?? sendMail)({
    to: email,
    subject: "Bekræft din tilmelding til nyhedsbrevet",
    text: [
      "Hej,",
      "",
      "Nogen, forhåbentlig dig, har bedt om at få nyhedsbrev fra Forsiden på denne adresse.",
      "Klik på linket for at bekræfte tilmeldingen (det virker i 7 dage):",
      "",
      link,
      "",
      "Har du ikke bedt om det, skal du ikke gøre noget: uden bekræftelse sender vi ingenting.",
    ].join("\n"),
  });
  return { status: "pending" };
}

export type ConfirmResult = { status: "confirmed"; lists: string[] } | { status: "invalid" };

/**
 * Confirms every pending sign-up of the token's subscriber that has not expired. A confirmed
 * address has proven it receives mail, so an earlier 'undeliverable' mark is cleared.
 */
export async function confirmNewsletterSubscription(
  db: Queryable,
  token: unknown,
  now: Date = new Date(),
): Promise<ConfirmResult> {
  const subscriberId = verifyNewsletterToken(token, "confirm", now);
  if (!subscriberId) return { status: "invalid" };
  const oldest = new Date(now.getTime() - PENDING_TTL_MS);
  const confirmed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(newsletterSubscriptions)
      .set({ status: "confirmed", confirmedAt: now })
      .where(
        and(
          eq(newsletterSubscriptions.subscriberId, subscriberId),
          eq(newsletterSubscriptions.status, "pending"),
          sql`${newsletterSubscriptions.consentedAt} > ${oldest}`,
        ),
      )
      .returning({ listKey: newsletterSubscriptions.listKey });
    if (rows.length > 0) {
      await tx
        .update(newsletterSubscribers)
        .set({ undeliverableAt: null, undeliverableReason: null })
        .where(eq(newsletterSubscribers.id, subscriberId));
    }
    return rows.map((row) => row.listKey);
  });
  if (confirmed.length === 0) {
    // A second click on the same link: already confirmed is still a success for the reader.
    const [already] = await db
      .select({ listKey: newsletterSubscriptions.listKey })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.subscriberId, subscriberId),
          eq(newsletterSubscriptions.status, "confirmed"),
        ),
      )
      .limit(1);
    if (!already) return { status: "invalid" };
  }
  return { status: "confirmed", lists: await listNames(db, confirmed) };
}

/** Danish names of list keys (a club list of a deleted club has none). */
async function listNameMap(db: Queryable, listKeys: readonly string[]): Promise<Map<string, string>> {
  const clubIds = listKeys.map(clubIdOfListKey).filter((id): id is string => id !== null);
  const clubRows =
    clubIds.length === 0
      ? []
      : await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(inArray(clubs.id, clubIds));
  const names = new Map<string, string>();
  if (listKeys.includes(DAILY_LIST_KEY)) names.set(DAILY_LIST_KEY, DAILY_LIST_NAME);
  for (const club of clubRows) names.set(clubListKey(club.id), clubListName(club.name));
  return names;
}

/** Danish names of list keys, in the order given (unknown clubs are left out). */
export async function listNames(db: Queryable, listKeys: readonly string[]): Promise<string[]> {
  const names = await listNameMap(db, listKeys);
  return listKeys.flatMap((key) => names.get(key) ?? []);
}

export type UnsubscribeResult = { status: "unsubscribed"; lists: string[] } | { status: "invalid" };

/**
 * Unsubscribes the token's subscriber from one list, or from all with `listKey` omitted. Used by
 * the one-click POST (RFC 8058) and the visible link; repeating it is harmless.
 */
export async function unsubscribeFromNewsletter(
  db: Queryable,
  token: unknown,
  listKey?: string,
  now: Date = new Date(),
): Promise<UnsubscribeResult> {
  const subscriberId = verifyNewsletterToken(token, "unsubscribe");
  if (!subscriberId) return { status: "invalid" };
  const where = and(
    eq(newsletterSubscriptions.subscriberId, subscriberId),
    listKey && listKeyPattern.test(listKey) ? eq(newsletterSubscriptions.listKey, listKey) : undefined,
  );
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  if (!subscriber) return { status: "invalid" };
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(and(where, sql`${newsletterSubscriptions.status} <> 'unsubscribed'`))
    .returning({ listKey: newsletterSubscriptions.listKey });
  if (rows.length > 0) logger.info({ subscriberId, lists: rows.length }, "newsletter unsubscribed");
  return {
    status: "unsubscribed",
    lists: await listNames(
      db,
      rows.map((row) => row.listKey),
    ),
  };
}

export interface NewsletterChoice {
  key: string;
  name: string;
}

/** Everything a reader can subscribe to: the daily list, then one list per club by name. */
export async function listNewsletterChoices(db: Queryable): Promise<NewsletterChoice[]> {
  const clubRows = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).orderBy(asc(clubs.name));
  return [
    { key: DAILY_LIST_KEY, name: DAILY_LIST_NAME },
    ...clubRows.map((club) => ({ key: clubListKey(club.id), name: clubListName(club.name) })),
  ];
}

export interface NewsletterPreferences {
  email: string;
  lists: Array<NewsletterChoice & { status: "pending" | "confirmed" | "unsubscribed" }>;
}

/** The preferences page by token (no sign-in): the address and its lists with their state. */
export async function getNewsletterPreferences(
  db: Queryable,
  token: unknown,
): Promise<NewsletterPreferences | null> {
  const subscriberId = verifyNewsletterToken(token, "preferences");
  if (!subscriberId) return null;
  const [subscriber] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  if (!subscriber) return null;
  const rows = await db
    .select({ listKey: newsletterSubscriptions.listKey, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.subscriberId, subscriberId));
  const status = new Map(rows.map((row) => [row.listKey, row.status]));
  // The daily list is always offered; club lists where the address has a record.
  const keys = [DAILY_LIST_KEY, ...rows.map((row) => row.listKey).filter((key) => key !== DAILY_LIST_KEY)];
  const names = await listNameMap(db, keys);
  return {
    email: subscriber.email,
    lists: keys.flatMap((key) => {
      const name = names.get(key);
      if (!name) return [];
      const state = (status.get(key) ?? "unsubscribed") as "pending" | "confirmed" | "unsubscribed";
      return [{ key, name, status: state }];
    }),
  };
}

/**
 * Saves the preferences page: ticked lists become confirmed (the token came from a mail to the
 * address, which is the proof double opt-in asks for), unticked ones unsubscribed.
 */
export async function saveNewsletterPreferences(
  db: Queryable,
  token: unknown,
  wanted: readonly string[],
  now: Date = new Date(),
): Promise<boolean> {
  const subscriberId = verifyNewsletterToken(token, "preferences");
  if (!subscriberId) return false;
  const current = await getNewsletterPreferences(db, token);
  if (!current) return false;
  const wantedSet = new Set(wanted);
  await db.transaction(async (tx) => {
    for (const list of current.lists) {
      const want = wantedSet.has(list.key);
      if (want && list.status !== "confirmed") {
        await tx
          .insert(newsletterSubscriptions)
          .values({
            subscriberId,
            listKey: list.key,
            status: "confirmed",
            consentTextVersion: CONSENT_TEXT_VERSION,
            consentSource: "indstillinger",
            consentedAt: now,
            confirmedAt: now,
          })
          .onConflictDoUpdate({
            target: [newsletterSubscriptions.subscriberId, newsletterSubscriptions.listKey],
            set: {
              status: "confirmed",
              consentTextVersion: CONSENT_TEXT_VERSION,
              consentSource: "indstillinger",
              consentedAt: now,
              confirmedAt: now,
              unsubscribedAt: null,
            },
          });
      } else if (!want && list.status !== "unsubscribed") {
        await tx
          .update(newsletterSubscriptions)
          .set({ status: "unsubscribed", unsubscribedAt: now })
          .where(
            and(
              eq(newsletterSubscriptions.subscriberId, subscriberId),
              eq(newsletterSubscriptions.listKey, list.key),
            ),
          );
      }
    }
  });
  return true;
}

/**
 * Unconfirmed sign-ups older than 7 days are deleted, and so is an address left with no list at
 * all (nothing is kept about a reader who never confirmed).
 */
export async function expirePendingNewsletterSignUps(
  db: Queryable,
  now: Date = new Date(),
): Promise<{ expired: number; subscribersRemoved: number }> {
  const oldest = new Date(now.getTime() - PENDING_TTL_MS);
  return db.transaction(async (tx) => {
    const expired = await tx
      .delete(newsletterSubscriptions)
      .where(
        and(eq(newsletterSubscriptions.status, "pending"), lt(newsletterSubscriptions.consentedAt, oldest)),
      )
      .returning({ subscriberId: newsletterSubscriptions.subscriberId });
    const candidates = [...new Set(expired.map((row) => row.subscriberId))];
    if (candidates.length === 0) return { expired: 0, subscribersRemoved: 0 };
    const removed = await tx
      .delete(newsletterSubscribers)
      .where(
        and(
          inArray(newsletterSubscribers.id, candidates),
          sql`NOT EXISTS (SELECT 1 FROM ${newsletterSubscriptions} s WHERE s.subscriber_id = ${newsletterSubscribers.id})`,
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    return { expired: expired.length, subscribersRemoved: removed.length };
  });
}

/** The signed links every newsletter mail to this subscriber carries. */
export function newsletterLinks(subscriberId: string, listKey: string) {
  const base = getEnv().publicUrl;
  const unsubscribe = encodeURIComponent(signNewsletterToken(subscriberId, "unsubscribe"));
  const preferences = encodeURIComponent(signNewsletterToken(subscriberId, "preferences"));
  return {
    unsubscribeUrl: `${base}/nyhedsbrev/afmeld?token=${unsubscribe}&liste=${encodeURIComponent(listKey)}`,
    preferencesUrl: `${base}/nyhedsbrev/indstillinger?token=${preferences}`,
  };
}
