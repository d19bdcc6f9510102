import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { BODY_MEDIA_LIMIT, bodyMediaUrlsOf } from "~/lib/article-body";
import type { MediaVariant } from "~/lib/media-variant";
import { type Database, executeRows, type Queryable } from "~/server/db/client.server";
import { articles, embeds, media } from "~/server/db/schema";
import { findArticleForPage } from "./article-page.server";
import { loadBodyMedia } from "./body-media.server";

const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const X_POST = "https://x.com/FCKobenhavn/status/1790000000000000000";
const VIMEO = "https://vimeo.com/123456789";
const TIKTOK = "https://www.tiktok.com/@brondbyif/video/7370000000000000000";
const BLUESKY = "https://bsky.app/profile/dbu.dk/post/3kabcdefghij2";
const FETCHED = new Date("2026-03-01T12:00:00Z");

/** The derby video's stored details, which its card carries over as they are. */
const DERBY_VIDEO = {
  url: YOUTUBE,
  provider: "youtube",
  kind: "video",
  title: "Alle mål fra derbyet",
  authorName: "FC København",
  authorUrl: "https://www.youtube.com/@fckobenhavn",
} as const;

const variants = (name: string): MediaVariant[] => [
  { width: 480, height: 270, format: "webp", url: `/storage/media/${name}-480.webp` },
  { width: 480, height: 270, format: "webp", url: `/storage/media/${name}-wide-480.webp`, crop: "wide" },
];

function mediaRow(name: string, values: Partial<typeof media.$inferInsert> = {}) {
  return {
    url: `/storage/media/${name}.jpg`,
    storageKey: `media/${name}.jpg`,
    mimeType: "image/jpeg",
    width: 1280,
    height: 720,
    sizeBytes: 1000,
    variants: variants(name),
    ...values,
  };
}

/** `db` counting the queries it is asked for. */
function counting(db: Database) {
  const counter = { selects: 0 };
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === "select" || key === "execute") counter.selects++;
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy as Queryable, counter };
}

