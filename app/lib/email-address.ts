// A practical address check for what readers type: something@domain.tld, no spaces; letters
// beyond ASCII are allowed (Danish domains such as blåbær.dk exist). Used by the contact form and
// the newsletter sign-up.
export const EMAIL_ADDRESS_PATTERN =
  /^[^\s@"<>(),;:[\]\\]{1,64}@(?:[^\s@"<>(),;:[\]\\_.]+\.)+[^\s@"<>(),;:[\]\\_.\d]{2,}$/u;

/** Addresses are compared and stored in one form, so one reader is one subscriber. */
export function normalizeEmailAddress(address: string): string {
  return address.trim().toLowerCase();
}
