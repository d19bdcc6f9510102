import { beforeAll, describe, expect, it } from "vitest";
import { type ArticleValues, articleRow } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { articles } from "~/server/db/schema";
import { getAdvertorialOverview, listAdvertorials } from "./advertorials.server";

let counter = 0;

const insertArticle = (db: Database, values: ArticleValues) =>
  db
    .insert(articles)
    .values(articleRow({ slug: `annonce-${++counter}`, category: "Advertorial", ...values }));

describe(`advertorial queries (spec §2 Advertorials, PRODUCT.md) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
  });

  it("has an empty list and overview before anything is published", async () => {
    expect(await listAdvertorials(db)).toEqual([]);
    expect(await getAdvertorialOverview(db)).toEqual({
      total: 0,
      counts: { "sport-betting": 0, teknologi: 0, guide: 0, produkter: 0 },
      spotlight: null,
    });
  });

  describe("with advertorials", () => {
    beforeAll(async () => {
      await insertArticle(db, {
        hoursAgo: 30,
        title: "Ansvarligt spil",
        partner: "Spillehallen.dk",
        tags: ["type:advertorial", "annonce:sport-betting"],
      });
      await insertArticle(db, {
        hoursAgo: 5,
        title: "Kampen i realtid",
        partner: "Tribunetech",
        excerpt: "Annonce: Live-statistik.",
        tags: ["annonce:teknologi"],
      });
      await insertArticle(db, {
        hoursAgo: 50,
        title: "Endnu en app",
        partner: "Tribunetech",
        tags: ["annonce:teknologi"],
      });
      await insertArticle(db, { hoursAgo: 70, title: "Uden kategori", partner: "Boldbutikken", tags: null });
      // Never listed: a draft, a scheduled one and an ordinary news article with the same tag.
      await insertArticle(db, { hoursAgo: 1, title: "Kladde", isDraft: true, tags: ["annonce:teknologi"] });
      await insertArticle(db, { hoursAgo: -3, title: "Planlagt", tags: ["annonce:guide"] });
      await insertArticle(db, {
        hoursAgo: 2,
        title: "Nyhed",
        category: "Nyheder",
        tags: ["annonce:teknologi"],
      });
    });

    it("lists published advertorials only, newest first, with partner and category", async () => {
      const items = await listAdvertorials(db);
      expect(items.map((i) => i.title)).toEqual([
        "Kampen i realtid",
        "Ansvarligt spil",
        "Endnu en app",
        "Uden kategori",
      ]);
      expect(items[0]).toMatchObject({
        partner: "Tribunetech",
        excerpt: "Annonce: Live-statistik.",
        category: "teknologi",
      });
      expect(items[1].category).toBe("sport-betting");
      expect(items[3].category).toBeNull();
      expect(items[0].publishedAt).toBeInstanceOf(Date);
    });

    it("filters by category through the annonce: tag", async () => {
      const tech = await listAdvertorials(db, { category: "teknologi" });
      expect(tech.map((i) => i.title)).toEqual(["Kampen i realtid", "Endnu en app"]);
      expect(await listAdvertorials(db, { category: "guide" })).toEqual([]);
    });

    it("counts per category and puts the newest advertorial's partner in the spotlight", async () => {
      expect(await getAdvertorialOverview(db)).toEqual({
        total: 4,
        counts: { "sport-betting": 1, teknologi: 2, guide: 0, produkter: 0 },
        spotlight: {
          partner: "Tribunetech",
          articleCount: 2,
          latest: { slug: expect.stringMatching(/^annonce-/), title: "Kampen i realtid" },
        },
      });
    });
  });
});
