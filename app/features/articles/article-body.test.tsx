import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EmbedCardData } from "~/lib/embed-providers";
import { ArticleBody } from "./article-body";
import type { BodyImage, BodyMedia } from "./body-media";

const render = (content: string) =>
  renderToStaticMarkup(<ArticleBody content={content} renderAd={(slot) => <i data-ad={slot} />} />);

describe("ArticleBody renders React elements, never raw HTML", () => {
  it("escapes script tags and event handlers", () => {
    const html = render("<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("renders line breaks, bold, italic and safe links with rel noopener nofollow", () => {
    const html = render("Linje **et**\n*Linje* [to](https://example.com/a)\n\n[ond](javascript:alert)");
    expect(html).toContain("<p>Linje <strong>et</strong><br/><em>Linje</em> ");
    expect(html).toContain('href="https://example.com/a"');
    expect(html).toContain('rel="noopener nofollow"');
    expect(html).not.toContain("javascript:");
    expect(html).toContain("<p>ond</p>");
  });

  it("shows 'Ingen artikelindhold tilgængeligt.' for empty content, after the first ad slot", () => {
    const html = render("");
    expect(html).toContain("Ingen artikelindhold tilgængeligt.");
    expect(html.match(/data-ad=/g)).toHaveLength(1);
  });

  it("places the three ad slots in a long body", () => {
    const html = render(Array.from({ length: 8 }, (_, i) => `Afsnit ${i + 1}`).join("\n\n"));
    expect(html.match(/data-ad="\d"/g)).toEqual(['data-ad="1"', 'data-ad="2"', 'data-ad="3"']);
    expect(html.indexOf('data-ad="2"')).toBeGreaterThan(html.indexOf("Afsnit 3"));
    expect(html.indexOf('data-ad="2"')).toBeLessThan(html.indexOf("Afsnit 4"));
  });
});

// Issue 27: pictures, fact boxes and embeds in the body.
const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const X_POST = "https://x.com/FCKobenhavn/status/1790000000000000000";

const youtubeCard: EmbedCardData = {
  url: YOUTUBE,
  provider: "youtube",
  kind: "video",
  title: "Alle mål fra derbyet",
  authorName: "FC København",
  authorUrl: "https://www.youtube.com/@fckobenhavn",
  text: null,
  thumbnail: {
    url: "/storage/media/derby-thumb.jpg",
    width: 1280,
    height: 720,
    variants: [
      { width: 480, height: 270, format: "webp", url: "/storage/media/derby-thumb-480.webp" },
      { width: 800, height: 450, format: "webp", url: "/storage/media/derby-thumb-800.webp" },
    ],
  },
  playerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  aspectRatio: 16 / 9,
  durationSeconds: 95,
};

const xCard: EmbedCardData = {
  url: X_POST,
  provider: "x",
  kind: "post",
  title: null,
  authorName: "F.C. København",
  authorUrl: "https://x.com/FCKobenhavn",
  text: "Sejr i derbyet! <script>alert(1)</script>",
  thumbnail: null,
  playerUrl: "https://platform.twitter.com/embed/Tweet.html?id=1790000000000000000&dnt=true",
  aspectRatio: 550 / 560,
  durationSeconds: null,
};

const jubel: BodyImage = {
  url: "/storage/media/jubel.jpg",
  width: 1200,
  height: 800,
  variants: [
    { width: 480, height: 320, format: "webp", url: "/storage/media/jubel-480.webp" },
    { width: 800, height: 533, format: "webp", url: "/storage/media/jubel-800.webp" },
  ],
  alt: "Spillerne jubler foran Sydsiden",
  credit: "Lars Poulsen",
  focal: null,
};

const renderWith = (content: string, media?: BodyMedia) =>
  renderToStaticMarkup(
    <ArticleBody content={content} renderAd={(slot) => <i data-ad={slot} />} media={media} />,
  );
const media = (part: Partial<BodyMedia>): BodyMedia => ({ embeds: {}, images: {}, ...part });

describe("ArticleBody: inline pictures (issue 27)", () => {
  it("renders a library picture as figure with its responsive variants, proportions and 'Foto: {credit}'", () => {
    const html = renderWith(
      '![Jubel efter 2-1](/storage/media/jubel.jpg "Ritzau Scanpix")',
      media({ images: { [jubel.url]: jubel } }),
    );
    for (const part of [
      "<figure",
      'srcSet="/storage/media/jubel-480.webp 480w, /storage/media/jubel-800.webp 800w"',
      "aspect-ratio:1.5",
      'alt="Jubel efter 2-1"',
      'width="1200" height="800"',
      '<figcaption class="mt-2 text-xs text-muted-foreground">Foto: Ritzau Scanpix</figcaption>',
    ]) {
      expect(html).toContain(part);
    }
  });

  it("takes the library's alt text and credit when the markdown has none", () => {
    const html = renderWith("![](/storage/media/jubel.jpg)", media({ images: { [jubel.url]: jubel } }));
    expect(html).toContain('alt="Spillerne jubler foran Sydsiden"');
    expect(html).toContain(">Foto: Lars Poulsen</figcaption>");
  });

  it("renders a picture without data (the editor's preview) as a plain img in a reserved 16:9 box, no caption without credit", () => {
    const html = renderWith("![Tribunen](/storage/media/tribune.jpg)");
    expect(html).toContain(
      '<div class="aspect-video overflow-hidden rounded-lg bg-muted"><img src="/storage/media/tribune.jpg" alt="Tribunen" loading="lazy"',
    );
    expect(html).not.toContain("<picture");
    expect(html).not.toContain("<figcaption");
  });
});

describe("ArticleBody: fact boxes (issue 27)", () => {
  it("renders an aside labelled by its heading, with the title and the inner blocks", () => {
    const html = renderWith(":::faktaboks Kampens tal\n## Skud\n- FCK: 14\n- Brøndby: 9\n:::");
    const aside = /<aside aria-labelledby="([^"]+)" data-factbox="true" class="[^"]*">/.exec(html);
    expect(aside).not.toBeNull();
    expect(html).toContain(
      `<h2 id="${aside?.[1]}" class="font-display text-lg font-black uppercase tracking-wide">Kampens tal</h2>`,
    );
    expect(html).toContain(">Skud</h3>");
    expect(html).toContain("<li>FCK: 14</li><li>Brøndby: 9</li>");
  });

  it("is headed 'Fakta' without a title", () => {
    expect(renderWith(":::faktaboks\nTre point.\n:::")).toMatch(/<h2 id="[^"]+" class="[^"]*">Fakta<\/h2>/);
  });
});

