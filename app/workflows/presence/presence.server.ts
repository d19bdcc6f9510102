import { and, asc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { announceNewsroom, publishNewsroom } from "~/features/newsroom/newsroom-bus.server";
import {
  deliverNotifications,
  notifyStaff,
  type PendingNotifications,
} from "~/features/newsroom/staff-notify.server";
import {
  PRESENCE_INTENTS,
  PRESENCE_STALE_MS,
  PRESENCE_TEXT,
  type PresenceEntry,
  type PresenceState,
  takeoverNotice,
} from "~/features/presence/presence-text";
import { isUuid } from "~/lib/uuid";
import type { Queryable } from "~/server/db/client.server";
import { articlePresence, articles } from "~/server/db/schema";
import type { LiveEvent } from "~/server/live-bus.server";
import type { Mail } from "~/server/mail.server";
import { isEditor, type Role } from "~/server/session.server";

/**
 * Presence on an article (issue 26): who has its editor open and who holds the edit. One row per
 * (article, user) in `article_presence`, kept alive by heartbeats; a row not seen for 30 s counts
 * as gone in every read. Each change publishes a newsroom "presence" event in its transaction, so
 * the list and the editor on every instance re-read within a moment (NOTIFY on PostgreSQL).
 * A workflow, not a feature: it joins presence with the newsroom's bus and notifications (ADR 0009).
 */

export interface PresenceActor {
  id: string;
  name: string | null;
  role: Role | string;
}

export type PresenceResult =
  | { ok: true; state: PresenceState }
  | { ok: false; status: 400 | 403 | 404; message: string };

/** Serialises the writers of one article's presence, so two joins cannot both become the holder. */
const PRESENCE_LOCK_KEY = 727_026;

const cutoffOf = (now: Date) => new Date(now.getTime() - PRESENCE_STALE_MS);

/** The name others see; never an e-mail address. */
const displayName = (actor: PresenceActor) => actor.name?.trim() || "En kollega";

type Access = { ok: true; title: string } | { ok: false; status: 403 | 404; message: string };

/** Staff may open any article; a contributor ('skribent') only their own. */
async function checkAccess(db: Queryable, actor: PresenceActor, articleId: string): Promise<Access> {
  if (!isUuid(articleId)) return { ok: false, status: 404, message: PRESENCE_TEXT.unknownArticle };
  const [article] = await db
    .select({ title: articles.title, authorId: articles.authorId })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!article) return { ok: false, status: 404, message: PRESENCE_TEXT.unknownArticle };
  if (!isEditor(actor.role) && article.authorId !== actor.id)
    return { ok: false, status: 403, message: PRESENCE_TEXT.forbidden };
  return { ok: true, title: article.title };
}

async function liveRows(db: Queryable, articleId: string, now: Date): Promise<PresenceEntry[]> {
  const rows = await db
    .select({
      userId: articlePresence.userId,
      name: articlePresence.userName,
      editing: articlePresence.editing,
      since: articlePresence.since,
    })
    .from(articlePresence)
    .where(and(eq(articlePresence.articleId, articleId), gte(articlePresence.seenAt, cutoffOf(now))))
    .orderBy(asc(articlePresence.since), asc(articlePresence.userId));
  return rows.map((r) => ({ ...r, since: new Date(r.since).toISOString() }));
}

function stateOf(articleId: string, present: PresenceEntry[], actorId: string): PresenceState {
  const holder = present.find((p) => p.editing) ?? null;
  return { articleId, present, holder, youHold: holder?.userId === actorId };
}

