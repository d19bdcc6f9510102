import { and, eq, like, ne, or } from "drizzle-orm";
import { articleTextColumns } from "~/lib/article-body";
import { canonicalCategory } from "~/lib/categories";
import { nextFreeSlug } from "~/lib/slug";
import { isUuid } from "~/lib/uuid";
import type { AuditActor } from "~/server/audit.server";
import { recordAudit } from "~/server/audit.server";
import { bylineOfActor, needsDisplayName } from "~/server/author-identity.server";
import type { Queryable } from "~/server/db/client.server";
import { articleRevisions, articles, articleWorkingCopies, assignments } from "~/server/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import { recordRevision, savedArticleColumns } from "./article-revisions.server";
import type { ArticleSnapshot, SavedArticle } from "./article-snapshot";

export type { SavedArticle };

import { resolveSaveState } from "./article-state";
import { requestedSlug } from "./slug-field";
import { checkTransition, isEditorRole, mayEditArticle, workflowStateOf } from "./workflow";
import {
  type AfterCommit,
  actorRole,
  emptyAfterCommit,
  recordStateChange,
  runAfterCommit,
  type WorkflowNotifier,
} from "./workflow.server";

export interface EditorActor extends AuditActor {
  name?: string | null;
  /**
   * Issue 26: admin | editor | contributor. A contributor's drafts never go public and they edit
   * only their own; left out only by editor-guarded callers (treated as an editor).
   */
  role?: string;
}

/** What the editor's forms save of an article, new or existing. */
interface ArticleFieldsInput {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  partner?: string | null;
  imageUrl?: string | null;
  imageAlt?: string | null;
  imageCredit?: string | null;
  tags: string[];
  isDraft: boolean;
  /** A chosen publish time (a future one schedules the article); none means now. */
  publishAt?: Date | null;
  /** Issue 26: 'Send til redigering' in the same save (the draft lands as 'Til redigering'). */
  submit?: boolean;
}

export interface CreateArticleInput extends ArticleFieldsInput {
  category: string;
  /** Start as a live blog ("pre": before the match), edited on the live desk. */
  live?: boolean;
  /** Issue 26: runs in the create's transaction with the new id (an assignment links its draft). */
  afterInsert?: (tx: Queryable, articleId: string) => Promise<void>;
}

export interface UpdateArticleInput extends ArticleFieldsInput {
  /** The category to store; empty or left out keeps the article's (and its partner). */
  category?: string;
  /** The version the dialog was opened with. */
  version: number;
}

export type SaveFailure =
  | { ok: false; reason: "slug_taken" }
  | { ok: false; reason: "no_display_name" }
  | { ok: false; reason: "conflict" }
  | { ok: false; reason: "forbidden" }
  | { ok: false; reason: "not_found" };

export type SaveResult = { ok: true; article: SavedArticle } | SaveFailure;

/**
 * Issue 22: a save that takes an article public (now or scheduled) needs a writer with a chosen
 * display name, or readers would see a name made from an e-mail. Checked inside the save's
 * transaction.
 */
async function mayPublish(tx: Queryable, actor: EditorActor): Promise<boolean> {
  return !(await needsDisplayName(tx, actor.id));
}

const NO_DISPLAY_NAME = { ok: false, reason: "no_display_name" } as const;

/** The new-article form's working copy key (features/working-copies). */
const NEW_ARTICLE_COPY = "ny";

/** Issue 26: a save ends the writer's autosaved working copy of that form, in the same transaction. */
async function dropWorkingCopy(tx: Queryable, userId: string, draftKey: string) {
  await tx
    .delete(articleWorkingCopies)
    .where(and(eq(articleWorkingCopies.userId, userId), eq(articleWorkingCopies.draftKey, draftKey)));
}
const FORBIDDEN = { ok: false, reason: "forbidden" } as const;

class SlugTakenError extends Error {}

interface PublicState {
  slug: string | null;
  tags: readonly string[] | null;
  isDraft: boolean;
}

/**
 * After a committed write: the pages that show the article (before and after it) are rendered
 * afresh for the next reader, the rest of the cache is refreshed in the background. A draft that
 * stays a draft changes no public page.
 */
function invalidateArticlePages(id: string, before: PublicState | null, after: PublicState | null) {
  if ((before?.isDraft ?? true) && (after?.isDraft ?? true)) return;
  invalidatePageCache(
    PAGE_CHANGES.article({
      ids: [id],
      slugs: [before?.slug, after?.slug],
      tags: [...(before?.tags ?? []), ...(after?.tags ?? [])],
    }),
  );
}

