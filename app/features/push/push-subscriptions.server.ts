import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { publishedNow } from "~/server/db/article-columns";
import type { Database, Queryable } from "~/server/db/client.server";
import { articles, clubFollows, clubs, pushSubscriptions, pushSubscriptionTopics } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import { isAllowedPushEndpoint } from "~/server/push/push-endpoints";
import { MAX_TOPICS_PER_DEVICE, type PushTopic, parsePushTopic } from "~/server/push/push-topics";
import { createRateLimiter, type RateLimiter, type RateLimitRule } from "~/server/rate-limit.server";
import { DEFAULT_QUIET_HOURS, type PushDeviceState, type PushQuietHours } from "./push-api";
import { canonicalKey, isAuthSecret, isP256PublicKey } from "./push-keys.server";
import { PUSH_MESSAGES } from "./push-messages";

/*
 * The reader's side of web push (issue 25, ADR 0027): a browser subscribes, changes its topics and
 * quiet hours, reads them back, and unsubscribes. A device is known by its endpoint, and its auth
 * secret (which only the browser and we hold) is the proof for every later call: whoever sends
 * both holds the browser. Without an account a device follows what it asks for; a signed-in
 * reader's device is linked to the account and, with `account_clubs`, also follows the account's
 * clubs (rows with via_account, kept in step by migration 0016's trigger on club_follows).
 */

/**
 * Calls of the push API per client address in 10 minutes (subscribe, change, status, unsubscribe;
 * RATE_LIMIT_PUSH_PER_ADDRESS, 60 by default). Each may write, and each checks a secret: without
 * the counters the call is refused.
 */
export function pushAddressRule(): RateLimitRule {
  return {
    id: "push-address",
    limit: getEnv().RATE_LIMIT_PUSH_PER_ADDRESS,
    windowMs: 10 * 60_000,
    onStoreError: "closed",
  };
}

export function pushAddressLimiter(): RateLimiter {
  return createRateLimiter(pushAddressRule());
}

/** The largest body the push API reads: 50 topics, an endpoint and two keys fit many times over. */
export const PUSH_BODY_LIMIT = 16 * 1024;

type Refusal = { ok: false; status: number; error: string };

/**
 * The request body as JSON, read up to `limit` bytes. Only `application/json` is read: a page on
 * another site can post a form or text/plain without asking, but not JSON (defence in depth
 * beside server/origin-check.ts).
 */
export async function readPushJson(
  request: Request,
  limit = PUSH_BODY_LIMIT,
): Promise<{ ok: true; value: unknown } | Refusal> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) return { ok: false, status: 415, error: PUSH_MESSAGES.notJson };
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return { ok: false, status: 413, error: PUSH_MESSAGES.tooLarge };
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    if (request.body) {
      const reader = request.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limit) {
          await reader.cancel().catch(() => undefined);
          return { ok: false, status: 413, error: PUSH_MESSAGES.tooLarge };
        }
        chunks.push(value);
      }
    }
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
  } catch {
    return { ok: false, status: 400, error: PUSH_MESSAGES.invalidRequest };
  }
}

/** A refused push API call: the JSON error, its status and extra headers (Retry-After). */
export interface PushCallRefusal {
  status: number;
  error: string;
  headers: Record<string, string>;
}

/**
 * The push API's gate, before any work: the per-address limit (failing closed: without its
 * counters the call is refused with 503) and the JSON body. Either the body or the refusal.
 */
export async function guardPushCall(
  request: Request,
  clientIp: string,
): Promise<{ ok: true; body: unknown } | ({ ok: false } & PushCallRefusal)> {
  const attempt = await pushAddressLimiter().attempt(clientIp);
  if (!attempt.allowed) {
    const [error, status] = attempt.storeError
      ? [PUSH_MESSAGES.unavailable, 503]
      : [PUSH_MESSAGES.rateLimited, 429];
    return { ok: false, status, error, headers: { "Retry-After": String(attempt.retryAfterSeconds) } };
  }
  const body = await readPushJson(request);
  if (!body.ok) return { ok: false, status: body.status, error: body.error, headers: {} };
  return { ok: true, body: body.value };
}

const M = PUSH_MESSAGES;

const hour = z.int(M.invalidQuietHours).min(0, M.invalidQuietHours).max(23, M.invalidQuietHours);

/** A device's quiet hours as stored: four columns of push_subscriptions. */
export const quietHoursColumns = {
  quietHours: pushSubscriptions.quietHours,
  quietStart: pushSubscriptions.quietStart,
  quietEnd: pushSubscriptions.quietEnd,
  quietGoals: pushSubscriptions.quietGoals,
};

type QuietHoursRow = { quietHours: boolean; quietStart: number; quietEnd: number; quietGoals: boolean };

/** The stored columns as the API and /konto show them. */
export function quietHoursOf(row: QuietHoursRow): PushQuietHours {
  return { enabled: row.quietHours, start: row.quietStart, end: row.quietEnd, goals: row.quietGoals };
}

