import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createStaticHandler, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import { fingerprint, type Held, isHeldRef } from "../../app/lib/island-data";
import * as home from "../../app/routes/home";
import type { DatabaseHandle } from "../../app/server/db/client.server";
import { withRequestMemo } from "../../app/server/request-memo.server";
import { createLocalStorage } from "../../app/server/storage.server";
import { seedDatabase } from "../../app/workflows/seed/seed.server";
import { createAppDatabase } from "../support/app-database";

/*
 * Issue 23: the front page's loader data is its hydration data (written into the HTML as the
 * document's last script), so it holds only what the page hydrates. Through React Router's own
 * data pipeline on the sample content, on both databases. Before: every card carried its view
 * count, and 'Mest læste' each article's excerpt, picture and image variants.
 */
const ORIGIN = "http://forsiden.test";

const CARD_FIELDS = [
  "category",
  "excerpt",
  "id",
  "imageAlt",
  "imageFocalX",
  "imageFocalY",
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
const TICKER_FIELDS = ["category", "id", "liveStatus", "partner", "publishedAt", "slug", "title"];

type Payload = Awaited<ReturnType<typeof home.loader>>;
const fieldsOf = (rows: readonly object[]) => [...new Set(rows.flatMap((r) => Object.keys(r)))].sort();

describe(`the front page's hydration data on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  let load: (pagePath: string, islandData?: Map<number, unknown>) => Promise<Payload>;

  beforeAll(async () => {
    handle = await createAppDatabase(ORIGIN);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-payload-"));
    afterAll(async () => {
      await fs.rm(dir, { recursive: true, force: true });
    });
    await seedDatabase(handle.db, createLocalStorage(dir, "/storage"));
    const routes: RouteObject[] = [{ id: "routes/home", path: "/", loader: home.loader }];
    const handler = createStaticHandler(routes);
    // Without `islandData`, as a data request (`/_root.data`): the islands' data comes whole.
    load = async (pagePath, islandData) => {
      const requestContext = { requestId: "t", clientIp: "127.0.0.1", session: null, islandData };
      const result = await withRequestMemo(() =>
        handler.query(new Request(ORIGIN + pagePath), { requestContext }),
      );
      if (result instanceof Response) throw new Error(`${pagePath}: ${result.status}`);
      return result.loaderData["routes/home"] as Payload;
    };
    // Seeding the sample (its pictures included) is slow on a busy machine.
  }, 300_000);

  const unheld = <T>(value: Held<T> | null | undefined): T => {
    if (isHeldRef(value) || value == null) throw new Error("expected the data itself");
    return value;
  };
  const cardsOf = (data: Payload) => {
    const cards = data.cards;
    if (!cards) return [];
    return [
      unheld(cards.featured),
      ...unheld(cards.squares),
      ...[cards.newest, cards.more, cards.updates].flatMap((s) => unheld(s) ?? []),
    ];
  };

  it("every card holds only the fields a card renders: no view count", async () => {
    const data = await load("/");
    const cards = cardsOf(data);
    expect(cards).toHaveLength(30);
    expect(fieldsOf(cards)).toEqual(CARD_FIELDS);
    expect(cards.some((a) => "views" in a)).toBe(false);
    expect(fieldsOf(data.ticker)).toEqual(TICKER_FIELDS);
  });

  it("'Mest læste' holds headline, address, category, partner and views: no excerpt or picture", async () => {
    const mostRead = unheld((await load("/")).mostRead);
    expect(mostRead).toHaveLength(5);
    expect(fieldsOf(mostRead)).toEqual(MOST_READ_FIELDS);
    expect(mostRead.every((a) => a.views >= 0 && a.title.length > 0)).toBe(true);
  });

  it("a filtered front page's cards hold the card fields only, and its ticker the ticker's", async () => {
    const data = await load("/?liga:3f-superliga");
    expect(data.filter?.label).toBe("Liga: 3F Superliga");
    const articles = unheld(data.filter?.articles);
    expect(articles.length).toBeGreaterThan(0);
    expect(data.filter?.count).toBe(articles.length);
    expect(fieldsOf(articles)).toEqual(CARD_FIELDS);
    expect(fieldsOf(data.ticker)).toEqual(TICKER_FIELDS);
    expect(data.cards).toBeNull();
  });

  it("a document's cards and 'Mest læste' stay on the server: its hydration data carries references", async () => {
    const whole = await load("/");
    const islandData = new Map<number, unknown>();
    const document = await load("/", islandData);
    const { featured, squares, newest, more, updates } = document.cards ?? {};
    const refs = [featured, squares, newest, more, updates, document.mostRead];
    expect(refs.every(isHeldRef)).toBe(true);
    // Each reference's data is held for the render, fingerprinted as the browser will fingerprint
    // the same data when a data request brings it whole.
    const wholeCards = whole.cards;
    const wholeValues = [
      wholeCards?.featured,
      wholeCards?.squares,
      wholeCards?.newest,
      wholeCards?.more,
      wholeCards?.updates,
      whole.mostRead,
    ];
    refs.forEach((ref, i) => {
      if (!isHeldRef(ref)) throw new Error("not held");
      expect(islandData.get(ref["~held"])).toEqual(wholeValues[i]);
      expect(ref.sig).toBe(fingerprint(wholeValues[i]));
    });
    const [lead] = cardsOf(whole);
    const text = JSON.stringify(document);
    expect(text).not.toContain(lead.excerpt);
    expect(text.length).toBeLessThan(JSON.stringify(whole).length / 3);
  });
});
