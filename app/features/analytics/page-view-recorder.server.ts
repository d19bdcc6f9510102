import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { type Database, getDb } from "~/server/db/client.server";
import { pageViewsDaily } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { getCachedSiteSettings } from "~/server/site-settings.server";
import { copenhagenDay } from "./analytics-dates";
import { isCountedResponse, isNavigationFromAnotherPage, isPrefetch, pagePathOf } from "./page-view-filter";
import { classifyReferrer, type ReferrerClass } from "./referrer-class";

/**
 * First-party, cookieless page-view counting (PRODUCT.md "Analytics").
 *
 * Stored per Copenhagen day, page path (never the query string) and referrer class:
 * - `views`: every counted page view;
 * - `entries`: views that start a visit, i.e. the reader arrived without a referrer or from
 *   another site (a click between our own pages is a view but not an entry). Entries are the
 *   cookieless stand-in for visits, so engagement = views / entries = pages read per visit.
 * Nothing about the reader is stored: no address, no cookie, no user agent, no referring URL.
 *
 * Counts are buffered in memory and written in batches (every 10 s by default, on shutdown,
 * and before the analytics page reads them), so page views cost no database round trip.
 */

interface Counter {
  day: string;
  path: string;
  referrerClass: ReferrerClass;
  views: number;
  entries: number;
}

export const DEFAULT_FLUSH_INTERVAL_MS = 10_000;
// Past this many distinct keys the buffer is flushed at once instead of at the next tick.
export const FLUSH_AT_KEYS = 5_000;
// The hard bound (a key is at most ~400 bytes, so a few MB): while the database is away a failed
// flush puts its counts back, and without a bound the buffer would grow for as long as it lasts.
// Past it, views of pages not yet in the buffer are dropped (and counted in the log); views of
// pages already in it are still counted.
export const MAX_BUFFERED_KEYS = 20_000;
const INSERT_CHUNK = 500;

interface RecorderState {
  counters: Map<string, Counter>;
  timer: ReturnType<typeof setInterval> | undefined;
  flushing: Promise<number> | undefined;
  /** Recordings still checking the settings; a flush waits for them. */
  recording: Set<Promise<void>>;
  shutdownHooked: boolean;
  /** Views dropped because the buffer was full, since the last successful flush. */
  dropped: number;
  /** The early flush started when the buffer passed FLUSH_AT_KEYS, while it runs. */
  earlyFlush: Promise<void> | undefined;
}

// One buffer per process, shared by the Hono middleware and the React Router loaders (they may
// be separate module instances in development) and kept across hot reloads.
const STATE_KEY = Symbol.for("forsiden.analytics.page-views");
function state(): RecorderState {
  const g = globalThis as typeof globalThis & { [STATE_KEY]?: RecorderState };
  g[STATE_KEY] ??= {
    counters: new Map(),
    timer: undefined,
    flushing: undefined,
    recording: new Set(),
    shutdownHooked: false,
    dropped: 0,
    earlyFlush: undefined,
  };
  return g[STATE_KEY];
}

/** Adds one page view to the in-memory buffer; false when it was dropped (buffer full). */
export function bufferPageView(view: {
  day: string;
  path: string;
  referrerClass: ReferrerClass;
  entry: boolean;
}): boolean {
  const s = state();
  const { counters } = s;
  const key = `${view.day}\u0000${view.referrerClass}\u0000${view.path}`;
  const counter = counters.get(key);
  if (counter) {
    counter.views += 1;
    if (view.entry) counter.entries += 1;
  } else {
    if (counters.size >= MAX_BUFFERED_KEYS) {
      s.dropped += 1;
      return false;
    }
    counters.set(key, {
      day: view.day,
      path: view.path,
      referrerClass: view.referrerClass,
      views: 1,
      entries: view.entry ? 1 : 0,
    });
  }
  return true;
}

/** How many distinct (day, path, referrer class) keys are waiting to be written. */
export function pendingPageViewKeys(): number {
  return state().counters.size;
}

/** Views dropped because the buffer was full, since the last successful flush. */
export function droppedPageViews(): number {
  return state().dropped;
}

/** Test hook: forget everything buffered. */
export function discardBufferedPageViews() {
  const s = state();
  s.counters = new Map();
  s.dropped = 0;
}

function restore(batch: Counter[]) {
  const s = state();
  for (const c of batch) {
    const key = `${c.day}\u0000${c.referrerClass}\u0000${c.path}`;
    const existing = s.counters.get(key);
    if (existing) {
      existing.views += c.views;
      existing.entries += c.entries;
    } else if (s.counters.size < MAX_BUFFERED_KEYS) s.counters.set(key, { ...c });
    else s.dropped += c.views;
  }
}

async function writeBatch(db: Database, batch: Counter[]) {
  for (let i = 0; i < batch.length; i += INSERT_CHUNK) {
    const rows = batch.slice(i, i + INSERT_CHUNK);
    await db
      .insert(pageViewsDaily)
      .values(rows)
      .onConflictDoUpdate({
        target: [pageViewsDaily.day, pageViewsDaily.path, pageViewsDaily.referrerClass],
        set: {
          views: sql`${pageViewsDaily.views} + excluded.views`,
          entries: sql`${pageViewsDaily.entries} + excluded.entries`,
        },
      });
  }
}

