import { describe, expect, it } from "vitest";
import { withoutAnnoncePrefix } from "./advertorial-excerpt";

describe("advertorial excerpts do not repeat the badge (issue 14)", () => {
  it("drops a leading 'Annonce:' or 'Sponseret:'", () => {
    expect(withoutAnnoncePrefix("Annonce: Live-statistik.")).toBe("Live-statistik.");
    expect(withoutAnnoncePrefix("  ANNONCE :Live-statistik.")).toBe("Live-statistik.");
    expect(withoutAnnoncePrefix("Sponseret: Gaver til fanen.")).toBe("Gaver til fanen.");
  });

  it("keeps every other text as it is", () => {
    expect(withoutAnnoncePrefix("Live-statistik.")).toBe("Live-statistik.");
    expect(withoutAnnoncePrefix("Annoncen: her er den.")).toBe("Annoncen: her er den.");
    expect(withoutAnnoncePrefix("Om Annonce: midt i teksten.")).toBe("Om Annonce: midt i teksten.");
  });
});
