import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_BLUESKY_AT_URI,
  FAKE_EMBED_URLS,
  handle as fakeOEmbed,
  requests as fakeRequests,
  oembedTestEnv,
} from "#tests/support/fake-oembed.mjs";
import { type LocalServer, startLocalServer } from "#tests/support/local-server.ts";
import { cachedPageState, cachePageForTest } from "#tests/support/page-cache.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { EmbedProviderId } from "~/lib/embed-providers";
import type { Database } from "~/server/db/client.server";
import { embeds, media } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { variantWidths } from "~/server/images.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { createLocalStorage } from "~/server/storage.server";
import {
  embedLinesInBody,
  loadEmbedCards,
  refreshDueEmbeds,
  resolveEmbed,
  resolveEmbedsInBody,
} from "./embeds.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: LocalServer;
let base: string;
let dataDir: string;
let storage: ReturnType<typeof createLocalStorage>;
let db: Database;

function useEnv(extra: Record<string, string | undefined> = {}) {
  setEnvForTesting(parseEnv({ ...oembedTestEnv(base, dataDir), ...extra }));
}

const embedRow = async (url: string) => (await db.select().from(embeds).where(eq(embeds.url, url)))[0];
const mediaRow = async (url: string) => (await db.select().from(media).where(eq(media.url, url)))[0];
/** A stored card whose refresh failed with HTTP 404: still the card of `fetchedAt`, the failures counted, the next try at `retryAt` (ms). */
function expectKeptAfter404(
  row: typeof embeds.$inferSelect,
  expected: { text: string; failures: number; fetchedAt: Date; retryAt: number },
) {
  expect(row).toMatchObject({
    text: expected.text,
    failures: expected.failures,
    lastError: "Siden kunne ikke hentes. (HTTP 404)",
  });
  expect(row.fetchedAt?.getTime()).toBe(expected.fetchedAt.getTime());
  expect(row.refreshAfter.getTime()).toBe(expected.retryAt);
}

const requestsFor = (url: string) => fakeRequests.filter((r) => r.url === url);
const fileOf = (url: string) => url.split("/").pop() ?? "";

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-embeds-"));
  storage = createLocalStorage(path.join(dataDir, "storage"), "/storage");
  server = await startLocalServer(fakeOEmbed);
  base = server.base;
});

afterAll(async () => {
  setEnvForTesting(undefined);
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  useEnv();
  fakeRequests.length = 0;
  await db.delete(embeds);
  await db.delete(media);
});

interface Expected {
  kind: "video" | "post" | "audio";
  title: string | null;
  authorName: string | null;
  authorUrl: string | null;
  text: string | null;
  playerUrl: string;
  aspectRatio: number;
  durationSeconds: number | null;
  /** The thumbnail's size, or null when the provider sends none. */
  thumbnail: [number, number] | null;
  credit: string | null;
}

