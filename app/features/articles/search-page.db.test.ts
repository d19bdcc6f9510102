import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type ArticleValues, articleRow, insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { foldText } from "~/lib/search-fold";
import { type Database, executeRows } from "~/server/db/client.server";
import { articles } from "~/server/db/schema";
import { searchArticles } from "./public-queries.server";
import { findClubsForSearch, searchSite } from "./search-page.server";

let counter = 0;

const insertArticle = (db: Database, values: ArticleValues & { title: string; hoursAgo: number }) =>
  db.insert(articles).values(articleRow({ slug: `soeg-${++counter}`, excerpt: "", content: "", ...values }));

const titles = (rows: { title: string }[]) => rows.map((r) => r.title);

describe(`forgiving search (issue 14) on ${TEST_DB_KIND}`, () => {
  let db: Database;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    await insertArticle(db, {
      hoursAgo: 5,
      title: "Brøndby henter ny målmand",
      excerpt: "Vestegnsklubben har fundet sin nye sikre hånd.",
      content: "Brøndby IF bekræfter handlen.",
    });
    await insertArticle(db, {
      hoursAgo: 1,
      title: "Brøndby henter ny målmand, og Brøndby-fans jubler over den nye målmand",
      excerpt: "Brøndby henter ny målmand, og Brøndby-fansene er glade for den nye målmand.",
      content: "Brøndby henter ny målmand. Brøndby henter ny målmand. Brøndby Brøndby målmand målmand.",
    });
    await insertArticle(db, { hoursAgo: 2, title: "FC København slår AGF i Parken" });
    await insertArticle(db, { hoursAgo: 3, title: "Æblerne falder langt fra stammen i Ålborg" });
    await insertArticle(db, { hoursAgo: 4, title: "Brøndby-kladde", isDraft: true });
    await insertRows(db, {
      clubs: [
        { slug: "brondby-if", name: "Brøndby IF", shortName: "BIF" },
        { slug: "fc-kobenhavn", name: "FC København", shortName: "FCK" },
        { slug: "aab", name: "AaB", shortName: "AaB", league: "Betinia Liga" },
      ],
    });
  });

  it("forsiden_fold in SQL and foldText in TypeScript fold alike", async () => {
    const samples = [
      "Brøndby",
      "Broendby",
      "ÅLBORG",
      "Aarhus",
      "Næstved",
      "Mbappé",
      "Müller",
      "Łukasz",
      "Straße",
    ];
    for (const text of samples) {
      const [row] = await executeRows<{ folded: string }>(db, sql`SELECT forsiden_fold(${text}) AS folded`);
      expect({ text, folded: row.folded }).toEqual({ text, folded: foldText(text) });
    }
  });

  it("'Brondby' (ø written as o) finds the Brøndby articles, as 'brøndby' does", async () => {
    const expected = [
      "Brøndby henter ny målmand",
      "Brøndby henter ny målmand, og Brøndby-fans jubler over den nye målmand",
    ];
    expect(titles(await searchArticles(db, "Brondby")).sort()).toEqual(expected);
    expect(titles(await searchArticles(db, "brøndby")).sort()).toEqual(expected);
  });

  it("'Broendby' (ø written as oe) finds the Brøndby articles", async () => {
    expect(titles(await searchArticles(db, "Broendby"))).toHaveLength(2);
  });

  it("'Kobenhavn' finds 'FC København', and 'Aalborg' finds 'Ålborg'", async () => {
    expect(titles(await searchArticles(db, "Kobenhavn"))).toEqual(["FC København slår AGF i Parken"]);
    expect(titles(await searchArticles(db, "Aalborg"))).toEqual([
      "Æblerne falder langt fra stammen i Ålborg",
    ]);
    expect(titles(await searchArticles(db, "aeblerne"))).toEqual([
      "Æblerne falder langt fra stammen i Ålborg",
    ]);
  });

  it("an article titled exactly as searched comes first, before one that repeats the words more often", async () => {
    const found = titles(await searchArticles(db, "Brøndby henter ny målmand"));
    expect(found[0]).toBe("Brøndby henter ny målmand");
    // Without its title the older article ranks below the one that says the words more often.
    const byWords = titles(await searchArticles(db, "Brøndby målmand"));
    expect(byWords[0]).toBe("Brøndby henter ny målmand, og Brøndby-fans jubler over den nye målmand");
  });

  it("'Brøndy' (one letter missing) finds the Brøndby titles and suggests 'Mente du Brøndby?'", async () => {
    expect(await searchArticles(db, "Brøndy")).toEqual([]);
    const found = await searchSite(db, "Brøndy");
    expect(titles(found.results).sort()).toEqual([
      "Brøndby henter ny målmand",
      "Brøndby henter ny målmand, og Brøndby-fans jubler over den nye målmand",
    ]);
    expect(found.suggestion).toBe("Brøndby");
    expect(found.clubs).toEqual([{ slug: "brondby-if", name: "Brøndby IF" }]);
  });

  it("keeps the words that match and corrects only the misspelt one ('Kobenhvn Parken' → 'København Parken')", async () => {
    const found = await searchSite(db, "Kobenhvn Parken");
    expect(found.suggestion).toBe("København Parken");
  });

  it("suggests nothing when the words as typed match, or when no correction finds anything", async () => {
    expect((await searchSite(db, "Brøndby")).suggestion).toBeNull();
    const nothing = await searchSite(db, "xyzzyqwerty");
    expect(nothing).toEqual({ results: [], clubs: [], suggestion: null });
  });

  it("never finds a draft, not even one typo away", async () => {
    expect(titles((await searchSite(db, "Brøndby-kladde")).results)).not.toContain("Brøndby-kladde");
    expect(titles((await searchSite(db, "Brøndby-kladd")).results)).not.toContain("Brøndby-kladde");
  });

  it("matching clubs: exact name or short name first, folded and one typo away", async () => {
    expect(await findClubsForSearch(db, "brondby")).toEqual([{ slug: "brondby-if", name: "Brøndby IF" }]);
    expect(await findClubsForSearch(db, "FCK")).toEqual([{ slug: "fc-kobenhavn", name: "FC København" }]);
    expect(await findClubsForSearch(db, "Kobenhavn")).toEqual([
      { slug: "fc-kobenhavn", name: "FC København" },
    ]);
    expect(await findClubsForSearch(db, "Aalborg")).toEqual([]);
    expect(await findClubsForSearch(db, "aab")).toEqual([{ slug: "aab", name: "AaB" }]);
  });
});

