import type { SiteInfo } from "~/lib/seo";

/** Site-wide Organization JSON-LD (PRODUCT.md, Search engines). */
export function organizationJsonLd(site: SiteInfo): Record<string, unknown> {
  const url = site.publicUrl ? `${site.publicUrl}/` : "/";
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.siteName,
    url,
    logo: `${site.publicUrl}/favicon.svg`,
  };
}

/**
 * JSON for an inline <script>: `<` is escaped so no value (a site name from settings) can close
 * the script element; `>`, `&` and the JS line separators for good measure.
 */
export function serializeInlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
