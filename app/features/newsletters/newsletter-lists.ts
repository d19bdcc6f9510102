/**
 * Issue 24: the newsletters a reader can subscribe to, their Danish names and the consent text.
 * Shared by the public forms, the mails and the admin page.
 */
export const DAILY_LIST_KEY = "dagens-vigtigste";
export const DAILY_LIST_NAME = "Dagens vigtigste";
export const DAILY_LIST_DESCRIPTION = "Hver morgen kl. 7: dagens vigtigste fodboldhistorier.";

const CLUB_LIST_PREFIX = "klub:";

export function clubListKey(clubId: string): string {
  return `${CLUB_LIST_PREFIX}${clubId}`;
}

/** The club id of a club list's key, or null for any other list. */
export function clubIdOfListKey(listKey: string): string | null {
  return listKey.startsWith(CLUB_LIST_PREFIX) ? listKey.slice(CLUB_LIST_PREFIX.length) : null;
}

export function clubListName(clubName: string): string {
  return `Nyt fra ${clubName}`;
}

/**
 * The consent text shown beside every sign-up form. Its version is stored with each consent, so
 * a changed wording gets a new version (the record must say what the reader agreed to).
 */
export const CONSENT_TEXT_VERSION = "2026-11-27";
export const CONSENT_TEXT =
  "Jeg vil have nyhedsbrevet på e-mail. Jeg kan altid afmelde mig med ét klik nederst i hver mail. Vi bruger kun adressen til nyhedsbrevet.";

/** Where a consent was given (stored with it). */
export const CONSENT_SOURCES = ["nyhedsbrev", "footer", "artikel", "klub", "konto", "indstillinger"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The sign-up forms' honeypot: a field people never see; a bot that fills it is ignored. */
export const NEWSLETTER_HONEYPOT_FIELD = "website";

/** Unconfirmed sign-ups expire after 7 days (and so does the confirmation link). */
export const PENDING_TTL_MS = 7 * 24 * 60 * 60_000;

export const NEWSLETTER_MESSAGES = {
  checkInbox:
    "Tak! Vi har sendt dig en mail. Klik på linket i den for at bekræfte din tilmelding. Linket virker i 7 dage.",
  invalidEmail: "Skriv en gyldig e-mailadresse.",
  noList: "Vælg mindst ét nyhedsbrev.",
  rateLimited: "Du har prøvet mange gange på kort tid. Vent lidt, og prøv igen.",
  failed: "Tilmeldingen kunne ikke gemmes lige nu. Prøv igen om lidt.",
  confirmed: "Tak! Din tilmelding er bekræftet.",
  confirmExpired: "Linket er udløbet eller ugyldigt. Tilmeld dig igen, så sender vi et nyt bekræftelseslink.",
  unsubscribed: "Du er afmeldt. Du får ikke flere mails fra dette nyhedsbrev.",
  unsubscribedAll: "Du er afmeldt alle nyhedsbreve.",
  invalidLink: "Linket er ugyldigt. Brug linket fra den nyeste mail.",
  preferencesSaved: "Dine valg er gemt.",
} as const;

export const LIST_STATUS_LABELS = {
  pending: "Afventer bekræftelse",
  confirmed: "Tilmeldt",
  unsubscribed: "Afmeldt",
} as const;
