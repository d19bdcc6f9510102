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

  it("cannot close its script element, whatever the site name", () => {
    const json = serializeInlineJson({ name: "</script><script>alert(1)</script> & co" });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script> & co" });
  });
});
