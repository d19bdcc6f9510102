import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { COMPANY } from "./company";
import { SITE_COOKIES } from "./cookie-list";
import { CookiePolicy } from "./cookie-policy";
import {
  COOKIE_SECTIONS,
  lastUpdatedText,
  PRIVACY_SECTIONS,
  sectionHeading,
  TERMS_SECTIONS,
} from "./legal-sections";
import { PrivacyPolicy } from "./privacy-policy";
import { TermsOfUse } from "./terms-of-use";

// 21 November 2026, 23:30 UTC is already 22 November in Copenhagen.
const NOW = "2026-11-21T23:30:00.000Z";

function render(node: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

/** The text of every <h2> that is a numbered section heading, in document order. */
function numberedHeadings(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>(\d+\. [^<]+)<\/h2>/g)].map((m) => m[1].replaceAll("&amp;", "&"));
}

describe("legal pages (spec §2 Info pages)", () => {
  it("'Sidst opdateret' is today's date in Danish, on the Copenhagen calendar", () => {
    expect(lastUpdatedText("2026-11-21T10:00:00.000Z")).toBe("Sidst opdateret: 21. november 2026");
    expect(lastUpdatedText(NOW)).toBe("Sidst opdateret: 22. november 2026");
  });

  it("privacy has exactly 10 numbered sections in the spec's order", () => {
    const html = render(<PrivacyPolicy now={NOW} siteName="Forsiden" />);
    expect(numberedHeadings(html)).toEqual([
      "1. Dataansvarlig",
      "2. Hvilke oplysninger vi indsamler",
      "3. Formål med behandlingen",
      "4. Retsgrundlag",
      "5. Deling med tredjeparter",
      "6. Opbevaring og sletning",
      "7. Dine rettigheder efter GDPR",
      "8. Cookies",
      "9. Ændringer i privatlivspolitikken",
      "10. Kontakt og klage til Datatilsynet",
    ]);
    expect(PRIVACY_SECTIONS).toHaveLength(10);
    expect(html).toContain("Sidst opdateret: 22. november 2026");
  });

  it("privacy promises deletion after 26 months, links to /cookies and names Datatilsynet", () => {
    const html = render(<PrivacyPolicy now={NOW} siteName="Forsiden" />);
    expect(html).toContain("typisk slettet efter 26 måneder");
    expect(html).toContain('href="/cookies"');
    expect(html).toContain("Datatilsynet");
    expect(html).toContain("www.datatilsynet.dk");
    expect(html).toContain(COMPANY.cvr);
    expect(html).toContain(COMPANY.phone);
  });

  it("terms have exactly 9 numbered sections in the spec's order, with a link to /privacy", () => {
    const html = render(<TermsOfUse now={NOW} siteName="Forsiden" />);
    expect(numberedHeadings(html)).toEqual([
      "1. Generelt",
      "2. Tilladt og forbudt brug",
      "3. Ophavsret",
      "4. Annoncer og indhold fra tredjeparter",
      "5. Ansvarsbegrænsning",
      "6. Personoplysninger",
      "7. Ændringer af vilkårene",
      "8. Lovvalg og værneting",
      "9. Kontakt",
    ]);
    expect(TERMS_SECTIONS).toHaveLength(9);
    expect(html).toContain('href="/privacy"');
    expect(html).toContain("Sidst opdateret: 22. november 2026");
  });

  it("cookies cover every topic of the spec, the opt-out tools and a settings button", () => {
    const html = render(<CookiePolicy now={NOW} siteName="Forsiden" />);
    expect(numberedHeadings(html)).toEqual(COOKIE_SECTIONS.map((s, i) => sectionHeading(i, s)));
    for (const topic of [
      "Nødvendige cookies",
      "Statistik- og analysecookies",
      "Markedsførings- og annoncecookies",
      "Annoncenetværkets cookies",
      "Tredjepartscookies",
      "Sådan styrer du cookies",
      "Konsekvenser af at slå cookies fra",
      "Ændringer i cookiepolitikken",
      "Kontakt",
    ]) {
      expect(html).toContain(topic);
    }
    expect(html).toContain('href="https://www.youronlinechoices.eu"');
    expect(html).toContain('href="https://optout.aboutads.info"');
    expect(html).toContain("Åbn cookie-indstillinger");
    for (const cookie of SITE_COOKIES) expect(html).toContain(cookie.name);
  });

  it("the cookie table lists the consent cookie as necessary for 12 months", () => {
    expect(SITE_COOKIES[0]).toMatchObject({
      name: "forsiden_consent",
      category: "Nødvendig",
      duration: "12 måneder",
    });
    expect(SITE_COOKIES.find((c) => c.category === "Markedsføring")?.purpose).toContain(
      "efter du har givet samtykke til markedsføring",
    );
  });
});
