import { describe, expect, it } from "vitest";
import { clubBreadcrumbJsonLd, clubSportsTeamJsonLd } from "./club-json-ld";

const site = { siteName: "Forsiden", siteDescription: "", publicUrl: "https://forsiden.dk" };
const club = {
  slug: "fc-kobenhavn",
  name: "FC København",
  description: "Klubben fra Parken.",
  location: "København",
  stadium: "Parken",
  country: "Danmark",
  founded: 1992,
  website: "fck.dk",
  logoUrl: null,
};

describe("club page JSON-LD", () => {
  it("describes the club as a SportsTeam with sport Soccer", () => {
    expect(clubSportsTeamJsonLd(site, club)).toMatchObject({
      "@type": "SportsTeam",
      name: "FC København",
      sport: "Soccer",
      url: "https://forsiden.dk/klubber/fc-kobenhavn",
      logo: "https://forsiden.dk/logos/fc-kobenhavn.svg",
      foundingDate: "1992",
      location: { "@type": "Place", name: "Parken", address: { addressLocality: "København" } },
      sameAs: ["https://fck.dk"],
    });
  });

  it("leaves out facts the club does not have", () => {
    const ld = clubSportsTeamJsonLd(site, {
      ...club,
      founded: null,
      stadium: null,
      location: null,
      website: null,
    });
    expect(ld).not.toHaveProperty("foundingDate");
    expect(ld).not.toHaveProperty("location");
    expect(ld).not.toHaveProperty("sameAs");
  });

  it("has the breadcrumb Forsiden › Klubber › {name}", () => {
    const ld = clubBreadcrumbJsonLd(site, club) as { itemListElement: { name: string; item: string }[] };
    expect(ld.itemListElement.map((i) => i.name)).toEqual(["Forsiden", "Klubber", "FC København"]);
    expect(ld.itemListElement[2].item).toBe("https://forsiden.dk/klubber/fc-kobenhavn");
  });
});
