import { eq } from "drizzle-orm";
import { canonicalSourceUrl } from "~/lib/source-url";
import type { Database } from "~/server/db/client.server";
import { agentLogs, agentSourceItems, siteSettings } from "~/server/db/schema";
import { safeFetch } from "~/server/safe-fetch.server";
import { type FeedItem, parseFeed } from "./feed-parser";

/** At most this many articles are generated per run. */
export const AGENT_MAX_PER_RUN = 3;
/** Feed items older than this are never used (recorded as skipped). */
export const AGENT_MAX_ITEM_AGE_MS = 48 * 60 * 60 * 1000;
const FEED_MAX_BYTES = 2 * 1024 * 1024;
const FEED_TIMEOUT_MS = 15_000;

export type AgentLogLevel = "info" | "log" | "error";

/** What the generator answers (generateArticleFromSource's result). */
export type AgentGenerateResult =
  | { ok: true; article: { id: string; title: string; slug: string }; duplicate: boolean }
  | { ok: false; error: string };

export interface AgentDeps {
  generate: (
    db: Database,
    input: { url: string; mode: "agent"; actor: null },
  ) => Promise<AgentGenerateResult>;
  /** Fetches a feed's XML; default: the SSRF-guarded fetch. */
  fetchFeed?: (url: string) => Promise<string>;
  now?: Date;
  maxPerRun?: number;
}

export interface AgentRunSummary {
  enabled: boolean;
  feeds: number;
  feedErrors: number;
  newItems: number;
  generated: number;
  failed: number;
  skipped: number;
  message: string;
}

export const AGENT_TEXT = {
  disabled: "Agenten er slået fra",
  noFeeds: "Ingen feeds er sat op. Tilføj RSS- eller Atom-feeds under Indstillinger.",
  started: (feeds: number) => `Agenten startede: læser ${feeds} ${feeds === 1 ? "feed" : "feeds"}`,
  feedFailed: (url: string, error: string) => `Kunne ikke hente feedet ${url}: ${error}`,
  newSource: (title: string, url: string) => `Ny kilde: ${title || url} (${url})`,
  generated: (title: string) => `Artikel genereret: ${title}`,
  duplicate: (title: string) => `Kilden er allerede brugt til artiklen: ${title}`,
  failed: (url: string, error: string) => `Kunne ikke generere artikel fra ${url}: ${error}`,
  tooOld: "Ældre end 48 timer",
  finished: (generated: number, failed: number) =>
    `Agenten er færdig: ${generated} ${generated === 1 ? "artikel" : "artikler"} genereret, ${failed} fejl`,
  allFeedsFailed: "Ingen af agentens feeds kunne hentes",
} as const;

export async function writeAgentLog(
  db: Database,
  level: AgentLogLevel,
  message: string,
  executionTimeMs?: number,
) {
  await db.insert(agentLogs).values({
    level,
    eventMessage: message,
    executionTimeMs: executionTimeMs === undefined ? null : Math.round(executionTimeMs),
  });
}

async function defaultFetchFeed(url: string): Promise<string> {
  const response = await safeFetch(url, {
    maxBytes: FEED_MAX_BYTES,
    timeoutMs: FEED_TIMEOUT_MS,
    accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5",
  });
  return response.body.toString("utf8");
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Ukendt fejl";
}

function canonical(link: string): string {
  return canonicalSourceUrl(new URL(link));
}

/**
 * The Auto Article Agent (PRODUCT.md): when switched on in the settings, reads the configured
 * RSS/Atom feeds and makes an article from each new item (newest first, at most 3 a run). Each
 * item's link is recorded in agent_source_items *before* generating, so a source is never used
 * twice, not even after a failure or by two runs at once. Everything it does goes to agent_logs.
 */
