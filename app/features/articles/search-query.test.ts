import { describe, expect, it } from "vitest";
import { noResultsText, readSearchQuery, resultCountText } from "./search-query";

describe("readSearchQuery: q trimmed and at most 200 characters", () => {
  it("trims the query", () => {
    expect(readSearchQuery(new URLSearchParams("q=%20%20transfer%20"))).toBe("transfer");
  });
  it("cuts the query at 200 characters", () => {
    const long = "a".repeat(250);
    expect(readSearchQuery(new URLSearchParams({ q: long }))).toHaveLength(200);
  });
  it("is empty without q", () => {
    expect(readSearchQuery(new URLSearchParams(""))).toBe("");
  });
});

describe("noResultsText", () => {
  it("says 'Ingen resultater for \"{q}\"'", () => {
    expect(noResultsText("xyz")).toBe('Ingen resultater for "xyz"');
  });
});

describe("resultCountText", () => {
  it("counts one 'resultat' and several 'resultater' for the query", () => {
    expect(resultCountText(1, "brøndby")).toBe('1 resultat for "brøndby"');
    expect(resultCountText(3, "brøndby")).toBe('3 resultater for "brøndby"');
  });
});
