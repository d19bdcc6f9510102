import { and, asc, eq, inArray } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Database, Queryable, Tx } from "~/server/db/client.server";
import { articleNotes, articles, user } from "~/server/db/schema";
import { isEditor, isStaff, STAFF_ROLES } from "~/server/session.server";
import { mentionedUserIds, type StaffName } from "./mentions";
import { NOTE_TEXT, type NoteView } from "./note-schema";

/**
 * Internal notes (issue 26): a staff-only thread per article. Only these admin functions read
 * `article_notes`; no public query joins it, so a note can never reach a page, feed or JSON-LD.
 */
export interface NoteActor extends AuditActor {
  name: string;
  role: string;
}

export interface NoteArticle {
  id: string;
  title: string;
  authorId: string | null;
}

export type NoteAccess =
  | { ok: true; article: NoteArticle }
  | { ok: false; status: 403 | 404; message: string };

/** Staff may use an article's notes; a contributor ('skribent') only on their own articles. */
export async function noteAccess(
  db: Queryable,
  viewer: { id: string; role: string },
  articleId: string,
): Promise<NoteAccess> {
  if (!isStaff(viewer.role)) return { ok: false, status: 403, message: NOTE_TEXT.forbidden };
  if (!isUuid(articleId)) return { ok: false, status: 404, message: NOTE_TEXT.articleNotFound };
  const [article] = await db
    .select({ id: articles.id, title: articles.title, authorId: articles.authorId })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!article) return { ok: false, status: 404, message: NOTE_TEXT.articleNotFound };
  if (!isEditor(viewer.role) && article.authorId !== viewer.id) {
    return { ok: false, status: 403, message: NOTE_TEXT.forbidden };
  }
  return { ok: true, article };
}

/** The thread, oldest first. */
export async function listNotes(db: Queryable, articleId: string): Promise<NoteView[]> {
  const rows = await db
    .select({
      id: articleNotes.id,
      authorId: articleNotes.authorId,
      authorName: articleNotes.authorName,
      body: articleNotes.body,
      resolvedAt: articleNotes.resolvedAt,
      resolvedBy: articleNotes.resolvedBy,
      createdAt: articleNotes.createdAt,
    })
    .from(articleNotes)
    .where(eq(articleNotes.articleId, articleId))
    .orderBy(asc(articleNotes.createdAt), asc(articleNotes.id));
  return rows.map((r) => ({
    ...r,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Staff display names, the names a mention can resolve to. */
export async function listStaffNames(db: Queryable): Promise<StaffName[]> {
  return db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.role, [...STAFF_ROLES]));
}

/** What a new note asks the caller to tell the mentioned (the route wires in the notifications). */
export interface MentionNotice {
  userIds: string[];
  articleId: string;
  text: string;
  href: string;
}

export type MentionNotifier<P> = (tx: Tx, notice: MentionNotice, actorId: string) => Promise<P>;

/** The bell's text for a mention. */
export function mentionText(author: string, title: string): string {
  return `${author} nævnte dig i en note på "${title}"`;
}

export function articleEditHref(articleId: string): string {
  return `/admin/articles?rediger=${articleId}`;
}

/**
 * Writes a note, its mentions and its audit entry in one transaction; `notify` runs inside it, so
 * the notifications exist exactly when the note does. The author is never notified of themselves.
 */
export async function createNote<P = undefined>(
  db: Database,
  actor: NoteActor,
  article: NoteArticle,
  body: string,
  notify?: MentionNotifier<P>,
): Promise<{ note: NoteView; pending: P | undefined }> {
  return db.transaction(async (tx) => {
    const mentions = mentionedUserIds(body, await listStaffNames(tx)).filter((id) => id !== actor.id);
    const [row] = await tx
      .insert(articleNotes)
      .values({ articleId: article.id, authorId: actor.id, authorName: actor.name, body, mentions })
      .returning();
    await recordAudit(tx, actor, {
      action: "note_created",
      entityType: "article",
      entityId: article.id,
      summary: `skrev en note på "${article.title}"`,
      metadata: { noteId: row.id, mentions },
    });
    const pending =
      notify && mentions.length > 0
        ? await notify(
            tx,
            {
              userIds: mentions,
              articleId: article.id,
              text: mentionText(actor.name, article.title),
              href: articleEditHref(article.id),
            },
            actor.id,
          )
        : undefined;
    return {
      note: {
        id: row.id,
        authorId: row.authorId,
        authorName: row.authorName,
        body: row.body,
        resolvedAt: null,
        resolvedBy: null,
        createdAt: row.createdAt.toISOString(),
      },
      pending,
    };
  });
}

export type NoteChange = { ok: true; message: string } | { ok: false; status: 403 | 404; message: string };

/** 'Markér som løst' / 'Genåbn'. */
export async function setNoteResolved(
  db: Database,
  actor: NoteActor,
  article: NoteArticle,
  noteId: string,
  resolved: boolean,
): Promise<NoteChange> {
  if (!isUuid(noteId)) return { ok: false, status: 404, message: NOTE_TEXT.noteNotFound };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(articleNotes)
      .set(
        resolved
          ? { resolvedAt: new Date(), resolvedBy: actor.name }
          : { resolvedAt: null, resolvedBy: null },
      )
      .where(and(eq(articleNotes.id, noteId), eq(articleNotes.articleId, article.id)))
      .returning({ id: articleNotes.id });
    if (!row) return { ok: false, status: 404, message: NOTE_TEXT.noteNotFound };
    await recordAudit(tx, actor, {
      action: resolved ? "note_resolved" : "note_reopened",
      entityType: "article",
      entityId: article.id,
      summary: resolved
        ? `markerede en note på "${article.title}" som løst`
        : `genåbnede en note på "${article.title}"`,
      metadata: { noteId },
    });
    return { ok: true, message: resolved ? NOTE_TEXT.resolved : NOTE_TEXT.reopened };
  });
}

/** Deletes a note; only its author may. */
export async function deleteNote(
  db: Database,
  actor: NoteActor,
  article: NoteArticle,
  noteId: string,
): Promise<NoteChange> {
  if (!isUuid(noteId)) return { ok: false, status: 404, message: NOTE_TEXT.noteNotFound };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ authorId: articleNotes.authorId })
      .from(articleNotes)
      .where(and(eq(articleNotes.id, noteId), eq(articleNotes.articleId, article.id)))
      .for("update");
    if (!row) return { ok: false, status: 404, message: NOTE_TEXT.noteNotFound };
    if (row.authorId !== actor.id) return { ok: false, status: 403, message: NOTE_TEXT.notOwn };
    await tx.delete(articleNotes).where(eq(articleNotes.id, noteId));
    await recordAudit(tx, actor, {
      action: "note_deleted",
      entityType: "article",
      entityId: article.id,
      summary: `slettede en note på "${article.title}"`,
      metadata: { noteId },
    });
    return { ok: true, message: NOTE_TEXT.deleted };
  });
}
