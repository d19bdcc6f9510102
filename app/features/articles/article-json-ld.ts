import { authorPath } from "~/lib/bylines";
import { categoryLabel } from "~/lib/categories";
import { absoluteUrl, type SiteInfo } from "~/lib/seo";
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
