import { createHash, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type pg from "pg";
import { pagePathOf } from "~/lib/canonical-url";
import { listenWithReconnect } from "./db/pg-listen.server";
import { logger } from "./logger.server";

/**
 * In-process cache of anonymous public pages (HTML, route data and feeds), keyed by the canonical
 * address (app/lib/canonical-url.ts). Entries keep the body pre-compressed (brotli and gzip) and
 * a strong ETag. The cache is a shield for the database (ADR 0010):
 * - one render per key at a time (single flight): concurrent misses wait for the same render;
 * - an expired or softly invalidated entry is served stale while one background render refreshes
 *   it, and stays served when that render fails (stale-if-error);
 * - a content change drops the pages it changes hard (the next reader gets a fresh render) and
 *   marks the rest stale; on PostgreSQL the change reaches every instance through LISTEN/NOTIFY;
 * - bounded in entries and in bytes, least recently used out first.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  storedAt: number;
}

interface Entry {
  page: CachedPage;
  /** The page's path (data requests count as their page), for targeted invalidation. */
  path: string;
  bytes: number;
  /** Softly invalidated: served while a fresh render is made. */
  stale: boolean;
  /** After a failed refresh: no new attempt before this time (the stale copy is served). */
  retryAt: number;
  /** The last refresh failed: serve this copy, however old, until one succeeds. */
  failing: boolean;
}

/**
 * What changed. `{ all: "hard" }` drops every page; `{ all: "soft" }` marks every page stale;
 * `{ hard: [...] }` drops the listed pages (exact paths, or a prefix ending in `*`) and marks
 * every other page stale.
 */
export type PageCacheChange = { all: "hard" | "soft" } | { hard: readonly string[] };

/** The outcome of one render: the page to store, or nothing (failed: a 5xx or an exception). */
export interface RenderOutcome {
  page: CachedPage | null;
  failed: boolean;
}

const DEFAULT_LIMITS = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024 };
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** After a failed refresh the stale copy is served this long before the next attempt. */
const RETRY_AFTER_FAILURE_MS = 2000;
/**
 * A copy older than TTL + this (a page nobody read for a while) is not served stale: the reader
 * waits for a fresh render, and gets the old copy only if that render fails.
 */
const MAX_STALE_MS = 5 * 60 * 1000;
const NOTIFY_CHANNEL = "forsiden_page_cache";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_NOTIFY_PAYLOAD = 7900;
const INSTANCE_ID: string = randomUUID();

const store = new Map<string, Entry>();
const flights = new Map<string, Flight>();
let limits = { ...DEFAULT_LIMITS };
let totalBytes = 0;
let generation = 0;
let notifyPool: pg.Pool | undefined;

interface Flight {
  promise: Promise<RenderOutcome>;
  path: string;
  /** Invalidated while rendering: "hard" means the result must not be stored. */
  invalidated: "hard" | "soft" | null;
}

/** Changes the limits (tests; the defaults fit a 1 GB instance). */
export function configurePageCache(next: Partial<typeof DEFAULT_LIMITS> = {}): void {
  limits = { ...DEFAULT_LIMITS, ...next };
  evict();
}

function entryBytes(key: string, page: CachedPage): number {
  let headerBytes = 0;
  for (const [name, value] of page.headers) headerBytes += name.length + value.length;
  return page.body.length + page.br.length + page.gzip.length + key.length + headerBytes + 200;
}

function remove(key: string): void {
  const entry = store.get(key);
  if (!entry) return;
  totalBytes -= entry.bytes;
  store.delete(key);
}

function evict(): void {
  while (store.size > limits.maxEntries || (totalBytes > limits.maxBytes && store.size > 0)) {
    const oldest = store.keys().next().value;
    if (oldest === undefined) break;
    remove(oldest);
  }
}

function put(key: string, path: string, page: CachedPage, stale: boolean): void {
  const bytes = entryBytes(key, page);
  remove(key);
  if (page.body.length > MAX_BODY_BYTES || bytes > limits.maxBytes) return;
  store.set(key, { page, path, bytes, stale, retryAt: 0, failing: false });
  totalBytes += bytes;
  evict();
}

