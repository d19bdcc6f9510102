import { describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE, listHref, pageButtons, pageCount, parsePage } from "./pagination";

describe("admin list paging (spec §9)", () => {
  it("shows 10 per page", () => {
    expect(ADMIN_PAGE_SIZE).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(62)).toBe(7);
  });

  it("at most 5 page buttons around the current page", () => {
    expect(pageButtons(1, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(4, 7)).toEqual([2, 3, 4, 5, 6]);
    expect(pageButtons(7, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
  });

  it("reads ?side= defensively", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage(null)).toBe(1);
  });

  it("links keep the search and leave out page 1", () => {
    expect(listHref("/admin/articles", "", 1)).toBe("/admin/articles");
    expect(listHref("/admin/articles", "fck", 2)).toBe("/admin/articles?q=fck&side=2");
  });
});
