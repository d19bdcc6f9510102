import { DISPLAY_NAME_TEXT } from "~/lib/bylines";
import { canonicalCategory } from "~/lib/categories";
import { DATABASE_UNAVAILABLE_TEXT } from "~/lib/database-unavailable";
import { formatDanishDateTime } from "~/lib/relative-time";
import { isUuid } from "~/lib/uuid";
import type { Queryable } from "~/server/db/client.server";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { logger } from "~/server/logger.server";
import { listArticleCategories } from "./admin-article-queries.server";
import {
  type CreateArticleInput,
  createArticle,
  deleteArticle,
  type EditorActor,
  restoreRevision,
  type SavedArticle,
  type SaveResult,
  updateArticle,
} from "./article-mutations.server";
import type { EditorActionResult, SavedArticleSummary } from "./article-schema";
import {
  ARTICLE_CATEGORIES,
  ARTICLE_MESSAGES,
  formToObject,
  parseEditArticle,
  parseNewArticle,
  parseTransition,
} from "./article-schema";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import { isEditorRole, type WorkflowTransition } from "./workflow";
import {
  actorRole,
  type TransitionResult,
  transitionArticle,
  type WorkflowNotifier,
} from "./workflow.server";

export interface ActionOutcome {
  result: EditorActionResult;
  status: number;
}

/**
 * Issue 27: runs after a save committed (created, updated, restored, published), with the
 * article's id: the routes pass the embed resolver in (features do not import each other). It is
 * awaited so a reader who opens the article straight after sees its embeds; it never fails a save.
 */
export type ArticleSavedHook = (db: Queryable, article: { id: string }) => Promise<void>;

async function afterSaved(db: Queryable, hook: ArticleSavedHook | undefined, id: string, requestId?: string) {
  if (!hook) return;
  try {
    await hook(db, { id });
  } catch (err) {
    logger.error({ err, requestId, articleId: id }, "the after-save hook failed");
  }
}

function failed(
  intent: EditorActionResult["intent"],
  message: string,
  status: number,
  extra: Partial<Extract<EditorActionResult, { ok: false }>> = {},
): ActionOutcome {
  return { result: { ok: false, intent, title: T.error, message, ...extra }, status };
}

/**
 * The database is away: a 503 that says nothing was saved (the transaction did not commit), with
 * the sent values so a plain form comes back filled in.
 */
function databaseUnavailable(
  intent: EditorActionResult["intent"],
  err: unknown,
  requestId: string | undefined,
  values?: Record<string, string>,
): ActionOutcome {
  logger.warn({ err, requestId, intent }, "article not saved: the database is unavailable");
  return failed(intent, DATABASE_UNAVAILABLE_TEXT.saveMessage, 503, {
    title: DATABASE_UNAVAILABLE_TEXT.saveTitle,
    ...(values ? { values } : {}),
  });
}

function summaryOf(
  article: SavedArticle | Extract<TransitionResult, { ok: true }>["article"],
): SavedArticleSummary {
  return {
    reviewState: article.reviewState,
    id: article.id,
    slug: article.slug,
    title: article.title,
    isDraft: article.isDraft,
    version: article.version,
    publishedAt: article.publishedAt ? article.publishedAt.toISOString() : null,
    liveStatus: article.liveStatus,
  };
}

/** The edit dialog's category: an admin choice or one already in use (issue 22). */
async function isKnownCategory(db: Queryable, category: string): Promise<boolean> {
  const wanted = canonicalCategory(category);
  if ((ARTICLE_CATEGORIES as readonly string[]).includes(wanted)) return true;
  const inUse = await listArticleCategories(db);
  return inUse.some((c) => canonicalCategory(c) === wanted);
}

