import { describe, expect, it } from "vitest";
import { isCountedResponse, isNavigationFromAnotherPage, isPrefetch, pagePathOf } from "./page-view-filter";

describe("pagePathOf: which paths are public pages", () => {
  it.each([
    ["/", "/"],
    ["/article/fck-vinder-pokalen", "/article/fck-vinder-pokalen"],
    ["/klubber/", "/klubber"],
    ["/stillinger/premier-league", "/stillinger/premier-league"],
  ])("counts %s as the page %s", (input, path) => {
    expect(pagePathOf(input)).toEqual({ path, dataRequest: false });
  });

  it("maps React Router's client navigations (.data) to their page", () => {
    expect(pagePathOf("/article/fck.data")).toEqual({ path: "/article/fck", dataRequest: true });
    expect(pagePathOf("/_root.data")).toEqual({ path: "/", dataRequest: true });
  });

  it.each([
    "/admin",
    "/admin/analytics",
    "/admin.data",
    "/auth",
    "/auth/nulstil",
    "/konto",
    "/konto/log-ind",
    "/konto.data",
    "/api/consent",
    "/api/articles/1/view",
    "/dev/mailbox",
    "/storage/article-images/x.webp",
    "/assets/root-abc.js",
    "/rss.xml",
    "/sitemap.xml",
    "/sitemaps/articles.xml",
    "/news-sitemap.xml",
    "/robots.txt",
    "/0123456789abcdef.txt",
    "/favicon.ico",
    "/logos/fck.svg",
  ])("does not count %s", (input) => {
    expect(pagePathOf(input)).toBeNull();
  });

  it("does not confuse pages that merely start like an excluded prefix", () => {
    expect(pagePathOf("/administration-af-klubber")).toEqual({
      path: "/administration-af-klubber",
      dataRequest: false,
    });
  });
});

describe("isPrefetch", () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name];
  it("recognises prefetch and prerender requests", () => {
    expect(isPrefetch(headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "x-moz": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "x-purpose": "preview" }))).toBe(true);
    expect(isPrefetch(headers({}))).toBe(false);
  });
});

describe("isCountedResponse", () => {
  it("counts only successful HTML documents (and .data for client navigations)", () => {
    expect(isCountedResponse(200, "text/html; charset=utf-8", false)).toBe(true);
    expect(isCountedResponse(304, "text/html; charset=utf-8", false)).toBe(true);
    expect(isCountedResponse(404, "text/html; charset=utf-8", false)).toBe(false);
    expect(isCountedResponse(302, null, false)).toBe(false);
    expect(isCountedResponse(503, "text/html", false)).toBe(false);
    expect(isCountedResponse(200, "application/json", false)).toBe(false);
    expect(isCountedResponse(200, "text/x-script", true)).toBe(true);
    expect(isCountedResponse(200, "text/html", true)).toBe(false);
  });
});

describe("isNavigationFromAnotherPage", () => {
  const hosts = ["forsiden.dk"];
  it("is a new view when the reader comes from another page", () => {
    expect(isNavigationFromAnotherPage("https://forsiden.dk/", hosts, "/article/a")).toBe(true);
    expect(isNavigationFromAnotherPage(undefined, hosts, "/article/a")).toBe(true);
  });
  it("is no new view when the current page refetches its own data (after a form)", () => {
    expect(isNavigationFromAnotherPage("https://forsiden.dk/contact", hosts, "/contact")).toBe(false);
    expect(isNavigationFromAnotherPage("https://forsiden.dk/contact/?x=1", hosts, "/contact")).toBe(false);
  });
});
