/**
 * The company behind the site. Every info and legal page reads these values, so the real details
 * are filled in here once. Values in [square brackets] are placeholders (spec §1: "details are
 * placeholders in the pages") and must be replaced before launch.
 */
export const COMPANY = {
  name: "Forsiden ApS",
  cvr: "[CVR-nummer]",
  phone: "[telefonnummer]",
  street: "[Vejnavn og husnummer]",
  postalCity: "[Postnummer og by]",
  country: "Danmark",
  email: "kontakt@forsiden.dk",
  editorialEmail: "redaktion@forsiden.dk",
  advertisingEmail: "annonce@forsiden.dk",
  privacyEmail: "kontakt@forsiden.dk",
  responsibleEditor: "[Navn på ansvarshavende chefredaktør]",
} as const;

/** The address on one line, as shown in running text. */
export function companyAddress(): string {
  return `${COMPANY.street}, ${COMPANY.postalCity}, ${COMPANY.country}`;
}

/** Datatilsynet, the Danish data protection authority (GDPR art. 77: the right to complain). */
export const DATATILSYNET = {
  name: "Datatilsynet",
  street: "Carl Jacobsens Vej 35",
  postalCity: "2500 Valby",
  phone: "33 19 32 00",
  email: "dt@datatilsynet.dk",
  url: "https://www.datatilsynet.dk",
} as const;
