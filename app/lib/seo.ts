import type { MetaDescriptor } from "react-router";
import { canonicalPath } from "./canonical-url";

export interface SiteInfo {
  siteName: string;
  siteDescription: string;
  publicUrl: string;
}

export interface PageMetaInput {
  site: SiteInfo;
  /** The page's own title; the site name is appended ('{title} | {site name}'). Omit on the home page. */
  title?: string;
  description?: string;
  /** Path of the canonical address, e.g. "/article/min-artikel". */
  path: string;
  image?: string | null;
  type?: "website" | "article" | "profile";
  noindex?: boolean;
  /** Extra tags (article:published_time, keywords …). */
  extra?: MetaDescriptor[];
  /** JSON-LD objects, rendered as application/ld+json scripts. */
  jsonLd?: Record<string, unknown>[];
}

export function absoluteUrl(site: SiteInfo, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${site.publicUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Title, description, canonical, Open Graph, Twitter and robots tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { site } = input;
  const title = input.title
    ? `${input.title} | ${site.siteName}`
    : `${site.siteName} - ${site.siteDescription}`;
  const description = input.description ?? site.siteDescription;
  // Only the query parameters the page reads: the same rule as the page cache's key.
  const url = absoluteUrl(site, /^https?:\/\//.test(input.path) ? input.path : canonicalPath(input.path));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    {
      name: "robots",
      content: input.noindex ? "noindex, follow" : "index, follow, max-image-preview:large",
    },
    { property: "og:site_name", content: site.siteName },
    { property: "og:locale", content: "da_DK" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title ?? title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title ?? title },
    { name: "twitter:description", content: description },
  ];
  if (input.image) {
    const image = absoluteUrl(site, input.image);
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  for (const item of input.jsonLd ?? []) tags.push({ "script:ld+json": item });
  return [...tags, ...(input.extra ?? [])];
}

/** The site info from the root loader, inside a route's `meta` function. */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): SiteInfo {
  const root = matches.find((m) => m?.id === "root")?.data as { site?: SiteInfo } | undefined;
  return (
    root?.site ?? {
      siteName: "Forsiden",
      siteDescription: "Danske & Internationale fodboldnyheder 24/7",
      publicUrl: "",
    }
  );
}