describe(`loadBodyMedia: the stored cards and pictures of an article's body (issue 27) on ${TEST_DB_KIND}`, () => {
  let db: Database;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    await db.insert(media).values([
      mediaRow("jubel", {
        alt: "Spillerne jubler",
        rights: "bureau",
        credit: "Ritzau Scanpix",
        focalX: 0.3,
        focalY: 0.25,
        width: 1200,
        height: 800,
      }),
      mediaRow("tribune"),
      mediaRow("hold,{a}"),
      mediaRow("derby-thumb", { source: "embed", rights: "fri", credit: "FC København via YouTube" }),
      ...Array.from({ length: BODY_MEDIA_LIMIT + 3 }, (_, i) => mediaRow(`serie-${i + 1}`)),
    ]);
    await db.insert(embeds).values([
      {
        ...DERBY_VIDEO,
        thumbnailUrl: "/storage/media/derby-thumb.jpg",
        playerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        aspectRatio: 16 / 9,
        durationSeconds: 95,
        fetchedAt: FETCHED,
      },
      {
        // A player somewhere else than X's frame origin is never framed.
        url: X_POST,
        provider: "x",
        kind: "post",
        authorName: "F.C. København",
        text: "Sejr i derbyet!",
        playerUrl: "https://evil.example/embed",
        aspectRatio: null,
        fetchedAt: FETCHED,
      },
      // Never fetched: the line stays a plain link.
      { url: VIMEO, provider: "vimeo", kind: "video", failures: 3, lastError: "HTTP 404" },
      // A row claiming another provider than its URL's is ignored.
      {
        url: TIKTOK,
        provider: "youtube",
        kind: "video",
        playerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        fetchedAt: FETCHED,
      },
      {
        // An absurd ratio falls back to the provider's; a thumbnail outside our library keeps no variants.
        url: BLUESKY,
        provider: "bluesky",
        kind: "post",
        text: "Landsholdstruppen er klar",
        thumbnailUrl: "javascript:alert(1)",
        aspectRatio: 40,
        fetchedAt: FETCHED,
      },
    ]);
  });

  it("gives a fetched embed's card, its thumbnail's variants joined from media", async () => {
    const { embeds: cards } = await loadBodyMedia(db, `Før.\n\n${YOUTUBE}\n\nEfter.`);
    expect(cards).toEqual({
      [YOUTUBE]: {
        ...DERBY_VIDEO,
        text: null,
        thumbnail: {
          url: "/storage/media/derby-thumb.jpg",
          width: 1280,
          height: 720,
          variants: variants("derby-thumb"),
        },
        playerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        aspectRatio: expect.closeTo(16 / 9, 5),
        durationSeconds: 95,
      },
    });
  });

  it("stores no player that is not on the provider's frame origin, and takes the provider's ratio when the row has none", async () => {
    const { embeds: cards } = await loadBodyMedia(db, X_POST);
    expect(cards[X_POST]).toMatchObject({
      provider: "x",
      kind: "post",
      authorName: "F.C. København",
      text: "Sejr i derbyet!",
      thumbnail: null,
      playerUrl: null,
      aspectRatio: 550 / 560,
    });
  });

  it("leaves out embeds never fetched and rows whose provider is not their URL's", async () => {
    const { embeds: cards } = await loadBodyMedia(db, `${VIMEO}\n\n${TIKTOK}\n\nhttps://vimeo.com/999999999`);
    expect(cards).toEqual({});
  });

  it("ignores an unsafe thumbnail address and an absurd aspect ratio", async () => {
    const { embeds: cards } = await loadBodyMedia(db, BLUESKY);
    expect(cards[BLUESKY]).toMatchObject({
      thumbnail: null,
      aspectRatio: 4 / 5,
      text: "Landsholdstruppen er klar",
    });
  });

  it("gives a library picture's size, variants, alt text, credit and focal point; an unknown one is left out", async () => {
    const { images } = await loadBodyMedia(
      db,
      "![Jubel](/storage/media/jubel.jpg)\n\n![Ukendt](/storage/media/findes-ikke.jpg)\n\n![Ekstern](https://billeder.example.dk/a.jpg)",
    );
    expect(images).toEqual({
      "/storage/media/jubel.jpg": {
        url: "/storage/media/jubel.jpg",
        width: 1200,
        height: 800,
        variants: variants("jubel"),
        alt: "Spillerne jubler",
        credit: "Ritzau Scanpix",
        focal: { x: expect.closeTo(0.3, 5), y: expect.closeTo(0.25, 5) },
      },
    });
  });

  it("finds the pictures and embeds inside a fact box, keyed in the body's order", async () => {
    const result = await loadBodyMedia(
      db,
      `![T](/storage/media/tribune.jpg)\n\n:::faktaboks Fakta\n![J](/storage/media/jubel.jpg)\n\n${YOUTUBE}\n:::\n\n${X_POST}`,
    );
    expect(Object.keys(result.images)).toEqual(["/storage/media/tribune.jpg", "/storage/media/jubel.jpg"]);
    expect(Object.keys(result.embeds)).toEqual([YOUTUBE, X_POST]);
    expect(result.images["/storage/media/tribune.jpg"].focal).toBeNull();
    expect(result.images["/storage/media/tribune.jpg"].credit).toBeNull();
  });

  it("finds a picture whose address holds the array literal's own characters", async () => {
    const url = "/storage/media/hold,{a}.jpg";
    const { images } = await loadBodyMedia(db, `![Holdet](${url})`);
    expect(Object.keys(images)).toEqual([url]);
  });

  it(`looks up at most ${BODY_MEDIA_LIMIT} pictures, the first ones`, async () => {
    const body = Array.from(
      { length: BODY_MEDIA_LIMIT + 3 },
      (_, i) => `![${i}](/storage/media/serie-${i + 1}.jpg)`,
    );
    const { images } = await loadBodyMedia(db, body.join("\n\n"));
    expect(Object.keys(images)).toHaveLength(BODY_MEDIA_LIMIT);
    expect(Object.keys(images).at(-1)).toBe(`/storage/media/serie-${BODY_MEDIA_LIMIT}.jpg`);
  });

  it("asks one query for all the body's embeds and pictures, and none for a body without them", async () => {
    const plain = counting(db);
    expect(
      await loadBodyMedia(plain.db, `Bare tekst med [et link](${YOUTUBE}).\n\n:::faktaboks\nTal\n:::`),
    ).toEqual({
      embeds: {},
      images: {},
    });
    expect(plain.counter.selects).toBe(0);

    const rich = counting(db);
    await loadBodyMedia(
      rich.db,
      `${YOUTUBE}\n\n${X_POST}\n\n![J](/storage/media/jubel.jpg)\n\n![T](/storage/media/tribune.jpg)`,
    );
    expect(rich.counter.selects).toBe(1);

    const picturesOnly = counting(db);
    await loadBodyMedia(picturesOnly.db, "![J](/storage/media/jubel.jpg)");
    expect(picturesOnly.counter.selects).toBe(1);
  });
});

