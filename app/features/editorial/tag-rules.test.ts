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
  const CATEGORY_VALUE = "category:value is lowercased with spaces to hyphens";
  it.each([
    [CATEGORY_VALUE, "Klub: FC København", "klub:fc-kobenhavn"],
    [CATEGORY_VALUE, "spiller:Rasmus Højlund", "spiller:rasmus-hojlund"],
    ["free text stays free text (trimmed, lowercase)", "  Derby  ", "derby"],
  ])("%s: %s", (_rule, input, tag) => {
    expect(formatTagInput(input)).toBe(tag);
  });

  const NOT_PRESENT = "a custom tag is added only if not present";
  it.each([
    ["a custom tag is added only if non-empty", ["derby"], "   ", { tags: ["derby"], added: null }],
    [NOT_PRESENT, ["klub:fc-kobenhavn"], "klub:FC København", { tags: ["klub:fc-kobenhavn"], added: null }],
    [NOT_PRESENT, ["derby"], "Pokal", { tags: ["derby", "pokal"], added: "pokal" }],
  ])("%s: %s + %s", (_rule, tags, input, result) => {
    expect(addTag(tags, input)).toEqual(result);
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
