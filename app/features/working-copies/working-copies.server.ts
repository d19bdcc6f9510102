import { and, eq, lt } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import type { Queryable } from "~/server/db/client.server";
import { articles, articleWorkingCopies } from "~/server/db/schema";
import {
  discardWorkingCopySchema,
  NEW_ARTICLE_KEY,
  saveWorkingCopySchema,
  WORKING_COPY_TEXT as T,
  type WorkingCopyView,
} from "./working-copy-schema";

/** Copies nobody came back to within this many days are deleted by the nightly job. */
export const WORKING_COPY_RETENTION_DAYS = 30;

export interface CopyOwner {
  id: string;
  role: string;
}

type Access = "ok" | "not_found" | "forbidden";

/**
 * Issue 26: a contributor ('skribent') keeps copies of the new-article form and of their own
 * articles only; editors and admins of any article.
 */
export async function mayKeepCopy(db: Queryable, user: CopyOwner, draftKey: string): Promise<Access> {
  if (draftKey === NEW_ARTICLE_KEY) return "ok";
  if (!isUuid(draftKey)) return "not_found";
  const [row] = await db
    .select({ authorId: articles.authorId })
    .from(articles)
    .where(eq(articles.id, draftKey));
  if (!row) return "not_found";
  if (user.role === "admin" || user.role === "editor") return "ok";
  return row.authorId === user.id ? "ok" : "forbidden";
}

/** The caller's copy for one form, or null. */
export async function getWorkingCopy(
  db: Queryable,
  userId: string,
  draftKey: string,
): Promise<WorkingCopyView | null> {
  const [row] = await db
    .select({
      savedAt: articleWorkingCopies.savedAt,
      baseVersion: articleWorkingCopies.baseVersion,
      fields: articleWorkingCopies.fields,
    })
    .from(articleWorkingCopies)
    .where(and(eq(articleWorkingCopies.userId, userId), eq(articleWorkingCopies.draftKey, draftKey)));
  return row ? { ...row, savedAt: row.savedAt.toISOString() } : null;
}

/** Upserts the caller's copy (one row per user and form; the newest wins). */
export async function saveWorkingCopy(
  db: Queryable,
  userId: string,
  input: { draftKey: string; baseVersion: number | null; fields: Record<string, string | undefined> },
  now: Date = new Date(),
): Promise<{ savedAt: string }> {
  const fields = Object.fromEntries(
    Object.entries(input.fields).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
  const values = {
    userId,
    draftKey: input.draftKey,
    articleId: input.draftKey === NEW_ARTICLE_KEY ? null : input.draftKey,
    baseVersion: input.draftKey === NEW_ARTICLE_KEY ? null : input.baseVersion,
    fields,
    savedAt: now,
  };
  await db
    .insert(articleWorkingCopies)
    .values(values)
    .onConflictDoUpdate({
      target: [articleWorkingCopies.userId, articleWorkingCopies.draftKey],
      set: { baseVersion: values.baseVersion, fields, savedAt: now },
    });
  return { savedAt: now.toISOString() };
}

/** 'Kassér', and every save of the article (article-mutations.server.ts does it in its transaction). */
export async function discardWorkingCopy(db: Queryable, userId: string, draftKey: string): Promise<boolean> {
  const gone = await db
    .delete(articleWorkingCopies)
    .where(and(eq(articleWorkingCopies.userId, userId), eq(articleWorkingCopies.draftKey, draftKey)))
    .returning({ key: articleWorkingCopies.draftKey });
  return gone.length > 0;
}

/** The job 'arbejdskopier-oprydning': copies older than 30 days (article_working_copies_saved_idx). */
export async function purgeOldWorkingCopies(db: Queryable, now: Date = new Date()) {
  const cutoff = new Date(now.getTime() - WORKING_COPY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(articleWorkingCopies)
    .where(lt(articleWorkingCopies.savedAt, cutoff))
    .returning({ key: articleWorkingCopies.draftKey });
  return { deletedWorkingCopies: gone.length };
}

export interface WorkingCopyAnswer {
  status: number;
  body: unknown;
}

const refused = (access: Exclude<Access, "ok">): WorkingCopyAnswer =>
  access === "forbidden"
    ? { status: 403, body: { message: T.forbidden } }
    : { status: 404, body: { message: T.notFound } };

/** GET ?noegle=…: the caller's copy for that form, or `{ copy: null }`. */
export async function answerWorkingCopyRead(
  db: Queryable,
  user: CopyOwner,
  draftKey: string | null,
): Promise<WorkingCopyAnswer> {
  if (!draftKey || (!isUuid(draftKey) && draftKey !== NEW_ARTICLE_KEY))
    return { status: 400, body: { message: T.invalid } };
  const access = await mayKeepCopy(db, user, draftKey);
  if (access !== "ok") return refused(access);
  return { status: 200, body: { copy: await getWorkingCopy(db, user.id, draftKey) } };
}

/**
 * POST/PUT/DELETE with a JSON body: intent "save" (the default of PUT) stores the copy, intent
 * "discard" (the default of DELETE) removes it; anything else is a 400, never a 500.
 */
export async function answerWorkingCopyWrite(
  db: Queryable,
  user: CopyOwner,
  method: string,
  body: unknown,
  now: Date = new Date(),
): Promise<WorkingCopyAnswer> {
  const raw = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const intent = raw.intent ?? (method === "PUT" ? "save" : method === "DELETE" ? "discard" : undefined);
  if (intent === "save") {
    const parsed = saveWorkingCopySchema.safeParse({ ...raw, intent });
    if (!parsed.success) return { status: 400, body: { message: T.invalid } };
    const access = await mayKeepCopy(db, user, parsed.data.draftKey);
    if (access !== "ok") return refused(access);
    return { status: 200, body: await saveWorkingCopy(db, user.id, parsed.data, now) };
  }
  if (intent === "discard") {
    const parsed = discardWorkingCopySchema.safeParse({ ...raw, intent });
    if (!parsed.success) return { status: 400, body: { message: T.invalid } };
    return { status: 200, body: { discarded: await discardWorkingCopy(db, user.id, parsed.data.draftKey) } };
  }
  return { status: 400, body: { message: T.unknownIntent } };
}
