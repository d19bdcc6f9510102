import { describe, expect, it } from "vitest";
import { LEAGUES } from "~/lib/leagues";
import { articleProblems, cleanArticle, type ModelArticle, tagMatcher } from "./article-output";
import { isAcceptableSourceInput, timeoutMessage } from "./messages";

const good: ModelArticle = {
  title: "FC København henter ny angriber",
  slug: "fc-kobenhavn-henter-ny-angriber",
  excerpt: "x".repeat(140),
  content: "Afsnit. ".repeat(40),
  category: "transfer",
  tags: [],
  imageAlt: "Angriberen",
};

describe("model answer checks", () => {
  it("accepts an excerpt of 120-160 characters and refuses one outside", () => {
    expect(articleProblems(good)).toEqual([]);
    expect(articleProblems({ ...good, excerpt: "x".repeat(120) })).toEqual([]);
    expect(articleProblems({ ...good, excerpt: "x".repeat(160) })).toEqual([]);
    expect(articleProblems({ ...good, excerpt: "x".repeat(119) })).toEqual([
      "uddraget skal være 120-160 tegn (var 119)",
    ]);
    expect(articleProblems({ ...good, excerpt: "x".repeat(161) })).toEqual([
      "uddraget skal være 120-160 tegn (var 161)",
    ]);
  });

  it("an unknown category becomes Nyheder; a known one gets the one spelling of its meaning", () => {
    const keep = (tags: string[]) => tags;
    expect(cleanArticle(good, keep).category).toBe("Transfers");
    expect(cleanArticle({ ...good, category: "Sladder" }, keep).category).toBe("Nyheder");
  });

  it("keeps only tags for our clubs and leagues (by name or slug), fixed values and players", () => {
    const match = tagMatcher({
      clubs: [
        { slug: "fc-kobenhavn", name: "FC København", shortName: "FCK" },
        { slug: "brondby-if", name: "Brøndby IF" },
      ],
      leagues: LEAGUES,
    });
    expect(
      match([
        "klub:FC København",
        "klub:fck",
        "Klub: brondby-if",
        "klub:Real Madrid",
        "liga:Premier League",
        "liga:3F Superliga",
        "liga:Serie Z",
        "spiller:Rasmus Højlund",
        "transfer:rygte",
        "transfer:noget-andet",
        "løst tag",
      ]),
    ).toEqual([
      "klub:fc-kobenhavn",
      "klub:brondby-if",
      "liga:premier-league",
      "liga:3f-superliga",
      "spiller:rasmus-hojlund",
      "transfer:rygte",
    ]);
  });
});

describe("spec texts", () => {
  it("§5: the browser accepts a non-empty URL containing bold.dk", () => {
    expect(isAcceptableSourceInput("")).toBe(false);
    expect(isAcceptableSourceInput("https://example.com")).toBe(false);
    expect(isAcceptableSourceInput("https://www.bold.dk/x")).toBe(true);
  });

  it("the timeout message names the configured seconds", () => {
    expect(timeoutMessage(30_000)).toBe("Generering tog for lang tid (over 30 sekunder) og blev afbrudt.");
    expect(timeoutMessage(5_000)).toBe("Generering tog for lang tid (over 5 sekunder) og blev afbrudt.");
  });
});
