import { sql } from "drizzle-orm";
import type { Tx } from "~/server/db/client.server";
import { pushMessages } from "~/server/db/schema";
import type { PushKind, PushTopic } from "./push-topics";

/**
 * Queues a push (issue 25, ADR 0027) inside the caller's transaction: the push exists exactly when
 * the live update, the published article or the score change that caused it does. Delivery is the
 * push workers' job (push-worker.server.ts): every instance's worker helps with the fan-out.
 */

export type PushUrgency = "very-low" | "low" | "normal" | "high";

export interface PushMessageInput {
  kind: PushKind;
  /** Devices following any of these get it (once, however many they follow). */
  topics: PushTopic[];
  title: string;
  body: string;
  /** A path of the site ("/nyheder/…"): what a click on the notification opens. */
  url: string;
  /** RFC 8030 Topic (≤ 32 base64url characters): a newer push replaces an undelivered older one. */
  pushTopic?: string | null;
  urgency?: PushUrgency;
  ttlSeconds?: number;
  /** Goals reach devices in their quiet hours unless the device silences goals too. */
  goal?: boolean;
  /** One push per key: the live desk and the football-data sync agree on a score change's key. */
  dedupeKey?: string | null;
  articleId?: string | null;
  matchId?: string | null;
  createdBy?: string | null;
}

/** The NOTIFY channel the workers listen on: a queued push wakes them at its commit. */
export const PUSH_NOTIFY_CHANNEL = "forsiden_push";

/** Queues the push; null when a push with the same dedupe key exists already. */
export async function enqueuePush(tx: Tx, input: PushMessageInput): Promise<{ id: string } | null> {
  const [row] = await tx
    .insert(pushMessages)
    .values({
      kind: input.kind,
      topics: [...new Set(input.topics)],
      title: input.title,
      body: input.body,
      url: input.url,
      pushTopic: input.pushTopic ?? null,
      urgency: input.urgency ?? (input.goal ? "high" : "normal"),
      ttlSeconds: input.ttlSeconds ?? 3600,
      goal: input.goal ?? false,
      dedupeKey: input.dedupeKey ?? null,
      articleId: input.articleId ?? null,
      matchId: input.matchId ?? null,
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: pushMessages.id });
  if (!row) return null;
  // Delivered at commit, and only if the transaction commits.
  await tx.execute(sql`SELECT pg_notify(${PUSH_NOTIFY_CHANNEL}, ${row.id})`);
  return row;
}