describe(`an article's body media are kept on its row by the database (issue 27, ADR 0032) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  const content = `Før.\n\n${YOUTUBE}\n\n![Jubel](/storage/media/jubel.jpg)\n\n${X_POST}`;
  const urls = [YOUTUBE, X_POST, "/storage/media/jubel.jpg"];
  const youtube = {
    url: YOUTUBE,
    provider: "youtube",
    kind: "video",
    title: "Målet",
    thumbnailUrl: "/storage/media/yt-thumb.jpg",
    playerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    aspectRatio: 16 / 9,
    fetchedAt: FETCHED,
  };

  /** The page's read and its media from the row alone: a second statement fails the test. */
  async function fromRow(slug: string) {
    const article = await findArticleForPage(db, slug);
    const counted = counting(db);
    const result = await loadBodyMedia(counted.db, article?.content, article?.bodyMediaRows);
    expect(counted.counter.selects, "the row's media answered").toBe(0);
    return result;
  }
  const rowVersion = async (slug: string) =>
    (
      await executeRows<{ xmin: string }>(
        db,
        sql`SELECT xmin::text AS xmin FROM articles WHERE slug = ${slug}`,
      )
    )[0]?.xmin;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    await db.insert(media).values(mediaRow("jubel", { alt: "Spillerne jubler" }));
    await db.insert(articles).values([
      { slug: "gemt", title: "Gemt", content, bodyMediaUrls: bodyMediaUrlsOf(content), publishedAt: FETCHED },
      // Written before the column existed, or by a writer that does not keep it (raw SQL, scripts).
      { slug: "uden-liste", title: "Uden liste", content, publishedAt: FETCHED },
    ]);
  });

  it("a save stores the looked-up addresses, embeds first, and the database makes their rows", async () => {
    expect(bodyMediaUrlsOf(content)).toEqual(urls);
    const article = await findArticleForPage(db, "gemt");
    expect(article?.bodyMediaRows?.map((row) => row.url)).toEqual(urls);
    // Nothing fetched yet: the lines stay links, the picture is shown.
    const media = await fromRow("gemt");
    expect(media.embeds).toEqual({});
    expect(media.images["/storage/media/jubel.jpg"]?.alt).toBe("Spillerne jubler");
  });

  it("an embed fetched after the save, its thumbnail copied, changed and deleted reaches the row each time", async () => {
    await db.insert(embeds).values(youtube);
    expect((await fromRow("gemt")).embeds[YOUTUBE]?.title).toBe("Målet");
    expect((await fromRow("gemt")).embeds[YOUTUBE]?.thumbnail?.variants).toBeNull();

    // The thumbnail's copy lands in the library after the embed row (and is re-cropped later).
    await db.insert(media).values(mediaRow("yt-thumb"));
    expect((await fromRow("gemt")).embeds[YOUTUBE]?.thumbnail?.variants).toEqual(variants("yt-thumb"));
    await db
      .update(media)
      .set({ variants: variants("yt-thumb-ny") })
      .where(sql`${media.url} = '/storage/media/yt-thumb.jpg'`);
    expect((await fromRow("gemt")).embeds[YOUTUBE]?.thumbnail?.variants).toEqual(variants("yt-thumb-ny"));

    await db.update(embeds).set({ title: "Målet, set fra tribunen" }).where(sql`${embeds.url} = ${YOUTUBE}`);
    expect((await fromRow("gemt")).embeds[YOUTUBE]?.title).toBe("Målet, set fra tribunen");

    // The same as the request's own look-up would find.
    const article = await findArticleForPage(db, "gemt");
    expect(await loadBodyMedia(db, article?.content, article?.bodyMediaRows)).toEqual(
      await loadBodyMedia(db, content),
    );

    await db.delete(embeds).where(sql`${embeds.url} = ${YOUTUBE}`);
    expect((await fromRow("gemt")).embeds).toEqual({});
  });

  it("a picture described anew reaches the row; a refresh that changes nothing a card shows writes no article", async () => {
    await db
      .update(media)
      .set({ alt: "Jubel efter 2-1" })
      .where(sql`${media.url} = '/storage/media/jubel.jpg'`);
    expect((await fromRow("gemt")).images["/storage/media/jubel.jpg"]?.alt).toBe("Jubel efter 2-1");

    await db.insert(embeds).values(youtube);
    const before = await rowVersion("gemt");
    await db
      .update(embeds)
      .set({ refreshAfter: new Date("2026-12-01T00:00:00Z"), fetchedAt: new Date("2026-11-29T00:00:00Z") })
      .where(sql`${embeds.url} = ${YOUTUBE}`);
    await db.update(media).set({ sizeBytes: 2000 }).where(sql`${media.url} = '/storage/media/jubel.jpg'`);
    expect(await rowVersion("gemt")).toBe(before);
  });

  it("asks the database itself when the stored addresses are missing or no longer the body's", async () => {
    const missing = await findArticleForPage(db, "uden-liste");
    expect(missing?.bodyMediaRows).toBeNull();
    const counted = counting(db);
    expect(
      Object.keys((await loadBodyMedia(counted.db, missing?.content, missing?.bodyMediaRows)).embeds),
    ).toEqual([YOUTUBE]);
    expect(counted.counter.selects).toBe(1);

    // The body changed behind the list's back: the new picture is shown all the same.
    await db.execute(
      sql`UPDATE articles SET content = content || E'\n\n![Ny](/storage/media/yt-thumb.jpg)' WHERE slug = 'gemt'`,
    );
    const stale = await findArticleForPage(db, "gemt");
    const again = counting(db);
    const media = await loadBodyMedia(again.db, stale?.content, stale?.bodyMediaRows);
    expect(again.counter.selects).toBe(1);
    expect(Object.keys(media.images)).toEqual(["/storage/media/jubel.jpg", "/storage/media/yt-thumb.jpg"]);
  });
});
