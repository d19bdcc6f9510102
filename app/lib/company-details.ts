// Apart from company.ts (the settings form's labels, the legal texts' helpers): the root's data
// needs only these, and its chunk is every page's (issue 23).

/**
 * The company behind the site (issue 14), as saved in /admin/settings. Every field may be missing
 * (null) until an administrator fills it in: pages then leave that sentence out instead of
 * printing a "[placeholder]", and /admin warns.
 */
export interface CompanyDetails {
  name: string | null;
  /** CVR number, 8 digits. */
  cvr: string | null;
  /** Street and house number. */
  street: string | null;
  /** Postal code and town, e.g. "1620 København V". */
  postalCity: string | null;
  phone: string | null;
  email: string | null;
  /** The responsible editor (ansvarshavende chefredaktør) Danish media law requires. */
  responsibleEditor: string | null;
}

export const NO_COMPANY_DETAILS: CompanyDetails = {
  name: null,
  cvr: null,
  street: null,
  postalCity: null,
  phone: null,
  email: null,
  responsibleEditor: null,
};