/** Quiet hours as the columns store them. */
export function quietHoursValues(quiet: PushQuietHours): QuietHoursRow {
  return { quietHours: quiet.enabled, quietStart: quiet.start, quietEnd: quiet.end, quietGoals: quiet.goals };
}

export const quietHoursSchema = z.object(
  {
    enabled: z.boolean(M.invalidQuietHours),
    start: hour,
    end: hour,
    goals: z.boolean(M.invalidQuietHours),
  },
  M.invalidQuietHours,
);

const topicsSchema = z
  .array(
    z
      .string(M.invalidTopic)
      .max(100, M.invalidTopic)
      .refine((value) => parsePushTopic(value) !== null, M.invalidTopic),
    M.invalidRequest,
  )
  .max(MAX_TOPICS_PER_DEVICE, M.tooManyTopics);

/** A device's proof: its endpoint and auth secret. */
const proofSchema = z.object(
  {
    endpoint: z.string(M.invalidRequest).min(1, M.invalidRequest).max(2048, M.invalidRequest),
    auth: z.string(M.invalidRequest).min(1, M.invalidRequest).max(64, M.invalidRequest),
  },
  M.invalidRequest,
);

/** `PushSubscription.toJSON()` plus the topics; the endpoint allowlist depends on the environment. */
function subscribeSchema(extraOrigins: readonly string[]) {
  return z.object(
    {
      subscription: z.object(
        {
          endpoint: z
            .string(M.endpointRefused)
            .refine((endpoint) => isAllowedPushEndpoint(endpoint, extraOrigins), M.endpointRefused),
          expirationTime: z.number(M.invalidRequest).nullable().optional(),
          keys: z.object(
            {
              p256dh: z.string(M.invalidKey).max(128, M.invalidKey).refine(isP256PublicKey, M.invalidKey),
              auth: z.string(M.invalidAuth).max(64, M.invalidAuth).refine(isAuthSecret, M.invalidAuth),
            },
            M.invalidKey,
          ),
        },
        M.invalidRequest,
      ),
      topics: topicsSchema,
      quietHours: quietHoursSchema.optional(),
    },
    M.invalidRequest,
  );
}

/** Who asks: the signed-in account (if any), the device's label and the extra push origins. */
export interface PushRequestContext {
  userId: string | null;
  /** 'Chrome på Android', from the User-Agent (the route asks the accounts feature). */
  label: string;
  /** PUSH_TEST_ENDPOINT_ORIGINS, parsed. */
  extraOrigins: readonly string[];
}

export type SubscribeResult = ({ ok: true } & PushDeviceState) | Refusal;

const refuse = (error: string, status = 400): Refusal => ({ ok: false, status, error });

/** Topics as stored: one spelling each (lower-case ids), no repeats. */
function canonicalTopics(values: readonly string[]): PushTopic[] {
  const out = new Set<PushTopic>();
  for (const value of values) {
    const topic = parsePushTopic(value);
    if (!topic) continue;
    out.add(topic.kind === "breaking" ? "breaking" : `${topic.kind}:${topic.id}`);
  }
  return [...out];
}

/** A refusal when a topic names a club that does not exist or an article that is not a published live article. */
async function checkTopicsExist(db: Queryable, topics: readonly PushTopic[]): Promise<Refusal | null> {
  const ids = (kind: "club" | "article") =>
    topics.filter((t) => t.startsWith(`${kind}:`)).map((t) => t.slice(kind.length + 1));
  const clubIds = ids("club");
  const articleIds = ids("article");
  if (clubIds.length > 0) {
    const found = await db.select({ id: clubs.id }).from(clubs).where(inArray(clubs.id, clubIds));
    if (found.length !== clubIds.length) return refuse(M.unknownClub);
  }
  if (articleIds.length > 0) {
    const found = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(inArray(articles.id, articleIds), isNotNull(articles.liveStatus), publishedNow()));
    if (found.length !== articleIds.length) return refuse(M.unknownLiveArticle);
  }
  return null;
}

/** The device's topics and settings as the API answers them. */
async function deviceState(db: Queryable, subscriptionId: string): Promise<PushDeviceState | null> {
  const [device] = await db
    .select({
      userId: pushSubscriptions.userId,
      accountClubs: pushSubscriptions.accountClubs,
      ...quietHoursColumns,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, subscriptionId));
  if (!device) return null;
  const rows = await db
    .select({ topic: pushSubscriptionTopics.topic, viaAccount: pushSubscriptionTopics.viaAccount })
    .from(pushSubscriptionTopics)
    .where(eq(pushSubscriptionTopics.subscriptionId, subscriptionId))
    .orderBy(asc(pushSubscriptionTopics.topic));
  return {
    topics: rows.map((r) => r.topic),
    accountTopics: rows.filter((r) => r.viaAccount).map((r) => r.topic),
    quietHours: quietHoursOf(device),
    linked: device.userId !== null,
    accountClubs: device.accountClubs,
  };
}

/**
 * Adds the account's followed clubs to the device's topics (rows with via_account), in the caller's
 * transaction; afterwards the trigger on club_follows keeps them in step. A club the device already
 * follows on its own stays its own, as the trigger leaves it.
 */