function saveFailure(
  intent: "update" | "restore",
  result: Exclude<SaveResult, { ok: true }>,
  failMessage: string,
): ActionOutcome {
  if (result.reason === "no_display_name") return failed(intent, DISPLAY_NAME_TEXT.publishRefused, 403);
  if (result.reason === "forbidden") return failed(intent, T.forbidden, 403);
  if (result.reason === "conflict") return failed(intent, T.conflict, 409, { conflict: true });
  if (result.reason === "slug_taken") {
    return failed(intent, failMessage, 400, { fieldErrors: { slug: ARTICLE_MESSAGES.slugTaken } });
  }
  return failed(intent, T.notFound, 404);
}

/** New article (spec §2, §5): validate, create, answer with the spec's toast texts. */
export async function handleCreateArticle(
  db: Queryable,
  actor: EditorActor,
  form: FormData,
  requestId?: string,
  notifier?: WorkflowNotifier,
  /** Issue 26: starting the draft of an assignment links it in the create's transaction. */
  afterInsert?: CreateArticleInput["afterInsert"],
  afterSave?: ArticleSavedHook,
): Promise<ActionOutcome> {
  const values = formToObject(form);
  const parsed = parseNewArticle(values);
  if (!parsed.ok) return failed("create", T.createFailed, 400, { fieldErrors: parsed.fieldErrors, values });
  try {
    const { review, ...input } = parsed.data;
    const saved = await createArticle(
      db,
      actor,
      { ...input, submit: review, afterInsert },
      new Date(),
      notifier,
    );
    if (!saved.ok) {
      if (saved.reason === "no_display_name") {
        return failed("create", DISPLAY_NAME_TEXT.publishRefused, 403, { values });
      }
      return failed("create", T.createFailed, 400, {
        fieldErrors: { slug: ARTICLE_MESSAGES.slugTaken },
        values,
      });
    }
    await afterSaved(db, afterSave, saved.article.id, requestId);
    const { isDraft, publishedAt } = saved.article;
    const scheduled = !isDraft && publishedAt !== null && publishedAt.getTime() > Date.now();
    return {
      result: {
        ok: true,
        intent: "create",
        title: T.success,
        message: isDraft
          ? saved.article.reviewState === "submitted"
            ? T.createdSubmitted
            : T.createdDraft
          : scheduled
            ? T.createdScheduled(formatDanishDateTime(publishedAt))
            : T.createdPublished,
        article: summaryOf(saved.article),
      },
      status: 200,
    };
  } catch (err) {
    if (isDatabaseUnavailable(err)) return databaseUnavailable("create", err, requestId, values);
    logger.error({ err, requestId }, "creating an article failed");
    return failed("create", T.createFailed, 500, { values });
  }
}

const TRANSITION_INTENTS: readonly WorkflowTransition[] = ["submit", "approve", "send_back", "publish"];

const TRANSITION_DONE: Record<WorkflowTransition, string> = {
  submit: T.submitted,
  approve: T.approved,
  send_back: T.returned,
  publish: T.publishedNow,
};

function isTransition(intent: unknown): intent is WorkflowTransition {
  return (TRANSITION_INTENTS as readonly unknown[]).includes(intent);
}

/** Issue 26: 'Send til redigering', 'Godkend', 'Send tilbage' and 'Publicér nu'. */
async function handleTransition(
  db: Queryable,
  actor: EditorActor,
  intent: WorkflowTransition,
  form: FormData,
  notifier?: WorkflowNotifier,
  afterSave?: ArticleSavedHook,
): Promise<ActionOutcome> {
  const parsed = parseTransition(form);
  if (!parsed.ok) return failed(intent, T.transitionFailed, 400, { fieldErrors: parsed.fieldErrors });
  const { id, version, comment } = parsed.data;
  const result = await transitionArticle(db, actor, id, intent, { version, comment }, notifier);
  if (result.ok) {
    if (intent === "publish") await afterSaved(db, afterSave, result.article.id);
    return {
      result: {
        ok: true,
        intent,
        title: T.success,
        message: TRANSITION_DONE[intent],
        article: summaryOf(result.article),
      },
      status: 200,
    };
  }
  switch (result.reason) {
    case "comment_required":
      return failed(intent, T.commentRequired, 400, { fieldErrors: { comment: T.commentRequired } });
    case "forbidden":
      return failed(intent, T.forbidden, 403);
    case "wrong_state":
      return failed(intent, T.wrongState, 409, { conflict: true });
    case "conflict":
      return failed(intent, T.conflict, 409, { conflict: true });
    case "no_display_name":
      return failed(intent, DISPLAY_NAME_TEXT.publishRefused, 403);
    default:
      return failed(intent, T.notFound, 404);
  }
}

