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
    // Better Auth's session cookie (prefix "forsiden", app/server/auth.server.ts): staff and readers with an account.
    name: "forsiden.session_token",
    purpose:
      "Holder dig logget ind, når du har logget ind på din læserkonto eller i redaktionssystemet. Sættes kun, når du selv logger ind.",
    category: "Nødvendig",
    provider: "Forsiden (førstepart)",
    duration: "Indtil du logger ud, højst 7 dage",
  },
  {
    // The account marker (lib/account-link.ts, ADR 0025): no personal data, read by the header's script.
    name: "forsiden_konto",
    purpose:
      "Fortæller siden, at du er logget ind, så den kan vise dit navn og dine klubber. Indeholder ingen oplysninger om dig.",
    category: "Nødvendig",
    provider: "Forsiden (førstepart)",
    duration: "Så længe du er logget ind, højst 7 dage",
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