const EXPECTED: Record<EmbedProviderId, Expected> = {
  x: {
    kind: "post",
    title: null,
    authorName: "F.C. København",
    authorUrl: "https://twitter.com/FCKobenhavn",
    text: "Tak for opbakningen på udebane i aften 💙 Vi er tilbage i Parken på søndag. pic.twitter.com/Fk3b9QmWx2",
    playerUrl: "https://platform.twitter.com/embed/Tweet.html?id=1368640524081254400&dnt=true",
    aspectRatio: 550 / 560,
    durationSeconds: null,
    thumbnail: null,
    credit: null,
  },
  youtube: {
    kind: "video",
    title: "Brøndby IF - FC København 2-1 | Highlights | 3F Superliga",
    authorName: "3F Superliga",
    authorUrl: "https://www.youtube.com/@3FSuperliga",
    text: null,
    playerUrl: "https://www.youtube-nocookie.com/embed/Zq3Xk9mNd2E",
    aspectRatio: 200 / 113,
    durationSeconds: null,
    thumbnail: [480, 360],
    credit: "3F Superliga via YouTube",
  },
  instagram: {
    kind: "post",
    title: "DERBYSEJR! 💛💙 Tre point og førstepladsen. Tak til alle jer, der bar holdet hjem.",
    authorName: "brondbyif",
    authorUrl: null,
    text: "DERBYSEJR! 💛💙 Tre point og førstepladsen. Tak til alle jer, der bar holdet hjem.",
    playerUrl: "https://www.instagram.com/p/CMGv2xhF7aB/embed/",
    aspectRatio: 4 / 5,
    durationSeconds: null,
    thumbnail: [640, 800],
    credit: "brondbyif via Instagram",
  },
  tiktok: {
    kind: "video",
    title: "Stemningen på Sydsiden efter 2-0 i tillægstiden 🔥 #derby #brøndby",
    authorName: "Brøndby IF",
    authorUrl: "https://www.tiktok.com/@brondbyif",
    text: "Stemningen på Sydsiden efter 2-0 i tillægstiden 🔥 #derby #brøndby",
    playerUrl: "https://www.tiktok.com/embed/v2/6937561234567890123",
    aspectRatio: 9 / 16,
    durationSeconds: null,
    thumbnail: [576, 1024],
    credit: "Brøndby IF via TikTok",
  },
  facebook: {
    kind: "video",
    title: null,
    authorName: "F.C. København",
    authorUrl: "https://www.facebook.com/FCKobenhavn",
    text: "Cheftræneren og anføreren efter nederlaget på Brøndby Stadion.",
    playerUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(FAKE_EMBED_URLS.facebook)}&show_text=false`,
    aspectRatio: 500 / 281,
    durationSeconds: null,
    thumbnail: null,
    credit: null,
  },
  vimeo: {
    kind: "video",
    title: "Derbyet set fra tribunen – Brøndby Stadion, marts 2021",
    authorName: "Forsiden Video",
    authorUrl: "https://vimeo.com/forsidenvideo",
    text: null,
    playerUrl: "https://player.vimeo.com/video/521234567?dnt=1",
    aspectRatio: 16 / 9,
    durationSeconds: 187,
    thumbnail: [640, 360],
    credit: "Forsiden Video via Vimeo",
  },
  bluesky: {
    kind: "post",
    title: null,
    authorName: "Forsiden (@forsiden.bsky.social)",
    authorUrl: "https://bsky.app/profile/forsiden.bsky.social",
    text: "Fuldtid på Brøndby Stadion: Brøndby vinder derbyet 2–1 over FC København, og Brøndby overtager førstepladsen i Superligaen.",
    playerUrl: `https://embed.bsky.app/embed/${FAKE_BLUESKY_AT_URI.slice("at://".length)}`,
    aspectRatio: 4 / 5,
    durationSeconds: null,
    thumbnail: null,
    credit: null,
  },
  spotify: {
    kind: "audio",
    title: "Derbysnak: Brøndby på toppen efter sejren over FCK",
    authorName: null,
    authorUrl: null,
    text: null,
    playerUrl: "https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk",
    aspectRatio: 16 / 5,
    durationSeconds: null,
    thumbnail: [300, 300],
    credit: "Spotify",
  },
};

