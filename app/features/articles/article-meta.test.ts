import { describe, expect, it } from "vitest";
import type { MediaVariant } from "~/lib/media-variant";
import type { JsonLdArticle } from "./article-json-ld";
import { articleMeta } from "./article-meta";

const site = { siteName: "Forsiden", siteDescription: "Fodboldnyheder", publicUrl: "https://forsiden.dk" };
const article: JsonLdArticle & { tags: string[]; imageVariants: MediaVariant[] | null } = {
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
  imageVariants: [
    { width: 1200, height: 675, format: "webp", url: "/storage/article-images/angriber-1200w.webp" },
    {
      width: 1200,
      height: 628,
      format: "webp",
      crop: "og",
      url: "/storage/article-images/angriber-og-1200w.webp",
    },
    {
      width: 1200,
      height: 628,
      format: "jpeg",
      crop: "og",
      url: "/storage/article-images/angriber-og-1200w.jpg",
    },
  ],
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
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "628" },
      { name: "twitter:image", content: "https://forsiden.dk/storage/article-images/angriber-og-1200w.jpg" },
    ]);
  });

  it("is the picture as uploaded when it has no Open Graph crop, and absent without a picture", () => {
    const plain = { ...article, imageVariants: article.imageVariants?.filter((v) => !v.crop) ?? null };
    expect(shareTags(articleMeta(site, plain, {}, false))).toEqual([
      { property: "og:image", content: "https://forsiden.dk/storage/article-images/angriber.jpg" },
      { name: "twitter:image", content: "https://forsiden.dk/storage/article-images/angriber.jpg" },
    ]);
    expect(shareTags(articleMeta(site, { ...article, imageUrl: null }, {}, false))).toEqual([]);
  });
});
