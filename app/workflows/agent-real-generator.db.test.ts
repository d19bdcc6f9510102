import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handle as fakeFeeds } from "#tests/support/fake-indexnow.mjs";
// @ts-expect-error plain JS test helpers
import * as fakeOpenAi from "#tests/support/fake-openai.mjs";
// @ts-expect-error plain JS test helpers
import * as fakeSource from "#tests/support/fake-source-site.mjs";
import { type FakeHandler, type LocalServer, startLocalServer } from "#tests/support/local-server.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { runAutoArticleAgent } from "~/features/agent/auto-article-agent.server";
import { generateArticleFromSource } from "~/features/ai-generation/generate-from-url.server";
import type { Database } from "~/server/db/client.server";
import { agentLogs, agentSourceItems, articles, siteSettings } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { createLocalStorage } from "~/server/storage.server";

// The agent with the real generator: the feed, the source site (www.bold.dk) and the AI provider
// are local fakes reached through OUTBOUND_HOST_OVERRIDES, as in the e2e run.
describe(`Auto Article Agent with the real generator on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let server: LocalServer;
  let dataDir: string;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-agent-"));
    server = await startLocalServer(
      fakeFeeds,
      fakeOpenAi.handle as FakeHandler,
      fakeSource.handle as FakeHandler,
    );
    const base = server.base;
    setEnvForTesting(
      parseEnv({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        AI_BASE_URL: `${base}/v1`,
        AI_MODEL: "fake-model",
        AI_TIMEOUT_MS: "5000",
        OUTBOUND_HOST_OVERRIDES: `feeds.test=${base}/feeds,www.bold.dk=${base}/bold`,
      }),
    );
    await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    await db
      .update(siteSettings)
      .set({ agentEnabled: true, agentFeedUrls: ["https://feeds.test/agent.xml"], autoPublish: true });
  });
  afterAll(async () => {
    setEnvForTesting(undefined);
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("makes one article per new feed item with author 'Agent', and never from the same source twice", async () => {
    const storage = createLocalStorage(path.join(dataDir, "storage"), "/storage");
    const generate = (database: Database, input: { url: string; mode: "agent"; actor: null }) =>
      generateArticleFromSource(database, input, { storage });

    const first = await runAutoArticleAgent(db, { generate });
    expect(first).toMatchObject({ enabled: true, feeds: 1, newItems: 2, generated: 2, failed: 0 });
    const made = await db
      .select({
        source: articles.sourceUrl,
        author: articles.author,
        agent: articles.isAgentGenerated,
        generator: articles.generator,
      })
      .from(articles)
      .orderBy(asc(articles.sourceUrl));
    expect(made).toEqual([
      {
        source: "https://www.bold.dk/nyheder/agent-kilde-1",
        author: "Agent",
        agent: true,
        generator: "agent",
      },
      {
        source: "https://www.bold.dk/nyheder/agent-kilde-2",
        author: "Agent",
        agent: true,
        generator: "agent",
      },
    ]);
    const items = await db.select().from(agentSourceItems).orderBy(asc(agentSourceItems.url));
    expect(items.map((i) => [i.url, i.status, i.feedUrl])).toEqual([
      ["https://www.bold.dk/nyheder/agent-kilde-1", "generated", "https://feeds.test/agent.xml"],
      ["https://www.bold.dk/nyheder/agent-kilde-2", "generated", "https://feeds.test/agent.xml"],
    ]);

    const second = await runAutoArticleAgent(db, { generate });
    expect(second).toMatchObject({ newItems: 0, generated: 0 });
    expect(await db.select({ id: articles.id }).from(articles)).toHaveLength(2);
    const errors = await db.select().from(agentLogs).where(eq(agentLogs.level, "error"));
    expect(errors).toEqual([]);
  });
});
