import { type CompanyDetails, NO_COMPANY_DETAILS } from "~/lib/company";
import type { SiteInfo } from "~/lib/seo";

/**
 * Site-wide Organization JSON-LD (PRODUCT.md, Search engines), with the company details from the
 * settings where they are filled in (a missing one is left out, never sent empty).
 */
export function organizationJsonLd(
  site: SiteInfo,
  company: CompanyDetails = NO_COMPANY_DETAILS,
): Record<string, unknown> {
  const url = site.publicUrl ? `${site.publicUrl}/` : "/";
  const postal = company.postalCity ? /^(\d{4}) (.+)$/.exec(company.postalCity) : null;
  const address = company.street
    ? {
        "@type": "PostalAddress",
        streetAddress: company.street,
        ...(postal ? { postalCode: postal[1], addressLocality: postal[2] } : {}),
        addressCountry: "DK",
      }
    : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.siteName,
    url,
    logo: `${site.publicUrl}/favicon.svg`,
    ...(company.name ? { legalName: company.name } : {}),
    ...(company.cvr ? { vatID: `DK${company.cvr}` } : {}),
    ...(company.phone ? { telephone: company.phone } : {}),
    ...(company.email ? { email: company.email } : {}),
    ...(address ? { address } : {}),
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
