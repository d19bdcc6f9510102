import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type pg from "pg";
import { logger } from "./logger.server";

/**
 * In-process cache of anonymous public pages (HTML, route data and feeds). Entries keep the body
 * pre-compressed (brotli and gzip) and a strong ETag. Any content change calls
 * invalidatePageCache(); on PostgreSQL the call reaches every instance through LISTEN/NOTIFY.
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

const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const NOTIFY_CHANNEL = "forsiden_page_cache";

const store = new Map<string, CachedPage>();
let generation = 0;
let notifyPool: pg.Pool | undefined;

export function getCachedPage(key: string, ttlMs: number, now = Date.now()): CachedPage | undefined {
  const entry = store.get(key);
  if (!entry) return undefined;
  if (now - entry.storedAt > ttlMs) {
    store.delete(key);
    return undefined;
  }
  // Map order doubles as recency order for the LRU eviction.
  store.delete(key);
  store.set(key, entry);
  return entry;
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

/** Stores a page unless the cache was invalidated while it was being rendered. */
export function storeCachedPage(key: string, entry: CachedPage, renderedInGeneration: number): void {
  if (entry.body.length > MAX_BODY_BYTES || renderedInGeneration !== generation) return;
  store.set(key, entry);
  while (store.size > MAX_ENTRIES) {
    const oldest = store.keys().next().value;
    if (oldest === undefined) break;
    store.delete(oldest);
  }
}

/** Increases whenever the cache is cleared, so a render that raced an invalidation is not stored. */
export function cacheGeneration(): number {
  return generation;
}

function clearLocal() {
  generation++;
  store.clear();
}

/** Drops every cached public page here and, on PostgreSQL, on every other instance. */
export function invalidatePageCache(): void {
  clearLocal();
  if (notifyPool) {
    notifyPool.query(`NOTIFY ${NOTIFY_CHANNEL}`).catch((error: unknown) => {
      logger.warn({ err: error }, "page cache: NOTIFY failed");
    });
  }
}

export function pageCacheSize(): number {
  return store.size;
}

/** On PostgreSQL: listen for other instances' invalidations. Returns a function that stops it. */
export async function listenForPageCacheInvalidations(pool: pg.Pool): Promise<() => Promise<void>> {
  notifyPool = pool;
  const client = await pool.connect();
  client.on("notification", (message) => {
    if (message.channel === NOTIFY_CHANNEL) clearLocal();
  });
  await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
  return async () => {
    notifyPool = undefined;
    try {
      await client.query(`UNLISTEN ${NOTIFY_CHANNEL}`);
    } finally {
      client.release();
    }
  };
}
