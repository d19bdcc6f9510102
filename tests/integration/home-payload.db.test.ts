import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createStaticHandler, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import * as home from "../../app/routes/home";
import { type DatabaseHandle, setDatabaseHandle } from "../../app/server/db/client.server";
import { parseEnv, setEnvForTesting } from "../../app/server/env.server";
import { withRequestMemo } from "../../app/server/request-memo.server";
import { createLocalStorage } from "../../app/server/storage.server";
import { seedDatabase } from "../../app/workflows/seed/seed.server";

/*
 * Issue 23: the front page's loader data is its hydration data (written into the HTML as the
 * document's last script), so it holds only what the page renders. Through React Router's own
 * data pipeline on the sample content, on both databases. Before: every card carried its view
 * count, and 'Mest læste' each article's excerpt, picture and image variants.
 */
const ORIGIN = "http://forsiden.test";

const CARD_FIELDS = [
  "category",
  "excerpt",
  "id",
  "imageAlt",
  "imageHeight",
  "imageUrl",
  "imageVariants",
  "imageWidth",
  "liveStatus",
  "partner",
  "publishedAt",
  "slug",
  "title",
];
const MOST_READ_FIELDS = ["category", "id", "partner", "slug", "title", "views"];

type Payload = Awaited<ReturnType<typeof home.loader>>;
const fieldsOf = (rows: readonly object[]) => [...new Set(rows.flatMap((r) => Object.keys(r)))].sort();

describe(`the front page's hydration data on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  let load: (pagePath: string) => Promise<Payload>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    setEnvForTesting(parseEnv({ NODE_ENV: "test", PUBLIC_URL: ORIGIN, LOG_LEVEL: "silent" }));
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-payload-"));
    afterAll(async () => {
      setDatabaseHandle(undefined);
      setEnvForTesting(undefined);
      await fs.rm(dir, { recursive: true, force: true });
    });
    await seedDatabase(handle.db, createLocalStorage(dir, "/storage"));
    const routes: RouteObject[] = [{ id: "routes/home", path: "/", loader: home.loader }];
    const handler = createStaticHandler(routes);
    load = async (pagePath) => {
      const requestContext = { requestId: "t", clientIp: "127.0.0.1", session: null };
      const result = await withRequestMemo(() =>
        handler.query(new Request(ORIGIN + pagePath), { requestContext }),
      );
      if (result instanceof Response) throw new Error(`${pagePath}: ${result.status}`);
      return result.loaderData["routes/home"] as Payload;
    };
    // Seeding the sample (its pictures included) is slow on a busy machine.
  }, 300_000);

  it("every card holds only the fields a card renders: no view count", async () => {
    const data = await load("/");
    expect(data.latest).toHaveLength(30);
    expect(fieldsOf(data.latest)).toEqual(CARD_FIELDS);
    expect(data.latest.some((a) => "views" in a)).toBe(false);
  });

  it("'Mest læste' holds headline, address, category, partner and views: no excerpt or picture", async () => {
    const data = await load("/");
    expect(data.mostRead).toHaveLength(5);
    expect(fieldsOf(data.mostRead)).toEqual(MOST_READ_FIELDS);
    expect(data.mostRead.every((a) => a.views >= 0 && a.title.length > 0)).toBe(true);
  });

  it("a filtered front page's cards and ticker hold the card fields only", async () => {
    const data = await load("/?liga:3f-superliga");
    expect(data.filter?.label).toBe("Liga: 3F Superliga");
    expect(data.filter?.articles.length).toBeGreaterThan(0);
    expect(fieldsOf(data.filter?.articles ?? [])).toEqual(CARD_FIELDS);
    expect(fieldsOf(data.latest)).toEqual(CARD_FIELDS);
  });
});
