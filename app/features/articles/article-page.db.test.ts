import { beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { findArticleForPage, findClubNamesForTags } from "./article-page.server";

describe(`findArticleForPage (spec §4: by slug, then by id) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    const { articles: rows } = await insertRows(db, {
      articles: [
        { slug: "offentlig", title: "Offentlig", publishedAt: new Date(Date.now() - 60_000) },
        { slug: "kladde", title: "Kladde", isDraft: true, publishedAt: null },
        { slug: "planlagt", title: "Planlagt", publishedAt: new Date(Date.now() + 3_600_000) },
      ],
      clubs: [{ slug: "fc-kobenhavn", name: "FC København" }],
    });
    for (const row of rows) ids[row.slug] = row.id;
  });

  it("finds a published article by slug", async () => {
    expect((await findArticleForPage(db, "offentlig"))?.title).toBe("Offentlig");
  });

  it("falls back to the id", async () => {
    expect((await findArticleForPage(db, ids.offentlig))?.slug).toBe("offentlig");
  });

  it("does not find drafts or scheduled articles for readers, by slug or id", async () => {
    expect(await findArticleForPage(db, "kladde")).toBeUndefined();
    expect(await findArticleForPage(db, ids.kladde)).toBeUndefined();
    expect(await findArticleForPage(db, "planlagt")).toBeUndefined();
    expect(await findArticleForPage(db, ids.planlagt)).toBeUndefined();
  });

  it("finds drafts and scheduled articles with includeDrafts (staff preview)", async () => {
    expect((await findArticleForPage(db, "kladde", { includeDrafts: true }))?.isDraft).toBe(true);
    expect((await findArticleForPage(db, ids.planlagt, { includeDrafts: true }))?.slug).toBe("planlagt");
  });

  it("finds nothing for an unknown slug or id", async () => {
    expect(await findArticleForPage(db, "findes-ikke")).toBeUndefined();
    expect(await findArticleForPage(db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("names clubs of klub: tags", async () => {
    expect(
      await findClubNamesForTags(db, ["klub:fc-kobenhavn", "klub:ukendt", "liga:premier-league"]),
    ).toEqual({
      "klub:fc-kobenhavn": "FC København",
    });
    expect(await findClubNamesForTags(db, ["derby"])).toEqual({});
  });
});
