import { beforeAll, describe, expect, it } from "vitest";
import { type ArticleValues, insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { findRelatedArticles } from "./related-articles.server";

/** An article with the factory's defaults; the tests read its id and title. */
async function insertArticle(db: Database, values: ArticleValues & { hoursAgo: number }) {
  const { articles: rows } = await insertRows(db, { articles: [values] });
  return { id: rows[0].id, title: rows[0].title };
}

describe(`findRelatedArticles (spec §7 Related) on ${TEST_DB_KIND}`, () => {
  describe("with tags: at least 3 tagged candidates share a tag", () => {
    let db: Database;
    beforeAll(async () => {
      db = (await createTestDatabase()).db;
    });

    it("returns the latest 3 sharing a tag, never itself, drafts, Gossip or scheduled ones", async () => {
      const source = await insertArticle(db, {
        hoursAgo: 1,
        title: "Kilden",
        category: "Transfer",
        tags: ["liga:premier-league", "transfer:kobt"],
      });
      await insertArticle(db, { hoursAgo: 2, title: "Kladde", tags: ["liga:premier-league"], isDraft: true });
      await insertArticle(db, { hoursAgo: 3, title: "Sladder", category: "Gossip", tags: ["transfer:kobt"] });
      await insertArticle(db, { hoursAgo: -5, title: "Planlagt", tags: ["transfer:kobt"] });
      await insertArticle(db, { hoursAgo: 4, title: "Anden liga", tags: ["liga:la-liga"] });
      await insertArticle(db, { hoursAgo: 5, title: "Deler 1", tags: ["liga:premier-league"] });
      await insertArticle(db, { hoursAgo: 6, title: "Deler 2", tags: ["transfer:kobt", "fans"] });
      await insertArticle(db, { hoursAgo: 7, title: "Samme kategori", category: "Transfer" });
      await insertArticle(db, { hoursAgo: 8, title: "Deler 3", tags: ["liga:premier-league"] });
      await insertArticle(db, { hoursAgo: 9, title: "Deler 4", tags: ["liga:premier-league"] });

      const related = await findRelatedArticles(db, {
        id: source.id,
        tags: ["liga:premier-league", "transfer:kobt"],
        category: "Transfer",
      });
      expect(related.map((a) => a.title)).toEqual(["Deler 1", "Deler 2", "Deler 3"]);
    });
  });

  describe("otherwise: the latest 3 of the same category", () => {
    let db: Database;
    beforeAll(async () => {
      db = (await createTestDatabase()).db;
    });

    it("falls back when fewer than 3 candidates share a tag", async () => {
      const source = await insertArticle(db, { hoursAgo: 1, category: "Analyse", tags: ["taktik"] });
      await insertArticle(db, { hoursAgo: 2, title: "Taktik 1", category: "Kampe", tags: ["taktik"] });
      await insertArticle(db, { hoursAgo: 3, title: "Taktik 2", category: "Kampe", tags: ["taktik"] });
      await insertArticle(db, { hoursAgo: 4, title: "Analyse 1", category: "Analyse" });
      await insertArticle(db, { hoursAgo: 5, title: "Analyse kladde", category: "Analyse", isDraft: true });
      await insertArticle(db, { hoursAgo: 6, title: "Analyse 2", category: "Analyse", tags: ["andet"] });
      await insertArticle(db, { hoursAgo: 7, title: "Analyse 3", category: "Analyse" });
      await insertArticle(db, { hoursAgo: 8, title: "Analyse 4", category: "Analyse" });

      const related = await findRelatedArticles(db, { id: source.id, tags: ["taktik"], category: "Analyse" });
      expect(related.map((a) => a.title)).toEqual(["Analyse 1", "Analyse 2", "Analyse 3"]);
    });

    it("only looks at the latest 20 tagged candidates", async () => {
      const source = await insertArticle(db, { hoursAgo: 0.5, category: "EM", tags: ["gammel"] });
      for (let i = 0; i < 20; i++) {
        await insertArticle(db, { hoursAgo: 0.6 + i * 0.01, title: `Ny ${i}`, category: "VM", tags: ["ny"] });
      }
      for (let i = 0; i < 3; i++) {
        await insertArticle(db, {
          hoursAgo: 100 + i,
          title: `Gammel ${i}`,
          category: "VM",
          tags: ["gammel"],
        });
      }
      await insertArticle(db, { hoursAgo: 200, title: "EM 1", category: "EM" });
      const related = await findRelatedArticles(db, { id: source.id, tags: ["gammel"], category: "EM" });
      expect(related.map((a) => a.title)).toEqual(["EM 1"]);
    });

    it("uses the category 'Nyheder' when the article has none, also without tags", async () => {
      const source = await insertArticle(db, { hoursAgo: 0.1, category: "Nyheder" });
      for (let i = 0; i < 4; i++) await insertArticle(db, { hoursAgo: 300 + i, title: `Nyhed ${i}` });
      await insertArticle(db, { hoursAgo: 250, title: "Gossip", category: "Gossip" });
      const related = await findRelatedArticles(db, { id: source.id, tags: null, category: null });
      expect(related.map((a) => a.title)).toEqual(["Nyhed 0", "Nyhed 1", "Nyhed 2"]);
      expect(related.map((a) => a.id)).not.toContain(source.id);
    });
  });
});
