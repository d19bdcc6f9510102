import { describe, expect, it } from "vitest";
import { authorJsonLd, authorMeta, authorNotFoundMeta, authorPageNumber } from "./author-meta";

const site = { siteName: "Forsiden", siteDescription: "Fodboldnyheder", publicUrl: "https://forsiden.dk" };
const author = {
  name: "Mads Kjær",
  slug: "mads-kjaer",
  jobTitle: "Sportsjournalist",
  bio: "Dækker Superligaen og landsholdet.",
  portrait: { url: "/storage/article-images/forfatter-mads-kjaer.jpg" },
};

describe("author page head", () => {
  it("is a ProfilePage whose main entity is the Person, with page url, title, bio and portrait", () => {
    const [profile, breadcrumb] = authorJsonLd(site, author);
    expect(profile).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://forsiden.dk/forfatter/mads-kjaer",
      name: "Mads Kjær | Forsiden",
      inLanguage: "da-DK",
      mainEntity: {
        "@type": "Person",
        "@id": "https://forsiden.dk/forfatter/mads-kjaer#person",
        name: "Mads Kjær",
        url: "https://forsiden.dk/forfatter/mads-kjaer",
        jobTitle: "Sportsjournalist",
        description: "Dækker Superligaen og landsholdet.",
        image: "https://forsiden.dk/storage/article-images/forfatter-mads-kjaer.jpg",
        worksFor: { "@type": "Organization", name: "Forsiden", url: "https://forsiden.dk/" },
      },
    });
    expect(breadcrumb).toMatchObject({ "@type": "BreadcrumbList" });
  });

  it("leaves out what the author has not filled in", () => {
    const [profile] = authorJsonLd(site, { ...author, jobTitle: null, bio: null, portrait: null });
    expect(Object.keys((profile as { mainEntity: object }).mainEntity)).toEqual([
      "@type",
      "@id",
      "name",
      "url",
      "worksFor",
    ]);
  });

  it("has a canonical with ?side=N past page 1 and a profile Open Graph type", () => {
    const first = authorMeta(site, author, 1);
    expect(first).toContainEqual({ title: "Mads Kjær | Forsiden" });
    expect(first).toContainEqual({ property: "og:type", content: "profile" });
    expect(first).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://forsiden.dk/forfatter/mads-kjaer",
    });
    const third = authorMeta(site, { ...author, bio: null }, 3);
    expect(third).toContainEqual({ title: "Mads Kjær – side 3 | Forsiden" });
    expect(third).toContainEqual({
      name: "description",
      content: "Mads Kjær: Sportsjournalist hos Forsiden. Læs de seneste artikler.",
    });
  });

  it("marks an unknown author noindex", () => {
    expect(authorNotFoundMeta(site, "ingen")).toContainEqual({ name: "robots", content: "noindex, follow" });
  });

  it("reads ?side as a whole page number within the limit", () => {
    const page = (q: string) => authorPageNumber(new URLSearchParams(q), 200);
    expect(page("")).toBe(1);
    expect(page("side=2")).toBe(2);
    expect(page("side=200")).toBe(200);
    for (const bad of ["side=0", "side=-1", "side=2.5", "side=abc", "side=201", "side=01"]) {
      expect(page(bad)).toBeNull();
    }
  });
});
