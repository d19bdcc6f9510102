import { absoluteUrl, pageMeta, type SiteInfo } from "~/lib/seo";
import { tagFilterHref } from "./tag-style";

/** Schema.org WebSite with the sitelinks search box pointing at /soeg. */
export function websiteJsonLd(site: SiteInfo) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.siteName,
    url: absoluteUrl(site, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(site, "/soeg?q={search_term_string}") },
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * The front page's head. Filtered by a tag it has the tag's own title and address, and an empty
 * filter is noindex.
 */
export function homeMeta(site: SiteInfo, filter: { tag: string; label: string; count: number } | null) {
  if (filter) {
    return pageMeta({
      site,
      title: filter.label,
      description: `Seneste fodboldnyheder om ${filter.label}.`,
      path: tagFilterHref(filter.tag),
      noindex: filter.count === 0,
    });
  }
  return pageMeta({ site, path: "/", jsonLd: [websiteJsonLd(site)] });
}