/**
 * Writes the buffered counts: one upsert per key (`views = views + excluded.views`), in chunks.
 * A failed write puts the counts back so the next flush retries them. Returns the keys written.
 */
export async function flushPageViews(db: Database): Promise<number> {
  const s = state();
  if (s.recording.size > 0) await Promise.allSettled([...s.recording]);
  // One flush at a time; a caller arriving meanwhile waits for it and then flushes what is new.
  while (s.flushing) await s.flushing.catch(() => undefined);
  if (s.counters.size === 0) return 0;
  const batch = [...s.counters.values()];
  s.counters = new Map();
  s.flushing = writeBatch(db, batch).then(
    () => {
      if (s.dropped > 0) {
        logger.warn({ dropped: s.dropped }, "page views dropped while the buffer was full");
        s.dropped = 0;
      }
      return batch.length;
    },
    (error) => {
      restore(batch);
      throw error;
    },
  );
  try {
    return await s.flushing;
  } finally {
    s.flushing = undefined;
  }
}

/** Flushes into the app's database, logging instead of throwing (timer, shutdown). */
export async function flushPendingPageViews(database: () => Database = getDb): Promise<void> {
  const s = state();
  if (s.counters.size === 0 && s.recording.size === 0) return;
  try {
    await flushPageViews(database());
  } catch (error) {
    logger.warn({ err: error }, "page views could not be written; retrying at the next flush");
  }
}

/** Stops the periodic flush (tests). */
export function stopPageViewFlushTimer() {
  const s = state();
  if (s.timer) clearInterval(s.timer);
  s.timer = undefined;
}

function ensureTimer(intervalMs: number, database: () => Database) {
  const s = state();
  if (s.timer) return;
  s.timer = setInterval(() => void flushPendingPageViews(database), intervalMs);
  s.timer.unref();
  if (!s.shutdownHooked) {
    s.shutdownHooked = true;
    // Best effort: the server's own handler closes the database next; a query that is already
    // queued by then still completes (PGlite and pg finish queued work before closing).
    const onSignal = () => void flushPendingPageViews(database);
    process.once("SIGTERM", onSignal);
    process.once("SIGINT", onSignal);
  }
}

export interface RecordPageViewsOptions {
  /** How often the buffer is written to the database (default 10 s). */
  flushIntervalMs?: number;
  /** The database (defaults to the app's). */
  getDatabase?: () => Database;
  /** Further hosts of this site (e.g. the public address behind a proxy): referrers from them are internal. */
  ownHosts?: string[];
  /** The clock (tests). */
  now?: () => Date;
}

/** The parts of a request the recorder reads (the server's middleware maps its framework's request). */
export interface PageViewRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  url: string;
  header: (name: string) => string | undefined;
}

/** A request that may be a counted page view, known before the response exists. */
export interface PageViewCandidate {
  request: PageViewRequest;
  page: NonNullable<ReturnType<typeof pagePathOf>>;
}

export interface PageViewRecorder {
  /** Before the response: null when this request can never count (not a GET page, a bot, a prefetch). */
  candidate(request: PageViewRequest): PageViewCandidate | null;
  /** After the response: counts it when it is a page view. Never waits for the database. */
  record(candidate: PageViewCandidate, response: { status: number; contentType: string | null }): void;
}

/** Counts page views of the public site (anonymous and signed-in readers); see server/page-view-middleware. */
export function createPageViewRecorder(options: RecordPageViewsOptions = {}): PageViewRecorder {
  const intervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
  const database = options.getDatabase ?? getDb;
  const now = options.now ?? (() => new Date());
  return {
    candidate(request) {
      const page = request.method === "GET" ? pagePathOf(request.path) : null;
      const userAgent = request.header("user-agent");
      if (page === null || !userAgent || isbot(userAgent) || isPrefetch(request.header)) return null;
      return { request, page };
    },
    record({ request, page }, response) {
      if (!isCountedResponse(response.status, response.contentType, page.dataRequest)) return;
      const hosts = [new URL(request.url).host, ...(options.ownHosts ?? [])];
      const referer = request.header("referer");
      if (page.dataRequest && !isNavigationFromAnotherPage(referer, hosts, page.path)) return;
      const { referrerClass, entry } = classifyReferrer(referer, hosts);
      const day = copenhagenDay(now());
      // Off the response's path: the settings lookup is cached, and recording never delays a page.
      const s = state();
      const recording = (async () => {
        try {
          const settings = await getCachedSiteSettings(database());
          if (!settings.enableAnalytics) return;
          bufferPageView({ day, path: page.path, referrerClass, entry });
          // One early flush at a time: while the database is away, every view past the mark would
          // otherwise queue another attempt.
          if (pendingPageViewKeys() >= FLUSH_AT_KEYS && !s.earlyFlush) {
            s.earlyFlush = flushPendingPageViews(database).finally(() => {
              s.earlyFlush = undefined;
            });
          }
          ensureTimer(intervalMs, database);
        } catch (error) {
          logger.warn({ err: error }, "page view not recorded");
        }
      })();
      s.recording.add(recording);
      void recording.finally(() => s.recording.delete(recording));
    },
  };
}
