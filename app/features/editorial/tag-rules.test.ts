import { describe, expect, it } from "vitest";
import { LEAGUES } from "~/lib/leagues";
import {
  addTag,
  availableSuggestions,
  buildTagSuggestions,
  formatTagInput,
  removeTag,
  tagLabel,
} from "./tag-rules";

const suggestions = buildTagSuggestions({
  leagues: LEAGUES,
  clubs: [
    { slug: "fc-kobenhavn", name: "FC København" },
    { slug: "brondby-if", name: "Brøndby IF" },
  ],
});

describe("tags editor rules (spec §5)", () => {
  it("category:value is lowercased with spaces to hyphens", () => {
    expect(formatTagInput("Klub: FC København")).toBe("klub:fc-kobenhavn");
    expect(formatTagInput("spiller:Rasmus Højlund")).toBe("spiller:rasmus-hojlund");
  });

  it("free text stays free text (trimmed, lowercase)", () => {
    expect(formatTagInput("  Derby  ")).toBe("derby");
  });

  it("a custom tag is added only if non-empty", () => {
    expect(addTag(["derby"], "   ")).toEqual({ tags: ["derby"], added: null });
  });

  it("a custom tag is added only if not present", () => {
    expect(addTag(["klub:fc-kobenhavn"], "klub:FC København")).toEqual({
      tags: ["klub:fc-kobenhavn"],
      added: null,
    });
    expect(addTag(["derby"], "Pokal")).toEqual({ tags: ["derby", "pokal"], added: "pokal" });
  });

  it("removes a chip", () => {
    expect(removeTag(["a", "b"], "a")).toEqual(["b"]);
  });

  it("builds the liga list from the league keys and the klub list from the clubs", () => {
    expect(suggestions.liga.map((s) => s.tag)).toEqual(LEAGUES.map((l) => `liga:${l.key}`));
    expect(suggestions.klub).toEqual([
      { tag: "klub:brondby-if", label: "Brøndby IF" },
      { tag: "klub:fc-kobenhavn", label: "FC København" },
    ]);
    for (const category of ["position", "nationalitet", "transfer", "type"] as const) {
      expect(suggestions[category].length).toBeGreaterThan(0);
      expect(suggestions[category].every((s) => s.tag.startsWith(`${category}:`))).toBe(true);
    }
  });

  it("predefined tags already chosen are not offered again", () => {
    const left = availableSuggestions(suggestions.klub, ["klub:fc-kobenhavn"]);
    expect(left.map((s) => s.tag)).toEqual(["klub:brondby-if"]);
  });

  it("labels chips with the suggestion's name", () => {
    expect(tagLabel("klub:fc-kobenhavn", suggestions)).toBe("Klub: FC København");
    expect(tagLabel("liga:3f-superliga", suggestions)).toBe("Liga: 3F Superliga");
    expect(tagLabel("derby", suggestions)).toBe("derby");
  });
});