function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown; message?: string } | undefined;
    e;
  ) {
    if (e.code === "23505") return !constraint || !e.constraint || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/** The slug to store: a manual one must be free; a derived one gets -2, -3 … when taken. */
async function chooseSlug(tx: Queryable, input: { slug: string; title: string }, excludeId?: string) {
  const { base, manual } = requestedSlug(input);
  const clash = or(eq(articles.slug, base), like(articles.slug, `${base}-%`));
  const rows = await tx
    .select({ slug: articles.slug })
    .from(articles)
    .where(excludeId ? and(clash, ne(articles.id, excludeId)) : clash);
  const taken = new Set(rows.map((r) => r.slug));
  if (manual) {
    if (taken.has(base)) throw new SlugTakenError();
    return base;
  }
  return nextFreeSlug(base, taken);
}

/** Runs a write; a derived slug that lost a race to a concurrent save is simply chosen again. */
async function withSlugRetry<T>(run: () => Promise<T>): Promise<T | SaveFailure> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (err instanceof SlugTakenError) return { ok: false, reason: "slug_taken" };
      if (attempt < 3 && isUniqueViolation(err, "articles_slug_key")) continue;
      throw err;
    }
  }
}

/** Spec §7 insert; §4: a non-draft is published at creation time. */
export async function createArticle(
  db: Queryable,
  actor: EditorActor,
  input: CreateArticleInput,
  now: Date = new Date(),
  notifier?: WorkflowNotifier,
): Promise<SaveResult> {
  // Issue 26: a contributor's article is a draft whatever the form says (never trust the form).
  const editor = isEditorRole(actorRole(actor));
  const isDraft = editor ? input.isDraft : true;
  let after: AfterCommit = emptyAfterCommit();
  const result = await withSlugRetry(() =>
    db.transaction(async (tx): Promise<SaveResult> => {
      after = emptyAfterCommit();
      const state = resolveSaveState({
        ...input,
        isDraft,
        creating: true,
        now,
        chosenPublishedAt: editor ? (input.publishAt ?? null) : null,
      });
      const reviewState = state.isDraft && input.submit ? "submitted" : null;
      if (!state.isDraft && !(await mayPublish(tx, actor))) return NO_DISPLAY_NAME;
      const slug = await chooseSlug(tx, input);
      const category = canonicalCategory(input.category);
      // The writer's account and display name, never their e-mail (issue 14).
      const byline = await bylineOfActor(tx, actor);
      const [article] = await tx
        .insert(articles)
        .values({
          ...articleTextColumns(input),
          slug,
          category,
          partner: category === "Advertorial" ? input.partner?.trim() || null : null,
          ...byline,
          ...state,
          reviewState,
          liveStatus: input.live ? "pre" : null,
          createdAt: now,
        })
        .returning(savedArticleColumns);
      await recordStateChange(
        tx,
        actor,
        {
          articleId: article.id,
          title: input.title,
          from: "draft",
          to: workflowStateOf({ ...state, reviewState }, now),
        },
        after,
        notifier,
      );
      await recordAudit(tx, actor, {
        action: state.isDraft ? "created" : "published",
        entityType: "article",
        entityId: article.id,
        summary: state.isDraft
          ? `oprettede kladden "${input.title}"`
          : `oprettede og publicerede artiklen "${input.title}"`,
      });
      await input.afterInsert?.(tx, article.id);
      await dropWorkingCopy(tx, actor.id, NEW_ARTICLE_COPY);
      return { ok: true, article };
    }),
  );
  if (result.ok) {
    invalidateArticlePages(result.article.id, null, { ...result.article, tags: input.tags });
    await runAfterCommit(db, after, notifier);
  }
  return result;
}

function auditFor(before: { isDraft: boolean }, after: { isDraft: boolean }, title: string) {
  if (before.isDraft && !after.isDraft)
    return { action: "published", summary: `publicerede artiklen "${title}"` };
  if (!before.isDraft && after.isDraft)
    return { action: "unpublished", summary: `gjorde artiklen "${title}" til kladde` };
  return { action: "updated", summary: `opdaterede artiklen "${title}"` };
}

/**
 * Spec §7 update by id, refused when someone saved since the dialog opened (the version moved).
 * The previous state goes to article_revisions in the same transaction.
 */
