import type { CompanyDetails } from "~/lib/company";

/** Plausible sample company details (issue 14), replaced under /admin/settings before launch. */
export const seedCompany = {
  name: "Forsiden ApS",
  cvr: "41852736",
  street: "Vesterbrogade 12, 3. sal",
  postalCity: "1620 København V",
  phone: "+45 33 12 34 56",
  email: "kontakt@forsiden.dk",
  responsibleEditor: "Mette Kjær Andersen",
} satisfies CompanyDetails;