describe(`search ranks relevance and recency together (issue 22) on ${TEST_DB_KIND}`, () => {
  let db: Database;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    // A 2021 derby live blog says 'Brøndby' many times, in its title too.
    await insertArticle(db, {
      hoursAgo: (5 * 365 + 20) * 24,
      title: "LIVE: Brøndby – FC København i derbyet",
      excerpt: "Brøndby møder FCK på Brøndby Stadion. Følg Brøndby live.",
      content: "Brøndby scorer. Brøndby presser. Brøndby vinder derbyet. Brøndby Brøndby Brøndby.",
    });
    // Today's news mentions Brøndby once, in its title.
    await insertArticle(db, {
      hoursAgo: 2,
      title: "Brøndby henter ny venstreback",
      excerpt: "Vestegnsklubben forstærker forsvaret.",
      content: "Handlen er på plads.",
    });
    // Last month: still found, below today's.
    await insertArticle(db, {
      hoursAgo: 30 * 24,
      title: "Træneren forlænger i Brøndby",
      excerpt: "Brøndby og cheftræneren er enige.",
      content: "Brøndby bekræfter.",
    });
    await insertArticle(db, { hoursAgo: 1, title: "AGF vinder i Aarhus", content: "Ingen andre klubber." });
  });

  it("'brøndby': today's news before last month's, and the 2021 live blog last", async () => {
    expect(titles(await searchArticles(db, "brøndby"))).toEqual([
      "Brøndby henter ny venstreback",
      "Træneren forlænger i Brøndby",
      "LIVE: Brøndby – FC København i derbyet",
    ]);
  });

  it("an exact title still comes first among articles of the same days", async () => {
    await insertArticle(db, { hoursAgo: 3, title: "Brøndby", content: "Kort nyt." });
    expect(titles(await searchArticles(db, "brøndby"))[0]).toBe("Brøndby");
  });
});
