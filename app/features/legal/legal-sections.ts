import { formatDanishDate } from "~/lib/relative-time";

export interface LegalSectionInfo {
  id: string;
  title: string;
}

/** Spec §2 Info pages: the privacy policy's 10 sections, in this order. */
export const PRIVACY_SECTIONS = [
  { id: "dataansvarlig", title: "Dataansvarlig" },
  { id: "oplysninger", title: "Hvilke oplysninger vi indsamler" },
  { id: "formaal", title: "Formål med behandlingen" },
  { id: "retsgrundlag", title: "Retsgrundlag" },
  { id: "modtagere", title: "Deling med tredjeparter" },
  { id: "opbevaring", title: "Opbevaring og sletning" },
  { id: "rettigheder", title: "Dine rettigheder efter GDPR" },
  { id: "cookies", title: "Cookies" },
  { id: "aendringer", title: "Ændringer i privatlivspolitikken" },
  { id: "kontakt", title: "Kontakt og klage til Datatilsynet" },
] as const satisfies readonly LegalSectionInfo[];

/** Spec §2 Info pages: the terms' 9 sections, in this order. */
export const TERMS_SECTIONS = [
  { id: "generelt", title: "Generelt" },
  { id: "brug", title: "Tilladt og forbudt brug" },
  { id: "ophavsret", title: "Ophavsret" },
  { id: "annoncer", title: "Annoncer og indhold fra tredjeparter" },
  { id: "ansvar", title: "Ansvarsbegrænsning" },
  { id: "personoplysninger", title: "Personoplysninger" },
  { id: "aendringer", title: "Ændringer af vilkårene" },
  { id: "lovvalg", title: "Lovvalg og værneting" },
  { id: "kontakt", title: "Kontakt" },
] as const satisfies readonly LegalSectionInfo[];

/** Spec §2 Info pages: the cookie policy's topics, in this order. */
export const COOKIE_SECTIONS = [
  { id: "hvad-er-cookies", title: "Hvad er cookies?" },
  { id: "noedvendige", title: "Nødvendige cookies" },
  { id: "statistik", title: "Statistik- og analysecookies" },
  { id: "markedsfoering", title: "Markedsførings- og annoncecookies" },
  { id: "annoncenetvaerk", title: "Annoncenetværkets cookies" },
  { id: "tredjepart", title: "Tredjepartscookies" },
  { id: "oversigt", title: "Oversigt over vores cookies" },
  { id: "kontrol", title: "Sådan styrer du cookies" },
  { id: "konsekvenser", title: "Konsekvenser af at slå cookies fra" },
  { id: "aendringer", title: "Ændringer i cookiepolitikken" },
  { id: "kontakt", title: "Kontakt" },
] as const satisfies readonly LegalSectionInfo[];

export type SectionId<T extends readonly LegalSectionInfo[]> = T[number]["id"];

/** The numbered heading of a section: "1. Dataansvarlig". */
export function sectionHeading(index: number, section: LegalSectionInfo): string {
  return `${index + 1}. ${section.title}`;
}

/** Spec §2: 'Last updated' is today's date in Danish format, e.g. 'Sidst opdateret: 21. november 2026'. */
export function lastUpdatedText(now: Date | string): string {
  return `Sidst opdateret: ${formatDanishDate(now)}`;
}

/** Issue 22: the accessibility statement's sections, in this order. */
export const ACCESSIBILITY_SECTIONS = [
  { id: "maal", title: "Vores mål" },
  { id: "test", title: "Sådan tester vi" },
  { id: "mangler", title: "Kendte mangler" },
  { id: "rapporter", title: "Rapportér et problem" },
] as const satisfies readonly LegalSectionInfo[];
