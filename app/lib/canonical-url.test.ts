import { describe, expect, it } from "vitest";
import { tagFilterFromSearch } from "~/features/articles/home-filter";
import { readSearchQuery } from "~/features/articles/search-query";
import { canonicalPath, canonicalSearch, pagePathOf } from "./canonical-url";

describe("canonical addresses (the page cache key and the canonical link)", () => {
  it.each<[rule: string, cases: [path: string, canonical: string][]]>([
    [
      "drops tracking and unknown parameters, so they map to the page without them",
      [
        ["/?utm_source=x&utm_medium=y", "/"],
        ["/?fbclid=abc", "/"],
        ["/?gclid=1&a=1", "/"],
        ["/?anything", "/"],
        ["/article/min-artikel?utm_campaign=nyhedsbrev", "/article/min-artikel"],
        ["/rss.xml?x=1", "/rss.xml"],
        ["/findes-ikke?x=1", "/findes-ikke"],
        ["/klubber/fc-kobenhavn?side=2#nyheder", "/klubber/fc-kobenhavn"],
      ],
    ],
    [
      "keeps the home page's filter in the form the request used",
      [
        ["/?liga:premier-league&utm_source=x", "/?liga:premier-league"],
        ["/?utm_source=x&liga=superliga", "/?liga=superliga"],
        ["/?fbclid=1&tag=klub%3Afc-kobenhavn&liga=superliga", "/?tag=klub:fc-kobenhavn"],
        ["/?tag=transfer%20nyt", "/?tag=transfer%20nyt"],
        ["/?tag=%20%20&liga=", "/"],
      ],
    ],
    [
      "keeps the club directory's country and search, and the advertorial category, in a fixed order",
      [
        ["/alle-klubber?q=fc&gclid=1&land=Danmark", "/alle-klubber?land=Danmark&q=fc"],
        ["/alle-klubber?land=Danmark&q=fc", "/alle-klubber?land=Danmark&q=fc"],
        ["/advertorial?kategori=guide&ref=x", "/advertorial?kategori=guide"],
      ],
    ],
    [
      "keeps the list the newsletter sign-up pre-selects (issue 24)",
      [
        ["/nyhedsbrev?utm_source=x&liste=klub:abc", "/nyhedsbrev?liste=klub:abc"],
        ["/nyhedsbrev?fbclid=1", "/nyhedsbrev"],
      ],
    ],
    [
      "keeps React Router's data requests working: the page's parameters plus _routes",
      [
        ["/_root.data?utm_source=x", "/_root.data"],
        [
          "/_root.data?liga:superliga&_routes=routes%2Fhome",
          "/_root.data?liga:superliga&_routes=routes%2Fhome",
        ],
        ["/soeg.data?fbclid=1&q=vm&_routes=root,routes/soeg", "/soeg.data?q=vm&_routes=root%2Croutes%2Fsoeg"],
        ["/article/x.data?_routes=routes/article&a=1", "/article/x.data?_routes=routes%2Farticle"],
        ["/article/x?_routes=routes/article", "/article/x"],
        ["/__manifest?p=%2Fsoeg&version=abc123&x=1", "/__manifest?p=%2Fsoeg&version=abc123"],
        // React Router 7.18's route discovery sends `paths`: without it the manifest answers 400 and
        // every client-side navigation to a not-yet-known route fails.
        [
          "/__manifest?paths=%2Fauth%2C%2Fauth%2Fto-faktor&version=cc02f23a&utm_source=x",
          "/__manifest?paths=%2Fauth%2C%2Fauth%2Fto-faktor&version=cc02f23a",
        ],
      ],
    ],
  ])("%s", (_rule, cases) => {
    for (const [path, canonical] of cases) {
      expect(canonicalPath(path), path).toBe(canonical);
    }
  });

  it("keeps an author page's ?side and nothing else (issue 14)", () => {
    expect(canonicalPath("/forfatter/mads-kjaer?utm_source=x&side=2")).toBe("/forfatter/mads-kjaer?side=2");
    expect(canonicalPath("/forfatter/mads-kjaer?fbclid=1")).toBe("/forfatter/mads-kjaer");
    expect(canonicalSearch("/forfatter/mads-kjaer.data", "?side=3&_routes=x&q=1")).toBe("?side=3&_routes=x");
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

  it("knows which page a data request belongs to", () => {
    for (const [pathname, expected] of [
      ["/_root.data", { page: "/", dataRequest: true }],
      ["/klubber/_.data", { page: "/klubber/", dataRequest: true }],
      ["/article/x.data", { page: "/article/x", dataRequest: true }],
      ["/rss.xml", { page: "/rss.xml", dataRequest: false }],
    ] as const) {
      expect(pagePathOf(pathname), pathname).toEqual(expected);
    }
  });
});
