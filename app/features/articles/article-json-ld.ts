import { authorPath } from "~/lib/bylines";
import { categoryLabel } from "~/lib/categories";
import { EMBED_PROVIDERS, type EmbedCardData } from "~/lib/embed-providers";
import { absoluteUrl, type SiteInfo } from "~/lib/seo";
import { embedTitleOf } from "./body-media";
import { articlePath } from "./card-article";

/** What the article's JSON-LD reads: the public page's fields, dates as loaded or serialized. */
export interface JsonLdArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  category: string;
  author: string | null;
  /** The author page's slug when a staff member wrote it (issue 14). */
  authorSlug?: string | null;
  isAgentGenerated: boolean;
  publishedAt: Date | string | null;
  updatedAt: Date | string | null;
}

/** An ISO 8601 timestamp, or undefined when there is no date. */
export function iso(value: Date | string | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === "string" ? value : value.toISOString();
}

/**
 * Schema.org NewsArticle (an agent's article is by an Organization, a journalist's by a Person,
 * none by the site) and the BreadcrumbList Forsiden › {category} › {title}.
 */
export function articleJsonLd(site: SiteInfo, article: JsonLdArticle, keywords: string[]) {
  const url = absoluteUrl(site, articlePath(article));
  const published = iso(article.publishedAt);
  const modified = iso(article.updatedAt) ?? published;
  const publisher = {
    "@type": "Organization",
    name: site.siteName,
    url: absoluteUrl(site, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(site, "/favicon.svg") },
  };
  const author = article.author
    ? {
        "@type": article.isAgentGenerated ? "Organization" : "Person",
        name: article.author,
        // A staff member's author page (AI articles keep the plain 'Agent').
        ...(article.authorSlug && !article.isAgentGenerated
          ? { url: absoluteUrl(site, authorPath(article.authorSlug)) }
          : {}),
      }
    : { "@type": "Organization", name: site.siteName };
  return [
    {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      description: article.excerpt,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
      ...(article.imageUrl ? { image: [absoluteUrl(site, article.imageUrl)] } : {}),
      datePublished: published,
      dateModified: modified,
      articleSection: categoryLabel(article.category),
      ...(keywords.length ? { keywords: keywords.join(", ") } : {}),
      inLanguage: "da-DK",
      author,
      publisher,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Forsiden", item: absoluteUrl(site, "/") },
        { "@type": "ListItem", position: 2, name: categoryLabel(article.category) },
        { "@type": "ListItem", position: 3, name: article.title, item: url },
      ],
    },
  ];
}

/**
 * Issue 27: what a video embed's VideoObject reads, built from the body's held media on the
 * server; the page's data carries only their number (`ServerJsonLd`'s count).
 */
export type JsonLdVideo = Pick<
  EmbedCardData,
  "provider" | "kind" | "title" | "authorName" | "durationSeconds"
> & {
  /** Our stored copy of the thumbnail. */
  thumbnailUrl: string | null;
  playerUrl: string;
};

/** The body's video embeds that have a player, in the body's order (the cards' order). */
export function jsonLdVideos(cards: Iterable<EmbedCardData>): JsonLdVideo[] {
  const videos: JsonLdVideo[] = [];
  for (const card of cards) {
    if (card.kind !== "video" || !card.playerUrl) continue;
    videos.push({
      provider: card.provider,
      kind: card.kind,
      title: card.title,
      authorName: card.authorName,
      durationSeconds: card.durationSeconds,
      thumbnailUrl: card.thumbnail?.url ?? null,
      playerUrl: card.playerUrl,
    });
  }
  return videos;
}

/** Seconds as an ISO 8601 duration ('PT1M30S'). */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

/** Schema.org VideoObject of a video embed: its name, who made it, our thumbnail and the player. */
export function videoObjectJsonLd(site: SiteInfo, video: JsonLdVideo): Record<string, unknown> {
  const provider = EMBED_PROVIDERS[video.provider].name;
  const name = embedTitleOf(video);
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name,
    description: video.authorName
      ? `${name} – video af ${video.authorName} på ${provider}`
      : `${name} – video på ${provider}`,
    ...(video.thumbnailUrl ? { thumbnailUrl: absoluteUrl(site, video.thumbnailUrl) } : {}),
    embedUrl: video.playerUrl,
    ...(video.durationSeconds ? { duration: isoDuration(video.durationSeconds) } : {}),
    // No uploadDate: oEmbed does not give the video's, and the article's publish time is not it;
    // left out rather than invented.
  };
}
