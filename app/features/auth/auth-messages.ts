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
