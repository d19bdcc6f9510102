import { describe, expect, it } from "vitest";
import { matchEmbedUrl } from "~/lib/embed-providers";
import { embedBackoffMs, embedLinesInBody } from "./embeds.server";
import { blueskyAtUri, OEmbedError, plainText, postTextFromHtml, readOEmbed } from "./oembed.server";

const match = (url: string) => {
  const m = matchEmbedUrl(url);
  if (!m) throw new Error(url);
  return m;
};

describe("reading an oEmbed answer (issue 27)", () => {
  it("keeps a post's own words from the blockquote, as plain text, without the byline or a link-only credit", () => {
    expect(
      postTextFromHtml(
        '<blockquote class="twitter-tweet"><p lang="da">Mål &amp; jubel i <b>Parken</b> 🎉<br>Se mere: <a href="https://t.co/x">pic.twitter.com/x</a></p>&mdash; FCK (@FCKobenhavn) <a href="https://twitter.com/x">7. marts</a></blockquote><script src="https://platform.twitter.com/widgets.js"></script>',
      ),
    ).toBe("Mål & jubel i Parken 🎉 Se mere: pic.twitter.com/x");
    expect(
      postTextFromHtml(
        '<blockquote class="instagram-media"><p><a href="https://www.instagram.com/p/x/">Et opslag delt af Brøndby IF (@brondbyif)</a></p></blockquote>',
      ),
    ).toBeNull();
    expect(postTextFromHtml('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBeNull();
  });

  it("cuts a long post at 600 characters with an ellipsis", () => {
    const text = postTextFromHtml(`<blockquote><p>${"ord ".repeat(400)}</p></blockquote>`);
    expect(Array.from(text ?? "")).toHaveLength(600);
    expect(text?.endsWith("…")).toBe(true);
  });

  it("plain text drops tags and scripts with their content, decodes entities and collapses whitespace", () => {
    expect(plainText('<i>Brøndby</i>\n  &ndash;  <script>alert("x")</script>FCK &lt;3', 100)).toBe(
      "Brøndby – FCK <3",
    );
    expect(plainText("   ", 100)).toBeNull();
  });

  it("reads Bluesky's AT URI only when it is one", () => {
    expect(
      blueskyAtUri(
        '<blockquote class="bluesky-embed" data-bluesky-uri="at://did:plc:abc234/app.bsky.feed.post/3kabc"><p>Hej</p></blockquote>',
      ),
    ).toBe("at://did:plc:abc234/app.bsky.feed.post/3kabc");
    expect(blueskyAtUri('<blockquote data-bluesky-uri="javascript:alert(1)"></blockquote>')).toBeNull();
  });

  it("takes the aspect ratio from numeric width and height, else the provider's, and bounds it", () => {
    const youtube = match("https://youtu.be/Zq3Xk9mNd2E");
    expect(readOEmbed(youtube, { type: "video", width: 640, height: "360" }).aspectRatio).toBeCloseTo(16 / 9);
    expect(readOEmbed(youtube, { type: "video", width: "100%", height: 152 }).aspectRatio).toBeCloseTo(
      16 / 9,
    );
    expect(readOEmbed(youtube, { type: "video", width: 5000, height: 10 }).aspectRatio).toBe(4);
    const spotify = match("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC");
    expect(readOEmbed(spotify, { type: "rich", width: "100%", height: 152 }).aspectRatio).toBeCloseTo(16 / 5);
  });

  it("never keeps a javascript: link or a non-http thumbnail, and builds the player from the URL, not the answer", () => {
    const data = readOEmbed(match("https://vimeo.com/521234567"), {
      type: "video",
      author_url: "javascript:alert(1)",
      thumbnail_url: "file:///etc/passwd",
      html: '<iframe src="https://evil.example/player"></iframe>',
      duration: 187.4,
    });
    expect(data).toMatchObject({
      authorUrl: null,
      thumbnailUrl: null,
      playerUrl: "https://player.vimeo.com/video/521234567?dnt=1",
      durationSeconds: 187,
    });
  });

  it("refuses an answer without a type (not oEmbed)", () => {
    expect(() => readOEmbed(match("https://vimeo.com/521234567"), { title: "x" })).toThrow(OEmbedError);
    expect(() => readOEmbed(match("https://vimeo.com/521234567"), "html")).toThrow(
      "Tjenestens oEmbed-svar kunne ikke læses.",
    );
  });
});

describe("embed lines and backoff", () => {
  it("a block that is one line holding only an embeddable URL, CRLF bodies too", () => {
    const body =
      "Intro.\r\n\r\nhttps://vimeo.com/521234567\r\n\r\nhttps://vimeo.com/521234568\nmed tekst under";
    expect(embedLinesInBody(body).map((m) => m.url)).toEqual(["https://vimeo.com/521234567"]);
  });

  it("a fact box's fence lines stand apart from an embed line right beside them", () => {
    const body = ":::faktaboks Se også\nhttps://vimeo.com/521234569\n:::\nSlut.";
    expect(embedLinesInBody(body).map((m) => m.url)).toEqual(["https://vimeo.com/521234569"]);
  });

  it("answers a link asked again from memory, frozen, and each link with its own answer", () => {
    const first = matchEmbedUrl("https://vimeo.com/521234567");
    expect(matchEmbedUrl("https://vimeo.com/521234567")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(matchEmbedUrl("https://vimeo.com/521234568")?.itemId).toBe("521234568");
    expect(matchEmbedUrl(" https://vimeo.com/521234567 ")?.url).toBe("https://vimeo.com/521234567");
    // Far more links than it keeps: the oldest answers go, every answer stays right.
    for (let i = 0; i < 600; i++)
      expect(matchEmbedUrl(`https://vimeo.com/${1_000_000 + i}`)?.itemId).toBe(`${1_000_000 + i}`);
    expect(matchEmbedUrl("https://vimeo.com/521234567")).toEqual(first);
    expect(matchEmbedUrl("https://evil.example/521234567")).toBeNull();
  });

  it("backs off 1, 2, 4 … hours after failures in a row, at most a week", () => {
    expect([1, 2, 3, 4].map((n) => embedBackoffMs(n) / 3_600_000)).toEqual([1, 2, 4, 8]);
    expect(embedBackoffMs(20)).toBe(7 * 24 * 3_600_000);
  });
});