async function lockArticle(tx: Queryable, articleId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PRESENCE_LOCK_KEY}, hashtext(${articleId}))`);
}

/** The article's live presence as the caller sees it (GET). */
export async function getArticlePresence(
  db: Queryable,
  actor: PresenceActor,
  articleId: string,
  now = new Date(),
): Promise<PresenceResult> {
  const access = await checkAccess(db, actor, articleId);
  if (!access.ok) return access;
  return { ok: true, state: stateOf(articleId, await liveRows(db, articleId, now), actor.id) };
}

/**
 * Join (the editor opened) or heartbeat (every 10 s): the caller's row is written and seen now.
 * The caller holds the edit unless someone else live holds it; so a reader is promoted once the
 * holder has left or gone stale. Only a change (arrival, promotion) publishes an event.
 */
async function arrive(
  db: Queryable,
  actor: PresenceActor,
  articleId: string,
  now: Date,
  join: boolean,
): Promise<PresenceResult> {
  const access = await checkAccess(db, actor, articleId);
  if (!access.ok) return access;
  const cutoff = cutoffOf(now);
  let events: LiveEvent[] = [];
  const state = await db.transaction(async (tx) => {
    await lockArticle(tx, articleId);
    // Opportunistic clean-up: rows nobody has seen for 30 s (filtered in every read anyway).
    if (join) await tx.delete(articlePresence).where(lt(articlePresence.seenAt, cutoff));
    const [mine] = await tx
      .select({ editing: articlePresence.editing, seenAt: articlePresence.seenAt })
      .from(articlePresence)
      .where(and(eq(articlePresence.articleId, articleId), eq(articlePresence.userId, actor.id)));
    const [otherHolder] = await tx
      .select({ userId: articlePresence.userId })
      .from(articlePresence)
      .where(
        and(
          eq(articlePresence.articleId, articleId),
          ne(articlePresence.userId, actor.id),
          eq(articlePresence.editing, true),
          gte(articlePresence.seenAt, cutoff),
        ),
      )
      .limit(1);
    const editing = !otherHolder;
    const arrived = !mine || new Date(mine.seenAt) < cutoff;
    await tx
      .insert(articlePresence)
      .values({ articleId, userId: actor.id, userName: displayName(actor), editing, since: now, seenAt: now })
      .onConflictDoUpdate({
        target: [articlePresence.articleId, articlePresence.userId],
        set: {
          userName: displayName(actor),
          editing,
          seenAt: now,
          ...(arrived ? { since: now } : {}),
        },
      });
    if (arrived || mine.editing !== editing) events = await publishNewsroom(tx, [presenceEvent(articleId)]);
    return stateOf(articleId, await liveRows(tx, articleId, now), actor.id);
  });
  announceNewsroom(events);
  return { ok: true, state };
}

const presenceEvent = (articleId: string) => ({ event: "presence" as const, data: { articleId } });

/** The editor opened: the caller becomes the holder if nobody live holds the edit, else reads. */
export function joinArticle(db: Queryable, actor: PresenceActor, articleId: string, now = new Date()) {
  return arrive(db, actor, articleId, now, true);
}

/** Every 10 s from an open editor: still here (re-joins a row that went stale). */
export function heartbeatArticle(db: Queryable, actor: PresenceActor, articleId: string, now = new Date()) {
  return arrive(db, actor, articleId, now, false);
}

/** The editor closed (or the tab went away): the row goes; if it held the edit, nobody holds it. */
export async function leaveArticle(
  db: Queryable,
  actor: PresenceActor,
  articleId: string,
  now = new Date(),
): Promise<PresenceResult> {
  const access = await checkAccess(db, actor, articleId);
  if (!access.ok) return access;
  let events: LiveEvent[] = [];
  const state = await db.transaction(async (tx) => {
    await lockArticle(tx, articleId);
    const gone = await tx
      .delete(articlePresence)
      .where(and(eq(articlePresence.articleId, articleId), eq(articlePresence.userId, actor.id)))
      .returning({ userId: articlePresence.userId });
    if (gone.length > 0) events = await publishNewsroom(tx, [presenceEvent(articleId)]);
    return stateOf(articleId, await liveRows(tx, articleId, now), actor.id);
  });
  announceNewsroom(events);
  return { ok: true, state };
}

/**
 * 'Overtag redigering': the caller becomes the holder, everybody else reads, and whoever held
 * the edit is told (a staff notification, mailed when notifications are on). Their unsaved form
 * is still refused by the version check if the caller saves first.
 */
export async function takeOverArticle(
  db: Queryable,
  actor: PresenceActor,
  articleId: string,
  now = new Date(),
  send?: (mail: Mail) => Promise<void>,
): Promise<PresenceResult> {
  const access = await checkAccess(db, actor, articleId);
  if (!access.ok) return access;
  const name = displayName(actor);
  let events: LiveEvent[] = [];
  let pending: PendingNotifications | null = null;
  const state = await db.transaction(async (tx) => {
    await lockArticle(tx, articleId);
    const previous = await tx
      .update(articlePresence)
      .set({ editing: false })
      .where(
        and(
          eq(articlePresence.articleId, articleId),
          ne(articlePresence.userId, actor.id),
          eq(articlePresence.editing, true),
        ),
      )
      .returning({ userId: articlePresence.userId, seenAt: articlePresence.seenAt });
    await tx
      .insert(articlePresence)
      .values({ articleId, userId: actor.id, userName: name, editing: true, since: now, seenAt: now })
      .onConflictDoUpdate({
        target: [articlePresence.articleId, articlePresence.userId],
        set: { userName: name, editing: true, seenAt: now },
      });
    // Only a holder still there is told; one that went stale has left already.
    const told = previous.filter((p) => new Date(p.seenAt) >= cutoffOf(now)).map((p) => p.userId);
    if (told.length > 0) {
      pending = await notifyStaff(
        tx,
        {
          userIds: told,
          kind: "takeover",
          articleId,
          text: takeoverNotice(name, access.title),
          href: `/admin/articles?rediger=${articleId}`,
        },
        actor.id,
      );
    }
    events = await publishNewsroom(tx, [presenceEvent(articleId)]);
    return stateOf(articleId, await liveRows(tx, articleId, now), actor.id);
  });
  announceNewsroom(events);
  if (pending) await deliverNotifications(db, pending, send);
  return { ok: true, state };
}

const intentSchema = z.object({ intent: z.enum(PRESENCE_INTENTS) });

/** The endpoint's POST: one of the four intents; anything else answers 400. */
export function handlePresenceAction(
  db: Queryable,
  actor: PresenceActor,
  articleId: string,
  form: FormData,
  now = new Date(),
): Promise<PresenceResult> {
  const parsed = intentSchema.safeParse({ intent: form.get("intent") });
  if (!parsed.success)
    return Promise.resolve({ ok: false, status: 400, message: PRESENCE_TEXT.unknownIntent });
  const run = {
    join: joinArticle,
    heartbeat: heartbeatArticle,
    leave: leaveArticle,
    takeover: takeOverArticle,
  };
  return run[parsed.data.intent](db, actor, articleId, now);
}

/**
 * The article list (issue 26): who holds the edit of each row, in one index-backed query (the
 * primary key starts with article_id). The viewer's own editing is left out.
 */
export async function listEditingByArticle(
  db: Queryable,
  articleIds: readonly string[],
  options: { exceptUserId?: string; now?: Date } = {},
): Promise<Record<string, string>> {
  const ids = articleIds.filter(isUuid);
  if (ids.length === 0) return {};
  const conditions = [
    inArray(articlePresence.articleId, ids),
    eq(articlePresence.editing, true),
    gte(articlePresence.seenAt, cutoffOf(options.now ?? new Date())),
  ];
  if (options.exceptUserId) conditions.push(ne(articlePresence.userId, options.exceptUserId));
  const rows = await db
    .select({ articleId: articlePresence.articleId, name: articlePresence.userName })
    .from(articlePresence)
    .where(and(...conditions));
  return Object.fromEntries(rows.map((r) => [r.articleId, r.name]));
}
