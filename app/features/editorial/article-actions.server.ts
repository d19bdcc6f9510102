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
} from "./article-schema";
import { EDITORIAL_TEXT as T } from "./editorial-messages";

export interface ActionOutcome {
  result: EditorActionResult;
  status: number;
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

function summaryOf(article: SavedArticle): SavedArticleSummary {
  return {
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
): Promise<ActionOutcome> {
  const values = formToObject(form);
  const parsed = parseNewArticle(values);
  if (!parsed.ok) return failed("create", T.createFailed, 400, { fieldErrors: parsed.fieldErrors, values });
  try {
    const saved = await createArticle(db, actor, parsed.data);
    if (!saved.ok) {
      if (saved.reason === "no_display_name") {
        return failed("create", DISPLAY_NAME_TEXT.publishRefused, 403, { values });
      }
      return failed("create", T.createFailed, 400, {
        fieldErrors: { slug: ARTICLE_MESSAGES.slugTaken },
        values,
      });
    }
    const { isDraft, publishedAt } = saved.article;
    const scheduled = !isDraft && publishedAt !== null && publishedAt.getTime() > Date.now();
    return {
      result: {
        ok: true,
        intent: "create",
        title: T.success,
        message: isDraft
          ? T.createdDraft
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

/** The article list's actions: update (edit dialog), restore (Versioner) and delete. */
export async function handleArticleListAction(
  db: Queryable,
  actor: EditorActor,
  form: FormData,
  requestId?: string,
): Promise<ActionOutcome> {
  const intent = form.get("intent");
  try {
    if (intent === "update") {
      const parsed = parseEditArticle(form);
      if (!parsed.ok) return failed("update", T.updateFailed, 400, { fieldErrors: parsed.fieldErrors });
      const { id, publishAt, ...input } = parsed.data;
      if (input.category && !(await isKnownCategory(db, input.category))) {
        return failed("update", T.updateFailed, 400, {
          fieldErrors: { category: ARTICLE_MESSAGES.categoryUnknown },
        });
      }
      const saved = await updateArticle(db, actor, id, { ...input, publishAt });
      if (!saved.ok) return saveFailure("update", saved, T.updateFailed);
      return {
        result: {
          ok: true,
          intent: "update",
          title: T.success,
          message: T.updated,
          article: summaryOf(saved.article),
        },
        status: 200,
      };
    }
    if (intent === "restore") {
      const id = String(form.get("id") ?? "");
      const revisionId = String(form.get("revisionId") ?? "");
      const version = Number(form.get("version"));
      if (!isUuid(id) || !isUuid(revisionId) || !Number.isInteger(version)) {
        return failed("restore", T.updateFailed, 400);
      }
      const saved = await restoreRevision(db, actor, id, revisionId, version);
      if (!saved.ok) return saveFailure("restore", saved, T.updateFailed);
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
      const id = String(form.get("id") ?? "");
      const deleted = isUuid(id) && (await deleteArticle(db, actor, id));
      if (!deleted) return failed("delete", T.deleteFailed, 404);
      return { result: { ok: true, intent: "delete", title: T.success, message: T.deleted }, status: 200 };
    }
  } catch (err) {
    const failedIntent = intent === "delete" ? "delete" : intent === "restore" ? "restore" : "update";
    if (isDatabaseUnavailable(err)) return databaseUnavailable(failedIntent, err, requestId);
    logger.error({ err, requestId, intent }, "article action failed");
    const message = intent === "delete" ? T.deleteFailed : T.updateFailed;
    return failed(failedIntent, message, 500);
  }
  return failed("unknown", "Ukendt handling", 400);
}
