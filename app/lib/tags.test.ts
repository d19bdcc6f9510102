import { describe, expect, it } from "vitest";
import { normalizeTag, parseTags, splitTag, tagsForStorage } from "./tags";

describe("parseTags: the three input shapes of spec §3", () => {
  it("parses an array of strings", () => {
    expect(parseTags(["liga:Premier League", "Klub:FC København", "derby"])).toEqual([
      "liga:premier-league",
      "klub:fc-kobenhavn",
      "derby",
    ]);
  });

  it("parses a JSON-string array", () => {
    expect(parseTags('["transfer:købt", "position:Målmand", "nationalitet:dansk"]')).toEqual([
      "transfer:kobt",
      "position:maalmand",
      "nationalitet:dansk",
    ]);
  });

  it("parses objects with keys klub, spiller, liga (single values and lists)", () => {
    expect(
      parseTags({
        klub: "Brøndby IF",
        spiller: ["Rasmus Højlund", "Christian Eriksen"],
        liga: "3F Superliga",
      }),
    ).toEqual([
      "klub:brondby-if",
      "spiller:rasmus-hojlund",
      "spiller:christian-eriksen",
      "liga:3f-superliga",
    ]);
  });

  it("parses a JSON string holding an object and a list of objects", () => {
    expect(parseTags('{"klub":"AGF"}')).toEqual(["klub:agf"]);
    expect(parseTags([{ klub: "Aalborg BK" }, { liga: "Betinia Liga" }])).toEqual([
      "klub:aalborg-bk",
      "liga:betinia-liga",
    ]);
  });

  it("removes duplicates and empty values", () => {
    expect(parseTags(["klub:fc-kobenhavn", "Klub: FC København", " ", ""])).toEqual(["klub:fc-kobenhavn"]);
  });

  it("treats null, undefined and blank strings as no tags", () => {
    expect(parseTags(null)).toEqual([]);
    expect(parseTags(undefined)).toEqual([]);
    expect(parseTags("   ")).toEqual([]);
  });

  it("reads a comma-separated string that is not JSON", () => {
    expect(parseTags("klub:agf, talent")).toEqual(["klub:agf", "talent"]);
  });
});

describe("normalizeTag", () => {
  it("keeps unknown prefixes as free text", () => {
    expect(normalizeTag("Tema: VAR")).toBe("tema: var");
  });
  it("drops a prefixed tag without a value", () => {
    expect(normalizeTag("klub:")).toBeNull();
  });
});

describe("splitTag and storage", () => {
  it("splits a prefixed tag", () => {
    expect(splitTag("klub:agf")).toEqual({ prefix: "klub", value: "agf", raw: "klub:agf" });
    expect(splitTag("derby")).toEqual({ prefix: null, value: "derby", raw: "derby" });
  });
  it("stores empty tags as null (spec §4)", () => {
    expect(tagsForStorage([])).toBeNull();
    expect(tagsForStorage(["a"])).toEqual(["a"]);
  });
});
