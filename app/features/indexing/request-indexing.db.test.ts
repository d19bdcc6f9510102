import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handle as fakeIndexNow, received } from "#tests/support/fake-indexnow.mjs";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { loader as keyFileLoader } from "~/routes/resources/indexnow-key";
import type { Database, DatabaseHandle } from "~/server/db/client.server";
import { setDatabaseHandle } from "~/server/db/client.server";
import { articles, indexingRuns, siteSettings } from "~/server/db/schema";
import { getIndexingStatus } from "./indexing-status.server";
import { getIndexNowKey } from "./indexnow-key.server";
import { type IndexingConfig, requestIndexing } from "./request-indexing.server";

const HOUR = 3_600_000;
const SITE = "https://forsiden.test";

/** The fake IndexNow (and a fake Google token/Search Console API) on a random local port. */
async function startFakes() {
  const google: { method: string; path: string; auth?: string; body: string }[] = [];
  let searchConsoleStatus = 204;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (await fakeIndexNow(req, res, url)) return;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    google.push({ method: req.method ?? "", path: url.pathname, auth: req.headers.authorization, body });
    if (url.pathname === "/token") {
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ access_token: "fake-token", token_type: "Bearer", expires_in: 3600 }));
      return;
    }
    res.statusCode = url.pathname.startsWith("/webmasters/v3/sites/") ? searchConsoleStatus : 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    google,
    setSearchConsoleStatus: (s: number) => {
      searchConsoleStatus = s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("request-indexing (IndexNow against a local fake)", () => {
  let handle: DatabaseHandle;
  let db: Database;
  let fakes: Awaited<ReturnType<typeof startFakes>>;
  let config: IndexingConfig;
  const now = new Date();

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    fakes = await startFakes();
    config = { publicUrl: SITE, endpoint: `${fakes.base}/indexnow` };
  });
  afterAll(async () => {
    await fakes.close();
    setDatabaseHandle(undefined);
  });

  beforeEach(async () => {
    received.length = 0;
    await db.delete(indexingRuns);
    await db.delete(articles);
    await db.insert(articles).values([
      {
        slug: "frisk-nyhed",
        title: "Frisk",
        publishedAt: new Date(now.getTime() - HOUR),
        updatedAt: new Date(now.getTime() - HOUR),
      },
      {
        slug: "allerede-sendt",
        title: "Sendt",
        publishedAt: new Date(now.getTime() - 100 * HOUR),
        updatedAt: new Date(now.getTime() - 100 * HOUR),
        indexNowSubmittedAt: new Date(now.getTime() - 90 * HOUR),
      },
      {
        slug: "rettet-siden",
        title: "Rettet",
        publishedAt: new Date(now.getTime() - 200 * HOUR),
        updatedAt: new Date(now.getTime() - 80 * HOUR),
        indexNowSubmittedAt: new Date(now.getTime() - 150 * HOUR),
      },
      { slug: "kladde", title: "Kladde", isDraft: true },
      { slug: "planlagt", title: "Planlagt", publishedAt: new Date(now.getTime() + 5 * HOUR) },
    ]);
  });

  it("generates a 32-hex IndexNow key once, race-safe, and keeps it in site_settings", async () => {
    await db.update(siteSettings).set({ indexNowKey: null });
    const keys = await Promise.all(Array.from({ length: 5 }, () => getIndexNowKey(db, undefined)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await db.select({ key: siteSettings.indexNowKey }).from(siteSettings);
    expect(row.key).toBe(keys[0]);
    expect(await getIndexNowKey(db, undefined)).toBe(keys[0]);
    // INDEXNOW_KEY wins over the stored one.
    expect(await getIndexNowKey(db, "env-key-12345")).toBe("env-key-12345");
  });

  it("serves the key at /{key}.txt as text/plain and 404s any other .txt", async () => {
    setDatabaseHandle(handle);
    const key = await getIndexNowKey(db, undefined);
    const args = (k: string) => ({ params: { key: k } }) as unknown as Parameters<typeof keyFileLoader>[0];
    const ok = await keyFileLoader(args(key));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await ok.text()).toBe(key);
    expect((await keyFileLoader(args("0123456789abcdef0123456789abcdef"))).status).toBe(404);
    expect((await keyFileLoader(args("kort"))).status).toBe(404);
  });

  it("200: submits the front page and new, recent and changed articles; marks them and records the run", async () => {
    const result = await requestIndexing(db, { trigger: "manual", config, now });
    expect(result).toEqual({ success: true, submittedUrls: 3, errors: [] });
    const key = await getIndexNowKey(db, undefined);
    expect(received).toHaveLength(1);
    expect(received[0].status).toBe(200);
    expect(received[0].body).toEqual({
      host: "forsiden.test",
      key,
      keyLocation: `${SITE}/${key}.txt`,
      urlList: [`${SITE}/`, `${SITE}/article/frisk-nyhed`, `${SITE}/article/rettet-siden`],
    });
    const marked = await db.select({ slug: articles.slug, at: articles.indexNowSubmittedAt }).from(articles);
    const at = Object.fromEntries(marked.map((r) => [r.slug, r.at?.getTime() ?? null]));
    expect(at["frisk-nyhed"]).toBe(now.getTime());
    expect(at["rettet-siden"]).toBe(now.getTime());
    expect(at.kladde).toBeNull();
    expect(at.planlagt).toBeNull();
    const status = await getIndexingStatus(db, config);
    expect(status.available).toBe(true);
    expect(status.lastRun).toMatchObject({ trigger: "manual", success: true, submittedUrls: 3, errors: [] });
    expect(status.lastRun?.startedAt).toBe(now.toISOString());

    // Nothing new: a scheduled run sends nothing and records nothing.
    received.length = 0;
    const again = await requestIndexing(db, {
      trigger: "schedule",
      config,
      now: new Date(now.getTime() + 1000),
    });
    expect(again).toEqual({ success: true, submittedUrls: 0, errors: [] });
    expect(received).toHaveLength(0);
    expect(await db.select().from(indexingRuns)).toHaveLength(1);
  });

  it("202 (key validation pending) counts as success", async () => {
    const result = await requestIndexing(db, {
      trigger: "schedule",
      config: { ...config, endpoint: `${config.endpoint}?status=202` },
      now,
    });
    expect(result).toEqual({ success: true, submittedUrls: 3, errors: [] });
    expect(received[0].status).toBe(202);
    expect(received[0].body).toMatchObject({
      urlList: [`${SITE}/`, `${SITE}/article/frisk-nyhed`, `${SITE}/article/rettet-siden`],
    });
  });

  it("422: every URL gets the Danish meaning, nothing is marked", async () => {
    const result = await requestIndexing(db, {
      trigger: "manual",
      config: { ...config, endpoint: `${config.endpoint}?status=422` },
      now,
    });
    const error =
      "Afvist (422): URL'erne hører ikke til værten, eller nøglen passer ikke til protokollens format";
    expect(result).toEqual({
      success: false,
      submittedUrls: 0,
      errors: [
        { url: `${SITE}/`, error },
        { url: `${SITE}/article/frisk-nyhed`, error },
        { url: `${SITE}/article/rettet-siden`, error },
      ],
    });
    const [fresh] = await db.select().from(articles).where(eq(articles.slug, "frisk-nyhed"));
    expect(fresh.indexNowSubmittedAt).toBeNull();
    expect((await getIndexingStatus(db, config)).lastRun).toMatchObject({ success: false, submittedUrls: 0 });
  });

  it("429: too many requests", async () => {
    const result = await requestIndexing(db, {
      trigger: "manual",
      config: { ...config, endpoint: `${config.endpoint}?status=429` },
      now,
    });
    expect(result.success).toBe(false);
    expect(result.errors[0]).toEqual({
      url: `${SITE}/`,
      error: "For mange anmodninger (429): IndexNow opfatter det som mulig spam. Prøv igen senere.",
    });
  });

  it("400 and 403 have their own meanings; an unreachable endpoint says so", async () => {
    const r400 = await requestIndexing(db, {
      trigger: "manual",
      config: { ...config, endpoint: `${config.endpoint}?status=400` },
      now,
    });
    expect(r400.errors[0].error).toBe("Ugyldig anmodning (400): IndexNow kunne ikke læse formatet");
    const r403 = await requestIndexing(db, {
      trigger: "manual",
      config: { ...config, endpoint: `${config.endpoint}?status=403` },
      now,
    });
    expect(r403.errors[0].error).toBe(
      "Ugyldig nøgle (403): nøglefilen blev ikke fundet, eller den indeholder ikke nøglen",
    );
    const down = await requestIndexing(db, {
      trigger: "manual",
      config: { ...config, endpoint: "http://127.0.0.1:9/indexnow" },
      now,
    });
    expect(down.success).toBe(false);
    expect(down.errors[0].error).toMatch(/^Kunne ikke kontakte IndexNow: /);
  });

  it("partial success: one batch refused (429), the others accepted and marked", async () => {
    await db.insert(articles).values([
      {
        slug: "indexnow-status-429",
        title: "Afvises",
        publishedAt: new Date(now.getTime() - 3 * HOUR),
        updatedAt: new Date(now.getTime() - 3 * HOUR),
      },
      {
        slug: "ekstra",
        title: "Ekstra",
        publishedAt: new Date(now.getTime() - 4 * HOUR),
        updatedAt: new Date(now.getTime() - 4 * HOUR),
      },
    ]);
    // Batches of 2: [/, frisk-nyhed] [indexnow-status-429, ekstra] [rettet-siden]
    const result = await requestIndexing(db, { trigger: "manual", config, now, batchSize: 2 });
    const error = "For mange anmodninger (429): IndexNow opfatter det som mulig spam. Prøv igen senere.";
    expect(result).toEqual({
      success: true,
      submittedUrls: 3,
      errors: [
        { url: `${SITE}/article/indexnow-status-429`, error },
        { url: `${SITE}/article/ekstra`, error },
      ],
    });
    expect(received.map((r) => r.status)).toEqual([200, 429, 200]);
    const rows = await db.select({ slug: articles.slug, at: articles.indexNowSubmittedAt }).from(articles);
    const marked = rows
      .filter((r) => r.at?.getTime() === now.getTime())
      .map((r) => r.slug)
      .sort();
    expect(marked).toEqual(["frisk-nyhed", "rettet-siden"]);
  });

  it("refuses to tell the real IndexNow about a local site address", async () => {
    const local: IndexingConfig = {
      publicUrl: "http://localhost:3000",
      endpoint: "https://api.indexnow.org/indexnow",
    };
    const result = await requestIndexing(db, { trigger: "manual", config: local, now });
    const reason =
      "PUBLIC_URL er en lokal adresse (http://localhost:3000), som søgemaskinerne ikke kan besøge. Sæt PUBLIC_URL til sidens offentlige adresse.";
    expect(result).toEqual({
      success: false,
      submittedUrls: 0,
      errors: [{ url: "http://localhost:3000/", error: reason }],
    });
    expect(received).toHaveLength(0);
    expect(await getIndexingStatus(db, local)).toMatchObject({ available: false, reason });
  });

  it("resubmits the sitemap to Search Console with a service-account token when configured", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const serviceAccountJson = JSON.stringify({
      client_email: "indexer@forsiden.iam.gserviceaccount.com",
      private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
      token_uri: `${fakes.base}/token`,
    });
    fakes.google.length = 0;
    fakes.setSearchConsoleStatus(204);
    const sc = { ...config, serviceAccountJson, searchConsoleApi: `${fakes.base}/webmasters/v3` };
    const ok = await requestIndexing(db, { trigger: "manual", config: sc, now });
    expect(ok).toEqual({ success: true, submittedUrls: 3, errors: [] });
    expect(fakes.google.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /token",
      `PUT /webmasters/v3/sites/${encodeURIComponent(`${SITE}/`)}/sitemaps/${encodeURIComponent(`${SITE}/sitemap.xml`)}`,
    ]);
    expect(new URLSearchParams(fakes.google[0].body).get("grant_type")).toBe(
      "urn:ietf:params:oauth:grant-type:jwt-bearer",
    );
    expect(fakes.google[1].auth).toBe("Bearer fake-token");
    expect((await getIndexingStatus(db, sc)).searchConsole).toBe(true);

    fakes.setSearchConsoleStatus(403);
    const refused = await requestIndexing(db, { trigger: "manual", config: sc, now });
    // rettet-siden was submitted by the first run and is not recent: only / and frisk-nyhed again.
    expect(refused).toEqual({
      success: true,
      submittedUrls: 2,
      errors: [
        {
          url: `${SITE}/sitemap.xml`,
          error:
            "Search Console afviste sitemap: service-kontoen har ikke adgang til ejendommen i Search Console",
        },
      ],
    });
  });
});
