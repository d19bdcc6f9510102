import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_EMBED_URLS,
  handle as fakeOEmbed,
  requests as fakeRequests,
  oembedTestEnv,
} from "#tests/support/fake-oembed.mjs";
import { type LocalServer, startLocalServer } from "#tests/support/local-server.ts";
import { cachedPageState, cachePageForTest } from "#tests/support/page-cache.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { getArticleForEdit } from "~/features/editorial/admin-article-queries.server";
import { handleArticleListAction, handleCreateArticle } from "~/features/editorial/article-actions.server";
import type { Database } from "~/server/db/client.server";
import { articles, embeds, media } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { createLocalStorage } from "~/server/storage.server";
import { createArticleEmbedResolver } from "./resolve-article-embeds.server";

const actor = { id: "user-embeds", email: "redaktor@forsiden.dk", name: "Rikke Redaktør", role: "editor" };
const HANGING = "https://www.youtube.com/watch?v=haenger0001";

let server: LocalServer;
let dataDir: string;
let storage: ReturnType<typeof createLocalStorage>;
let db: Database;

function articleForm(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ excerpt: "Et uddrag", category: "Kampe", ...values })) {
    form.set(key, value);
  }
  return form;
}

const embedRow = async (url: string) => (await db.select().from(embeds).where(eq(embeds.url, url)))[0];

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-embed-save-"));
  storage = createLocalStorage(path.join(dataDir, "storage"), "/storage");
  server = await startLocalServer(fakeOEmbed);
  const base = server.base;
  setEnvForTesting(parseEnv(oembedTestEnv(base, dataDir)));
});

afterAll(async () => {
  setEnvForTesting(undefined);
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  fakeRequests.length = 0;
  invalidatePageCache();
  await db.delete(articles);
  await db.delete(embeds);
  await db.delete(media);
});

describe(`saving an article fetches its embeds (issue 27) on ${TEST_DB_KIND}`, () => {
  const resolver = createArticleEmbedResolver({ storage: () => storage });

  it("creating an article with embed lines stores their rows before the save answers", async () => {
    const { result, status } = await handleCreateArticle(
      db,
      actor,
      articleForm({
        title: "Derbyet i billeder",
        content: [
          "Sådan så det ud.",
          FAKE_EMBED_URLS.youtube,
          FAKE_EMBED_URLS.bluesky,
          `:::faktaboks Lyt med\n${FAKE_EMBED_URLS.spotify}\n:::`,
        ].join("\n\n"),
      }),
      undefined,
      undefined,
      undefined,
      resolver,
    );
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, message: "Artiklen er blevet oprettet og publiceret" });
    expect(await embedRow(FAKE_EMBED_URLS.youtube)).toMatchObject({
      title: "Brøndby IF - FC København 2-1 | Highlights | 3F Superliga",
      failures: 0,
    });
    expect((await embedRow(FAKE_EMBED_URLS.bluesky)).fetchedAt).not.toBeNull();
    // Inside a fact box too: the save fetches what the page's parser renders.
    expect(await embedRow(FAKE_EMBED_URLS.spotify)).toMatchObject({
      title: "Derbysnak: Brøndby på toppen efter sejren over FCK",
    });
  });

  it("an update runs the hook too; an embed already stored asks no provider again", async () => {
    const created = await handleCreateArticle(
      db,
      actor,
      articleForm({ title: "Reaktionerne", content: "Kommer senere." }),
      undefined,
      undefined,
      undefined,
      resolver,
    );
    const id = created.result.ok ? (created.result.article?.id ?? "") : "";
    const current = (await getArticleForEdit(db, id))!;
    const update = articleForm({
      intent: "update",
      id,
      version: String(current.version),
      title: current.title,
      slug: current.slug,
      content: `Trænerens ord:\n\n${FAKE_EMBED_URLS.vimeo}`,
    });
    const updated = await handleArticleListAction(db, actor, update, undefined, undefined, resolver);
    expect(updated.result).toMatchObject({ ok: true, intent: "update" });
    expect(await embedRow(FAKE_EMBED_URLS.vimeo)).toMatchObject({ durationSeconds: 187 });
    expect(fakeRequests.filter((r) => r.url)).toHaveLength(1);
    // The same embed again: the stored row is fresh.
    update.set("version", String(current.version + 1));
    update.set("excerpt", "Et nyt uddrag");
    await handleArticleListAction(db, actor, update, undefined, undefined, resolver);
    expect(fakeRequests.filter((r) => r.url)).toHaveLength(1);
  });

  it("a new card drops the article's cached page again (a reader may have rendered the plain link meanwhile)", async () => {
    const [article] = await db
      .insert(articles)
      .values({
        slug: "derbyet-paa-tiktok",
        title: "Derbyet på TikTok",
        category: "Kampe",
        content: `Stemningen:\n\n${FAKE_EMBED_URLS.tiktok}`,
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: articles.id });
    for (const key of ["/article/derbyet-paa-tiktok", `/article/${article.id}`, "/"])
      await cachePageForTest(key);
    await resolver(db, { id: article.id });
    expect(cachedPageState("/article/derbyet-paa-tiktok")).toBeUndefined();
    expect(cachedPageState(`/article/${article.id}`)).toBeUndefined();
    // Only the article's page: the rest is marked stale, not dropped.
    expect(cachedPageState("/")).toBe("stale");

    // Nothing new on the next save: the page stays cached.
    await cachePageForTest("/article/derbyet-paa-tiktok");
    await resolver(db, { id: article.id });
    expect(cachedPageState("/article/derbyet-paa-tiktok")).toBe("fresh");
  });

  it("a provider that hangs does not fail the save: it answers after the wait, the failure is recorded later", async () => {
    const slow = createArticleEmbedResolver({ storage: () => storage, waitMs: 200, timeoutMs: 800 });
    const started = Date.now();
    const { result, status } = await handleCreateArticle(
      db,
      actor,
      articleForm({ title: "Langsom video", content: `Se klippet:\n\n${HANGING}` }),
      undefined,
      undefined,
      undefined,
      slow,
    );
    expect(Date.now() - started).toBeLessThan(700);
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true });
    expect(await db.select({ id: articles.id }).from(articles)).toHaveLength(1);
    // The fetch goes on in the background until its own time limit.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await embedRow(HANGING)).toMatchObject({
      fetchedAt: null,
      failures: 1,
      lastError: "Siden svarede ikke i tide.",
    });
  });
});
