import { LINK_REFUSED_TWO_FACTOR } from "~/lib/account-link";
import { BETTER_AUTH_INVALID_CODE } from "~/lib/better-auth-answers";

/** Spec §8 texts for sign-in and sign-up, and Danish wording for the auth library's errors. */
export const AUTH_TEXT = {
  loginFailedTitle: "Login fejlede",
  invalidCredentials: "Forkerte login oplysninger",
  loginSuccessTitle: "Login succesfuld",
  loginSuccess: "Du er nu logget ind",
  signUpFailedTitle: "Registrering fejlede",
  alreadyRegistered: "Bruger er allerede registreret",
  signUpSuccessTitle: "Registrering succesfuld",
  signUpSuccess: "Tjek din email for bekræftelse",
  loading: "Indlæser...",
  tooManyAttempts: "For mange forsøg. Prøv igen om et øjeblik.",
  emailNotVerified: "Din e-mail er ikke bekræftet endnu. Vi har sendt en ny bekræftelsesmail.",
  resetSentTitle: "Tjek din email",
  resetSent: "Hvis e-mailen findes hos os, har vi sendt et link til at nulstille adgangskoden.",
  resetDoneTitle: "Adgangskoden er ændret",
  resetDone: "Du kan nu logge ind med din nye adgangskode.",
  resetFailed: "Linket er ugyldigt eller udløbet. Bed om et nyt.",
  unknownError: "Der opstod en uventet fejl. Prøv igen.",
  twoFactorTitle: "Totrinsbekræftelse",
  twoFactorFailedTitle: "Bekræftelse fejlede",
  twoFactorInvalidCode: "Koden er forkert eller udløbet. Prøv igen.",
  twoFactorInvalidBackupCode: "Backup-koden er forkert eller allerede brugt.",
  twoFactorExpired: "Din log ind er udløbet. Log ind igen med e-mail og adgangskode.",
  backToSite: "Tilbage til forsiden",
  cardDescription:
    "Log ind, eller opret en gratis konto som læser. Redaktionens medarbejdere logger også ind her for at skrive og redigere artikler.",
  emailVerifiedTitle: "Din e-mail er bekræftet",
  emailVerified: "Du er nu logget ind.",
  emailVerifiedSignIn: "Du kan nu logge ind.",
  verifyFailedTitle: "Bekræftelse fejlede",
  verifyFailed: "Linket er ugyldigt eller udløbet. Log ind, så sender vi dig et nyt.",
} as const;

/** Reader sign-in on /konto/log-ind and the account's password and e-mail (ADR 0025). */
export const LOGIN_LINK_TEXT = {
  title: "Log ind på Forsiden",
  intro:
    "Skriv din e-mail, så sender vi dig et login-link. Har du ikke en konto, bliver den oprettet, når du bruger linket: du skal kun bruge din e-mailadresse.",
  sentTitle: "Tjek din indbakke",
  /** The same answer whether or not the address has an account (enumeration-safe). */
  sent: "Tjek din indbakke. Hvis adressen kan bruges, har vi sendt dig et login-link.",
  linkPageTitle: "Log ind med dit link",
  linkPageIntro: "Klik på knappen for at logge ind på Forsiden. Linket kan bruges én gang.",
  linkButton: "Log ind",
  invalidLink: "Linket er ugyldigt, udløbet eller allerede brugt. Bed om et nyt.",
  twoFactorLink:
    "Din konto er beskyttet med totrinsbekræftelse og kan ikke åbnes med et link. Log ind med e-mail og adgangskode.",
  signedInTitle: "Du er logget ind",
  signedIn: "Velkommen tilbage.",
  createdTitle: "Velkommen til Forsiden",
  created: "Din konto er oprettet, og du er logget ind.",
  passwordTitle: "Eller log ind med adgangskode",
  staffHint: "Medarbejder på redaktionen?",
  passwordChangedTitle: "Adgangskoden er ændret",
  passwordChanged: "Du er logget ud på dine andre enheder.",
  passwordSetTitle: "Adgangskoden er gemt",
  passwordSet: "Du kan nu også logge ind med e-mail og adgangskode.",
  wrongCurrentPassword: "Den nuværende adgangskode er forkert.",
  emailSameAsNow: "Det er allerede din e-mailadresse.",
  emailSentTitle: "Bekræft den nye adresse",
  emailSent: (email: string) =>
    `Vi har sendt et link til ${email}. Adressen skiftes, når du klikker på det. Indtil da gælder den gamle.`,
  emailChangedTitle: "Din e-mailadresse er ændret",
  emailChanged: "Du logger fremover ind med den nye adresse.",
  emailChangeFailed: "Linket er ugyldigt eller udløbet. Bed om et nyt under Min konto.",
  signedOutEverywhereTitle: "Du er logget ud overalt",
  signedOutEverywhere: "Alle dine sessioner er afsluttet, også denne.",
} as const;

/** Better Auth's `?error=` after a login link → Danish. */
export function loginLinkErrorMessage(code: string | null): string {
  if (code === LINK_REFUSED_TWO_FACTOR) return LOGIN_LINK_TEXT.twoFactorLink;
  if (code === "INVALID_TOKEN" || code === "EXPIRED_TOKEN") return LOGIN_LINK_TEXT.invalidLink;
  return AUTH_TEXT.unknownError;
}

/**
 * Where the confirmation link in the sign-up mail leads after Better Auth has verified the
 * address: it sets the flash 'Din e-mail er bekræftet' and sends the reader on to the front page
 * (spec §5: the confirmation leads to the site root).
 */
export const EMAIL_CONFIRMED_PATH = "/auth/bekraeftet";

/** Better Auth error codes → the spec's Danish messages (spec §8: else the server's message). */
export function signInErrorMessage(code: string | undefined, message: string | undefined): string {
  if (code === "INVALID_EMAIL_OR_PASSWORD" || message === "Invalid login credentials") {
    return AUTH_TEXT.invalidCredentials;
  }
  if (code === "EMAIL_NOT_VERIFIED") return AUTH_TEXT.emailNotVerified;
  if (code === "TOO_MANY_REQUESTS") return AUTH_TEXT.tooManyAttempts;
  return message || AUTH_TEXT.unknownError;
}

export function signUpErrorMessage(code: string | undefined, message: string | undefined): string {
  if (
    code === "USER_ALREADY_EXISTS" ||
    code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" ||
    message === "User already registered"
  ) {
    return AUTH_TEXT.alreadyRegistered;
  }
  if (code === "PASSWORD_TOO_SHORT") return "Adgangskoden skal være mindst 6 tegn";
  if (code === "TOO_MANY_REQUESTS") return AUTH_TEXT.tooManyAttempts;
  return message || AUTH_TEXT.unknownError;
}

/** Better Auth's two-factor errors → Danish. */
export function twoFactorErrorMessage(code: string | undefined, message: string | undefined): string {
  if (code === "INVALID_CODE" || message === BETTER_AUTH_INVALID_CODE) return AUTH_TEXT.twoFactorInvalidCode;
  if (code === "INVALID_BACKUP_CODE" || message === "Invalid backup code") {
    return AUTH_TEXT.twoFactorInvalidBackupCode;
  }
  if (code === "INVALID_TWO_FACTOR_COOKIE" || message === "Invalid two factor cookie") {
    return AUTH_TEXT.twoFactorExpired;
  }
  if (code === "TOO_MANY_REQUESTS" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
    return AUTH_TEXT.tooManyAttempts;
  }
  return AUTH_TEXT.unknownError;
}
