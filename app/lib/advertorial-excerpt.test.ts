import { describe, expect, it } from "vitest";
import { withoutAnnoncePrefix } from "./advertorial-excerpt";

describe("advertorial excerpts do not repeat the badge (issue 14)", () => {
  it("drops a leading 'Annonce:' or 'Sponseret:'", () => {
    for (const [text, excerpt] of [
      ["Annonce: Live-statistik.", "Live-statistik."],
      ["  ANNONCE :Live-statistik.", "Live-statistik."],
      ["Sponseret: Gaver til fanen.", "Gaver til fanen."],
    ]) {
      expect(withoutAnnoncePrefix(text), text).toBe(excerpt);
    }
  });

  it("keeps every other text as it is", () => {
    for (const text of ["Live-statistik.", "Annoncen: her er den.", "Om Annonce: midt i teksten."]) {
      expect(withoutAnnoncePrefix(text), text).toBe(text);
    }
  });
});
