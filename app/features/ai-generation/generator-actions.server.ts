/** The generator pages' loaders and actions (thin routes call these after requireStaff). */
import { data } from "react-router";
import { z } from "zod";
import { DISPLAY_NAME_TEXT } from "~/lib/bylines";
import { needsDisplayName } from "~/server/author-identity.server";
import { getDb } from "~/server/db/client.server";
import { MAX_IMAGE_BYTES } from "~/server/images.server";
import { logger } from "~/server/logger.server";
import { createRateLimiter } from "~/server/rate-limit.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { type GenerateDeps, generateArticleFromSource } from "./generate-from-url.server";
import { generateHistoricalArticle } from "./generate-history.server";
import { duplicateMessage, GEN_TEXT, type GenerationResult, isAcceptableSourceInput } from "./messages";
import { getAiConfig } from "./model.server";

interface StaffUser {
  id: string;
  email: string;
  /** The display name (issue 26: the transition row's 'who'); the session user has it. */
  name?: string;
}

export interface GeneratorPageData {
  configured: boolean;
  /** Admins may see the server setting names in the "not set up" notice; editors never do. */
  showSettingNames: boolean;
  timeoutSeconds: number;
  autoPublish: boolean;
}

export async function loadGeneratorPage(user: { role: string }): Promise<GeneratorPageData> {
  const config = getAiConfig();
  const settings = await getSiteSettings(getDb());
  return {
    configured: config !== null,
    showSettingNames: config === null && user.role === "admin",
    timeoutSeconds: Math.round((config?.timeoutMs ?? 30_000) / 1000),
    autoPublish: settings.autoPublish,
  };
}

// Generation is expensive: a few per minute and user is plenty for an editor. Staff only, and a
// generation needs the database anyway: let it through if the counter store is down.
const limiter = createRateLimiter({
  id: "ai-generation-user",
  limit: 10,
  windowMs: 60_000,
  onStoreError: "open",
});
const TOO_MANY = "For mange genereringer på kort tid. Vent et øjeblik, og prøv igen.";

export interface ActionOutcome {
  result: GenerationResult;
  status: number;
  /** Retry-After on a 429. */
  headers?: Record<string, string>;
}

async function tooManyGenerations(userId: string): Promise<ActionOutcome | null> {
  const decision = await limiter.attempt(userId);
  if (decision.allowed) return null;
  return {
    result: { ok: false, message: TOO_MANY },
    status: 429,
    headers: { "Retry-After": String(decision.retryAfterSeconds) },
  };
}

/**
 * Issue 22: a generator that publishes does so for the signed-in staff member, who needs a chosen
 * display name first (asked before any AI call is paid for).
 */
async function refusedWithoutDisplayName(userId: string, publishes: boolean): Promise<ActionOutcome | null> {
  if (!publishes || !(await needsDisplayName(getDb(), userId))) return null;
  return {
    result: { ok: false, message: DISPLAY_NAME_TEXT.publishRefused, stage: "validation" },
    status: 403,
  };
}

const urlForm = z.object({
  url: z.string().trim().max(2000).refine(isAcceptableSourceInput, { message: GEN_TEXT.invalidUrl }),
});

/** generate-article-from-url: body url → ok, message, article {title, slug}. */
export async function handleAiArticleAction(
  request: Request,
  user: StaffUser,
  requestId?: string,
  /** Issue 27: the route's embed resolver, run after the article is stored. */
  afterSave?: GenerateDeps["afterSave"],
): Promise<ActionOutcome> {
  const form = await request.formData();
  const parsed = urlForm.safeParse({ url: form.get("url") ?? "" });
  if (!parsed.success) {
    return { result: { ok: false, message: GEN_TEXT.invalidUrl, stage: "validation" }, status: 400 };
  }
  const { autoPublish } = await getSiteSettings(getDb());
  const refused = await refusedWithoutDisplayName(user.id, autoPublish);
  if (refused) return refused;
  const limited = await tooManyGenerations(user.id);
  if (limited) return limited;
  try {
    const outcome = await generateArticleFromSource(
      getDb(),
      {
        url: parsed.data.url,
        mode: "url",
        actor: { id: user.id, email: user.email, name: user.name },
        signal: request.signal,
      },
      { afterSave },
    );
    if (!outcome.ok)
      return { result: { ok: false, message: outcome.error, stage: "generation" }, status: 422 };
    return {
      result: {
        ok: true,
        article: outcome.article,
        duplicate: outcome.duplicate,
        message: outcome.duplicate ? duplicateMessage(outcome.article.title) : GEN_TEXT.successTitle,
      },
      status: 200,
    };
  } catch (err) {
    logger.error({ err, requestId }, "generate-article-from-url failed");
    throw err;
  }
}

const MAX_HISTORY_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** generate-historical-article: topic, context, optional image → same response shape. */
export async function handleHistoryAction(
  request: Request,
  user: StaffUser,
  requestId?: string,
  /** Issue 27: the route's embed resolver, run after the article is stored. */
  afterSave?: GenerateDeps["afterSave"],
): Promise<ActionOutcome> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_HISTORY_REQUEST_BYTES) {
    return { result: { ok: false, message: GEN_TEXT.historyImageFailed, stage: "upload" }, status: 413 };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { result: { ok: false, message: GEN_TEXT.historyImageFailed, stage: "upload" }, status: 400 };
  }
  const topic = String(form.get("topic") ?? "");
  const context = String(form.get("context") ?? "");
  if (!topic.trim())
    return { result: { ok: false, message: GEN_TEXT.topicRequired, stage: "validation" }, status: 400 };
  const file = form.get("image");
  const image =
    file instanceof File && file.size > 0
      ? { data: Buffer.from(await file.arrayBuffer()), type: file.type, name: file.name }
      : null;
  // The history generator always publishes (spec §2 'Generer & Publicer Artikel').
  const refused = await refusedWithoutDisplayName(user.id, true);
  if (refused) return refused;
  const limited = await tooManyGenerations(user.id);
  if (limited) return limited;
  try {
    const result = await generateHistoricalArticle(
      getDb(),
      {
        topic,
        context,
        image,
        actor: { id: user.id, email: user.email, name: user.name },
        signal: request.signal,
      },
      { afterSave },
    );
    return { result, status: result.ok ? 200 : result.stage === "validation" ? 400 : 422 };
  } catch (err) {
    logger.error({ err, requestId }, "generate-historical-article failed");
    throw err;
  }
}

/**
 * A generator route's action: `handle` for the signed-in editor, answered with its status and
 * headers (a 429's Retry-After). `afterSave` is the route's embed resolver (issue 27).
 */
export async function answerGeneratorAction(
  handle: typeof handleAiArticleAction,
  args: { request: Request; context: { requestId?: string } },
  user: StaffUser,
  afterSave: GenerateDeps["afterSave"],
) {
  const { result, status, headers } = await handle(args.request, user, args.context.requestId, afterSave);
  return data(result, { status, headers });
}