describe(`oEmbed fetch and storage against the local fake provider on ${TEST_DB_KIND}`, () => {
  for (const [provider, expected] of Object.entries(EXPECTED) as [EmbedProviderId, Expected][]) {
    it(`${provider}: the card's fields, the player on the provider's own origin, the thumbnail copied as an 'embed' media row`, async () => {
      const url = FAKE_EMBED_URLS[provider];
      const now = new Date();
      const card = await resolveEmbed(db, storage, url, { now });
      expect(card).toMatchObject({
        url,
        provider,
        kind: expected.kind,
        title: expected.title,
        authorName: expected.authorName,
        authorUrl: expected.authorUrl,
        text: expected.text,
        playerUrl: expected.playerUrl,
        durationSeconds: expected.durationSeconds,
      });
      expect(card?.aspectRatio).toBeCloseTo(expected.aspectRatio, 5);

      const row = await embedRow(url);
      expect(row).toMatchObject({ provider, kind: expected.kind, failures: 0, lastError: null });
      expect(row.fetchedAt?.getTime()).toBe(now.getTime());
      expect(row.refreshAfter.getTime()).toBe(now.getTime() + 7 * DAY);

      if (!expected.thumbnail) {
        expect(card?.thumbnail).toBeNull();
        expect(row.thumbnailUrl).toBeNull();
        return;
      }
      const [width, height] = expected.thumbnail;
      expect(card?.thumbnail).toMatchObject({ url: row.thumbnailUrl, width, height });
      const stored = await mediaRow(row.thumbnailUrl ?? "");
      expect(stored).toMatchObject({
        source: "embed",
        rights: "fri",
        credit: expected.credit,
        width,
        height,
        mimeType: "image/jpeg",
      });
      // Our own copy, with WebP variants (the widths the pipeline makes up to the original's).
      expect(stored.url.startsWith("/storage/article-images/embed-")).toBe(true);
      expect(stored.variants.map((v) => `${v.format} ${v.width}`)).toEqual(
        variantWidths(width).map((w) => `webp ${w}`),
      );
      expect(card?.thumbnail?.variants).toEqual(stored.variants);
      expect(await storage.exists("article-images", fileOf(stored.url))).toBe(true);
      for (const v of stored.variants)
        expect(await storage.exists("article-images", fileOf(v.url))).toBe(true);
    });
  }

  it("Meta's endpoints get the access token; a fresh row is served from the database, `force` fetches again", async () => {
    const url = FAKE_EMBED_URLS.instagram;
    await resolveEmbed(db, storage, url);
    expect(requestsFor(url)).toEqual([
      { host: "graph.facebook.com", path: "/v19.0/instagram_oembed", url, accessToken: "test-meta-token" },
    ]);
    const again = await resolveEmbed(db, storage, url);
    expect(again?.authorName).toBe("brondbyif");
    expect(requestsFor(url)).toHaveLength(1);
    const thumbnailBefore = (await embedRow(url)).thumbnailUrl;
    await resolveEmbed(db, storage, url, { force: true });
    expect(requestsFor(url)).toHaveLength(2);
    // The same picture again: the same media row, not a copy.
    expect((await embedRow(url)).thumbnailUrl).toBe(thumbnailBefore);
    expect(await db.select({ id: media.id }).from(media)).toHaveLength(1);
  });

  it("without META_OEMBED_ACCESS_TOKEN an Instagram or Facebook line stays a link: no request, no row, no card", async () => {
    useEnv({ META_OEMBED_ACCESS_TOKEN: undefined });
    expect(await resolveEmbed(db, storage, FAKE_EMBED_URLS.instagram)).toBeNull();
    const summary = await resolveEmbedsInBody(
      db,
      storage,
      `Se opslaget:\n\n${FAKE_EMBED_URLS.facebook}\n\nSlut.`,
    );
    expect(summary).toEqual({ lines: 1, fetched: 1, changed: 0, failed: 0 });
    expect(fakeRequests).toEqual([]);
    expect(await db.select().from(embeds)).toEqual([]);
    expect(await loadEmbedCards(db, [FAKE_EMBED_URLS.instagram, FAKE_EMBED_URLS.facebook])).toEqual({});
  });

  it("Meta's Graph API refuses a request without a token with 401 (the fake speaks the protocol)", async () => {
    const res = await fetch(
      `${base}/oembed/graph.facebook.com/v19.0/instagram_oembed?url=${encodeURIComponent(FAKE_EMBED_URLS.instagram)}`,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { type: "OAuthException", code: 104 } });
  });

  const failures = [
    [
      "an unknown post (404)",
      "https://x.com/FCKobenhavn/status/1999999999999999999",
      "Siden kunne ikke hentes. (HTTP 404)",
    ],
    [
      "a provider that does not answer in time",
      "https://www.youtube.com/watch?v=haenger0001",
      "Siden svarede ikke i tide.",
    ],
    [
      "an answer that is not JSON",
      "https://www.youtube.com/watch?v=snavs000001",
      "Tjenesten svarede ikke med oEmbed-JSON.",
    ],
    ["an answer over 256 KB", "https://www.youtube.com/watch?v=forstor0001", "Svaret er for stort."],
  ] as const;
  for (const [what, url, message] of failures) {
    it(`${what}: no card, the failure recorded on a row that never fetched, retried after an hour`, async () => {
      const now = new Date();
      expect(await resolveEmbed(db, storage, url, { now, timeoutMs: 400 })).toBeNull();
      const row = await embedRow(url);
      expect(row).toMatchObject({ fetchedAt: null, failures: 1, lastError: message, title: null });
      expect(row.refreshAfter.getTime()).toBe(now.getTime() + HOUR);
      expect(await loadEmbedCards(db, [url])).toEqual({});
      // While it backs off, a save does not ask again.
      fakeRequests.length = 0;
      expect(await resolveEmbed(db, storage, url, { now: new Date(now.getTime() + 30 * 60_000) })).toBeNull();
      expect(fakeRequests).toEqual([]);
    });
  }

  it("a failed fetch keeps an older good row as it was, and its card", async () => {
    const url = "https://x.com/FCKobenhavn/status/1999999999999999998";
    const fetchedAt = new Date(Date.now() - 8 * DAY);
    await db.insert(embeds).values({
      url,
      provider: "x",
      kind: "post",
      authorName: "F.C. København",
      text: "Matchday i Parken.",
      playerUrl: "https://platform.twitter.com/embed/Tweet.html?id=1999999999999999998&dnt=true",
      aspectRatio: 1,
      fetchedAt,
      refreshAfter: new Date(fetchedAt.getTime() + 7 * DAY),
      failures: 2,
    });
    const now = new Date();
    const card = await resolveEmbed(db, storage, url, { now });
    expect(card).toMatchObject({ url, authorName: "F.C. København", text: "Matchday i Parken." });
    // The third failure in a row: four hours.
    expectKeptAfter404(await embedRow(url), {
      text: "Matchday i Parken.",
      failures: 3,
      fetchedAt,
      retryAt: now.getTime() + 4 * HOUR,
    });
  });

  it("HTML in the provider's fields is stored as plain text, and a javascript: author link is dropped", async () => {
    const url = "https://www.youtube.com/watch?v=htmlfelt001";
    const card = await resolveEmbed(db, storage, url);
    expect(card).toMatchObject({
      title: "Mål i overtiden & jubel",
      authorName: "Superliga TV",
      authorUrl: null,
    });
    const row = await embedRow(url);
    for (const value of [row.title, row.authorName, row.text, row.authorUrl]) {
      expect(String(value)).not.toMatch(/[<>]|script|alert/);
    }
  });

  it("SSRF: a thumbnail URL on 127.0.0.1 that no override maps is refused; the card is stored without it", async () => {
    const url = "https://www.youtube.com/watch?v=privatbil01";
    const card = await resolveEmbed(db, storage, url);
    expect(card).toMatchObject({ title: "Pressemøde efter derbyet", thumbnail: null });
    expect((await embedRow(url)).thumbnailUrl).toBeNull();
    expect(fakeRequests.filter((r) => r.host === "i.ytimg.com")).toEqual([]);
    expect(await db.select().from(media)).toEqual([]);
  });

  it("an article body: each embed line once (a URL inside a sentence is a link), at most 20, missing or stale only", async () => {
    const body = [
      "Derbyet i billeder og video.",
      FAKE_EMBED_URLS.youtube,
      `Se også ${FAKE_EMBED_URLS.vimeo} for flere vinkler.`,
      `  ${FAKE_EMBED_URLS.bluesky}  `,
      FAKE_EMBED_URLS.youtube,
      "https://www.dr.dk/sporten/fodbold",
    ].join("\n\n");
    expect(embedLinesInBody(body).map((m) => m.url)).toEqual([
      FAKE_EMBED_URLS.youtube,
      FAKE_EMBED_URLS.bluesky,
    ]);
    const many = Array.from({ length: 25 }, (_, i) => `https://vimeo.com/${100000 + i}`).join("\n\n");
    expect(embedLinesInBody(many)).toHaveLength(20);

    expect(await resolveEmbedsInBody(db, storage, body)).toEqual({
      lines: 2,
      fetched: 2,
      changed: 2,
      failed: 0,
    });
    expect(
      Object.keys(await loadEmbedCards(db, [FAKE_EMBED_URLS.youtube, FAKE_EMBED_URLS.bluesky])).sort(),
    ).toEqual([FAKE_EMBED_URLS.bluesky, FAKE_EMBED_URLS.youtube].sort());
    fakeRequests.length = 0;
    expect(await resolveEmbedsInBody(db, storage, body)).toEqual({
      lines: 2,
      fetched: 0,
      changed: 0,
      failed: 0,
    });
    expect(fakeRequests).toEqual([]);
  });
});

