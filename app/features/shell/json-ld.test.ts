import { describe, expect, it } from "vitest";
import { organizationJsonLd, serializeInlineJson } from "./json-ld";

describe("Organization JSON-LD", () => {
  it("names the site with its address and logo", () => {
    expect(
      organizationJsonLd({ siteName: "Forsiden", siteDescription: "", publicUrl: "https://forsiden.dk" }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Forsiden",
      url: "https://forsiden.dk/",
      logo: "https://forsiden.dk/favicon.svg",
    });
  });

  it("adds the company details from the settings: legal name, CVR as VAT id, phone, e-mail, address", () => {
    const site = { siteName: "Forsiden", siteDescription: "", publicUrl: "https://forsiden.dk" };
    expect(
      organizationJsonLd(site, {
        name: "Forsiden ApS",
        cvr: "41234567",
        street: "Vesterbrogade 12",
        postalCity: "1620 København V",
        phone: "+45 33 12 34 56",
        email: "kontakt@forsiden.dk",
        responsibleEditor: "Mette Kjær",
      }),
    ).toMatchObject({
      legalName: "Forsiden ApS",
      vatID: "DK41234567",
      telephone: "+45 33 12 34 56",
      email: "kontakt@forsiden.dk",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Vesterbrogade 12",
        postalCode: "1620",
        addressLocality: "København V",
        addressCountry: "DK",
      },
    });
  });

  it("cannot close its script element, whatever the site name", () => {
    const json = serializeInlineJson({ name: "</script><script>alert(1)</script> & co" });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script> & co" });
  });
});
