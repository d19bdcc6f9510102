import { describe, expect, it } from "vitest";
import { tagColorClass, tagFilterHref, tagLabel, tagValueLabel } from "./tag-style";

describe("tagColorClass: tags are coloured by prefix (spec §2)", () => {
  it.each([
    ["liga:premier-league", "blue"],
    ["klub:fc-kobenhavn", "red"],
    ["transfer:kobt", "green"],
    ["position:angreb", "purple"],
    ["nationalitet:dansk", "orange"],
    ["spiller:christian-eriksen", "amber"],
    ["type:analyse", "slate"],
    ["derby", "gray"],
  ])("%s is %s", (tag, colour) => {
    expect(tagColorClass(tag)).toContain(`bg-${colour}-`);
  });

  it("gives every prefix its own colour", () => {
    const tags = [
      "liga:a",
      "klub:a",
      "transfer:a",
      "position:a",
      "nationalitet:a",
      "spiller:a",
      "type:a",
      "x",
    ];
    expect(new Set(tags.map(tagColorClass)).size).toBe(tags.length);
  });
});

describe("tagLabel and tagValueLabel", () => {
  it("names the prefix and the value", () => {
    for (const [tag, label] of [
      ["liga:premier-league", "Liga: Premier League"],
      ["transfer:kobt", "Transfer: Købt"],
      ["position:maalmand", "Position: Målmand"],
      ["nationalitet:dansk", "Nationalitet: Dansk"],
      ["spiller:christian-eriksen", "Spiller: Christian Eriksen"],
    ]) {
      expect(tagLabel(tag), tag).toBe(label);
    }
  });

  it("prefers names the caller knows (leagues, clubs)", () => {
    const names = { "liga:3f-superliga": "3F Superliga", "klub:fc-kobenhavn": "FC København" };
    expect(tagLabel("liga:3f-superliga", names)).toBe("Liga: 3F Superliga");
    expect(tagValueLabel("klub:fc-kobenhavn", names)).toBe("FC København");
  });

  it("a tag named like an Object.prototype member is plain text, never the prototype's value", () => {
    expect(tagLabel("__proto__", { "liga:premier-league": "Premier League" })).toBe("__proto__");
    expect(tagValueLabel("constructor")).toBe("constructor");
    expect(tagLabel("klub:__proto__")).toBe("Klub: __proto__");
  });

  it("shows free text as written", () => {
    expect(tagLabel("derby")).toBe("derby");
    expect(tagValueLabel("ansvarligt spil")).toBe("ansvarligt spil");
  });
});

describe("tagFilterHref: badges link to the filtered home page", () => {
  it.each([
    ["uses the spec's form /?prefix:value", "liga:premier-league", "/?liga:premier-league"],
    ["uses the spec's form /?prefix:value", "klub:fc-kobenhavn", "/?klub:fc-kobenhavn"],
    ["encodes free text in ?tag=", "ansvarligt spil", "/?tag=ansvarligt%20spil"],
  ])("%s: %s", (_rule, tag, href) => {
    expect(tagFilterHref(tag)).toBe(href);
  });
});
