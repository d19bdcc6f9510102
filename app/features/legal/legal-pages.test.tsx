import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type CompanyDetails, NO_COMPANY_DETAILS } from "~/lib/company";
import { AccessibilityStatement } from "./accessibility-statement";
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

// A complete set of company details, other than the seed's, so no text can come from the sample.
const COMPANY: CompanyDetails = {
  name: "Bold Medier ApS",
  cvr: "29384756",
  street: "Nørregade 4, 1. th.",
  postalCity: "8000 Aarhus C",
  phone: "+45 86 12 00 00",
  email: "redaktion@boldmedier.dk",
  responsibleEditor: "Jens Holm Sørensen",
};

// 21 November 2026, 23:30 UTC is already 22 November in Copenhagen.
const NOW = "2026-11-21T23:30:00.000Z";

function render(node: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

/** The visible text (tags dropped, entities decoded): Tailwind classes like `min-w-[36rem]` hold brackets. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");
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
    const html = render(<PrivacyPolicy now={NOW} siteName="Forsiden" company={COMPANY} />);
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
    const html = render(<PrivacyPolicy now={NOW} siteName="Forsiden" company={COMPANY} />);
    for (const part of [
      "typisk slettet efter 26 måneder",
      'href="/cookies"',
      "Datatilsynet",
      "www.datatilsynet.dk",
    ]) {
      expect(html).toContain(part);
    }
  });

  it("privacy says what a push subscription stores, where it is sent, how long and how to remove it (issue 25)", () => {
    const text = textOf(render(<PrivacyPolicy now={NOW} siteName="Forsiden" company={COMPANY} />));
    for (const part of [
      "Når du slår push-beskeder til",
      "adressen hos browserens push-tjeneste, som beskederne sendes til, browserens offentlige nøgle og godkendelsesnøgle",
      "dine stille timer",
      "at enheden hører til din konto",
      "loggen slettes, når beskeden er sendt færdig, og senest efter 7 dage",
      "Google (Chrome, Opera, Samsung Internet og Edge på Android), Mozilla (Firefox), Apple (Safari) eller Microsoft (Edge på Windows)",
      "indtil du slår beskederne fra med klokken 'Få besked', under 'Min konto' eller i browserens indstillinger",
    ]) {
      expect(text).toContain(part);
    }
  });

  it("terms have exactly 9 numbered sections in the spec's order, with a link to /privacy", () => {
    const html = render(<TermsOfUse now={NOW} siteName="Forsiden" company={COMPANY} />);
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
    const html = render(<CookiePolicy now={NOW} siteName="Forsiden" company={COMPANY} />);
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
      'href="https://www.youronlinechoices.eu"',
      'href="https://optout.aboutads.info"',
      "Åbn cookie-indstillinger",
    ]) {
      expect(html).toContain(topic);
    }
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

  describe("company details from the settings (issue 14)", () => {
    const pages = {
      "/privacy": (company: CompanyDetails) => (
        <PrivacyPolicy now={NOW} siteName="Forsiden" company={company} />
      ),
      "/terms": (company: CompanyDetails) => <TermsOfUse now={NOW} siteName="Forsiden" company={company} />,
      "/cookies": (company: CompanyDetails) => (
        <CookiePolicy now={NOW} siteName="Forsiden" company={company} />
      ),
    };

    it.each(Object.keys(pages) as (keyof typeof pages)[])(
      "%s shows the company's name, address, CVR, phone and e-mail, and no [placeholder]",
      (path) => {
        const text = textOf(render(pages[path](COMPANY)));
        for (const detail of [
          "Bold Medier ApS",
          "Nørregade 4, 1. th.",
          "8000 Aarhus C",
          "CVR-nr.: 29384756",
          "Telefon: +45 86 12 00 00",
          "E-mail: redaktion@boldmedier.dk",
        ]) {
          expect(text).toContain(detail);
        }
        expect(text).not.toMatch(/\[[^\]]*\]/);
      },
    );

    it("the terms name the company, its CVR and the responsible editor", () => {
      const text = textOf(render(pages["/terms"](COMPANY)));
      expect(text).toContain(
        "Sitet drives af Bold Medier ApS, CVR-nr. 29384756. Ansvarshavende chefredaktør er Jens Holm Sørensen.",
      );
    });

    it.each(Object.keys(pages) as (keyof typeof pages)[])(
      "%s with no details filled in leaves the sentences out instead of printing placeholders",
      (path) => {
        const text = textOf(render(pages[path](NO_COMPANY_DETAILS)));
        expect(text).not.toMatch(/\[[^\]]*\]/);
        for (const left of ["CVR", "Telefon: +45", "Ansvarshavende chefredaktør er", "null", "undefined"]) {
          expect(text).not.toContain(left);
        }
      },
    );

    it("without a company e-mail, readers are sent to the contact form", () => {
      const text = textOf(render(pages["/privacy"]({ ...COMPANY, email: null })));
      expect(text).toContain("skrive til os via vores kontaktformular");
      expect(text).not.toContain("redaktion@boldmedier.dk");
    });
  });

  describe("accessibility statement (issue 22)", () => {
    it("has its four sections: the goal, what is tested, known gaps and how to report a problem", () => {
      const html = render(<AccessibilityStatement now={NOW} siteName="Forsiden" company={COMPANY} />);
      expect(numberedHeadings(html)).toEqual([
        "1. Vores mål",
        "2. Sådan tester vi",
        "3. Kendte mangler",
        "4. Rapportér et problem",
      ]);
      const text = textOf(html);
      expect(text).toContain("Vi arbejder efter WCAG 2.2 på niveau AA");
      expect(text).toContain("Sidst opdateret: 22. november 2026");
      expect(html).toContain('href="mailto:redaktion@boldmedier.dk"');
      expect(html).toContain('href="/contact"');
    });

    it("without a company e-mail, a problem is reported through the contact form", () => {
      const text = textOf(
        render(<AccessibilityStatement now={NOW} siteName="Forsiden" company={NO_COMPANY_DETAILS} />),
      );
      expect(text).toContain("skriv til os via vores kontaktformular");
      expect(text).not.toContain("null");
    });
  });
});