describe("ArticleBody: embeds (issue 27)", () => {
  it("renders a video's card: provider data attributes, reserved ratio, our thumbnail and 'Vis indhold fra YouTube'", () => {
    const html = renderWith(YOUTUBE, media({ embeds: { [YOUTUBE]: youtubeCard } }));
    expect(html).toContain(
      '<figure data-embed="true" data-embed-provider="youtube" data-embed-player="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-embed-title="Alle mål fra derbyet"',
    );
    expect(html).toMatch(/<div data-embed-frame="true" class="[^"]*" style="aspect-ratio:1.7778">/);
    expect(html).toContain(
      'srcSet="/storage/media/derby-thumb-480.webp 480w, /storage/media/derby-thumb-800.webp 800w"',
    );
    expect(html).toMatch(
      /<button type="button" data-embed-load="true" class="[^"]*">Vis indhold fra YouTube<\/button>/,
    );
    expect(html).toContain(
      `FC København · <a href="${YOUTUBE.replace("&", "&amp;")}" target="_blank" rel="noopener nofollow" class="font-medium text-primary underline underline-offset-2">Se på YouTube</a>`,
    );
    // Nothing of the provider's before a click: no iframe, no script, no image from YouTube.
    expect(html).not.toContain("<iframe");
    expect(html).not.toMatch(/src="https:\/\/[^"]*youtube/);
  });

  it("shows a social post without a picture as a text card, escaped, narrowed to the player's shape", () => {
    const html = renderWith(X_POST, media({ embeds: { [X_POST]: xCard } }));
    expect(html).toContain('data-embed-provider="x"');
    expect(html).toContain('data-embed-title="X-opslag af F.C. København"');
    expect(html).toContain("Sejr i derbyet! &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain(">Vis indhold fra X</button>");
    expect(html).toContain(">Se på X</a>");
    // 550:560 is taller than wide: kept to 640 px high.
    expect(html).toContain("max-width:629px");
  });

  it("has no button and no player attribute when the card has no player, only the link out", () => {
    const html = renderWith(X_POST, media({ embeds: { [X_POST]: { ...xCard, playerUrl: null } } }));
    expect(html).not.toContain("data-embed-player");
    expect(html).not.toContain("data-embed-load");
    expect(html).toContain(">Se på X</a>");
  });

  it("keeps a line without card data a plain link paragraph (never fetched, the editor's preview, the live desk)", () => {
    for (const html of [renderWith(YOUTUBE), renderWith(YOUTUBE, media({ embeds: { [X_POST]: xCard } }))]) {
      expect(html).toContain(
        `<p><a href="${YOUTUBE.replace("&", "&amp;")}" target="_blank" rel="noopener nofollow" class="font-medium text-primary underline underline-offset-2 break-all">${YOUTUBE.replace("&", "&amp;")}</a></p>`,
      );
      expect(html).not.toContain("data-embed");
    }
  });

  it("counts a card as one block for the ad slots", () => {
    const html = renderWith(
      `Et.\n\nTo.\n\n${YOUTUBE}\n\nFire.`,
      media({ embeds: { [YOUTUBE]: youtubeCard } }),
    );
    expect(html.indexOf('data-ad="2"')).toBeGreaterThan(html.indexOf("Vis indhold fra YouTube"));
    expect(html.indexOf('data-ad="2"')).toBeLessThan(html.indexOf("Fire."));
  });
});

describe("the body's new blocks never inject HTML", () => {
  it("has no dangerouslySetInnerHTML in the body's components", () => {
    for (const file of ["article-body.tsx", "body-embed-card.tsx"]) {
      expect(readFileSync(path.join(import.meta.dirname, file), "utf8")).not.toContain(
        "dangerouslySetInnerHTML",
      );
    }
  });
});
