import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { MediaVariant } from "~/lib/media-variant";
import type { Database, Queryable } from "~/server/db/client.server";
import { embeds, media } from "~/server/db/schema";
import { BODY_MEDIA_LIMIT, loadBodyMedia } from "./body-media.server";

const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const X_POST = "https://x.com/FCKobenhavn/status/1790000000000000000";
const VIMEO = "https://vimeo.com/123456789";
const TIKTOK = "https://www.tiktok.com/@brondbyif/video/7370000000000000000";
const BLUESKY = "https://bsky.app/profile/dbu.dk/post/3kabcdefghij2";
const FETCHED = new Date("2026-03-01T12:00:00Z");

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
        url: YOUTUBE,
        provider: "youtube",
        kind: "video",
        title: "Alle mål fra derbyet",
        authorName: "FC København",
        authorUrl: "https://www.youtube.com/@fckobenhavn",
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
        url: YOUTUBE,
        provider: "youtube",
        kind: "video",
        title: "Alle mål fra derbyet",
        authorName: "FC København",
        authorUrl: "https://www.youtube.com/@fckobenhavn",
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
