/** Danish texts of the TOTP setup on /admin/profil (shared by the server and the page). */
export const TWO_FACTOR_TEXT = {
  wrongPassword: "Forkert adgangskode",
  invalidCode: "Koden er forkert eller udløbet. Prøv igen.",
  notStarted: "Start opsætningen forfra.",
  started: "Scan QR-koden med din godkendelsesapp, og skriv koden fra appen.",
  enabledTitle: "Totrinsbekræftelse er slået til",
  enabled: "Næste gang du logger ind, skal du også skrive en kode fra din godkendelsesapp.",
  disabledTitle: "Totrinsbekræftelse er slået fra",
  disabled: "Du logger nu kun ind med e-mail og adgangskode.",
  failed: "Der opstod en uventet fejl. Prøv igen.",
} as const;