/** The article list's actions: update (edit dialog), restore (Versioner), delete and the workflow. */
export async function handleArticleListAction(
  db: Queryable,
  actor: EditorActor,
  form: FormData,
  requestId?: string,
  notifier?: WorkflowNotifier,
  afterSave?: ArticleSavedHook,
): Promise<ActionOutcome> {
  const intent = form.get("intent");
  const editor = isEditorRole(actorRole(actor));
  try {
    if (isTransition(intent)) return await handleTransition(db, actor, intent, form, notifier, afterSave);
    if (intent === "update") {
      const parsed = parseEditArticle(form);
      if (!parsed.ok) return failed("update", T.updateFailed, 400, { fieldErrors: parsed.fieldErrors });
      const { id, publishAt, review, ...input } = parsed.data;
      if (input.category && !(await isKnownCategory(db, input.category))) {
        return failed("update", T.updateFailed, 400, {
          fieldErrors: { category: ARTICLE_MESSAGES.categoryUnknown },
        });
      }
      const saved = await updateArticle(
        db,
        actor,
        id,
        { ...input, publishAt, submit: review },
        new Date(),
        notifier,
      );
      if (!saved.ok) return saveFailure("update", saved, T.updateFailed);
      await afterSaved(db, afterSave, id, requestId);
      return {
        result: {
          ok: true,
          intent: "update",
          title: T.success,
          message: review && saved.article.reviewState === "submitted" ? T.submitted : T.updated,
          article: summaryOf(saved.article),
        },
        status: 200,
      };
    }
    if (intent === "restore") {
      if (!editor) return failed("restore", T.forbidden, 403);
      const id = String(form.get("id") ?? "");
      const revisionId = String(form.get("revisionId") ?? "");
      const version = Number(form.get("version"));
      if (!isUuid(id) || !isUuid(revisionId) || !Number.isInteger(version)) {
        return failed("restore", T.updateFailed, 400);
      }
      const saved = await restoreRevision(db, actor, id, revisionId, version);
      if (!saved.ok) return saveFailure("restore", saved, T.updateFailed);
      await afterSaved(db, afterSave, id, requestId);
      return {
        result: {
          ok: true,
          intent: "restore",
          title: T.success,
          message: "Versionen er gendannet",
          article: summaryOf(saved.article),
        },
        status: 200,
      };
    }
    if (intent === "delete") {
      // Issue 26: a contributor ('skribent') never deletes.
      if (!editor) return failed("delete", T.forbidden, 403);
      const id = String(form.get("id") ?? "");
      const deleted = isUuid(id) && (await deleteArticle(db, actor, id));
      if (!deleted) return failed("delete", T.deleteFailed, 404);
      return { result: { ok: true, intent: "delete", title: T.success, message: T.deleted }, status: 200 };
    }
  } catch (err) {
    const failedIntent = isTransition(intent)
      ? intent
      : intent === "delete"
        ? "delete"
        : intent === "restore"
          ? "restore"
          : "update";
    if (isDatabaseUnavailable(err)) return databaseUnavailable(failedIntent, err, requestId);
    logger.error({ err, requestId, intent }, "article action failed");
    const message =
      intent === "delete" ? T.deleteFailed : isTransition(intent) ? T.transitionFailed : T.updateFailed;
    return failed(failedIntent, message, 500);
  }
  return failed("unknown", "Ukendt handling", 400);
}
