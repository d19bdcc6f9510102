import { describe, expect, it } from "vitest";
import type { EmbedCardData } from "~/lib/embed-providers";
import {
  articleJsonLd,
  iso,
  isoDuration,
  type JsonLdArticle,
  jsonLdVideos,
  videoObjectJsonLd,
} from "./article-json-ld";
import {
  ARTICLE_JSON_LD_ITEMS,
  articleJsonLdCount,
  articleMeta,
  articleNotFoundMeta,
  articleStructuredData,
} from "./article-meta";

const site = { siteName: "Forsiden", siteDescription: "Fodboldnyheder", publicUrl: "https://forsiden.dk" };
const article: JsonLdArticle & { tags: string[] } = {
  id: "7d4f9a52-0000-4000-8000-000000000001",
  slug: "fck-vinder-derbyet",
  title: "FCK vinder derbyet",
  excerpt: "Sejr i Parken.",
  imageUrl: "/uploads/derby.jpg",
  category: "Nyheder",
  author: "Mads Jensen",
  isAgentGenerated: false,
  publishedAt: new Date("2026-03-01T12:00:00.000Z"),
  updatedAt: new Date("2026-03-01T13:30:00.000Z"),
  tags: ["klub:fc-kobenhavn", "liga:3f-superliga", "derby"],
};

describe("iso", () => {
  it("turns a Date into ISO 8601, keeps a serialized string and leaves out a missing date", () => {
    expect(iso(new Date("2026-03-01T12:00:00Z"))).toBe("2026-03-01T12:00:00.000Z");
    expect(iso("2026-03-01T12:00:00.000Z")).toBe("2026-03-01T12:00:00.000Z");
    expect(iso(null)).toBeUndefined();
    expect(iso(undefined)).toBeUndefined();
  });
});

describe("article page JSON-LD", () => {
  /** The NewsArticle of a variant of the article, without keywords. */
  const news = (input: Partial<typeof article>) =>
    articleJsonLd(site, { ...article, ...input }, [])[0] as Record<string, unknown>;

  it("describes a NewsArticle by a Person, with absolute image, dates, section and keywords", () => {
    const [ld] = articleJsonLd(site, article, ["FC København", "derby"]);
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "FCK vinder derbyet",
      description: "Sejr i Parken.",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://forsiden.dk/article/fck-vinder-derbyet" },
      url: "https://forsiden.dk/article/fck-vinder-derbyet",
      image: ["https://forsiden.dk/uploads/derby.jpg"],
      datePublished: "2026-03-01T12:00:00.000Z",
      dateModified: "2026-03-01T13:30:00.000Z",
      articleSection: "Nyheder",
      keywords: "FC København, derby",
      inLanguage: "da-DK",
      author: { "@type": "Person", name: "Mads Jensen" },
      publisher: {
        "@type": "Organization",
        name: "Forsiden",
        url: "https://forsiden.dk/",
        logo: { "@type": "ImageObject", url: "https://forsiden.dk/favicon.svg" },
      },
    });
  });

  it("credits an agent's article to an Organization, and the site when there is no author", () => {
    expect(news({ isAgentGenerated: true }).author).toEqual({
      "@type": "Organization",
      name: "Mads Jensen",
    });
    expect(news({ author: null }).author).toEqual({
      "@type": "Organization",
      name: "Forsiden",
    });
  });

  it("leaves out the image and keywords it does not have; modified falls back to published", () => {
    const bare = news({ imageUrl: null, updatedAt: null });
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("keywords");
    expect(bare.dateModified).toBe("2026-03-01T12:00:00.000Z");
  });

  it("addresses an article without a slug by its id", () => {
    expect(news({ slug: "" }).url).toBe("https://forsiden.dk/article/7d4f9a52-0000-4000-8000-000000000001");
  });

  it("has the breadcrumb Forsiden › {category} › {title}", () => {
    const [, crumbs] = articleJsonLd(site, article, []) as [unknown, { itemListElement: unknown[] }];
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Forsiden", item: "https://forsiden.dk/" },
      { "@type": "ListItem", position: 2, name: "Nyheder" },
      {
        "@type": "ListItem",
        position: 3,
        name: "FCK vinder derbyet",
        item: "https://forsiden.dk/article/fck-vinder-derbyet",
      },
    ]);
  });
});

