/**
 * Stores a generated article in one transaction: its image's media row, the article (unique slug
 * with -2, -3 …; source_url unique) and the audit entry. The image files are written first and
 * removed again when the transaction fails, so nothing half-written stays behind.
 */

import { eq, like, or } from "drizzle-orm";
import { articleTextColumns } from "~/lib/article-body";
import type { ImageRights } from "~/lib/image-rights";
import { nextFreeSlug, slugFromTitle } from "~/lib/slug";
import { recordTransition } from "~/server/article-transitions.server";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Queryable } from "~/server/db/client.server";
import { articles, type MediaVariant, media } from "~/server/db/schema";
import { mediaFileColumns, type ProcessedImage, storeProcessedImage } from "~/server/images.server";
import { announceLive, type LiveEvent } from "~/server/live-bus.server";
import { logger } from "~/server/logger.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import { ARTICLE_IMAGES_BUCKET, type ObjectStorage } from "~/server/storage.server";
import type { CheckedArticle } from "./article-output";

export type Generator = "url" | "history" | "agent";

/** The transition row's 'who' when no account made the article. */
const GENERATOR_NAME = "AI-generator";

export interface GenerationActor {
  id: string | null;
  email: string | null;
  /** The editor's display name (the transition row's 'who'). */
  name?: string | null;
}

export interface GeneratedImage {
  processed: ProcessedImage;
  /** Object name without extension, e.g. "1733-abc12345" or "historical-1733". */
  baseName: string;
  credit: string | null;
  /** "import" (from the source page) or "historical" (uploaded on the history generator). */
  source: "import" | "historical";
  title?: string | null;
}

export interface StoreGeneratedInput {
  article: CheckedArticle;
  generator: Generator;
  isDraft: boolean;
  /**
   * Issue 26: a draft that goes straight into the review queue ('Til redigering'), with a
   * transition row and the queue event. Used when auto publish is off.
   */
  submitForReview?: boolean;
  sourceUrl: string | null;
  author: string | null;
  isAgentGenerated: boolean;
  image: GeneratedImage | null;
  actor: GenerationActor | null;
}

export interface StoredArticle {
  id: string;
  title: string;
  slug: string;
  isDraft: boolean;
}

export type StoreResult =
  | { kind: "created"; article: StoredArticle }
  | { kind: "duplicate"; article: StoredArticle };

const storedColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  isDraft: articles.isDraft,
};

export async function findArticleBySourceUrl(
  db: Queryable,
  sourceUrl: string,
): Promise<StoredArticle | null> {
  const [row] = await db
    .select(storedColumns)
    .from(articles)
    .where(eq(articles.sourceUrl, sourceUrl))
    .limit(1);
  return row ?? null;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

function slugBase(article: CheckedArticle): string {
  const clean = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 90)
      .replace(/-+$/, "");
  return clean(article.slug) || clean(slugFromTitle(article.title)) || "artikel";
}

async function freeSlug(tx: Queryable, base: string): Promise<string> {
  const rows = await tx
    .select({ slug: articles.slug })
    .from(articles)
    .where(or(eq(articles.slug, base), like(articles.slug, `${base}-%`)));
  return nextFreeSlug(base, new Set(rows.map((r) => r.slug)));
}

function auditActor(actor: GenerationActor | null): AuditActor | null {
  if (!actor || (!actor.id && !actor.email)) return null;
  // recordAudit stores missing parts as null.
  return { id: actor.id, email: actor.email } as AuditActor;
}

const GENERATOR_LABEL: Record<Generator, string> = {
  url: "AI-genererede",
  history: "genererede den historiske artikel",
  agent: "Auto Article Agent genererede",
};

/**
 * Issue 27: who owns a generated article's picture. An imported one belongs to the source site
 * ('bureau', credited with the site's name, else its host); a historical one is uploaded by the
 * editor on the history generator, who vouches for it as for an upload ('egen').
 */
