import { sql } from "drizzle-orm";
import { type Database, executeRows, type Queryable } from "~/server/db/client.server";
import { textArrayLiteral } from "~/server/db/text-array";
import { type PushUrgencyHeader, pushPayloadBytes } from "./push-request.server";

/**
 * The push fan-out's work in PostgreSQL (issue 25, ADR 0027): claiming devices for a push, writing
 * the results, closing finished pushes and pruning their delivery rows. Each is one short
 * statement or transaction, whichever instance runs it; push-worker.server.ts drives them.
 */

const NIL_UUID = "00000000-0000-0000-0000-000000000000";

export interface MessageContent {
  id: string;
  payload: Buffer;
  ttlSeconds: number;
  urgency: PushUrgencyHeader;
  pushTopic: string | null;
}

export interface ClaimedDelivery {
  messageId: string;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Attempts including this one. */
  attempts: number;
}

export interface ClaimedChunk {
  items: ClaimedDelivery[];
  messages: Map<string, MessageContent>;
  /** An open push exists whose row another instance holds right now: ask again shortly. */
  contended: boolean;
  /** A push's last devices were claimed in this chunk (or it had none): it may be done soon. */
  finishedClaiming: boolean;
}

export type FinalStatus = "delivered" | "expired" | "failed" | "retry";

/** One device's result, named as the batch's jsonb_to_recordset columns. */
export interface DeliveryResult {
  /** push_messages.id */
  m: string;
  /** push_subscriptions.id */
  s: string;
  status: FinalStatus;
  error: string | null;
  delay_ms: number | null;
  /** A request was made. */
  sent: boolean;
  /** Given back unsent (stop): the claim's attempt does not count. */
  undo: boolean;
}

interface MessageRow {
  id: string;
  title: string;
  body: string;
  url: string;
  push_topic: string | null;
  urgency: string;
  ttl_seconds: number;
  created_at: Date | string;
}

function contentOf(row: MessageRow): MessageContent {
  const urgency = (["very-low", "low", "normal", "high"] as const).find((u) => u === row.urgency) ?? "normal";
  return {
    id: row.id,
    payload: pushPayloadBytes({
      id: row.id,
      title: row.title,
      body: row.body,
      url: row.url,
      tag: row.push_topic ?? row.id,
      timestamp: new Date(row.created_at).getTime(),
    }),
    ttlSeconds: Number(row.ttl_seconds),
    urgency,
    pushTopic: row.push_topic,
  };
}

const MESSAGE_COLUMNS = sql.raw("id, title, body, url, push_topic, urgency, ttl_seconds, created_at");

export interface ClaimOptions {
  chunkSize: number;
  leaseMs: number;
  /** The Copenhagen hour quiet hours are judged by. */
  hour: number;
  /** Message contents the caller has already (not read again). */
  known?: Map<string, MessageContent>;
}

/**
 * One claim transaction: due retries and lapsed leases first, then new devices of the oldest open
 * push. Exported for the crash test, which claims a chunk and abandons it.
 */
