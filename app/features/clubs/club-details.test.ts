import { describe, expect, it } from "vitest";
import { clubLogoSrc, clubNewsTags, websiteHref, websiteLabel } from "./club-details";

describe("club-derived tags (spec §7 club articles)", () => {
  it("uses klub:{slug}, the name and the short name as tags", () => {
    expect(clubNewsTags({ slug: "fc-kobenhavn", name: "FC København", shortName: "FCK" })).toEqual([
      "klub:fc-kobenhavn",
      "klub:fck",
    ]);
  });

  it("adds the name's tag when it differs from the slug", () => {
    expect(clubNewsTags({ slug: "danmark-landshold", name: "Danmark", shortName: null })).toEqual([
      "klub:danmark-landshold",
      "klub:danmark",
    ]);
  });

  it("normalises Danish letters like the tag editor", () => {
    expect(clubNewsTags({ slug: "brondby", name: "Brøndby IF", shortName: "BIF" })).toEqual([
      "klub:brondby",
      "klub:brondby-if",
      "klub:bif",
    ]);
  });
});

describe("club website (spec §3: stored without scheme)", () => {
  it("links with https and shows the address without scheme", () => {
    expect(websiteHref("fck.dk")).toBe("https://fck.dk");
    expect(websiteLabel("fck.dk")).toBe("fck.dk");
  });

  it("strips a scheme and trailing slash that slipped into the stored value", () => {
    expect(websiteHref("http://www.brondby.com/")).toBe("https://www.brondby.com");
    expect(websiteLabel("https://www.brondby.com/")).toBe("www.brondby.com");
  });

  it("never links a value that is not a host name", () => {
    for (const value of ["javascript:alert(1)", "", null]) {
      expect(websiteHref(value), String(value)).toBeNull();
    }
  });
});

describe("club logo source (spec §3: logo_url, else the bundled logo by slug)", () => {
  it("uses logo_url when set", () => {
    expect(clubLogoSrc({ slug: "ob", logoUrl: "/storage/article-images/club-logo-ob-1.png" })).toBe(
      "/storage/article-images/club-logo-ob-1.png",
    );
  });

  it("falls back to /logos/{slug}.svg", () => {
    expect(clubLogoSrc({ slug: "fc-kobenhavn", logoUrl: null })).toBe("/logos/fc-kobenhavn.svg");
  });
});
