/** The cookies the site actually sets, shown in the table on /cookies. */
export interface CookieInfo {
  name: string;
  purpose: string;
  category: "Nødvendig" | "Statistik" | "Markedsføring";
  provider: string;
  duration: string;
}

export const SITE_COOKIES: readonly CookieInfo[] = [
  {
    name: "forsiden_consent",
    purpose:
      "Husker dit cookievalg: hvilke kategorier du har accepteret, hvornår du valgte, og hvilken version af cookiepolitikken du tog stilling til.",
    category: "Nødvendig",
    provider: "Forsiden (førstepart)",
    duration: "12 måneder",
  },
  {
    // Better Auth's session cookie (prefix "forsiden", app/server/auth.server.ts); only for signed-in staff.
    name: "forsiden.session_token",
    purpose:
      "Holder redaktionens medarbejdere logget ind i redaktionssystemet. Sættes kun for medarbejdere, der logger ind – aldrig for almindelige læsere.",
    category: "Nødvendig",
    provider: "Forsiden (førstepart)",
    duration: "Indtil medarbejderen logger ud, højst 7 dage",
  },
  {
    name: "sidebar_state",
    purpose: "Husker, om menuen i redaktionssystemet er foldet ud eller sammen. Kun for medarbejdere.",
    category: "Nødvendig",
    provider: "Forsiden (førstepart)",
    duration: "7 dage",
  },
  {
    name: "Annoncenetværkets cookies",
    purpose:
      "Viser annoncer, begrænser hvor ofte du ser den samme annonce, måler visninger og klik og kan gøre annoncerne mere relevante. Sættes kun, efter du har givet samtykke til markedsføring.",
    category: "Markedsføring",
    provider: "Annoncenetværket (tredjepart)",
    duration: "Varierer, typisk op til 13 måneder",
  },
];

/** The event the consent banner listens for to open its settings (owned by the site shell). */
export const OPEN_CONSENT_EVENT = "forsiden:open-consent";
