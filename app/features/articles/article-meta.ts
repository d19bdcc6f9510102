import { categoryLabel } from "~/lib/categories";
import { pageMeta, type SiteInfo } from "~/lib/seo";
import {
  articleJsonLd,
  iso,
  type JsonLdArticle,
  type JsonLdVideo,
  videoObjectJsonLd,
} from "./article-json-ld";
import { articlePath } from "./card-article";
import { tagValueLabel } from "./tag-style";

/**
 * The article page's head: title, description, Open Graph article times, section and tags. A
 * staff preview (draft or scheduled) is noindex. Its JSON-LD is in the body
 * (`articleStructuredData`), written by the server only.
 */
export function articleMeta(
  site: SiteInfo,
  // Issue 27: `shareImage` is the Open Graph crop with its size (article-page.server.ts chose it).
  article: JsonLdArticle & {
    tags: string[] | null;
    shareImage?: { url: string; width?: number; height?: number } | null;
  },
  tagNames: Record<string, string>,
  preview: boolean,
) {
  const published = iso(article.publishedAt);
  const modified = iso(article.updatedAt) ?? published;
  const keywords = articleKeywords(article, tagNames);
  const image = article.shareImage;
  return pageMeta({
    site,
    title: article.title,
    description: article.excerpt || undefined,
    path: articlePath(article),
    image: image?.url ?? article.imageUrl,
    type: "article",
    noindex: preview,
    extra: [
      // The shared shell's meta builder knows no picture sizes: they only exist for the OG crop.
      ...(image?.width
        ? [
            { property: "og:image:width", content: String(image.width) },
            { property: "og:image:height", content: String(image.height ?? "") },
          ]
        : []),
      ...(published ? [{ property: "article:published_time", content: published }] : []),
      ...(modified ? [{ property: "article:modified_time", content: modified }] : []),
      { property: "article:section", content: categoryLabel(article.category) },
      ...keywords.map((keyword) => ({ property: "article:tag", content: keyword })),
    ],
  });
}

function articleKeywords(article: { tags: string[] | null }, tagNames: Record<string, string>) {
  return (article.tags ?? []).map((tag) => tagValueLabel(tag, tagNames));
}

/**
 * The article's JSON-LD (NewsArticle and its breadcrumb): `ARTICLE_JSON_LD_ITEMS` objects, then
 * one VideoObject per video embed of the body (issue 27): `articleJsonLdCount(videos.length)` in all.
 */
export function articleStructuredData(
  site: SiteInfo,
  article: JsonLdArticle & { tags: string[] | null },
  tagNames: Record<string, string>,
  videos: readonly JsonLdVideo[] = [],
): Record<string, unknown>[] {
  return [
    ...articleJsonLd(site, article, articleKeywords(article, tagNames)),
    ...videos.map((video) => videoObjectJsonLd(site, video)),
  ];
}
export const ARTICLE_JSON_LD_ITEMS = 2;

/** How many objects `articleStructuredData` returns (the browser writes as many empty scripts). */
export function articleJsonLdCount(videoCount: number): number {
  return ARTICLE_JSON_LD_ITEMS + videoCount;
}

/** Spec §2: the not-found page (also drafts and scheduled articles for readers) is noindex. */
export function articleNotFoundMeta(site: SiteInfo, slugOrId: string) {
  return pageMeta({
    site,
    title: "Artikel ikke fundet",
    description: "Den artikel du leder efter eksisterer ikke.",
    path: `/article/${slugOrId}`,
    noindex: true,
  });
}