describe("article page meta", () => {
  const names = { "klub:fc-kobenhavn": "FC København", "liga:3f-superliga": "3F Superliga" };
  const find = (tags: ReturnType<typeof articleMeta>, key: string) =>
    tags.filter((t) => "property" in t && t.property === key).map((t) => ("content" in t ? t.content : null));

  it("has the article's title, Open Graph times, section and one article:tag per tag", () => {
    const tags = articleMeta(site, article, names, false);
    expect(tags).toContainEqual({ title: "FCK vinder derbyet | Forsiden" });
    expect(find(tags, "article:published_time")).toEqual(["2026-03-01T12:00:00.000Z"]);
    expect(find(tags, "article:modified_time")).toEqual(["2026-03-01T13:30:00.000Z"]);
    expect(find(tags, "article:section")).toEqual(["Nyheder"]);
    expect(find(tags, "article:tag")).toEqual(["FC København", "3F Superliga", "derby"]);
    expect(tags).toContainEqual({ name: "robots", content: "index, follow, max-image-preview:large" });
  });

  it("a staff preview is noindex", () => {
    expect(articleMeta(site, article, names, true)).toContainEqual({
      name: "robots",
      content: "noindex, follow",
    });
  });

  it("the not-found page is 'Artikel ikke fundet' and noindex", () => {
    const tags = articleNotFoundMeta(site, "findes-ikke");
    expect(tags).toContainEqual({ title: "Artikel ikke fundet | Forsiden" });
    expect(tags).toContainEqual({
      name: "description",
      content: "Den artikel du leder efter eksisterer ikke.",
    });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});

describe("VideoObject JSON-LD for the body's video embeds (issue 27)", () => {
  const card = (over: Partial<EmbedCardData>): EmbedCardData => ({
    url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    provider: "youtube",
    kind: "video",
    title: "Alle mål fra derbyet",
    authorName: "FC København",
    authorUrl: null,
    text: null,
    thumbnail: { url: "/storage/media/derby-thumb.jpg", width: 1280, height: 720, variants: [] },
    playerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    aspectRatio: 16 / 9,
    durationSeconds: 95,
    ...over,
  });

  it("describes a video with its name, author, our absolute thumbnail, the player and the duration, no uploadDate", () => {
    const [video] = jsonLdVideos([card({})]);
    expect(videoObjectJsonLd(site, video)).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Alle mål fra derbyet",
      description: "Alle mål fra derbyet – video af FC København på YouTube",
      thumbnailUrl: "https://forsiden.dk/storage/media/derby-thumb.jpg",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      duration: "PT1M35S",
    });
  });

  it("names an untitled video by its provider and leaves out what it does not know", () => {
    const [video] = jsonLdVideos([
      card({
        provider: "vimeo",
        title: null,
        authorName: null,
        thumbnail: null,
        durationSeconds: null,
        playerUrl: "https://player.vimeo.com/video/123456789?dnt=1",
      }),
    ]);
    expect(videoObjectJsonLd(site, video)).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Vimeo-video",
      description: "Vimeo-video – video på Vimeo",
      embedUrl: "https://player.vimeo.com/video/123456789?dnt=1",
    });
  });

  it("takes only videos with a player, in the body's order: posts, audio and link-only cards have none", () => {
    const videos = jsonLdVideos([
      card({ title: "Første" }),
      card({ kind: "post", provider: "x", title: null }),
      card({ kind: "audio", provider: "spotify", title: "Podcast" }),
      card({ title: "Uden afspiller", playerUrl: null }),
      card({
        title: "Anden",
        provider: "tiktok",
        playerUrl: "https://www.tiktok.com/embed/v2/7370000000000000000",
      }),
    ]);
    expect(videos.map((v) => v.title)).toEqual(["Første", "Anden"]);
  });

  it("writes durations in ISO 8601", () => {
    expect(isoDuration(95)).toBe("PT1M35S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(3725)).toBe("PT1H2M5S");
    expect(isoDuration(0)).toBe("PT0S");
  });

  it("appends one VideoObject per video to the article's items, and the count says so", () => {
    const videos = jsonLdVideos([card({}), card({ title: "Anden" })]);
    const items = articleStructuredData(site, article, {}, videos);
    expect(items.map((item) => item["@type"])).toEqual([
      "NewsArticle",
      "BreadcrumbList",
      "VideoObject",
      "VideoObject",
    ]);
    expect(articleJsonLdCount(videos.length)).toBe(items.length);
    expect(articleJsonLdCount(0)).toBe(ARTICLE_JSON_LD_ITEMS);
    expect(articleStructuredData(site, article, {})).toHaveLength(ARTICLE_JSON_LD_ITEMS);
  });
});
