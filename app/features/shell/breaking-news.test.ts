import { describe, expect, it } from "vitest";
import { articleHref, toBreakingNewsItems } from "./breaking-news";

describe("Breaking News headlines", () => {
  it("keep only what the menu shows, with ISO times", () => {
    const items = toBreakingNewsItems([
      {
        id: "a1",
        slug: "fck-vinder",
        title: "FCK vinder",
        publishedAt: new Date("2025-05-01T10:00:00.000Z"),
        // @ts-expect-error extra columns of the list query are dropped
        excerpt: "x",
      },
    ]);
    expect(items).toEqual([
      { id: "a1", slug: "fck-vinder", title: "FCK vinder", publishedAt: "2025-05-01T10:00:00.000Z" },
    ]);
  });

  it("link to the article by slug, else by id", () => {
    expect(articleHref({ slug: "fck-vinder", id: "a1" })).toBe("/article/fck-vinder");
    expect(articleHref({ slug: "", id: "a1" })).toBe("/article/a1");
  });
});
