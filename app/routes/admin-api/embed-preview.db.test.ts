// Issue 27 'Indsæt indlejring': GET /admin/api/indlejring?url=…, the route module called as each role
// with a real database and the image pipeline; the providers' oEmbed endpoints and thumbnail hosts
// are the local fake (tests/support/fake-oembed.mjs) behind OUTBOUND_HOST_OVERRIDES.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_EMBED_URLS, handle, oembedHostOverrides } from "#tests/support/fake-oembed.mjs";
import { type LocalServer, startLocalServer } from "#tests/support/local-server.ts";
import {
  type EndpointAnswer,
  endpointAnswer,
  TEST_ORIGIN as ORIGIN,
  routeArgs,
  sessionAs,
} from "#tests/support/route-calls.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { type DatabaseHandle, setDatabaseHandle } from "~/server/db/client.server";
import { embeds, media } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { hitRateLimit, resetRateLimit } from "~/server/rate-limit.server";
import type { Role } from "~/server/session.server";
import { EMBED_PREVIEW_RATE_RULE, loader } from "./embed-preview";

const UNSUPPORTED =
  "Linket kan ikke indlejres. Understøttet: X, YouTube, Instagram, TikTok, Facebook, Vimeo, Bluesky og Spotify.";
const FETCH_FAILED = "Indholdet kunne ikke hentes. Linket vises som et almindeligt link.";

/** The loader's answer (or what it threw: a guard's redirect or 403) as status, headers and JSON. */
function preview(url: string | null, role: Role | null, headers: HeadersInit = {}): Promise<EndpointAnswer> {
  const query = url === null ? "" : `?${new URLSearchParams({ url })}`;
  const request = new Request(`${ORIGIN}/admin/api/indlejring${query}`, { headers });
  return endpointAnswer(() =>
    loader(routeArgs(request, role ? sessionAs(role, "embed", "Indlejring ") : null)),
  );
}

describe(`the embed preview endpoint on ${TEST_DB_KIND} (issue 27)`, () => {
  let db: DatabaseHandle;
  let server: LocalServer;
  let dataDir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    setDatabaseHandle(db);
    server = await startLocalServer(handle);
    const base = server.base;
    dataDir = await mkdtemp(path.join(os.tmpdir(), "forsiden-embed-preview-"));
    setEnvForTesting(
      parseEnv({
        NODE_ENV: "test",
        PUBLIC_URL: ORIGIN,
        LOG_LEVEL: "silent",
        DATA_DIR: dataDir,
        OUTBOUND_HOST_OVERRIDES: oembedHostOverrides(base),
      }),
    );
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    setEnvForTesting(undefined);
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetRateLimit(db.db, EMBED_PREVIEW_RATE_RULE);
  });

  it("sends an anonymous visitor to /auth and gives a reader without a staff role 403", async () => {
    const anonymous = await preview(FAKE_EMBED_URLS.youtube, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/admin/api/indlejring?url=${encodeURIComponent(FAKE_EMBED_URLS.youtube)}`)}`,
    );
    const reader = await preview(FAKE_EMBED_URLS.youtube, "user");
    expect(reader).toMatchObject({ status: 403, body: { message: "Ingen adgang" } });
    expect(await db.db.select().from(embeds)).toEqual([]);
  });

  it("answers a link no service embeds with the supported services (400), fetching nothing", async () => {
    for (const url of [
      "https://www.bold.dk/fodbold/nyheder/derbyet",
      "javascript:alert(1)",
      "http://www.youtube.com/watch?v=Zq3Xk9mNd2E",
      "",
      `https://www.youtube.com/watch?v=Zq3Xk9mNd2E&x=${"a".repeat(2100)}`,
    ]) {
      const answer = await preview(url, "contributor");
      expect(answer, url).toMatchObject({ status: 400, body: { error: UNSUPPORTED } });
      expect(answer.cacheControl).toBe("private, no-store");
    }
    expect((await preview(null, "editor")).body).toEqual({ error: UNSUPPORTED });
    expect(await db.db.select().from(embeds)).toEqual([]);
  });

  it("previews a YouTube video: the card from the provider's oEmbed data, the thumbnail stored as ours", async () => {
    const answer = await preview(FAKE_EMBED_URLS.youtube, "contributor");
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe("private, no-store");
    const card = answer.body?.card as Record<string, unknown> & { thumbnail: { url: string } | null };
    expect(card).toMatchObject({
      url: FAKE_EMBED_URLS.youtube,
      provider: "youtube",
      kind: "video",
      title: "Brøndby IF - FC København 2-1 | Highlights | 3F Superliga",
      authorName: "3F Superliga",
      playerUrl: "https://www.youtube-nocookie.com/embed/Zq3Xk9mNd2E",
    });
    // Our copy, never the provider's address: the editor's browser asks no third party.
    expect(card.thumbnail?.url).toMatch(/^\/storage\//);
    const [row] = await db.db.select().from(embeds).where(eq(embeds.url, FAKE_EMBED_URLS.youtube));
    expect(row).toMatchObject({ provider: "youtube", authorName: "3F Superliga" });
    const [thumb] = await db.db
      .select()
      .from(media)
      .where(eq(media.url, card.thumbnail?.url ?? ""));
    expect(thumb).toMatchObject({ source: "embed", rights: "fri", credit: "3F Superliga via YouTube" });
  });

  it("says the content could not be fetched (422) when the provider does not know the post", async () => {
    const unknown = "https://www.youtube.com/watch?v=ukendt00001";
    const answer = await preview(unknown, "editor");
    expect(answer).toMatchObject({ status: 422, body: { error: FETCH_FAILED, url: unknown } });
  });

  it("refuses a call another site makes the editor's browser send (Sec-Fetch-Site: cross-site)", async () => {
    const answer = await preview(FAKE_EMBED_URLS.vimeo, "editor", { "Sec-Fetch-Site": "cross-site" });
    expect(answer.status).toBe(403);
    expect(await db.db.select().from(embeds).where(eq(embeds.url, FAKE_EMBED_URLS.vimeo))).toEqual([]);
  });

  it("is rate-limited per staff member like uploads: 429 with Retry-After", async () => {
    for (let i = 0; i < EMBED_PREVIEW_RATE_RULE.limit; i++) {
      await hitRateLimit(db.db, EMBED_PREVIEW_RATE_RULE, "embed-editor");
    }
    const answer = await preview(FAKE_EMBED_URLS.spotify, "editor");
    expect(answer).toMatchObject({
      status: 429,
      body: { error: "For mange forhåndsvisninger. Prøv igen om lidt." },
    });
    // Another staff member is not held back.
    expect((await preview(FAKE_EMBED_URLS.spotify, "contributor")).status).toBe(200);
  });
});