export async function updateArticle(
  db: Queryable,
  actor: EditorActor,
  id: string,
  input: UpdateArticleInput,
  now: Date = new Date(),
  notifier?: WorkflowNotifier,
): Promise<SaveResult> {
  let before: PublicState | null = null;
  const role = actorRole(actor);
  const editor = isEditorRole(role);
  let after: AfterCommit = emptyAfterCommit();
  const result = await withSlugRetry(() =>
    db.transaction(async (tx): Promise<SaveResult> => {
      after = emptyAfterCommit();
      const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
      if (!row) return { ok: false, reason: "not_found" };
      // Issue 26: a contributor edits only their own article, and only before it is approved.
      if (!mayEditArticle({ id: actor.id, role }, row, now)) return FORBIDDEN;
      if (row.version !== input.version) return { ok: false, reason: "conflict" };
      before = row;
      const slug = await chooseSlug(tx, input, id);
      const state = resolveSaveState({
        ...input,
        // A contributor's save never publishes or schedules, whatever the form sends.
        isDraft: editor ? input.isDraft : true,
        creating: false,
        now,
        existingPublishedAt: row.publishedAt,
        chosenPublishedAt: editor ? (input.publishAt ?? null) : null,
      });
      // Going public, or back to a plain draft, ends the review (ADR 0028).
      let reviewState = state.isDraft && row.isDraft ? row.reviewState : null;
      if (input.submit && state.isDraft) {
        if (!checkTransition("submit", { id: actor.id, role }, row, now).ok) return FORBIDDEN;
        reviewState = "submitted";
      }
      if (row.isDraft && !state.isDraft && !(await mayPublish(tx, actor))) return NO_DISPLAY_NAME;
      const category = input.category ? canonicalCategory(input.category) : row.category;
      const partner = input.category
        ? category === "Advertorial"
          ? input.partner?.trim() || null
          : null
        : row.partner;
      await recordRevision(tx, row, actor);
      const [article] = await tx
        .update(articles)
        .set({
          ...articleTextColumns(input),
          slug,
          category,
          partner,
          ...state,
          reviewState,
          version: row.version + 1,
        })
        .where(and(eq(articles.id, id), eq(articles.version, input.version)))
        .returning(savedArticleColumns);
      await recordStateChange(
        tx,
        actor,
        {
          articleId: id,
          title: input.title,
          from: workflowStateOf(row, now),
          to: workflowStateOf({ ...state, reviewState }, now),
        },
        after,
        notifier,
      );
      const audit = auditFor(row, state, input.title);
      await recordAudit(tx, actor, { ...audit, entityType: "article", entityId: id });
      await dropWorkingCopy(tx, actor.id, id);
      return { ok: true, article };
    }),
  );
  if (result.ok) {
    invalidateArticlePages(id, before, { ...result.article, tags: input.tags });
    await runAfterCommit(db, after, notifier);
  }
  return result;
}

/**
 * 'Gendan': the revision's content becomes the article again – itself a save, so the state it
 * replaces is kept as a new revision. A slug another article took meanwhile is not restored.
 */
export async function restoreRevision(
  db: Queryable,
  actor: EditorActor,
  articleId: string,
  revisionId: string,
  expectedVersion: number,
  now: Date = new Date(),
): Promise<SaveResult> {
  // Issue 26: restoring a version is an editor's decision.
  if (!isEditorRole(actorRole(actor))) return FORBIDDEN;
  let before: PublicState | null = null;
  let restoredTags: string[] | null = null;
  const result = await db.transaction(async (tx): Promise<SaveResult> => {
    const [row] = await tx.select().from(articles).where(eq(articles.id, articleId)).for("update");
    if (!row) return { ok: false, reason: "not_found" };
    if (row.version !== expectedVersion) return { ok: false, reason: "conflict" };
    before = row;
    const [revision] = await tx
      .select()
      .from(articleRevisions)
      .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)));
    if (!revision) return { ok: false, reason: "not_found" };
    const snap = revision.snapshot as ArticleSnapshot;
    if (row.isDraft && !snap.isDraft && !(await mayPublish(tx, actor))) return NO_DISPLAY_NAME;
    restoredTags = snap.tags;
    const [clash] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.slug, snap.slug), ne(articles.id, articleId)));
    await recordRevision(tx, row, actor);
    const [article] = await tx
      .update(articles)
      .set({
        ...articleTextColumns(snap),
        slug: clash ? row.slug : snap.slug,
        imageUrl: snap.imageUrl,
        imageAlt: snap.imageAlt,
        imageCredit: snap.imageCredit,
        category: snap.category,
        tags: snap.tags && snap.tags.length > 0 ? snap.tags : null,
        isDraft: snap.isDraft,
        publishedAt: snap.isDraft ? null : snap.publishedAt ? new Date(snap.publishedAt) : now,
        partner: snap.partner,
        reviewState: snap.isDraft ? row.reviewState : null,
        updatedAt: now,
        version: row.version + 1,
      })
      .where(eq(articles.id, articleId))
      .returning(savedArticleColumns);
    await recordAudit(tx, actor, {
      action: "restored",
      entityType: "article",
      entityId: articleId,
      summary: `gendannede version ${revision.version} af artiklen "${snap.title}"`,
      metadata: { revisionId, version: revision.version },
    });
    return { ok: true, article };
  });
  if (result.ok) invalidateArticlePages(articleId, before, { ...result.article, tags: restoredTags });
  return result;
}

/** Spec §4: deletion is permanent (its revisions go with it). */
export async function deleteArticle(db: Queryable, actor: EditorActor, id: string): Promise<boolean> {
  // Issue 26: contributors never delete (the action answers 403 before it gets here).
  if (!isUuid(id) || !isEditorRole(actorRole(actor))) return false;
  const deleted = await db.transaction(async (tx) => {
    // An assignment whose draft is deleted is open again ('Start artikel'), not 'I gang' without
    // an article (the foreign key alone would only clear its article_id).
    await tx
      .update(assignments)
      .set({ status: "open", articleId: null, updatedAt: new Date() })
      .where(and(eq(assignments.articleId, id), eq(assignments.status, "started")));
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      tags: articles.tags,
      isDraft: articles.isDraft,
    });
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: "deleted",
      entityType: "article",
      entityId: id,
      summary: `slettede artiklen "${row.title}"`,
    });
    return row;
  });
  if (deleted) invalidateArticlePages(id, deleted, null);
  return deleted !== null;
}
