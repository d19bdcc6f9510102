/**
 * "The database is away" as opposed to "this query is wrong": the first is answered with a 503 and
 * a Danish "try again" message (and never ends the process), the second stays a 500 with a log line.
 */

// SQLSTATEs of a server that is shutting down, starting, restarting or out of connections.
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, pg_ctl stop/restart -m fast
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: the server is starting up or shutting down
  "53300", // too_many_connections
  "57014", // query_canceled: our statement_timeout, i.e. the server is too busy to answer in time
]);

// Socket errors from node-postgres while (re)connecting or mid-query.
const UNAVAILABLE_SYSCALL_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

// Messages without a code: pg-pool's connection timeout, pg's query_timeout and lost connections,
// PGlite after close() or after its WebAssembly runtime aborted.
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /PGlite is closed/i,
  /^Aborted\(/,
  /RuntimeError: Aborted/i,
];

/** True when `error` (or an error it wraps, e.g. Drizzle's DrizzleQueryError) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const { code, message, name, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      name?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
      // Class 08: connection exceptions (08000, 08003, 08006, 08001 …).
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
    if (name === "RuntimeError" && typeof message === "string" && /abort/i.test(message)) return true;
    if (cause) queue.push(cause);
    // AggregateError (e.g. ECONNREFUSED on both ::1 and 127.0.0.1).
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