export async function mirrorAccountClubs(tx: Queryable, subscriptionId: string, userId: string) {
  await tx.execute(sql`
    INSERT INTO ${pushSubscriptionTopics} (topic, subscription_id, via_account)
    SELECT 'club:' || ${clubFollows.clubId}, ${subscriptionId}::uuid, true
    FROM ${clubFollows} WHERE ${clubFollows.userId} = ${userId}
    ON CONFLICT (topic, subscription_id) DO NOTHING`);
}

/**
 * `POST /api/push/subscriptions`: creates the device or, given its auth secret, updates it, in one
 * transaction: the subscription row, then its topics replaced (what the account's clubs bring
 * included). A signed-in request links the device to the account; one without a session unlinks
 * it (the browser is the reader's, the account is not signed in on it any more). An endpoint
 * that is not a push service's is refused before anything is stored.
 */
export async function subscribeDevice(
  db: Database,
  input: unknown,
  context: PushRequestContext,
): Promise<SubscribeResult> {
  const parsed = subscribeSchema(context.extraOrigins).safeParse(input);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? M.invalidRequest);
  const { subscription, quietHours } = parsed.data;
  const topics = canonicalTopics(parsed.data.topics);
  if (topics.length === 0 && context.userId === null) return refuse(M.noTopics);
  const missing = await checkTopicsExist(db, topics);
  if (missing) return missing;

  const auth = canonicalKey(subscription.keys.auth);
  const quiet = quietHours ? quietHoursValues(quietHours) : {};
  return db.transaction(async (tx) => {
    const now = new Date();
    // One statement for both cases: a new endpoint is inserted; an existing one is updated only
    // when the auth secret matches (otherwise no row comes back and nothing changed).
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        endpoint: subscription.endpoint,
        p256dh: canonicalKey(subscription.keys.p256dh),
        auth,
        userId: context.userId,
        accountClubs: context.userId !== null,
        label: context.label,
        ...quietHoursValues(quietHours ?? DEFAULT_QUIET_HOURS),
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: sql`excluded.p256dh`,
          userId: sql`excluded.user_id`,
          // Still the same account: the reader's own choice on /konto stands. Newly linked: on.
          accountClubs: sql`CASE WHEN ${pushSubscriptions.userId} IS NOT DISTINCT FROM excluded.user_id
            THEN ${pushSubscriptions.accountClubs} ELSE excluded.account_clubs END`,
          label: sql`excluded.label`,
          updatedAt: now,
          ...quiet,
        },
        setWhere: sql`${pushSubscriptions.auth} = excluded.auth`,
      })
      .returning({ id: pushSubscriptions.id, accountClubs: pushSubscriptions.accountClubs });
    if (!row) return refuse(M.notVerified, 403);

    await tx.delete(pushSubscriptionTopics).where(eq(pushSubscriptionTopics.subscriptionId, row.id));
    if (context.userId !== null && row.accountClubs) await mirrorAccountClubs(tx, row.id, context.userId);
    if (topics.length > 0) {
      // A club the account follows stays an account topic: it goes when the account unfollows it.
      await tx
        .insert(pushSubscriptionTopics)
        .values(topics.map((topic) => ({ topic, subscriptionId: row.id, viaAccount: false })))
        .onConflictDoNothing();
    }
    const state = await deviceState(tx, row.id);
    if (!state) throw new Error("push subscription vanished inside its own transaction");
    return { ok: true as const, ...state };
  });
}

/** The device named by endpoint and auth secret, or null (unknown and wrong secret alike). */
async function provenDeviceId(db: Queryable, endpoint: string, auth: string): Promise<string | null> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.auth, canonicalKey(auth))));
  return row?.id ?? null;
}

export type ProofResult<T> = { ok: true; value: T } | Refusal;

function parseProof(input: unknown): ProofResult<{ endpoint: string; auth: string }> {
  const parsed = proofSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : refuse(M.invalidRequest);
}

/**
 * `POST /api/push/subscriptions/status`: the device's topics and settings for the bell's panel.
 * An unknown endpoint and a wrong secret both answer `null`, so nobody learns which devices exist.
 */
export async function readDeviceStatus(
  db: Queryable,
  input: unknown,
): Promise<ProofResult<PushDeviceState | null>> {
  const proof = parseProof(input);
  if (!proof.ok) return proof;
  const id = await provenDeviceId(db, proof.value.endpoint, proof.value.auth);
  return { ok: true, value: id ? await deviceState(db, id) : null };
}

/**
 * `DELETE /api/push/subscriptions`: removes the device (its topics and delivery log cascade).
 * Answers the same whether or not a device was removed.
 */
export async function unsubscribeDevice(db: Database, input: unknown): Promise<ProofResult<null>> {
  const proof = parseProof(input);
  if (!proof.ok) return proof;
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, proof.value.endpoint),
          eq(pushSubscriptions.auth, canonicalKey(proof.value.auth)),
        ),
      );
  });
  return { ok: true, value: null };
}
