import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { media } from "~/server/db/schema";
import { loadHouseAdPictures } from "./house-ad-pictures.server";
import { planHouseAds } from "./house-ads";

const photo = (name: string, keywords: string[], createdAt: string) => ({
  url: `/storage/article-images/${name}.jpg`,
  storageKey: `article-images/${name}.jpg`,
  keywords,
  source: "stock",
  mimeType: "image/jpeg",
  width: 1200,
  height: 675,
  sizeBytes: 1000,
  createdAt: new Date(createdAt),
  variants: [480, 800, 1200].map((width) => ({
    width,
    height: Math.round((width * 675) / 1200),
    format: "webp" as const,
    url: `/storage/article-images/${name}-${width}.webp`,
  })),
});

describe(`house ad pictures from the media library on ${TEST_DB_KIND} (issue 22)`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
  });
  beforeEach(async () => {
    await db.delete(media);
  });

  it("finds no picture in an empty library, so no house ad is planned", async () => {
    const pictures = await loadHouseAdPictures(db);
    expect(pictures).toEqual({});
    expect(planHouseAds("/", pictures)).toEqual({});
  });

  it("takes the oldest image with the promotion's keyword, with its variants up to 800 px", async () => {
    await db
      .insert(media)
      .values([
        photo("historie-ny", ["historie"], "2026-01-02T00:00:00Z"),
        photo("historie-gammel", ["historie", "arkiv"], "2025-01-01T00:00:00Z"),
        photo("stadion", ["stadion", "tribune"], "2025-06-01T00:00:00Z"),
      ]);
    const pictures = await loadHouseAdPictures(db);
    expect(Object.keys(pictures).sort()).toEqual(["historie", "klubber", "stillinger"]);
    expect(pictures.historie).toEqual({
      url: "/storage/article-images/historie-gammel.jpg",
      width: 1200,
      height: 675,
      variants: [
        { width: 480, height: 270, format: "webp", url: "/storage/article-images/historie-gammel-480.webp" },
        { width: 800, height: 450, format: "webp", url: "/storage/article-images/historie-gammel-800.webp" },
      ],
    });
    expect(pictures.klubber?.url).toBe("/storage/article-images/stadion.jpg");
    // Only promotions with a picture are planned: three campaigns at most on the front page.
    const shown = new Set(Object.values(planHouseAds("/", pictures)).map((c) => c.ad.key));
    expect([...shown].sort()).toEqual(["historie", "klubber", "stillinger"]);
  });

  it("leaves the crops out (the ad's boxes have other shapes) and carries the focal point (issue 27)", async () => {
    const row = photo("fokus", ["historie"], "2025-01-01T00:00:00Z");
    await db.insert(media).values({
      ...row,
      focalX: 0.25,
      focalY: 0.75,
      variants: [
        ...row.variants,
        {
          width: 480,
          height: 480,
          format: "webp",
          crop: "square",
          url: "/storage/article-images/fokus-square-480w.webp",
        },
      ],
    });
    const pictures = await loadHouseAdPictures(db);
    expect(pictures.historie?.variants.map((v) => v.url)).toEqual([
      "/storage/article-images/fokus-480.webp",
      "/storage/article-images/fokus-800.webp",
    ]);
    expect(pictures.historie?.focal).toEqual({ x: 0.25, y: 0.75 });
  });
});