export async function claimPushChunk(db: Database, options: ClaimOptions): Promise<ClaimedChunk> {
  const { chunkSize, leaseMs, hour } = options;
  const known = options.known ?? new Map<string, MessageContent>();
  return db.transaction(async (tx) => {
    const items: ClaimedDelivery[] = [];
    const messages = new Map<string, MessageContent>();
    let contended = false;
    let finishedClaiming = false;

    const again = await executeRows<{
      message_id: string;
      subscription_id: string;
      attempts: number;
      endpoint: string;
      p256dh: string;
      auth: string;
    }>(
      tx,
      sql`
        WITH due AS (
          SELECT message_id, subscription_id FROM push_deliveries
          WHERE status IN ('claimed', 'retry')
            AND CASE WHEN status = 'retry' THEN next_attempt_at <= now()
                     ELSE claimed_at < now() - make_interval(secs => ${leaseMs / 1000}::double precision) END
          LIMIT ${chunkSize}
          FOR UPDATE SKIP LOCKED
        ), taken AS (
          UPDATE push_deliveries d
          SET status = 'claimed', claimed_at = now(), next_attempt_at = NULL, attempts = d.attempts + 1
          FROM due
          WHERE d.message_id = due.message_id AND d.subscription_id = due.subscription_id
          RETURNING d.message_id, d.subscription_id, d.attempts
        )
        SELECT t.message_id, t.subscription_id, t.attempts, s.endpoint, s.p256dh, s.auth
        FROM taken t JOIN push_subscriptions s ON s.id = t.subscription_id`,
    );
    for (const row of again) {
      items.push({
        messageId: row.message_id,
        subscriptionId: row.subscription_id,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        attempts: Number(row.attempts),
      });
    }

    const room = chunkSize - items.length;
    if (room > 0) {
      const [message] = await executeRows<
        MessageRow & { topics: string[]; cursor: string | null; goal: boolean }
      >(
        tx,
        sql`
          SELECT ${MESSAGE_COLUMNS}, topics, cursor, goal FROM push_messages
          WHERE status = 'sending' AND NOT claimed_all
          ORDER BY created_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED`,
      );
      if (!message) {
        const open = await executeRows<{ one: number }>(
          tx,
          sql`SELECT 1 AS one FROM push_messages WHERE status = 'sending' AND NOT claimed_all LIMIT 1`,
        );
        contended = open.length > 0;
      } else {
        messages.set(message.id, known.get(message.id) ?? contentOf(message));
        // The chunk's devices: per topic the next `room` ids after the cursor (index order), merged.
        // The cursor moves past every candidate, those in quiet hours too: they skip this push.
        const rows = await executeRows<{
          claimed_all: boolean;
          subscription_id: string | null;
          endpoint: string | null;
          p256dh: string | null;
          auth: string | null;
        }>(
          tx,
          sql`
            WITH candidates AS (
              SELECT DISTINCT p.subscription_id AS id
              FROM unnest(${textArrayLiteral(message.topics)}::text[]) AS t(topic)
              CROSS JOIN LATERAL (
                SELECT subscription_id FROM push_subscription_topics
                WHERE topic = t.topic AND subscription_id > ${message.cursor ?? NIL_UUID}::uuid
                ORDER BY subscription_id
                LIMIT ${room}
              ) p
              ORDER BY 1
              LIMIT ${room}
            ), claimed AS (
              INSERT INTO push_deliveries (message_id, subscription_id, status, attempts, claimed_at)
              SELECT ${message.id}::uuid, s.id, 'claimed', 1, now()
              FROM candidates c JOIN push_subscriptions s ON s.id = c.id
              WHERE NOT (
                s.quiet_hours AND (NOT ${message.goal}::boolean OR s.quiet_goals) AND CASE
                  WHEN s.quiet_start < s.quiet_end THEN ${hour}::int >= s.quiet_start AND ${hour}::int < s.quiet_end
                  WHEN s.quiet_start > s.quiet_end THEN ${hour}::int >= s.quiet_start OR ${hour}::int < s.quiet_end
                  ELSE false END
              )
              ON CONFLICT DO NOTHING
              RETURNING subscription_id
            ), moved AS (
              UPDATE push_messages SET
                cursor = coalesce((SELECT id FROM candidates ORDER BY id DESC LIMIT 1), cursor),
                claimed_all = (SELECT count(*) FROM candidates) < ${room},
                recipient_count = recipient_count + (SELECT count(*) FROM claimed)::int
              WHERE id = ${message.id}::uuid
              RETURNING claimed_all
            )
            SELECT m.claimed_all, s.id AS subscription_id, s.endpoint, s.p256dh, s.auth
            FROM moved m
            LEFT JOIN (claimed c JOIN push_subscriptions s ON s.id = c.subscription_id) ON true`,
        );
        finishedClaiming = rows[0]?.claimed_all === true;
        for (const row of rows) {
          if (!row.subscription_id || !row.endpoint || !row.p256dh || !row.auth) continue;
          items.push({
            messageId: message.id,
            subscriptionId: row.subscription_id,
            endpoint: row.endpoint,
            p256dh: row.p256dh,
            auth: row.auth,
            attempts: 1,
          });
        }
      }
    }

    const missing = [...new Set(items.map((item) => item.messageId))].filter(
      (id) => !messages.has(id) && !known.has(id),
    );
    if (missing.length > 0) {
      const rows = await executeRows<MessageRow>(
        tx,
        sql`SELECT ${MESSAGE_COLUMNS} FROM push_messages WHERE id = ANY(${textArrayLiteral(missing)}::uuid[])`,
      );
      for (const row of rows) messages.set(row.id, contentOf(row));
    }
    for (const item of items) {
      const content = known.get(item.messageId);
      if (content && !messages.has(item.messageId)) messages.set(item.messageId, content);
    }
    return { items, messages, contended, finishedClaiming };
  });
}

/**
 * Writes a batch of results in one statement: the rows' status, the pushes' counters and the
 * devices' last delivery; then removes the devices whose push service said they are gone.
 */
