import { describe, expect, it } from "vitest";
import { tagFilterFromSearch } from "~/features/articles/home-filter";
import { readSearchQuery } from "~/features/articles/search-query";
import { canonicalPath, canonicalSearch, pagePathOf } from "./canonical-url";

describe("canonical addresses (the page cache key and the canonical link)", () => {
  it("drops tracking and unknown parameters, so they map to the page without them", () => {
    expect(canonicalPath("/?utm_source=x&utm_medium=y")).toBe("/");
    expect(canonicalPath("/?fbclid=abc")).toBe("/");
    expect(canonicalPath("/?gclid=1&a=1")).toBe("/");
    expect(canonicalPath("/?anything")).toBe("/");
    expect(canonicalPath("/article/min-artikel?utm_campaign=nyhedsbrev")).toBe("/article/min-artikel");
    expect(canonicalPath("/rss.xml?x=1")).toBe("/rss.xml");
    expect(canonicalPath("/findes-ikke?x=1")).toBe("/findes-ikke");
    expect(canonicalPath("/klubber/fc-kobenhavn?side=2#nyheder")).toBe("/klubber/fc-kobenhavn");
  });

  it("keeps an author page's ?side and nothing else (issue 14)", () => {
    expect(canonicalPath("/forfatter/mads-kjaer?utm_source=x&side=2")).toBe("/forfatter/mads-kjaer?side=2");
    expect(canonicalPath("/forfatter/mads-kjaer?fbclid=1")).toBe("/forfatter/mads-kjaer");
    expect(canonicalSearch("/forfatter/mads-kjaer.data", "?side=3&_routes=x&q=1")).toBe("?side=3&_routes=x");
  });

  it("keeps the home page's filter in the form the request used", () => {
    expect(canonicalPath("/?liga:premier-league&utm_source=x")).toBe("/?liga:premier-league");
    expect(canonicalPath("/?utm_source=x&liga=superliga")).toBe("/?liga=superliga");
    expect(canonicalPath("/?fbclid=1&tag=klub%3Afc-kobenhavn&liga=superliga")).toBe(
      "/?tag=klub:fc-kobenhavn",
    );
    expect(canonicalPath("/?tag=transfer%20nyt")).toBe("/?tag=transfer%20nyt");
    expect(canonicalPath("/?tag=%20%20&liga=")).toBe("/");
  });

  it("gives the home page the same filter as the original address", () => {
    for (const search of [
      "?liga:premier-league",
      "?utm_source=x&liga:superliga&klub:fc-kobenhavn",
      "?a=1&transfer=rygter",
      "?tag=klub:brondby-if&liga=superliga&fbclid=2",
      "?position=angriber&liga=superliga",
      "?nationalitet=&x:y",
      "?tag=Fri%20tekst+med+plus",
      "?utm_source=nyhedsbrev",
      "?liga:premier-league=1",
    ]) {
      expect(tagFilterFromSearch(canonicalSearch("/", search)), search).toBe(tagFilterFromSearch(search));
    }
  });

  it("keeps the search query of /soeg trimmed as the search reads it", () => {
    expect(canonicalPath("/soeg?utm_source=x&q=%20m%C3%A5l%20")).toBe("/soeg?q=m%C3%A5l");
    expect(canonicalPath("/soeg?q=")).toBe("/soeg");
    const long = "a".repeat(250);
    const canonical = canonicalSearch("/soeg", `?q=${long}`);
    expect(readSearchQuery(new URLSearchParams(canonical))).toBe(
      readSearchQuery(new URLSearchParams(`q=${long}`)),
    );
    expect(canonical).toBe(`?q=${"a".repeat(200)}`);
  });

  it("keeps the club directory's country and search, and the advertorial category, in a fixed order", () => {
    expect(canonicalPath("/alle-klubber?q=fc&gclid=1&land=Danmark")).toBe("/alle-klubber?land=Danmark&q=fc");
    expect(canonicalPath("/alle-klubber?land=Danmark&q=fc")).toBe("/alle-klubber?land=Danmark&q=fc");
    expect(canonicalPath("/advertorial?kategori=guide&ref=x")).toBe("/advertorial?kategori=guide");
  });

  it("keeps the list the newsletter sign-up pre-selects (issue 24)", () => {
    expect(canonicalPath("/nyhedsbrev?utm_source=x&liste=klub:abc")).toBe("/nyhedsbrev?liste=klub:abc");
    expect(canonicalPath("/nyhedsbrev?fbclid=1")).toBe("/nyhedsbrev");
  });

  it("keeps React Router's data requests working: the page's parameters plus _routes", () => {
    expect(canonicalPath("/_root.data?utm_source=x")).toBe("/_root.data");
    expect(canonicalPath("/_root.data?liga:superliga&_routes=routes%2Fhome")).toBe(
      "/_root.data?liga:superliga&_routes=routes%2Fhome",
    );
    expect(canonicalPath("/soeg.data?fbclid=1&q=vm&_routes=root,routes/soeg")).toBe(
      "/soeg.data?q=vm&_routes=root%2Croutes%2Fsoeg",
    );
    expect(canonicalPath("/article/x.data?_routes=routes/article&a=1")).toBe(
      "/article/x.data?_routes=routes%2Farticle",
    );
    expect(canonicalPath("/article/x?_routes=routes/article")).toBe("/article/x");
    expect(canonicalPath("/__manifest?p=%2Fsoeg&version=abc123&x=1")).toBe(
      "/__manifest?p=%2Fsoeg&version=abc123",
    );
    // React Router 7.18's route discovery sends `paths`: without it the manifest answers 400 and
    // every client-side navigation to a not-yet-known route fails.
    expect(
      canonicalPath("/__manifest?paths=%2Fauth%2C%2Fauth%2Fto-faktor&version=cc02f23a&utm_source=x"),
    ).toBe("/__manifest?paths=%2Fauth%2C%2Fauth%2Fto-faktor&version=cc02f23a");
  });

  it("knows which page a data request belongs to", () => {
    expect(pagePathOf("/_root.data")).toEqual({ page: "/", dataRequest: true });
    expect(pagePathOf("/klubber/_.data")).toEqual({ page: "/klubber/", dataRequest: true });
    expect(pagePathOf("/article/x.data")).toEqual({ page: "/article/x", dataRequest: true });
    expect(pagePathOf("/rss.xml")).toEqual({ page: "/rss.xml", dataRequest: false });
  });
});
