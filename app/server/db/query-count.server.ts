import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm";

/**
 * Counts the SQL statements run on behalf of one request (or any other unit of work), so a test
 * can pin the number of queries a page costs and fail when one is added twice. Drizzle hands every
 * statement to its logger; outside `countQueries` the logger does nothing but one store lookup.
 * The store sits on globalThis so the server bundle and the scripts share it.
 */
const STORE_KEY = Symbol.for("forsiden.queryCount");
type GlobalWithStore = typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<string[]> };
const holder = globalThis as GlobalWithStore;
holder[STORE_KEY] ??= new AsyncLocalStorage<string[]>();
const store = holder[STORE_KEY];

export const queryCountingLogger: Logger = {
  logQuery(query) {
    store.getStore()?.push(query);
  },
};

/** Runs `work` and returns its result with the SQL text of every statement it ran, in order. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const result = await store.run(queries, work);
  return { result, queries };
}
