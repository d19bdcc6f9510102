import { AsyncLocalStorage } from "node:async_hooks";

/**
 * A memo that lives as long as one request: the root loader, the layout and the page run side by
 * side and some ask for the same rows (the ticker's headlines are the home page's first five).
 * Request-scoped rather than a TTL cache on purpose: the data changes on every publish, and a
 * request-scoped copy can never be stale or leak between readers. Outside a request (jobs,
 * scripts, tests that call one loader) every call simply loads.
 */
const STORE_KEY = Symbol.for("forsiden.requestMemo");
type GlobalWithStore = typeof globalThis & {
  [STORE_KEY]?: AsyncLocalStorage<Map<string, Promise<unknown>>>;
};
const holder = globalThis as GlobalWithStore;
holder[STORE_KEY] ??= new AsyncLocalStorage();
const store = holder[STORE_KEY];

/** Runs `work` (one request's loaders and render) with a fresh memo. */
export function withRequestMemo<T>(work: () => T): T {
  return store.run(new Map(), work);
}

/** The value of `load()` for `key`, loaded at most once in the current request. */
export function memoPerRequest<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
  const memo = store.getStore();
  if (!memo) return Promise.resolve(load());
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    // Promise.resolve runs a Drizzle query builder once: awaiting the builder itself twice would
    // send its statement twice.
    pending = Promise.resolve(load());
    memo.set(key, pending);
  }
  return pending;
}
