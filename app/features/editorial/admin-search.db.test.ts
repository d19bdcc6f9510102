import { beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { listAdminArticles } from "./admin-article-queries.server";

const titlesFor = async (db: Database, q: string) =>
  (await listAdminArticles(db, { q })).rows.map((r) => r.title).sort();

describe(`admin article search forgives (issue 14) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    await insertRows(db, {
      articles: [
        { slug: "a", title: "Brøndby henter ny målmand", category: "Transfers", publishedAt: new Date() },
        { slug: "b", title: "FC København vinder pokalen", category: "Nyheder", publishedAt: new Date() },
        // Staff find drafts too.
        {
          slug: "c",
          title: "Kladde: Brøndbys nye træner",
          category: "Nyheder",
          isDraft: true,
          publishedAt: null,
        },
        { slug: "d", title: "Vejret i Aarhus", category: "Nyheder", publishedAt: new Date() },
      ],
    });
  });

  it("'Brondby', 'Broendby' and 'brøndby' find the same titles, drafts included", async () => {
    const expected = ["Brøndby henter ny målmand", "Kladde: Brøndbys nye træner"];
    expect(await titlesFor(db, "brøndby")).toEqual(expected);
    expect(await titlesFor(db, "Brondby")).toEqual(expected);
    expect(await titlesFor(db, "Broendby")).toEqual(expected);
  });

  it("'Kobenhavn' finds 'FC København', 'Århus' finds 'Aarhus'", async () => {
    expect(await titlesFor(db, "Kobenhavn")).toEqual(["FC København vinder pokalen"]);
    expect(await titlesFor(db, "Århus")).toEqual(["Vejret i Aarhus"]);
  });

  it("'Brøndy' (one typo) finds the Brøndby titles", async () => {
    expect(await titlesFor(db, "Brøndy")).toEqual([
      "Brøndby henter ny målmand",
      "Kladde: Brøndbys nye træner",
    ]);
    expect((await listAdminArticles(db, { q: "Brøndy" })).matching).toBe(2);
  });
});
