import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { type DatabaseHandle, setDatabaseHandle } from "~/server/db/client.server";
import { articles } from "~/server/db/schema";
import { action, loader } from "./article-view";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

function post(id: string, userAgent = BROWSER_UA, clientIp = "192.0.2.1") {
  const request = new Request(`http://localhost/api/articles/${id}/view`, {
    method: "POST",
    headers: { "User-Agent": userAgent },
  });
  return action({ request, params: { id }, context: { clientIp, requestId: "test" } } as never);
}

describe(`POST /api/articles/{id}/view (spec §7 RPC) on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  let publishedId: string;
  let draftId: string;
  const viewsOf = async (id: string) =>
    (await handle.db.select({ views: articles.views }).from(articles).where(eq(articles.id, id)))[0].views;

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    const { articles: rows } = await insertRows(handle.db, {
      articles: [
        { slug: "offentlig", title: "Offentlig", publishedAt: new Date(Date.now() - 60_000), views: 5 },
        { slug: "kladde", title: "Kladde", isDraft: true, publishedAt: null },
      ],
    });
    publishedId = rows.find((r) => r.slug === "offentlig")!.id;
    draftId = rows.find((r) => r.slug === "kladde")!.id;
  });
  afterAll(() => setDatabaseHandle(undefined));

  it("counts a reader's view once and answers 204 without caching", async () => {
    const response = await post(publishedId);
    expect(response.status).toBe(204);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await viewsOf(publishedId)).toBe(6);
  });

  it("does not count bots", async () => {
    const response = await post(
      publishedId,
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    );
    expect(response.status).toBe(204);
    expect(await viewsOf(publishedId)).toBe(6);
  });

  it("does not count drafts", async () => {
    expect((await post(draftId)).status).toBe(204);
    expect(await viewsOf(draftId)).toBe(0);
  });

  it("answers 400 to an id that is not a uuid", async () => {
    const response = await post("'; DROP TABLE articles; --");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Ugyldigt artikel-id");
  });

  it("stops counting one address after 60 views a minute", async () => {
    for (let i = 0; i < 70; i++) await post(publishedId, BROWSER_UA, "198.51.100.7");
    expect(await viewsOf(publishedId)).toBe(6 + 60);
  });

  it("refuses GET with 405", () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});