export type Lookup =
  | { state: "fresh"; page: CachedPage }
  /**
   * `stale`: serve it and refresh in the background; `expired`: render in the foreground and
   * serve it only if that fails. `refresh`: no render runs and the last one did not just fail.
   */
  | { state: "stale" | "expired"; page: CachedPage; refresh: boolean };

/** The entry for a key (and marks it recently used), fresh or stale, or undefined. */
export function lookupPage(key: string, ttlMs: number, now = Date.now()): Lookup | undefined {
  const entry = store.get(key);
  if (!entry) return undefined;
  // Map order doubles as recency order for the LRU eviction.
  store.delete(key);
  store.set(key, entry);
  const age = now - entry.page.storedAt;
  if (!entry.stale && age <= ttlMs) return { state: "fresh", page: entry.page };
  const refresh = !flights.has(key) && now >= entry.retryAt;
  const expired = !entry.failing && age > ttlMs + MAX_STALE_MS;
  return { state: expired ? "expired" : "stale", page: entry.page, refresh };
}

/** A fresh entry, or undefined (stale ones count as missing here). */
export function getCachedPage(key: string, ttlMs: number, now = Date.now()): CachedPage | undefined {
  const found = lookupPage(key, ttlMs, now);
  return found?.state === "fresh" ? found.page : undefined;
}

/** Compresses a rendered page once (brotli and gzip) and gives it a strong ETag. */
export async function preparePage(page: {
  status: number;
  headers: [string, string][];
  body: Buffer;
}): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(page.body, { level: 6 }),
  ]);
  const etag = `"${createHash("sha1").update(page.body).digest("base64url").slice(0, 27)}"`;
  return { ...page, br, gzip: gz, etag, storedAt: Date.now() };
}

/** Stores a page unless the cache was invalidated since `renderedInGeneration`. */
export function storeCachedPage(
  key: string,
  entry: CachedPage,
  renderedInGeneration: number,
  path = pagePathOf(key.split("?")[0]).page,
): void {
  if (renderedInGeneration !== generation) return;
  put(key, path, entry, false);
}

/** Increases with every invalidation. */
export function cacheGeneration(): number {
  return generation;
}

/** The render running for a key, if any (concurrent misses wait for it instead of rendering). */
export function joinRender(key: string): Promise<RenderOutcome> | undefined {
  return flights.get(key)?.promise;
}

/**
 * Runs `render` for a key unless one runs already (single flight) and stores its page. A page
 * rendered across a hard invalidation of its path is not stored; across a soft one it is stored
 * stale. A failed render keeps the stale copy (retried after a short pause); a render that gave
 * nothing cacheable (a redirect, a Set-Cookie) drops it.
 */
export function renderOnce<T extends RenderOutcome>(
  key: string,
  path: string,
  render: () => Promise<T>,
): Promise<T> {
  const running = flights.get(key);
  if (running) return running.promise as Promise<T>;
  const flight: Flight = { path, invalidated: null, promise: Promise.resolve({ page: null, failed: true }) };
  const promise = (async (): Promise<T> => {
    let outcome: T;
    try {
      outcome = await render();
    } catch (error) {
      logger.warn({ err: error, key }, "page cache: render failed");
      outcome = { page: null, failed: true } as T;
    }
    if (flights.get(key) === flight) flights.delete(key);
    if (outcome.page) {
      if (flight.invalidated !== "hard") put(key, path, outcome.page, flight.invalidated === "soft");
    } else if (outcome.failed) {
      const entry = store.get(key);
      if (entry) {
        entry.failing = true;
        entry.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
      }
    } else if (flight.invalidated !== "hard") {
      remove(key);
    }
    return outcome;
  })();
  flight.promise = promise;
  flights.set(key, flight);
  return promise;
}

function matches(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
}

const siteWideListeners = new Set<() => void>();

/**
 * Calls `listener` on every site-wide change (every page dropped or marked stale), made here or
 * heard from another instance: per-process copies of site-wide data (the settings row) drop
 * theirs too, so a page rendered after the change never shows the old value.
 */
export function onSiteWideChange(listener: () => void): void {
  siteWideListeners.add(listener);
}

const changeListeners = new Set<(change: PageCacheChange) => void>();