export function generatedImageRights(
  image: Pick<GeneratedImage, "source" | "credit">,
  sourceUrl: string | null,
): { rights: ImageRights; credit: string | null } {
  const credit = image.credit?.trim() || null;
  if (image.source === "historical") return { rights: "egen", credit };
  let host: string | null = null;
  try {
    host = sourceUrl ? new URL(sourceUrl).hostname.replace(/^www\./, "") || null : null;
  } catch {
    host = null;
  }
  return { rights: "bureau", credit: credit ?? host ?? "Ukendt kilde" };
}

export async function storeGeneratedArticle(
  db: Queryable,
  storage: Pick<ObjectStorage, "put" | "delete">,
  input: StoreGeneratedInput,
  now: Date = new Date(),
): Promise<StoreResult> {
  let files: { url: string; storageKey: string; names: string[]; variants: MediaVariant[] } | null = null;
  if (input.image) {
    const { processed, baseName } = input.image;
    const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
    files = {
      url: stored.url,
      storageKey: stored.storageKey,
      names: [`${baseName}.${processed.ext}`, ...stored.variants.map((v) => v.url.split("/").pop() ?? "")],
      variants: stored.variants,
    };
  }
  const removeFiles = async () => {
    if (!files) return;
    await Promise.allSettled(
      files.names.filter(Boolean).map((n) => storage.delete(ARTICLE_IMAGES_BUCKET, n)),
    );
  };

  const { article } = input;
  const base = slugBase(article);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        let queued: LiveEvent[] = [];
        const saved = await db.transaction(async (tx) => {
          if (files && input.image) {
            const { processed } = input.image;
            await tx.insert(media).values({
              ...mediaFileColumns(files, processed),
              title: input.image.title ?? article.title.slice(0, 200),
              alt: article.imageAlt || null,
              caption: input.image.credit,
              photographer: input.image.credit,
              source: input.image.source,
              ...generatedImageRights(input.image, input.sourceUrl),
              category: input.generator === "history" ? "historie" : null,
              createdBy: input.actor?.email ?? null,
            });
          }
          const slug = await freeSlug(tx, base);
          const [row] = await tx
            .insert(articles)
            .values({
              ...articleTextColumns(article),
              slug,
              category: article.category,
              tags: article.tags.length > 0 ? article.tags : null,
              imageUrl: files?.url ?? null,
              imageAlt: files ? article.imageAlt || article.title : null,
              imageCredit: files ? input.image?.credit || null : null,
              isDraft: input.isDraft,
              publishedAt: input.isDraft ? null : now,
              reviewState: input.isDraft && input.submitForReview ? "submitted" : null,
              createdAt: now,
              updatedAt: now,
              author: input.author,
              isAgentGenerated: input.isAgentGenerated,
              sourceUrl: input.sourceUrl,
              generator: input.generator,
            })
            .returning(storedColumns);
          await recordAudit(tx, auditActor(input.actor), {
            action: input.isDraft ? "created" : "published",
            entityType: "article",
            entityId: row.id,
            summary: `${GENERATOR_LABEL[input.generator]} ${input.isDraft ? "kladden" : "artiklen"} "${article.title}"`,
            metadata: { generator: input.generator, sourceUrl: input.sourceUrl },
          });
          if (input.isDraft && input.submitForReview) {
            queued = await recordTransition(tx, {
              articleId: row.id,
              from: "draft",
              to: "submitted",
              actorId: input.actor?.id ?? null,
              actorName:
                input.generator === "agent"
                  ? "Agent"
                  : input.actor?.name?.trim() || input.actor?.email || GENERATOR_NAME,
              at: now,
            });
          }
          return row;
        });
        announceLive(queued);
        if (!saved.isDraft) {
          invalidatePageCache(
            PAGE_CHANGES.article({ ids: [saved.id], slugs: [saved.slug], tags: article.tags }),
          );
        }
        return { kind: "created", article: saved };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Someone stored the same source meanwhile: theirs wins, ours is dropped.
        if (input.sourceUrl) {
          const existing = await findArticleBySourceUrl(db, input.sourceUrl);
          if (existing) {
            await removeFiles();
            return { kind: "duplicate", article: existing };
          }
        }
        // Otherwise the slug was taken by a concurrent save: choose again.
        if (attempt >= 3) throw err;
      }
    }
  } catch (err) {
    await removeFiles();
    logger.error({ err }, "storing a generated article failed");
    throw err;
  }
}
