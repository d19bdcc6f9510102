import { type CompanyDetails, NO_COMPANY_DETAILS } from "~/lib/company-details";
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

// Lives in lib (the article's JSON-LD uses it too); re-exported for this module's tests.
export { serializeInlineJson } from "~/lib/inline-json";
