import {
  cacheGeneration,
  lookupPage,
  preparePage,
  storeCachedPage,
} from "../../app/server/page-cache.server";

/** Puts a page in this process's page cache as if a reader had just been served it (200, no headers). */
export async function cachePageForTest(key: string, body: string = key): Promise<void> {
  const page = await preparePage({ status: 200, headers: [], body: Buffer.from(body) });
  storeCachedPage(key, page, cacheGeneration());
}

/** A cached page's state within a minute's freshness: "fresh", "stale", or undefined once dropped. */
export function cachedPageState(key: string) {
  return lookupPage(key, 60_000)?.state;
}
