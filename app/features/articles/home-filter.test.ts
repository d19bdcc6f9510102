import { describe, expect, it } from "vitest";
import { filterFormRedirect, tagFilterFromSearch } from "./home-filter";

describe("tagFilterFromSearch: the home page's query filter (spec §2)", () => {
  it.each<[rule: string, cases: [search: string, tag: string | null][]]>([
    [
      "reads the spec's raw form ?liga:premier-league",
      [
        ["?liga:premier-league", "liga:premier-league"],
        ["?transfer:kobt", "transfer:kobt"],
        ["?position:angreb", "position:angreb"],
        ["?nationalitet:dansk", "nationalitet:dansk"],
      ],
    ],
    [
      "normalises any prefixed tag, also other prefixes and Danish letters",
      [
        ["?klub:fc-kobenhavn", "klub:fc-kobenhavn"],
        [`?${encodeURIComponent("transfer:Købt")}`, "transfer:kobt"],
        ["?Liga:Premier%20League", "liga:premier-league"],
      ],
    ],
    [
      "reads ?tag= with any tag, including free text",
      [
        ["?tag=liga:premier-league", "liga:premier-league"],
        ["?tag=Derby", "derby"],
      ],
    ],
    [
      "reads the form fields ?liga=premier-league sent without JavaScript",
      [
        ["?liga=premier-league", "liga:premier-league"],
        ["?position=maalmand", "position:maalmand"],
      ],
    ],
    [
      "has no filter for an empty query, empty fields or unknown keys",
      [
        ["", null],
        ["?liga=", null],
        ["?utm_source=nyhedsbrev", null],
        ["?foo:bar", null],
      ],
    ],
  ])("%s", (_rule, cases) => {
    for (const [search, tag] of cases) {
      expect(tagFilterFromSearch(search), search).toBe(tag);
    }
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