export async function runAutoArticleAgent(db: Database, deps: AgentDeps): Promise<AgentRunSummary> {
  const now = deps.now ?? new Date();
  const maxPerRun = deps.maxPerRun ?? AGENT_MAX_PER_RUN;
  const summary: AgentRunSummary = {
    enabled: false,
    feeds: 0,
    feedErrors: 0,
    newItems: 0,
    generated: 0,
    failed: 0,
    skipped: 0,
    message: AGENT_TEXT.disabled,
  };
  const [settings] = await db
    .select({ enabled: siteSettings.agentEnabled, feeds: siteSettings.agentFeedUrls })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  if (!settings?.enabled) return summary;

  summary.enabled = true;
  const feeds = [...new Set(settings.feeds.map((f) => f.trim()).filter(Boolean))];
  summary.feeds = feeds.length;
  if (feeds.length === 0) {
    summary.message = AGENT_TEXT.noFeeds;
    await writeAgentLog(db, "log", AGENT_TEXT.noFeeds);
    return summary;
  }

  const started = performance.now();
  await writeAgentLog(db, "info", AGENT_TEXT.started(feeds.length));
  const fetchFeed = deps.fetchFeed ?? defaultFetchFeed;
  const candidates: (FeedItem & { feedUrl: string; order: number })[] = [];
  for (const feedUrl of feeds) {
    const t0 = performance.now();
    try {
      const items = parseFeed(await fetchFeed(feedUrl), feedUrl);
      items.forEach((item, i) => {
        candidates.push({ ...item, link: canonical(item.link), feedUrl, order: candidates.length + i });
      });
    } catch (error) {
      summary.feedErrors++;
      await writeAgentLog(
        db,
        "error",
        AGENT_TEXT.feedFailed(feedUrl, errorText(error)),
        performance.now() - t0,
      );
    }
  }
  if (summary.feedErrors === feeds.length) {
    await writeAgentLog(db, "error", AGENT_TEXT.allFeedsFailed, performance.now() - started);
    throw new Error(AGENT_TEXT.allFeedsFailed);
  }

  // Newest first; items without a date keep their feed order after the dated ones.
  candidates.sort((a, b) => {
    const ta = a.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    const tb = b.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    return tb === ta ? a.order - b.order : tb - ta;
  });

  const seen = new Set<string>();
  for (const item of candidates) {
    if (summary.generated + summary.failed >= maxPerRun) break;
    if (seen.has(item.link)) continue;
    seen.add(item.link);

    if (item.publishedAt && now.getTime() - item.publishedAt.getTime() > AGENT_MAX_ITEM_AGE_MS) {
      await db
        .insert(agentSourceItems)
        .values({ url: item.link, feedUrl: item.feedUrl, status: "skipped", error: AGENT_TEXT.tooOld })
        .onConflictDoNothing();
      continue;
    }
    // Claim the source first: whoever inserts the row owns it, everyone else moves on.
    const claimed = await db
      .insert(agentSourceItems)
      .values({ url: item.link, feedUrl: item.feedUrl, status: "pending" })
      .onConflictDoNothing()
      .returning({ url: agentSourceItems.url });
    if (claimed.length === 0) continue;
    summary.newItems++;
    await writeAgentLog(db, "log", AGENT_TEXT.newSource(item.title, item.link));

    const t0 = performance.now();
    let result: AgentGenerateResult;
    try {
      result = await deps.generate(db, { url: item.link, mode: "agent", actor: null });
    } catch (error) {
      result = { ok: false, error: errorText(error) };
    }
    const ms = performance.now() - t0;
    if (result.ok) {
      await db
        .update(agentSourceItems)
        .set({
          status: result.duplicate ? "skipped" : "generated",
          articleId: result.article.id,
          error: null,
        })
        .where(eq(agentSourceItems.url, item.link));
      if (result.duplicate) {
        summary.skipped++;
        await writeAgentLog(db, "log", AGENT_TEXT.duplicate(result.article.title), ms);
      } else {
        summary.generated++;
        await writeAgentLog(db, "info", AGENT_TEXT.generated(result.article.title), ms);
      }
    } else {
      summary.failed++;
      await db
        .update(agentSourceItems)
        .set({ status: "failed", error: result.error.slice(0, 1000) })
        .where(eq(agentSourceItems.url, item.link));
      await writeAgentLog(db, "error", AGENT_TEXT.failed(item.link, result.error), ms);
    }
  }

  summary.message = AGENT_TEXT.finished(summary.generated, summary.failed);
  await writeAgentLog(db, "info", summary.message, performance.now() - started);
  return summary;
}
