import type { CompanyDetails } from "./company-details";

export { type CompanyDetails, NO_COMPANY_DETAILS } from "./company-details";

export type CompanyField = keyof CompanyDetails;

/** The fields in the order of the settings form, with their Danish labels. */
export const COMPANY_FIELDS: readonly { key: CompanyField; label: string }[] = [
  { key: "name", label: "Virksomhedsnavn" },
  { key: "cvr", label: "CVR-nummer" },
  { key: "street", label: "Adresse" },
  { key: "postalCity", label: "Postnummer og by" },
  { key: "phone", label: "Telefon" },
  { key: "email", label: "E-mail" },
  { key: "responsibleEditor", label: "Ansvarshavende chefredaktør" },
];

/** The country every address is in (the site is Danish; not a setting). */
export const COMPANY_COUNTRY = "Danmark";

/** Shared mailboxes named in the legal texts (real addresses on the site's domain, not placeholders). */
export const COMPANY_MAILBOXES = {
  editorial: "redaktion@forsiden.dk",
  advertising: "annonce@forsiden.dk",
} as const;

/** The labels of the details not filled in yet, in form order (empty when all are set). */
export function missingCompanyDetails(company: CompanyDetails): string[] {
  return COMPANY_FIELDS.filter(({ key }) => !company[key]?.trim()).map(({ label }) => label);
}

/** The address on one line ("Vesterbrogade 12, 1620 København V, Danmark"), or null without a street. */
export function companyAddressLine(company: CompanyDetails): string | null {
  if (!company.street) return null;
  return [company.street, company.postalCity, COMPANY_COUNTRY].filter(Boolean).join(", ");
}
