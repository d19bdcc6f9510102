import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { articles } from "~/server/db/schema";
import { countArticleView } from "./article-views.server";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe(`countArticleView (spec §7 RPC increment_article_views) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let publishedId: string;
  let draftId: string;
  let scheduledId: string;

  const viewsOf = async (id: string) =>
    (await db.select({ views: articles.views }).from(articles).where(eq(articles.id, id)))[0].views;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    const { articles: rows } = await insertRows(db, {
      articles: [
        { slug: "laest", title: "Læst", publishedAt: new Date(Date.now() - 3_600_000), views: 41 },
        { slug: "kladde", title: "Kladde", isDraft: true, publishedAt: null },
        { slug: "planlagt", title: "Planlagt", publishedAt: new Date(Date.now() + 3_600_000) },
      ],
    });
    publishedId = rows.find((r) => r.slug === "laest")!.id;
    draftId = rows.find((r) => r.slug === "kladde")!.id;
    scheduledId = rows.find((r) => r.slug === "planlagt")!.id;
  });

  it("counts one view of a published article and returns the new count", async () => {
    expect(await countArticleView(db, publishedId, BROWSER_UA)).toEqual({ counted: true, views: 42 });
    expect(await viewsOf(publishedId)).toBe(42);
  });

  it("refuses drafts and scheduled articles (the SQL function returns null)", async () => {
    expect(await countArticleView(db, draftId, BROWSER_UA)).toEqual({
      counted: false,
      reason: "not-published",
    });
    expect(await countArticleView(db, scheduledId, BROWSER_UA)).toEqual({
      counted: false,
      reason: "not-published",
    });
    expect(await viewsOf(draftId)).toBe(0);
    expect(await viewsOf(scheduledId)).toBe(0);
  });

  it("does not count bots", async () => {
    const before = await viewsOf(publishedId);
    expect(await countArticleView(db, publishedId, BOT_UA)).toEqual({ counted: false, reason: "bot" });
    expect(await viewsOf(publishedId)).toBe(before);
  });

  it("refuses an id that is not a uuid without asking the database", async () => {
    expect(await countArticleView(db, "1 OR 1=1", BROWSER_UA)).toEqual({
      counted: false,
      reason: "invalid-id",
    });
  });

  it("refuses an unknown id", async () => {
    expect(await countArticleView(db, "00000000-0000-4000-8000-000000000000", BROWSER_UA)).toEqual({
      counted: false,
      reason: "not-published",
    });
  });
});
