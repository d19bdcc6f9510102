import { describe, expect, it } from "vitest";
import { canonicalCategory, categoryLabel } from "./categories";

describe("category labels (issue 22: one label for one meaning)", () => {
  it("'Transfer' (sample content) and 'Transfers' (admin choice) show as one label", () => {
    for (const category of ["Transfer", "Transfers", " transfer "]) {
      expect(categoryLabel(category), category).toBe("Transfers");
    }
  });

  it.each([
    ["Nations League", "Nations League"],
    ["EM", "EM"],
    ["", "Nyheder"],
    [null, "Nyheder"],
  ])("other categories keep their spelling; an empty one is 'Nyheder': %s", (category, label) => {
    expect(categoryLabel(category)).toBe(label);
  });

  it("writers store the canonical spelling", () => {
    expect(canonicalCategory("Transfer")).toBe("Transfers");
    expect(canonicalCategory("Landshold")).toBe("Landshold");
  });
});
