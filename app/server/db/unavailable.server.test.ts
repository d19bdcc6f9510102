import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.server";

function pgError(code: string, message = "error") {
  return Object.assign(new Error(message), { code, severity: "FATAL" });
}

/** How Drizzle wraps a driver error: DrizzleQueryError with the driver's error as `cause`. */
function drizzleWrapped(cause: unknown) {
  return new Error("Failed query: select 1\nparams: ", { cause });
}

describe("isDatabaseUnavailable: the database is away", () => {
  it.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P02", "terminating connection due to crash of another server process"],
    ["57P03", "the database system is starting up"],
    ["53300", "sorry, too many clients already"],
    ["57014", "canceling statement due to statement timeout"],
    ["08006", "connection failure"],
    ["08001", "could not connect"],
    ["08003", "connection does not exist"],
    ["ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"],
    ["ECONNRESET", "read ECONNRESET"],
    ["ETIMEDOUT", "connect ETIMEDOUT"],
  ])("code %s", (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(true);
    expect(isDatabaseUnavailable(drizzleWrapped(pgError(code, message)))).toBe(true);
  });

  it.each([
    "timeout exceeded when trying to connect",
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "Query read timeout",
    "Client has encountered a connection error and is not queryable",
    "Cannot use a pool after calling end on the pool",
    "PGlite is closed",
    "Aborted(). Build with -sASSERTIONS for more info.",
  ])("message %j", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    expect(isDatabaseUnavailable(drizzleWrapped(new Error(message)))).toBe(true);
  });

  it("an aborted WebAssembly runtime (PGlite)", () => {
    const error = new Error("Aborted(native code called abort())");
    error.name = "RuntimeError";
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("an AggregateError of refused connections (IPv6 and IPv4)", () => {
    const error = new AggregateError([pgError("ECONNREFUSED"), pgError("ECONNREFUSED")], "");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe("isDatabaseUnavailable: a query or data error is not an outage", () => {
  it.each([
    ["23505", "duplicate key value violates unique constraint"],
    ["23503", "insert or update on table violates foreign key constraint"],
    ["42601", "syntax error at or near"],
    ["42P01", 'relation "nope" does not exist'],
    ["22P02", "invalid input syntax for type uuid"],
    ["40001", "could not serialize access due to concurrent update"],
    ["ENOENT", "no such file or directory"],
  ])("code %s", (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(false);
    expect(isDatabaseUnavailable(drizzleWrapped(pgError(code, message)))).toBe(false);
  });

  it.each([null, undefined, "ECONNREFUSED", 42, new Error("Uventet fejl"), { code: 57 }])("%j", (value) => {
    expect(isDatabaseUnavailable(value)).toBe(false);
  });

  it("a cause cycle ends", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe("isDatabaseUnavailable on real node-postgres errors", () => {
  // A port that accepts connections but never answers: a database host that went silent.
  let silent: net.Server;
  let silentPort = 0;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    silentPort = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("a refused connection", async () => {
    // A port just freed: nothing listens there.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const pool = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${port}/x` });
    const error = await pool.query("SELECT 1").catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("the pool's connection timeout against a silent server", async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://x@127.0.0.1:${silentPort}/x`,
      connectionTimeoutMillis: 200,
    });
    const started = Date.now();
    const error = await pool.query("SELECT 1").catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
