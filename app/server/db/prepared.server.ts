import type { Queryable } from "./client.server";

/**
 * A hot query built once per database (or transaction) object instead of once per call. Drizzle's
 * builder walks every column, join and condition each time it turns a query into SQL: about
 * 0.2–0.4 ms a query on the front page's cold render (issue 13, `npm run bench:cpu`). Values that
 * change per call are `sql.placeholder(...)`s, passed to `execute`.
 *
 * Build with `.prepare("")`: an unnamed statement on PostgreSQL, planned per run with the
 * parameters' values (the plan test, tests/integration/query-plans.db.test.ts, checks those at
 * 100k rows). On PGlite every data statement is kept under a name and may run with its generic
 * plan (pglite-statements.server.ts): the same test checks the generic plans too.
 */
export function preparedPerDatabase<P>(build: (db: Queryable) => P): (db: Queryable) => P {
  const byDatabase = new WeakMap<Queryable, P>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
