import { describe, expect, it } from "vitest";
import { clubLinks, clubMeta, clubNotFoundMeta, isClubSlug, shorten } from "./club-page";

const site = { siteName: "Forsiden", siteDescription: "", publicUrl: "https://forsiden.dk" };
const club = {
  slug: "fc-kobenhavn",
  name: "FC København",
  description: null,
  location: "København",
  stadium: "Parken",
  country: "Danmark",
  league: "3F Superliga",
  founded: 1992,
  website: "fck.dk",
  logoUrl: null,
};

describe("club page", () => {
  it("accepts a club address in any case, and nothing but a-z, 0-9 and hyphens", () => {
    for (const [slug, accepted] of [
      ["fc-kobenhavn", true],
      ["FC-Kobenhavn", true],
      ["fc_kobenhavn", false],
      ["fc%0d%0a", false],
      ["a".repeat(101), false],
    ] as const) {
      expect(isClubSlug(slug), slug).toBe(accepted);
    }
  });

  it("links to the league's standings, then to all clubs of the country", () => {
    expect(clubLinks(club, { href: "/stillinger/3f-superliga", leagueName: "3F Superliga" })).toEqual([
      { to: "/stillinger/3f-superliga", label: "Stillingen i 3F Superliga" },
      { to: "/alle-klubber?land=Danmark", label: "Alle klubber i Danmark" },
    ]);
    expect(clubLinks({ league: "Primeira Liga", country: "Portugal" }, null)).toEqual([
      { to: "/alle-klubber?land=Portugal", label: "Alle klubber i Portugal" },
    ]);
  });

  it("a national team links to all national teams", () => {
    expect(clubLinks({ league: "Landshold", country: "Danmark" }, null)).toEqual([
      { to: "/alle-klubber?land=Landshold", label: "Alle landshold" },
    ]);
  });

  it("cuts a long description at a word, with an ellipsis, to at most 160 characters", () => {
    const long = `${"Fodbold ".repeat(30)}slut`;
    const short = shorten(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/Fodbold…$/);
    expect(shorten("Kort tekst.")).toBe("Kort tekst.");
  });

  it("describes a club without its own description from its league and country", () => {
    const tags = clubMeta(site, club);
    expect(tags).toContainEqual({ title: "FC København | Forsiden" });
    expect(tags).toContainEqual({
      name: "description",
      content: "Nyheder, kampe og fakta om FC København (3F Superliga, Danmark).",
    });
  });

  it("an unknown club is not indexed", () => {
    expect(clubNotFoundMeta(site)).toEqual([
      { title: "Klub ikke fundet | Forsiden" },
      { name: "robots", content: "noindex" },
    ]);
  });
});
