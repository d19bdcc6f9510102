import { describe, expect, it } from "vitest";
import { filterFormRedirect, tagFilterFromSearch } from "./home-filter";

describe("tagFilterFromSearch: the home page's query filter (spec §2)", () => {
  it("reads the spec's raw form ?liga:premier-league", () => {
    expect(tagFilterFromSearch("?liga:premier-league")).toBe("liga:premier-league");
    expect(tagFilterFromSearch("?transfer:kobt")).toBe("transfer:kobt");
    expect(tagFilterFromSearch("?position:angreb")).toBe("position:angreb");
    expect(tagFilterFromSearch("?nationalitet:dansk")).toBe("nationalitet:dansk");
  });

  it("normalises any prefixed tag, also other prefixes and Danish letters", () => {
    expect(tagFilterFromSearch("?klub:fc-kobenhavn")).toBe("klub:fc-kobenhavn");
    expect(tagFilterFromSearch(`?${encodeURIComponent("transfer:Købt")}`)).toBe("transfer:kobt");
    expect(tagFilterFromSearch("?Liga:Premier%20League")).toBe("liga:premier-league");
  });

  it("reads ?tag= with any tag, including free text", () => {
    expect(tagFilterFromSearch("?tag=liga:premier-league")).toBe("liga:premier-league");
    expect(tagFilterFromSearch("?tag=Derby")).toBe("derby");
  });

  it("reads the form fields ?liga=premier-league sent without JavaScript", () => {
    expect(tagFilterFromSearch("?liga=premier-league")).toBe("liga:premier-league");
    expect(tagFilterFromSearch("?position=maalmand")).toBe("position:maalmand");
  });

  it("has no filter for an empty query, empty fields or unknown keys", () => {
    expect(tagFilterFromSearch("")).toBeNull();
    expect(tagFilterFromSearch("?liga=")).toBeNull();
    expect(tagFilterFromSearch("?utm_source=nyhedsbrev")).toBeNull();
    expect(tagFilterFromSearch("?foo:bar")).toBeNull();
  });

  // A filter form's submission goes to the spec's address, 'Alle' to the front page; other
  // queries are no form's.
  it.each([
    ["?liga=premier-league", "/?liga:premier-league"],
    ["?transfer=koebt", "/?transfer:koebt"],
    ["?liga=", "/"],
    ["?liga:premier-league", null],
    ["?tag=liga:premier-league", null],
    ["", null],
  ])("filterFormRedirect(%j) is %j", (search, target) => {
    expect(filterFormRedirect(search)).toBe(target);
  });
});
