import { getArticleForEdit } from "~/features/editorial/admin-article-queries.server";
import type { ArticleSavedHook } from "~/features/editorial/article-actions.server";
import { resolveEmbedUrls } from "~/features/embeds/embeds.server";
import { bodyMediaUrls, parseArticleBody } from "~/lib/article-body";
import { getAppStorage } from "~/server/app-storage.server";
import { logger } from "~/server/logger.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import type { ObjectStorage } from "~/server/storage.server";

/** How long a save waits for its embeds; a slower provider finishes in the background. */
export const EMBED_SAVE_WAIT_MS = 8_000;

export interface EmbedResolverOptions {
  storage?: () => Pick<ObjectStorage, "put" | "delete">;
  waitMs?: number;
  /** Each oEmbed request's time limit (default 5 s). */
  timeoutMs?: number;
}

/**
 * Issue 27: after an article is saved, its embed lines are fetched (missing or stale ones only)
 * so that a reader who opens it straight after sees the cards. Runs after the save's transaction
 * and after the save's own page-cache invalidation; when a card is new or changed the article's
 * page is dropped again, because a reader may have rendered it (with the plain link) meanwhile.
 * The save waits at most `waitMs`; it never fails because of a provider.
 */
export function createArticleEmbedResolver(options: EmbedResolverOptions = {}): ArticleSavedHook {
  const waitMs = options.waitMs ?? EMBED_SAVE_WAIT_MS;
  return async (db, { id }) => {
    const work = (async () => {
      const article = await getArticleForEdit(db, id);
      if (!article) return;
      const storage = (options.storage ?? getAppStorage)();
      // The page's own parser decides which lines are embeds, so a save fetches what it renders.
      const { embedUrls } = bodyMediaUrls(parseArticleBody(article.content));
      const summary = await resolveEmbedUrls(db, storage, embedUrls, { timeoutMs: options.timeoutMs });
      if (summary.changed > 0 && !article.isDraft) {
        invalidatePageCache({ hard: [`/article/${article.id}`, `/article/${article.slug}`] });
      }
    })().catch((err) => logger.error({ err, articleId: id }, "embeds of a saved article were not resolved"));
    let timer: NodeJS.Timeout | undefined;
    const cap = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        logger.warn({ articleId: id, waitMs }, "embeds still resolving after the save answered");
        resolve();
      }, waitMs);
    });
    await Promise.race([work, cap]);
    clearTimeout(timer);
  };
}

/** The app's resolver (the app's storage, 8 s). */
export const resolveArticleEmbeds: ArticleSavedHook = createArticleEmbedResolver();