describe(`the job 'indlejringer-opdatering' on ${TEST_DB_KIND}`, () => {
  it("fetches due rows again (oldest first), leaves fresh ones alone, backs off on failure and replaces a changed thumbnail", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 8 * DAY);
    // A thumbnail the provider no longer sends: its media row and files go.
    await storage.put("article-images", "embed-gammel.jpg", Buffer.from("jpeg"), "image/jpeg");
    await db.insert(media).values({
      url: "/storage/article-images/embed-gammel.jpg",
      storageKey: "article-images/embed-gammel.jpg",
      source: "embed",
      rights: "fri",
      credit: "Forsiden Video via Vimeo",
      mimeType: "image/jpeg",
      width: 640,
      height: 360,
      sizeBytes: 4,
    });
    const dead = "https://x.com/FCKobenhavn/status/1999999999999999997";
    await db.insert(embeds).values([
      {
        url: FAKE_EMBED_URLS.vimeo,
        provider: "vimeo",
        kind: "video",
        title: "Gammel titel",
        thumbnailUrl: "/storage/article-images/embed-gammel.jpg",
        fetchedAt: old,
        refreshAfter: new Date(now.getTime() - DAY),
      },
      {
        url: FAKE_EMBED_URLS.spotify,
        provider: "spotify",
        kind: "audio",
        title: "Frisk række",
        fetchedAt: new Date(now.getTime() - DAY),
        refreshAfter: new Date(now.getTime() + 6 * DAY),
      },
      {
        url: dead,
        provider: "x",
        kind: "post",
        text: "Et slettet opslag.",
        fetchedAt: old,
        refreshAfter: new Date(now.getTime() - 2 * DAY),
        failures: 1,
        lastError: "Siden kunne ikke hentes. (HTTP 500)",
      },
    ]);
    await cachePageForTest("/article/derbyet-i-billeder", "artikel");

    // Oldest refresh time first: with room for one, the dead post is asked for.
    expect(await refreshDueEmbeds(db, storage, { now, limit: 1 })).toEqual({
      due: 1,
      refreshed: 0,
      changed: 0,
      failed: 1,
    });
    expect(fakeRequests.map((r) => r.url)).toEqual([dead]);
    expect(await refreshDueEmbeds(db, storage, { now, limit: 10 })).toEqual({
      due: 1,
      refreshed: 1,
      changed: 1,
      failed: 0,
    });

    const vimeo = await embedRow(FAKE_EMBED_URLS.vimeo);
    expect(vimeo).toMatchObject({
      title: "Derbyet set fra tribunen – Brøndby Stadion, marts 2021",
      durationSeconds: 187,
      failures: 0,
    });
    expect(vimeo.refreshAfter.getTime()).toBe(now.getTime() + 7 * DAY);
    expect(vimeo.thumbnailUrl).toMatch(/^\/storage\/article-images\/embed-[0-9a-f]{16}-[0-9a-f]{16}\.jpg$/);
    expect(await mediaRow("/storage/article-images/embed-gammel.jpg")).toBeUndefined();
    expect(await storage.exists("article-images", "embed-gammel.jpg")).toBe(false);

    expect(await embedRow(FAKE_EMBED_URLS.spotify)).toMatchObject({ title: "Frisk række" });

    expectKeptAfter404(await embedRow(dead), {
      text: "Et slettet opslag.",
      failures: 2,
      fetchedAt: old,
      retryAt: now.getTime() + 2 * HOUR,
    });

    // A changed card: cached pages are refreshed (served stale while they render again).
    expect(cachedPageState("/article/derbyet-i-billeder")).toBe("stale");
    invalidatePageCache();

    // Nothing is due any more.
    expect(await refreshDueEmbeds(db, storage, { now, limit: 10 })).toEqual({
      due: 0,
      refreshed: 0,
      changed: 0,
      failed: 0,
    });
  });
});
