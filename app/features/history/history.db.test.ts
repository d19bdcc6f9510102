import { beforeAll, describe, expect, it } from "vitest";
import { type ArticleValues, insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { listHistoryArticles } from "./history.server";

const insertArticle = (db: Database, values: ArticleValues & { hoursAgo: number }) =>
  insertRows(db, { articles: [{ category: "Historie", ...values }] });

describe(`listHistoryArticles (PRODUCT.md history page) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
  });

  it("is empty while the history generator has published nothing (the page then shows 'Under Udvikling')", async () => {
    await insertArticle(db, { hoursAgo: 1, title: "Håndskrevet historie", generator: null });
    await insertArticle(db, { hoursAgo: 2, title: "Fra en URL", generator: "url" });
    await insertArticle(db, { hoursAgo: 3, title: "Kladde", generator: "history", isDraft: true });
    expect(await listHistoryArticles(db)).toEqual([]);
  });

  it("lists only published history-generator articles, newest first, with image fields", async () => {
    await insertArticle(db, {
      hoursAgo: 30,
      title: "EM 1992",
      generator: "history",
      imageUrl: "/storage/a.jpg",
    });
    await insertArticle(db, { hoursAgo: 5, title: "Danish Dynamite", generator: "history" });
    await insertArticle(db, { hoursAgo: -24, title: "Planlagt", generator: "history" });
    await insertArticle(db, {
      hoursAgo: 10,
      title: "Legender",
      generator: "history",
      excerpt: "To legender.",
    });
    const rows = await listHistoryArticles(db);
    expect(rows.map((r) => r.title)).toEqual(["Danish Dynamite", "Legender", "EM 1992"]);
    expect(rows[1]).toMatchObject({ excerpt: "To legender.", imageUrl: null });
    expect(rows[2]).toMatchObject({ imageUrl: "/storage/a.jpg", imageWidth: null, imageVariants: null });
    expect(rows[0].publishedAt).toBeInstanceOf(Date);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        "excerpt",
        "id",
        "imageAlt",
        "imageFocalX",
        "imageFocalY",
        "imageHeight",
        "imageUrl",
        "imageVariants",
        "imageWidth",
        "publishedAt",
        "slug",
        "title",
      ].sort(),
    );
  });

  it("respects the limit", async () => {
    expect(await listHistoryArticles(db, { limit: 2 })).toHaveLength(2);
  });

  it("lists a theme's articles: those tagged with it, published, from the history generator", async () => {
    const kampe = "type:legendariske-kampe";
    await insertArticle(db, {
      hoursAgo: 40,
      title: "Ullevi 1992",
      generator: "history",
      tags: [kampe, "em-1992"],
    });
    await insertArticle(db, {
      hoursAgo: 41,
      title: "Legendernes liv",
      generator: "history",
      tags: ["type:danske-legender"],
    });
    await insertArticle(db, {
      hoursAgo: 42,
      title: "Kamp men kladde",
      generator: "history",
      tags: [kampe],
      isDraft: true,
    });
    await insertArticle(db, { hoursAgo: 43, title: "Kamp uden generator", generator: null, tags: [kampe] });
    await insertArticle(db, {
      hoursAgo: 44,
      title: "Mexico 1986",
      generator: "history",
      tags: ["vm-1986", kampe],
    });
    const rows = await listHistoryArticles(db, { tag: kampe });
    expect(rows.map((r) => r.title)).toEqual(["Ullevi 1992", "Mexico 1986"]);
    expect((await listHistoryArticles(db, { tag: "type:danske-legender" })).map((r) => r.title)).toEqual([
      "Legendernes liv",
    ]);
    expect(await listHistoryArticles(db, { tag: "type:historiske-ojeblikke" })).toEqual([]);
  });
});
