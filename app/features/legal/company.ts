/** Datatilsynet, the Danish data protection authority (GDPR art. 77: the right to complain). */
export const DATATILSYNET = {
  name: "Datatilsynet",
  street: "Carl Jacobsens Vej 35",
  postalCity: "2500 Valby",
  phone: "33 19 32 00",
  email: "dt@datatilsynet.dk",
  url: "https://www.datatilsynet.dk",
} as const;
