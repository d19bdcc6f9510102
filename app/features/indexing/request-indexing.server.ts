import { and, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { publishedNow } from "~/server/db/article-columns";
import type { Queryable } from "~/server/db/client.server";
import { articles, indexingRuns } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";
import type { IndexingError, IndexingResult } from "./indexing-types";
import { submitToIndexNow } from "./indexnow.server";
import { getIndexNowKey } from "./indexnow-key.server";
import { resubmitSitemap, type SearchConsoleResult } from "./search-console.server";

/** Recently published or updated articles count as "recent" for a manual request. */
export const RECENT_WINDOW_MS = 48 * 60 * 60 * 1000;
/** A safety cap on one run (ten IndexNow batches). */
export const MAX_URLS_PER_RUN = 100_000;

export type IndexingTrigger = "manual" | "schedule" | "publish";

export interface IndexingConfig {
  publicUrl: string;
  endpoint: string;
  envKey?: string;
  serviceAccountJson?: string;
  /** Tests point the Search Console API at a local fake. */
  searchConsoleApi?: string;
}

export function indexingConfigFromEnv(): IndexingConfig {
  const env = getEnv();
  return {
    publicUrl: env.publicUrl,
    endpoint: env.INDEXNOW_ENDPOINT,
    envKey: env.INDEXNOW_KEY,
    serviceAccountJson: env.GOOGLE_SERVICE_ACCOUNT_JSON,
  };
}

function isLocalHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, "");
  return (
    h === "localhost" || h.endsWith(".localhost") || h === "::1" || h === "0.0.0.0" || h.startsWith("127.")
  );
}

/**
 * Indexing cannot work when the site's public address is a local one and the real IndexNow is
 * configured: search engines would be told about pages they cannot visit. (A local endpoint, as in
 * development and tests, is fine.)
 */
export function indexingUnavailableReason(config: IndexingConfig): string | null {
  const site = new URL(config.publicUrl);
  const endpoint = new URL(config.endpoint);
  if (isLocalHost(site.hostname) && !isLocalHost(endpoint.hostname)) {
    return `PUBLIC_URL er en lokal adresse (${config.publicUrl}), som søgemaskinerne ikke kan besøge. Sæt PUBLIC_URL til sidens offentlige adresse.`;
  }
  return null;
}

export function articleUrl(publicUrl: string, article: { slug: string; id: string }): string {
  return `${publicUrl}/article/${encodeURIComponent(article.slug || article.id)}`;
}

/**
 * The URLs to submit: published articles not yet sent to IndexNow (or changed since), plus for a
 * manual request every article published or updated in the last 48 hours, and the front page.
 */
export async function collectIndexingUrls(
  db: Queryable,
  input: { publicUrl: string; trigger: IndexingTrigger; now: Date },
): Promise<{ urls: string[]; articleIdsByUrl: Map<string, string> }> {
  const pending = or(
    isNull(articles.indexNowSubmittedAt),
    lt(articles.indexNowSubmittedAt, articles.updatedAt),
  );
  const since = new Date(input.now.getTime() - RECENT_WINDOW_MS);
  const wanted =
    input.trigger === "manual"
      ? or(pending, gte(articles.publishedAt, since), gte(articles.updatedAt, since))
      : pending;
  const rows = await db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(and(publishedNow(input.now), wanted))
    .orderBy(sql`${articles.publishedAt} desc`)
    .limit(MAX_URLS_PER_RUN - 1);
  const articleIdsByUrl = new Map<string, string>();
  for (const row of rows) articleIdsByUrl.set(articleUrl(input.publicUrl, row), row.id);
  const urls = [...articleIdsByUrl.keys()];
  if (input.trigger === "manual" || urls.length > 0) urls.unshift(`${input.publicUrl}/`);
  return { urls, articleIdsByUrl };
}

export interface RequestIndexingOptions {
  trigger: IndexingTrigger;
  now?: Date;
  config?: IndexingConfig;
  fetch?: typeof fetch;
  batchSize?: number;
}

/**
 * The `request-indexing` function (spec §7): submits the site's new and recent URLs to IndexNow
 * (and resubmits the sitemap to Search Console when a service account is configured), marks the
 * submitted articles and records the run in `indexing_runs`. A scheduled run with nothing new does
 * nothing and records nothing.
 */
export async function requestIndexing(
  db: Queryable,
  options: RequestIndexingOptions,
): Promise<IndexingResult> {
  const now = options.now ?? new Date();
  const config = options.config ?? indexingConfigFromEnv();
  const unavailable = indexingUnavailableReason(config);
  if (unavailable) {
    const result: IndexingResult = {
      success: false,
      submittedUrls: 0,
      errors: [{ url: `${config.publicUrl}/`, error: unavailable }],
    };
    if (options.trigger === "manual")
      await recordRun(db, { trigger: options.trigger, now, urls: [], result });
    return result;
  }

  const { urls, articleIdsByUrl } = await collectIndexingUrls(db, {
    publicUrl: config.publicUrl,
    trigger: options.trigger,
    now,
  });
  if (urls.length === 0) return { success: true, submittedUrls: 0, errors: [] };

  const key = await getIndexNowKey(db, config.envKey);
  const outcome = await submitToIndexNow({
    endpoint: config.endpoint,
    host: new URL(config.publicUrl).host,
    key,
    keyLocation: `${config.publicUrl}/${key}.txt`,
    urls,
    batchSize: options.batchSize,
    fetch: options.fetch,
  });

  const submittedIds = outcome.accepted.flatMap((url) => articleIdsByUrl.get(url) ?? []);
  for (let i = 0; i < submittedIds.length; i += 1000) {
    await db
      .update(articles)
      .set({ indexNowSubmittedAt: now })
      .where(inArray(articles.id, submittedIds.slice(i, i + 1000)));
  }

  const errors: IndexingError[] = [...outcome.errors];
  let searchConsole: SearchConsoleResult | null = null;
  if (config.serviceAccountJson) {
    searchConsole = await resubmitSitemap({
      serviceAccountJson: config.serviceAccountJson,
      publicUrl: config.publicUrl,
      apiBase: config.searchConsoleApi,
      fetch: options.fetch,
      now,
    });
    if (!searchConsole.ok)
      errors.push({ url: searchConsole.sitemapUrl, error: searchConsole.error ?? "Ukendt fejl" });
  }

  const result: IndexingResult = {
    success: outcome.accepted.length > 0 || Boolean(searchConsole?.ok) || errors.length === 0,
    submittedUrls: outcome.accepted.length,
    errors,
  };
  await recordRun(db, { trigger: options.trigger, now, urls: outcome.accepted, result, searchConsole });
  return result;
}

async function recordRun(
  db: Queryable,
  input: {
    trigger: IndexingTrigger;
    now: Date;
    urls: string[];
    result: IndexingResult;
    searchConsole?: SearchConsoleResult | null;
  },
): Promise<void> {
  await db.insert(indexingRuns).values({
    trigger: input.trigger,
    startedAt: input.now,
    completedAt: new Date(),
    success: input.result.success,
    submittedUrls: input.result.submittedUrls,
    urls: input.urls,
    errors: input.result.errors,
    searchConsole: input.searchConsole ?? null,
  });
}
