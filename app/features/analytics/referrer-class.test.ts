import { describe, expect, it } from "vitest";
import { classifyReferrer } from "./referrer-class";

const OWN = "forsiden.dk";

describe("classifyReferrer", () => {
  it("counts a view without a referrer as direct and as an entry (typed address, bookmark, app)", () => {
    expect(classifyReferrer(undefined, OWN)).toEqual({ referrerClass: "direct", entry: true });
    expect(classifyReferrer("", OWN)).toEqual({ referrerClass: "direct", entry: true });
  });

  it("counts a click from our own pages as direct but not as an entry", () => {
    expect(classifyReferrer("https://forsiden.dk/article/fck-vinder", OWN)).toEqual({
      referrerClass: "direct",
      entry: false,
    });
    expect(classifyReferrer("https://www.forsiden.dk/", OWN)).toEqual({
      referrerClass: "direct",
      entry: false,
    });
    expect(classifyReferrer("http://127.0.0.1:3100/klubber", ["127.0.0.1:3100"])).toEqual({
      referrerClass: "direct",
      entry: false,
    });
  });

  it.each([
    "https://www.google.com/",
    "https://www.google.dk/search?q=fck",
    "https://news.google.co.uk/",
    "https://www.bing.com/search?q=brondby",
    "https://duckduckgo.com/",
    "https://search.yahoo.com/search?p=agf",
    "https://www.ecosia.org/search?q=superliga",
    "https://yandex.ru/search/",
    "https://www.baidu.com/s?wd=football",
    "android-app://com.google.android.googlequicksearchbox/",
  ])("classifies %s as a search engine entry", (referer) => {
    expect(classifyReferrer(referer, OWN)).toEqual({ referrerClass: "search", entry: true });
  });

  it.each([
    "https://www.facebook.com/",
    "https://m.facebook.com/story.php",
    "https://l.instagram.com/",
    "https://x.com/forsiden",
    "https://twitter.com/",
    "https://t.co/abc123",
    "https://www.linkedin.com/feed/",
    "https://www.tiktok.com/@forsiden",
    "https://old.reddit.com/r/soccer",
    "https://www.youtube.com/watch?v=1",
    "https://www.threads.net/@forsiden",
    "https://bsky.app/profile/forsiden.dk",
  ])("classifies %s as a social network entry", (referer) => {
    expect(classifyReferrer(referer, OWN)).toEqual({ referrerClass: "social", entry: true });
  });

  it("classifies any other site as 'other', an entry", () => {
    expect(classifyReferrer("https://www.bold.dk/fodbold/", OWN)).toEqual({
      referrerClass: "other",
      entry: true,
    });
    // Look-alikes are not the networks themselves.
    expect(classifyReferrer("https://notx.com/", OWN)).toEqual({ referrerClass: "other", entry: true });
    expect(classifyReferrer("https://fakefacebook.com/", OWN)).toEqual({
      referrerClass: "other",
      entry: true,
    });
  });

  it("treats an unparsable referrer like none", () => {
    expect(classifyReferrer("not a url", OWN)).toEqual({ referrerClass: "direct", entry: true });
  });
});
