/**
 * Addresses with a NUL, CR/LF or a broken escape where the site reads a tag, a search, a slug or a
 * logo name: each was a 500 once (issue 10). The request guard's unit test expects a 400 for every
 * one, and the fuzz suite sends them in every run as every role.
 */
export const UNREADABLE_ADDRESSES = [
  "/?tag=%00",
  "/soeg?q=%00",
  "/article/%00",
  "/klubber/%00",
  "/stillinger/%00",
  "/logos/%00.svg",
  "/klubber/a%0D%0AX",
];
