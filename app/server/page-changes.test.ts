import { describe, expect, it } from "vitest";
import { clubPath, clubSlugOfTag } from "~/lib/public-paths";
import { PAGE_CHANGES } from "./page-changes";

describe("PAGE_CHANGES: the pages each change makes stale at once", () => {
  it("an article: the lists, its own page by id and slug, and the clubs it is tagged with", () => {
    const change = PAGE_CHANGES.article({ ids: ["a1"], slugs: ["kamp", null], tags: ["klub:agf", "liga:x"] });
    expect("hard" in change && change.hard).toEqual(
      expect.arrayContaining([
        "/",
        "/rss.xml",
        "/forfatter/*",
        "/article/a1",
        "/article/kamp",
        "/klubber/agf",
      ]),
    );
    expect("hard" in change && change.hard).not.toContain("/klubber/x");
  });

  it("a live change: the article, the front page unless told otherwise, the clubs only when asked", () => {
    const article = { id: "a1", slug: "live-kamp", tags: ["klub:fc-kobenhavn"] };
    expect(PAGE_CHANGES.live(article)).toEqual({ hard: ["/article/a1", "/article/live-kamp", "/"] });
    expect(PAGE_CHANGES.live(article, { frontPage: false })).toEqual({
      hard: ["/article/a1", "/article/live-kamp"],
    });
    expect(PAGE_CHANGES.live(article, { clubsToo: true })).toEqual({
      hard: ["/article/a1", "/article/live-kamp", "/", "/klubber/fc-kobenhavn"],
    });
  });

  it("a club, an author (old and new address once each), matches, standings and settings", () => {
    expect(PAGE_CHANGES.club("agf")).toEqual({
      hard: ["/klubber", "/alle-klubber", "/klubber/agf", "/logos/agf.svg"],
    });
    expect(PAGE_CHANGES.author(["mads-kjaer", "mads", "mads", null])).toEqual({
      hard: ["/forfatter/mads-kjaer", "/forfatter/mads", "/sitemaps/*"],
    });
    expect(PAGE_CHANGES.matches).toEqual({ hard: ["/", "/klubber/*", "/stillinger", "/stillinger/*"] });
    expect(PAGE_CHANGES.standings).toEqual({ hard: ["/stillinger", "/stillinger/*"] });
    expect(PAGE_CHANGES.everything).toEqual({ all: "hard" });
  });

  it("club paths are encoded, and only a klub: tag names a club", () => {
    expect(clubPath("fc-kobenhavn")).toBe("/klubber/fc-kobenhavn");
    expect(clubPath("a/b\r\n")).toBe("/klubber/a%2Fb%0D%0A");
    expect(clubSlugOfTag("klub:agf")).toBe("agf");
    expect(clubSlugOfTag("klub:")).toBeNull();
    expect(clubSlugOfTag("liga:premier-league")).toBeNull();
    expect(clubSlugOfTag(null)).toBeNull();
  });
});
