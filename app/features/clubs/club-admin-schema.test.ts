import { describe, expect, it } from "vitest";
import {
  ALL_LEAGUES,
  clubAdminHref,
  clubFormValues,
  clubGaps,
  clubSlugFromName,
  LOGO_KIND_LABEL,
  leagueChoices,
  logoKind,
  normalizeWebsite,
  parseClubForm,
  parseFounded,
} from "./club-admin-schema";

describe("club form helpers", () => {
  it("normalises websites to scheme-less host and path (spec §3)", () => {
    for (const [input, website] of [
      ["https://www.x.dk/", "www.x.dk"],
      ["http://Brondby.com/da/", "brondby.com/da"],
      ["fck.dk:8080/", "fck.dk:8080"],
      ["   ", null],
      ["javascript:alert(1)", undefined],
      ["https://x.dk/a b", undefined],
      ["https://user@x.dk", undefined],
    ] as const) {
      expect(normalizeWebsite(input), input).toBe(website);
    }
  });

  it.each([
    ["1800", 1800],
    ["2030", 2030],
    ["", null],
    ["1799", undefined],
    ["2031", undefined],
    ["1900.0", undefined],
  ])("reads founded as a whole year 1800-2030 or empty (spec §5): '%s'", (input, year) => {
    expect(parseFounded(input)).toBe(year);
  });

  it("offers each country's leagues (spec §9) and none before a country is chosen", () => {
    expect(leagueChoices("Danmark")).toEqual(["3F Superliga", "Betinia Liga", "Landshold"]);
    expect(leagueChoices("Argentina")).toEqual(["Primera División", "Landshold"]);
    expect(leagueChoices("")).toEqual([]);
    expect(ALL_LEAGUES.filter((l) => l === "Landshold")).toHaveLength(1);
    expect(ALL_LEAGUES).toContain("Úrvalsdeild");
  });

  it("derives a slug from the name like an article's from its title (spec §5)", () => {
    expect(clubSlugFromName("Brøndby IF")).toBe("brondby-if");
    expect(clubSlugFromName("Vålerenga Fotball")).toBe("vaalerenga-fotball");
    expect(clubSlugFromName(" -Randers FC- ")).toBe("randers-fc");
  });

  it("reads a FormData and a plain object alike, missing fields as empty", () => {
    const data = new FormData();
    data.set("name", "AGF");
    expect(clubFormValues(data)).toMatchObject({ name: "AGF", league: "", founded: "" });
    expect(
      parseClubForm(clubFormValues({ name: "AGF", country: "Danmark", league: "3F Superliga" })),
    ).toEqual({
      ok: true,
      data: {
        name: "AGF",
        shortName: null,
        description: null,
        website: null,
        stadium: null,
        location: null,
        founded: null,
        country: "Danmark",
        league: "3F Superliga",
      },
    });
  });

  it("keeps the filters in the URL, leaving out the 'Alle' ones", () => {
    expect(clubAdminHref({})).toBe("/admin/clubs");
    expect(clubAdminHref({ q: "fc", country: "Danmark", league: "3F Superliga" })).toBe(
      "/admin/clubs?q=fc&land=Danmark&liga=3F+Superliga",
    );
    expect(clubAdminHref({ logo: "genereret-skjold" })).toBe("/admin/clubs?logo=genereret-skjold");
  });

  it("names the logo a reader sees: an uploaded one, else the generated shield", () => {
    expect(logoKind({ logoUrl: "/storage/article-images/club-logo-agf-1.png" })).toBe("med-logo");
    expect(logoKind({ logoUrl: null })).toBe("genereret-skjold");
    expect(logoKind({ logoUrl: "  " })).toBe("genereret-skjold");
    expect(LOGO_KIND_LABEL).toEqual({ "med-logo": "Med logo", "genereret-skjold": "Genereret skjold" });
  });

  it("names what a club page lacks for the Status column", () => {
    expect(clubGaps({ logoUrl: "/x.png", website: "x.dk", description: "Tekst" })).toEqual([]);
    expect(clubGaps({ logoUrl: null, website: " ", description: null })).toEqual([
      "logo",
      "website",
      "beskrivelse",
    ]);
  });
});
