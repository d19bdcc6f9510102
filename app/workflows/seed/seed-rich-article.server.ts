import { eq, inArray } from "drizzle-orm";
import { embedThumbnailBaseName } from "~/features/embeds/embeds.server";
import { rasterizeSvg, renderPhotoSvg } from "~/features/media/illustrations.server";
import { bodyMediaUrlsOf } from "~/lib/article-body";
import { EMBED_PROVIDERS, matchEmbedUrl, playerUrl } from "~/lib/embed-providers";
import type { Queryable, Tx } from "~/server/db/client.server";
import { articles, embeds, media } from "~/server/db/schema";
import { mediaFileColumns, processImage, storeProcessedImage } from "~/server/images.server";
import { ARTICLE_IMAGES_BUCKET, type ObjectStorage } from "~/server/storage.server";
import { richArticle, richArticleContent, richArticleEmbeds, type SeedEmbed } from "./data/rich-article";

const HOUR = 60 * 60 * 1000;
/** The sample's embeds are never fetched again: their URLs are illustrations, not real posts. */
const SAMPLE_REFRESH_AFTER_MS = 10 * 365 * 24 * HOUR;

const sampleEmbeds: SeedEmbed[] = Object.values(richArticleEmbeds);

function matchOf(embed: SeedEmbed) {
  const match = matchEmbedUrl(embed.url);
  if (!match) throw new Error(`Sample embed is not embeddable: ${embed.url}`);
  return match;
}

/**
 * The sample embeds' thumbnails, made like the stock photos (a generated illustration through the
 * image pipeline, WebP variants only) and stored as the oEmbed fetch stores a provider's: a media
 * row with source 'embed', rights 'fri' and the provider's credit. Only for embeds the database
 * does not have yet (a second seed adds nothing). Returns the stored address by embed URL.
 */
export async function ensureRichArticleThumbnails(
  db: Queryable,
  storage: Pick<ObjectStorage, "put" | "delete" | "exists">,
): Promise<Map<string, string>> {
  const present = await db
    .select({ url: embeds.url })
    .from(embeds)
    .where(
      inArray(
        embeds.url,
        sampleEmbeds.map((e) => e.url),
      ),
    );
  const have = new Set(present.map((r) => r.url));
  const thumbnails = new Map<string, string>();
  for (const embed of sampleEmbeds) {
    if (!embed.thumbnail || have.has(embed.url)) continue;
    const provider = EMBED_PROVIDERS[matchOf(embed).provider];
    const { scene, colors, width, height } = embed.thumbnail;
    const jpeg = await rasterizeSvg(renderPhotoSvg({ key: embed.url, scene, colors }, width, height), "jpeg");
    const baseName = embedThumbnailBaseName(embed.url, jpeg);
    const storageKey = `${ARTICLE_IMAGES_BUCKET}/${baseName}.jpg`;
    const [existing] = await db
      .select({ url: media.url })
      .from(media)
      .where(eq(media.storageKey, storageKey));
    if (existing && (await storage.exists(ARTICLE_IMAGES_BUCKET, `${baseName}.jpg`))) {
      thumbnails.set(embed.url, existing.url);
      continue;
    }
    const processed = await processImage(jpeg, { avif: false });
    const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
    const credit = embed.authorName ? `${embed.authorName} via ${provider.name}` : provider.name;
    await db
      .insert(media)
      .values({
        ...mediaFileColumns(stored, processed),
        title: (embed.title ?? `${provider.name}-indhold`).slice(0, 200),
        alt: embed.title,
        source: "embed",
        rights: "fri",
        credit,
        photographer: credit,
      })
      .onConflictDoNothing();
    thumbnails.set(embed.url, stored.url);
  }
  return thumbnails;
}

/**
 * The rich sample article (issue 27) and its eight `embeds` rows, as if each provider had been
 * asked when it was saved. Only when the article is new; returns how many articles were added.
 */
export async function seedRichArticle(
  tx: Tx,
  input: {
    now: Date;
    photoUrls: ReadonlyMap<string, string>;
    thumbnails: ReadonlyMap<string, string>;
    authorId: string | null;
  },
): Promise<number> {
  const { now } = input;
  await tx
    .insert(embeds)
    .values(
      sampleEmbeds.map((embed) => {
        const match = matchOf(embed);
        return {
          url: embed.url,
          provider: match.provider,
          kind: EMBED_PROVIDERS[match.provider].kind,
          title: embed.title,
          authorName: embed.authorName,
          authorUrl: embed.authorUrl,
          text: embed.text,
          thumbnailUrl: input.thumbnails.get(embed.url) ?? null,
          playerUrl: playerUrl(match, { blueskyAtUri: embed.blueskyAtUri }),
          aspectRatio: embed.aspectRatio,
          durationSeconds: embed.durationSeconds,
          fetchedAt: now,
          refreshAfter: new Date(now.getTime() + SAMPLE_REFRESH_AFTER_MS),
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoNothing();

  const publishedAt = new Date(now.getTime() - richArticle.publishedHoursAgo * HOUR);
  const content = richArticleContent((key) => input.photoUrls.get(key) ?? null);
  const inserted = await tx
    .insert(articles)
    .values({
      slug: richArticle.slug,
      title: richArticle.title,
      excerpt: richArticle.excerpt,
      content,
      bodyMediaUrls: bodyMediaUrlsOf(content),
      category: richArticle.category,
      tags: richArticle.tags,
      imageUrl: input.photoUrls.get(richArticle.leadPhotoKey) ?? null,
      imageAlt: richArticle.imageAlt,
      imageCredit: richArticle.imageCredit,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      author: richArticle.author,
      authorId: input.authorId,
      views: richArticle.views,
    })
    .onConflictDoNothing()
    .returning({ id: articles.id });
  return inserted.length;
}