export async function recordPushResults(db: Database, results: readonly DeliveryResult[]): Promise<void> {
  if (results.length === 0) return;
  const expired = [...new Set(results.filter((r) => r.status === "expired").map((r) => r.s))];
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH v AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(results)}::jsonb)
          AS v(m uuid, s uuid, status text, error text, delay_ms integer, sent boolean, undo boolean)
      ), updated AS (
        UPDATE push_deliveries d SET
          status = v.status,
          error = v.error,
          next_attempt_at = CASE WHEN v.status = 'retry'
            THEN now() + v.delay_ms * interval '1 millisecond' END,
          attempts = CASE WHEN v.undo THEN greatest(d.attempts - 1, 0) ELSE d.attempts END
        FROM v
        WHERE d.message_id = v.m AND d.subscription_id = v.s AND d.status = 'claimed'
        RETURNING d.message_id, d.status, v.sent
      ), counts AS (
        SELECT message_id,
          count(*) FILTER (WHERE sent)::int AS sent,
          count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
          count(*) FILTER (WHERE status = 'expired')::int AS expired,
          count(*) FILTER (WHERE status = 'failed')::int AS failed
        FROM updated GROUP BY message_id
      ), counted AS (
        UPDATE push_messages pm SET
          sent_count = pm.sent_count + c.sent,
          delivered_count = pm.delivered_count + c.delivered,
          expired_count = pm.expired_count + c.expired,
          failed_count = pm.failed_count + c.failed
        FROM counts c WHERE pm.id = c.message_id
        RETURNING pm.id
      ), seen AS (
        UPDATE push_subscriptions ps SET last_delivered_at = now()
        FROM (SELECT DISTINCT s FROM v WHERE status = 'delivered') x WHERE ps.id = x.s
        RETURNING ps.id
      )
      SELECT (SELECT count(*) FROM counted)::int AS messages, (SELECT count(*) FROM seen)::int AS devices`);
    // The device is gone for good (404/410): its topics and other pushes' rows cascade.
    if (expired.length > 0)
      await tx.execute(
        sql`DELETE FROM push_subscriptions WHERE id = ANY(${textArrayLiteral(expired)}::uuid[])`,
      );
  });
}

/**
 * Pushes whose devices were all claimed and none is open any more are done. The open rows are read
 * through their small partial index (the rows in flight and the retries), not through a finished
 * push's 100,000 delivered ones; only when some push has claimed all its devices.
 */
export async function completeFinishedPushes(db: Queryable): Promise<string[]> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`
      WITH open AS MATERIALIZED (
        SELECT DISTINCT message_id FROM push_deliveries WHERE status IN ('claimed', 'retry')
      )
      UPDATE push_messages m SET status = 'done', completed_at = now()
      WHERE m.status = 'sending' AND m.claimed_all AND m.id NOT IN (SELECT message_id FROM open)
      RETURNING m.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Housekeeping: a fan-out still open after 7 days is closed (whatever it still owes is stale), and
 * the delivery rows of pushes done for 10 minutes go (the counts stay on push_messages, which
 * /admin/push lists). Deleted in slices so a big fan-out's rows never hold a long transaction.
 */
export async function prunePushDeliveries(db: Queryable, slice = 5000): Promise<number> {
  await db.execute(sql`
    UPDATE push_messages SET status = 'done', completed_at = now()
    WHERE status = 'sending' AND created_at < now() - interval '7 days'`);
  const done = await executeRows<{ id: string }>(
    db,
    sql`
      SELECT id FROM push_messages
      WHERE created_at > now() - interval '30 days' AND status = 'done'
        AND completed_at < now() - interval '10 minutes'
      ORDER BY created_at DESC`,
  );
  let deleted = 0;
  for (const { id } of done) {
    for (;;) {
      const rows = await executeRows<{ n: number }>(
        db,
        sql`
          WITH gone AS (
            DELETE FROM push_deliveries WHERE message_id = ${id}::uuid AND subscription_id IN (
              SELECT subscription_id FROM push_deliveries WHERE message_id = ${id}::uuid LIMIT ${slice}
            )
            RETURNING 1
          )
          SELECT count(*)::int AS n FROM gone`,
      );
      const n = Number(rows[0]?.n ?? 0);
      deleted += n;
      if (n < slice) break;
    }
  }
  return deleted;
}

/** Renews the lease of a chunk's rows that are still 'claimed'. */
export async function renewLease(db: Queryable, items: readonly ClaimedDelivery[]): Promise<void> {
  const keys = items.map((item) => ({ m: item.messageId, s: item.subscriptionId }));
  await db.execute(sql`
    UPDATE push_deliveries d SET claimed_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS v(m uuid, s uuid)
    WHERE d.message_id = v.m AND d.subscription_id = v.s AND d.status = 'claimed'`);
}
