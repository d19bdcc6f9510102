import { describe, expect, it } from "vitest";
import { forbiddenReason } from "./forbidden-text";

describe("'Ingen adgang' inside the admin (issue 26)", () => {
  it("tells a contributor that an editor-only page is for editors and administrators", () => {
    for (const path of ["/admin/analytics", "/admin/logs", "/admin/planlaegning", "/admin/ai-article"]) {
      expect(forbiddenReason("contributor", path)).toBe(
        "Kun redaktører og administratorer har adgang til denne side.",
      );
    }
  });
  it("keeps 'Kun administratorer' on the admin-only pages, for editors and contributors", () => {
    expect(forbiddenReason("editor", "/admin/settings")).toBe(
      "Kun administratorer har adgang til denne side.",
    );
    expect(forbiddenReason("editor", "/admin/brugere")).toBe(
      "Kun administratorer har adgang til denne side.",
    );
    expect(forbiddenReason("contributor", "/admin/brugere")).toBe(
      "Kun administratorer har adgang til denne side.",
    );
  });
});
