import { describe, expect, it } from "vitest";
import { homeMeta, websiteJsonLd } from "./home-meta";

const site = { siteName: "Forsiden", siteDescription: "Fodboldnyheder", publicUrl: "https://forsiden.dk" };

describe("front page meta", () => {
  it("the WebSite JSON-LD offers a search box that searches /soeg", () => {
    expect(websiteJsonLd(site)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Forsiden",
      url: "https://forsiden.dk/",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://forsiden.dk/soeg?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("the unfiltered front page has the site's title and is indexed", () => {
    const tags = homeMeta(site, null);
    expect(tags).toContainEqual({ title: "Forsiden - Fodboldnyheder" });
    expect(tags).toContainEqual({ name: "robots", content: "index, follow, max-image-preview:large" });
  });

  it("a filter has the tag's title and description; an empty filter is noindex", () => {
    const filter = { tag: "klub:fc-kobenhavn", label: "FC København", count: 1 };
    const tags = homeMeta(site, filter);
    expect(tags).toContainEqual({ title: "FC København | Forsiden" });
    expect(tags).toContainEqual({ name: "description", content: "Seneste fodboldnyheder om FC København." });
    expect(tags).toContainEqual({ name: "robots", content: "index, follow, max-image-preview:large" });
    expect(homeMeta(site, { ...filter, count: 0 })).toContainEqual({
      name: "robots",
      content: "noindex, follow",
    });
  });
});
