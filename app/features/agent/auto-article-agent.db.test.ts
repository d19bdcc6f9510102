import http from "node:http";
import type { AddressInfo } from "node:net";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { agentLogs, agentSourceItems, articles, siteSettings } from "~/server/db/schema";
import { type AgentDeps, type AgentGenerateResult, runAutoArticleAgent } from "./auto-article-agent.server";

const HOUR = 3_600_000;

describe("Auto Article Agent", () => {
  let db: Database;
  let server: http.Server;
  let feedUrl: string;
  let feedRequests = 0;
  const now = new Date();

  const rss = (origin: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Kilde</title>
    <item><title>B</title><link>${origin}/nyhed/b</link><pubDate>${new Date(now.getTime() - 2 * HOUR).toUTCString()}</pubDate></item>
    <item><title>A</title><link>${origin}/nyhed/a?utm_source=rss#top</link><pubDate>${new Date(now.getTime() - 1 * HOUR).toUTCString()}</pubDate></item>
    <item><title>C</title><link>${origin}/nyhed/c</link><pubDate>${new Date(now.getTime() - 3 * HOUR).toUTCString()}</pubDate></item>
    <item><title>Gammel</title><link>${origin}/nyhed/gammel</link><pubDate>${new Date(now.getTime() - 72 * HOUR).toUTCString()}</pubDate></item>
    <item><title>D</title><link>${origin}/nyhed/d</link><pubDate>${new Date(now.getTime() - 4 * HOUR).toUTCString()}</pubDate></item>
  </channel></rss>`;

  /** A stand-in for the generator: B fails, the others become articles (stored for real). */
  const calls: string[] = [];
  const generate: AgentDeps["generate"] = async (database, input): Promise<AgentGenerateResult> => {
    calls.push(input.url);
    expect(input).toMatchObject({ mode: "agent", actor: null });
    if (input.url.endsWith("/b")) return { ok: false, error: "AI-udbyderen svarede med en fejl." };
    const slug = `agent-${input.url.split("/").pop()}`;
    const [row] = await database
      .insert(articles)
      .values({
        slug,
        title: `Artikel ${slug}`,
        author: "Agent",
        isAgentGenerated: true,
        sourceUrl: input.url,
      })
      .returning({ id: articles.id, title: articles.title, slug: articles.slug });
    return { ok: true, article: row, duplicate: false };
  };
  const fetchFeed = async (url: string) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.text();
  };

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    server = http.createServer((req, res) => {
      feedRequests++;
      if (req.url === "/feed.xml") {
        res.setHeader("Content-Type", "application/rss+xml");
        res.end(rss(`http://kilde.test`));
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(async () => {
    calls.length = 0;
    feedRequests = 0;
    await db.delete(agentLogs);
    await db.delete(agentSourceItems);
    await db.delete(articles);
    await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  });

  it("switched off: does nothing at all (no feed read, no log, no source, no article)", async () => {
    await db.update(siteSettings).set({ agentEnabled: false, agentFeedUrls: [feedUrl] });
    const summary = await runAutoArticleAgent(db, { generate, fetchFeed, now });
    expect(summary).toMatchObject({ enabled: false, message: "Agenten er slået fra", generated: 0 });
    expect(feedRequests).toBe(0);
    expect(calls).toEqual([]);
    expect(await db.select().from(agentLogs)).toEqual([]);
    expect(await db.select().from(agentSourceItems)).toEqual([]);
  });

  it("switched on without feeds: says so in the log", async () => {
    await db.update(siteSettings).set({ agentEnabled: true, agentFeedUrls: [] });
    await runAutoArticleAgent(db, { generate, fetchFeed, now });
    const logs = await db.select().from(agentLogs);
    expect(logs.map((l) => [l.level, l.eventMessage])).toEqual([
      ["log", "Ingen feeds er sat op. Tilføj RSS- eller Atom-feeds under Indstillinger."],
    ]);
  });

  it("reads the feed newest first, at most 3 a run, never the same source twice, and logs in Danish", async () => {
    await db.update(siteSettings).set({ agentEnabled: true, agentFeedUrls: [feedUrl] });
    const first = await runAutoArticleAgent(db, { generate, fetchFeed, now });
    expect(first).toMatchObject({
      enabled: true,
      feeds: 1,
      newItems: 3,
      generated: 2,
      failed: 1,
      feedErrors: 0,
    });
    // Newest first; the tracking parameters and fragment are dropped from the source address.
    expect(calls).toEqual([
      "http://kilde.test/nyhed/a",
      "http://kilde.test/nyhed/b",
      "http://kilde.test/nyhed/c",
    ]);

    const second = await runAutoArticleAgent(db, { generate, fetchFeed, now });
    expect(second).toMatchObject({ newItems: 1, generated: 1, failed: 0 });
    expect(calls.slice(3)).toEqual(["http://kilde.test/nyhed/d"]);

    const third = await runAutoArticleAgent(db, { generate, fetchFeed, now });
    expect(third).toMatchObject({ newItems: 0, generated: 0, failed: 0 });
    expect(calls).toHaveLength(4);

    const items = await db.select().from(agentSourceItems).orderBy(asc(agentSourceItems.url));
    expect(items.map((i) => [i.url, i.status, i.error])).toEqual([
      ["http://kilde.test/nyhed/a", "generated", null],
      ["http://kilde.test/nyhed/b", "failed", "AI-udbyderen svarede med en fejl."],
      ["http://kilde.test/nyhed/c", "generated", null],
      ["http://kilde.test/nyhed/d", "generated", null],
      ["http://kilde.test/nyhed/gammel", "skipped", "Ældre end 48 timer"],
    ]);
    expect(items.every((i) => i.feedUrl === feedUrl)).toBe(true);
    expect(items.filter((i) => i.status === "generated").every((i) => i.articleId)).toBe(true);

    const logs = await db.select().from(agentLogs).orderBy(asc(agentLogs.timestamp));
    const firstRun = logs.slice(0, 8).map((l) => [l.level, l.eventMessage]);
    expect(firstRun).toEqual([
      ["info", "Agenten startede: læser 1 feed"],
      ["log", "Ny kilde: A (http://kilde.test/nyhed/a)"],
      ["info", "Artikel genereret: Artikel agent-a"],
      ["log", "Ny kilde: B (http://kilde.test/nyhed/b)"],
      [
        "error",
        "Kunne ikke generere artikel fra http://kilde.test/nyhed/b: AI-udbyderen svarede med en fejl.",
      ],
      ["log", "Ny kilde: C (http://kilde.test/nyhed/c)"],
      ["info", "Artikel genereret: Artikel agent-c"],
      ["info", "Agenten er færdig: 2 artikler genereret, 1 fejl"],
    ]);
    const generatedLog = logs.find((l) => l.eventMessage === "Artikel genereret: Artikel agent-a");
    expect(generatedLog?.executionTimeMs).toEqual(expect.any(Number));
    const made = await db
      .select({ author: articles.author, agent: articles.isAgentGenerated })
      .from(articles);
    expect(made).toHaveLength(3);
    expect(made.every((a) => a.author === "Agent" && a.agent)).toBe(true);
  });

  it("two runs at the same time still use each source once", async () => {
    await db.update(siteSettings).set({ agentEnabled: true, agentFeedUrls: [feedUrl] });
    await Promise.all([
      runAutoArticleAgent(db, { generate, fetchFeed, now, maxPerRun: 10 }),
      runAutoArticleAgent(db, { generate, fetchFeed, now, maxPerRun: 10 }),
    ]);
    expect([...calls].sort()).toEqual([
      "http://kilde.test/nyhed/a",
      "http://kilde.test/nyhed/b",
      "http://kilde.test/nyhed/c",
      "http://kilde.test/nyhed/d",
    ]);
  });

  it("a feed that cannot be read is logged as an error, and the run fails when no feed could be read", async () => {
    const broken = feedUrl.replace("/feed.xml", "/mangler.xml");
    await db.update(siteSettings).set({ agentEnabled: true, agentFeedUrls: [broken] });
    await expect(runAutoArticleAgent(db, { generate, fetchFeed, now })).rejects.toThrow(
      "Ingen af agentens feeds kunne hentes",
    );
    const logs = await db.select().from(agentLogs).orderBy(asc(agentLogs.timestamp));
    expect(logs.map((l) => [l.level, l.eventMessage])).toEqual([
      ["info", "Agenten startede: læser 1 feed"],
      ["error", `Kunne ikke hente feedet ${broken}: HTTP 404`],
      ["error", "Ingen af agentens feeds kunne hentes"],
    ]);
  });
});
