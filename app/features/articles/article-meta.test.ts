import { describe, expect, it } from "vitest";
import type { JsonLdArticle } from "./article-json-ld";
import { articleMeta } from "./article-meta";

const site = { siteName: "Forsiden", siteDescription: "Fodboldnyheder", publicUrl: "https://forsiden.dk" };
const article: JsonLdArticle & {
  tags: string[];
  shareImage: { url: string; width?: number; height?: number } | null;
} = {
  id: "7d4f9a52-0000-4000-8000-000000000002",
  slug: "brondby-henter-angriber",
  title: "Brøndby henter angriber",
  excerpt: "Underskrev i aftes.",
  imageUrl: "/storage/article-images/angriber.jpg",
  category: "Transfers",
  author: "Mads Jensen",
  isAgentGenerated: false,
  publishedAt: new Date("2026-03-01T12:00:00.000Z"),
  updatedAt: null,
  tags: [],
  // What article-page.server.ts chose: the Open Graph crop's JPEG with its size.
  shareImage: { url: "/storage/article-images/angriber-og-1200w.jpg", width: 1200, height: 628 },
};

const shareTags = (tags: ReturnType<typeof articleMeta>) =>
  tags.filter(
    (t) =>
      ("property" in t && String(t.property).startsWith("og:image")) ||
      ("name" in t && t.name === "twitter:image"),
  );

describe("the article's share picture (issue 27)", () => {
  it("is the Open Graph crop's JPEG, absolute, with its width and height", () => {
    expect(shareTags(articleMeta(site, article, {}, false))).toEqual([
      { property: "og:image", content: "https://forsiden.dk/storage/article-images/angriber-og-1200w.jpg" },
      { name: "twitter:image", content: "https://forsiden.dk/storage/article-images/angriber-og-1200w.jpg" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "628" },
    ]);
  });

  it("is the picture as uploaded when it has no Open Graph crop, and absent without a picture", () => {
    const plain = { ...article, shareImage: { url: "/storage/article-images/angriber.jpg" } };
    expect(shareTags(articleMeta(site, plain, {}, false))).toEqual([
      { property: "og:image", content: "https://forsiden.dk/storage/article-images/angriber.jpg" },
      { name: "twitter:image", content: "https://forsiden.dk/storage/article-images/angriber.jpg" },
    ]);
    expect(shareTags(articleMeta(site, { ...article, imageUrl: null, shareImage: null }, {}, false))).toEqual(
      [],
    );
  });
});
