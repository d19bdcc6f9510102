import { describe, expect, it } from "vitest";
import { canonicalCategory, categoryLabel } from "./categories";

describe("category labels (issue 22: one label for one meaning)", () => {
  it("'Transfer' (sample content) and 'Transfers' (admin choice) show as one label", () => {
    expect(categoryLabel("Transfer")).toBe("Transfers");
    expect(categoryLabel("Transfers")).toBe("Transfers");
    expect(categoryLabel(" transfer ")).toBe("Transfers");
  });

  it("other categories keep their spelling; an empty one is 'Nyheder'", () => {
    expect(categoryLabel("Nations League")).toBe("Nations League");
    expect(categoryLabel("EM")).toBe("EM");
    expect(categoryLabel("")).toBe("Nyheder");
    expect(categoryLabel(null)).toBe("Nyheder");
  });

  it("writers store the canonical spelling", () => {
    expect(canonicalCategory("Transfer")).toBe("Transfers");
    expect(canonicalCategory("Landshold")).toBe("Landshold");
  });
});
