import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { embedLinesInBody, loadEmbedCards } from "~/features/embeds/embeds.server";
import { EMBED_PROVIDERS, type EmbedProviderId } from "~/lib/embed-providers";
import type { Database } from "~/server/db/client.server";
import { articles, embeds, media } from "~/server/db/schema";
import { createLocalStorage } from "~/server/storage.server";
import { richArticle, richArticleEmbeds } from "./data/rich-article";
import { ensureRichArticleThumbnails, seedRichArticle } from "./seed-rich-article.server";

let db: Database;
let dir: string;
let storage: ReturnType<typeof createLocalStorage>;

// The stock photos' stored addresses (seed.server.ts makes them before this runs).
const photoUrls = new Map([
  ["brondby-stadion", "/storage/article-images/stock-brondby-stadion.jpg"],
  ["brondby-jubel", "/storage/article-images/stock-brondby-jubel.jpg"],
  ["brondby-fans", "/storage/article-images/stock-brondby-fans.jpg"],
]);

async function seedOnce(now: Date) {
  const thumbnails = await ensureRichArticleThumbnails(db, storage);
  return db.transaction((tx) => seedRichArticle(tx, { now, photoUrls, thumbnails, authorId: null }));
}

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-rich-seed-"));
  storage = createLocalStorage(dir, "/storage");
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe(`the rich sample article (issue 27) on ${TEST_DB_KIND}`, () => {
  it("is published near the top with an embed of each of the eight services, their oEmbed data stored offline, two inline pictures and a fact box", async () => {
    const now = new Date();
    expect(await seedOnce(now)).toBe(1);

    const [article] = await db.select().from(articles).where(eq(articles.slug, richArticle.slug));
    expect(article).toMatchObject({
      title: "Sådan blev derbyet oplevet: mål, jubel og reaktioner",
      isDraft: false,
      category: "Kampe",
      imageUrl: "/storage/article-images/stock-brondby-stadion.jpg",
    });
    expect(article.publishedAt?.getTime()).toBe(now.getTime() - 30 * 60_000);

    const lines = embedLinesInBody(article.content);
    expect(lines.map((m) => m.provider).sort()).toEqual(Object.keys(EMBED_PROVIDERS).sort());
    expect(article.content).toContain(
      '![Brøndby-spillerne jubler foran egne fans efter 2–0-målet](/storage/article-images/stock-brondby-jubel.jpg "Forsiden Grafik")',
    );
    expect(article.content).toContain(
      '![Brøndby-fans med flag og halstørklæder på Sydsiden](/storage/article-images/stock-brondby-fans.jpg "Forsiden Grafik")',
    );
    expect(article.content).toMatch(/\n\n:::faktaboks Kampens fakta\n\n[\s\S]+\n\n:::\n\n/);

    const cards = await loadEmbedCards(
      db,
      lines.map((m) => m.url),
    );
    expect(Object.keys(cards)).toHaveLength(8);
    for (const card of Object.values(cards)) {
      // Every player is framed from its provider's own origin (YouTube's without cookies).
      expect(new URL(card.playerUrl ?? "").origin).toBe(EMBED_PROVIDERS[card.provider].frameOrigin);
    }
    expect(cards[richArticleEmbeds.bluesky.url].playerUrl).toBe(
      "https://embed.bsky.app/embed/did:plc:k4xq7rmb2w3zv5yt6hncdjpe/app.bsky.feed.post/3kxyzabc2def2",
    );
    const withThumbnail = Object.values(cards)
      .filter((c) => c.thumbnail)
      .map((c) => c.provider);
    expect(withThumbnail.sort()).toEqual([
      "instagram",
      "spotify",
      "tiktok",
      "vimeo",
      "youtube",
    ] as EmbedProviderId[]);
    expect(cards[richArticleEmbeds.youtube.url].thumbnail).toMatchObject({ width: 1280, height: 720 });
    expect(
      cards[richArticleEmbeds.youtube.url].thumbnail?.variants?.map((v) => `${v.format} ${v.width}`),
    ).toEqual(["webp 240", "webp 480", "webp 800", "webp 1200"]);

    const thumbs = await db.select().from(media).where(eq(media.source, "embed"));
    expect(thumbs.map((m) => m.credit).sort()).toEqual([
      "3F Superliga via YouTube",
      "Brøndby IF via TikTok",
      "Forsiden Video via Vimeo",
      "Spotify",
      "brondbyif via Instagram",
    ]);
    expect(thumbs.every((m) => m.rights === "fri")).toBe(true);
    for (const thumb of thumbs) {
      expect(await storage.exists("article-images", thumb.url.split("/").pop() ?? "")).toBe(true);
    }

    // Offline sample: never due for the refresh job (its URLs are illustrations).
    const rows = await db.select().from(embeds);
    expect(
      rows.every((r) => r.fetchedAt && r.refreshAfter.getTime() > now.getTime() + 365 * 24 * 3_600_000),
    ).toBe(true);
  });

  it("a second seed finds what exists and adds nothing", async () => {
    const totals = async () => ({
      articles: (await db.select({ n: count() }).from(articles))[0].n,
      embeds: (await db.select({ n: count() }).from(embeds))[0].n,
      media: (await db.select({ n: count() }).from(media))[0].n,
    });
    const before = await totals();
    expect(before).toEqual({ articles: 1, embeds: 8, media: 5 });
    expect(await seedOnce(new Date())).toBe(0);
    expect(await totals()).toEqual(before);
  });
});
