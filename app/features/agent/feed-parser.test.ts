import { describe, expect, it } from "vitest";
import { FeedParseError, parseFeed } from "./feed-parser";

describe("agent feed parser", () => {
  it("reads RSS 2.0 items: link (or permalink guid), title, pubDate", () => {
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>K</title>
      <item><title><![CDATA[Første & bedste]]></title><link>https://kilde.dk/a?utm_source=x</link><pubDate>Mon, 02 Mar 2026 10:00:00 GMT</pubDate></item>
      <item><title>Guid</title><guid isPermaLink="true">https://kilde.dk/b</guid></item>
      <item><title>Ingen link</title><guid isPermaLink="false">abc</guid></item>
      <item><title>Relativ</title><link>/c</link></item>
      <item><title>Forkert</title><link>javascript:alert(1)</link></item>
    </channel></rss>`;
    expect(parseFeed(xml, "https://kilde.dk/feed.xml")).toEqual([
      {
        link: "https://kilde.dk/a?utm_source=x",
        title: "Første & bedste",
        publishedAt: new Date("2026-03-02T10:00:00Z"),
      },
      { link: "https://kilde.dk/b", title: "Guid", publishedAt: null },
      { link: "https://kilde.dk/c", title: "Relativ", publishedAt: null },
    ]);
  });

  it("reads Atom entries (alternate link) and RSS 1.0", () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title>
      <entry><title type="html">Atom-nyhed</title><link rel="self" href="https://a.dk/self"/><link rel="alternate" href="https://a.dk/nyhed"/><published>2026-03-01T08:00:00Z</published></entry>
      <entry><title>Kun href</title><link href="https://a.dk/to"/><updated>2026-03-01T09:00:00Z</updated></entry>
    </feed>`;
    expect(parseFeed(atom, "https://a.dk/atom")).toEqual([
      { link: "https://a.dk/nyhed", title: "Atom-nyhed", publishedAt: new Date("2026-03-01T08:00:00Z") },
      { link: "https://a.dk/to", title: "Kun href", publishedAt: new Date("2026-03-01T09:00:00Z") },
    ]);
    const rdf = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel><title>R</title></channel><item><title>RDF</title><link>https://r.dk/1</link><dc:date>2026-03-01T07:00:00Z</dc:date></item></rdf:RDF>`;
    expect(parseFeed(rdf, "https://r.dk/")).toEqual([
      { link: "https://r.dk/1", title: "RDF", publishedAt: new Date("2026-03-01T07:00:00Z") },
    ]);
  });

  it("refuses what is not a feed", () => {
    expect(() => parseFeed("<html><body>hej</body></html>", "https://x.dk")).toThrow(FeedParseError);
    expect(() => parseFeed("<html><body>hej</body></html>", "https://x.dk")).toThrow(
      "Feedet er hverken RSS eller Atom",
    );
  });
});
