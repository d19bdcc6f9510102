import { describe, expect, it } from "vitest";
import { correctQuery, foldText, similarity, wordSimilarity } from "./search-fold";

describe("foldText: the TypeScript twin of forsiden_fold (ADR 0015)", () => {
  it("folds ø/o/oe, æ/ae, å/aa/a and accents into one spelling", () => {
    for (const spelling of ["Brøndby", "Broendby", "Brondby", "BRØNDBY"])
      expect(foldText(spelling)).toBe("brondby");
    for (const spelling of ["Aalborg", "Ålborg", "Alborg"]) expect(foldText(spelling)).toBe("alborg");
    expect(foldText("Næstved")).toBe(foldText("Naestved"));
    expect(foldText("Mbappé Müller Łukasz Straße")).toBe("mbappe muller lukasz strasse");
  });
});

describe("trigram similarity as pg_trgm computes it", () => {
  it("similarity('brondy', 'brondby') is 0.5 and word_similarity against a title 5/7", () => {
    expect(similarity("brondy", "brondby")).toBe(0.5);
    expect(wordSimilarity("brondy", "brondby vinder")).toBeCloseTo(5 / 7);
    expect(wordSimilarity("xyz", "brondby")).toBe(0);
  });
});

describe("correctQuery: 'Mente du …?'", () => {
  it("replaces an unknown word by the closest word of the vocabulary, in its own spelling", () => {
    expect(correctQuery("Brøndy", ["Brøndby henter ny målmand"])).toBe("Brøndby");
    expect(correctQuery("kobenhvn parken", ["FC København slår AGF i Parken"])).toBe("København parken");
  });
  it("returns null when every word is known or nothing is close", () => {
    expect(correctQuery("brondby", ["Brøndby IF"])).toBeNull();
    expect(correctQuery("xyzzy", ["Brøndby IF"])).toBeNull();
  });
});