/**
 * Calls `listener` with every change, made here or heard from another instance (after the commit
 * that made it). Open live streams re-check their reader's access here (ADR 0016).
 */
export function onPageCacheChange(listener: (change: PageCacheChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function applyLocally(change: PageCacheChange): void {
  generation++;
  if ("all" in change) for (const listener of siteWideListeners) listener();
  for (const listener of changeListeners) {
    try {
      listener(change);
    } catch (error) {
      logger.warn({ err: error }, "page cache: a change listener failed");
    }
  }
  const hardPaths = "hard" in change ? change.hard : null;
  const isHard = (path: string) =>
    "all" in change ? change.all === "hard" : hardPaths !== null && matches(path, hardPaths);
  for (const [key, entry] of [...store]) {
    if (isHard(entry.path)) remove(key);
    else {
      entry.stale = true;
      entry.retryAt = 0;
    }
  }
  for (const [key, flight] of [...flights]) {
    if (isHard(flight.path)) {
      // Readers from now on start a new render; this one's result is not stored.
      flight.invalidated = "hard";
      flights.delete(key);
    } else {
      flight.invalidated ??= "soft";
    }
  }
}

/** The NOTIFY payload for a change; too long for PostgreSQL → everything. */
export function notifyPayload(change: PageCacheChange, instance = INSTANCE_ID): string {
  const payload = JSON.stringify({ i: instance, c: change });
  if (Buffer.byteLength(payload) <= MAX_NOTIFY_PAYLOAD) return payload;
  return JSON.stringify({ i: instance, c: { all: "hard" } });
}

/** A received payload: another instance's change (null for our own); unreadable → everything. */
export function parseNotifyPayload(
  payload: string | undefined,
  instance = INSTANCE_ID,
): PageCacheChange | null {
  try {
    const message = JSON.parse(payload ?? "") as { i?: unknown; c?: unknown };
    if (message.i === instance) return null;
    const change = message.c as Partial<{ all: unknown; hard: unknown }> | undefined;
    if (change?.all === "hard" || change?.all === "soft") return { all: change.all };
    if (Array.isArray(change?.hard) && change.hard.every((p) => typeof p === "string")) {
      return { hard: change.hard as string[] };
    }
  } catch {
    // An older instance's empty NOTIFY, or garbage: clear everything.
  }
  return { all: "hard" };
}

/**
 * Tells the cache what changed, here and (on PostgreSQL) on every other instance. Without an
 * argument every page is dropped (a site-wide change such as the settings). Never throws and never
 * waits: the NOTIFY is sent in the background and a failure is only logged.
 */
export function invalidatePageCache(change: PageCacheChange = { all: "hard" }): void {
  applyLocally(change);
  const pool = notifyPool;
  if (!pool) return;
  try {
    pool
      .query("SELECT pg_notify($1, $2)", [NOTIFY_CHANNEL, notifyPayload(change)])
      .catch((error: unknown) => logger.warn({ err: error }, "page cache: NOTIFY failed"));
  } catch (error) {
    logger.warn({ err: error }, "page cache: NOTIFY failed");
  }
}

export function pageCacheSize(): number {
  return store.size;
}

export function pageCacheBytes(): number {
  return totalBytes;
}

/**
 * On PostgreSQL: listen for other instances' changes (app/server/db/pg-listen.server.ts: the
 * connection reconnects with backoff when lost); once it is back every page is marked stale,
 * since notifications may have been missed meanwhile. Returns a function that stops listening.
 */
export async function listenForPageCacheInvalidations(
  pool: pg.Pool,
  options: { minDelayMs?: number; maxDelayMs?: number } = {},
): Promise<() => Promise<void>> {
  const stop = await listenWithReconnect(pool, {
    ...options,
    channel: NOTIFY_CHANNEL,
    name: "page cache",
    onNotification: (payload) => {
      const change = parseNotifyPayload(payload);
      if (change) applyLocally(change);
    },
    onReconnected: () => {
      // Changes made while we were away were not heard: every page is refreshed on its next read.
      applyLocally({ all: "soft" });
      logger.info("page cache: LISTEN connection back, every page marked stale");
    },
  });
  notifyPool = pool;
  return async () => {
    if (notifyPool === pool) notifyPool = undefined;
    await stop();
  };
}
