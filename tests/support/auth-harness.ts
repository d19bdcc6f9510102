import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetAuthRateLimits } from "../../app/features/auth/auth-actions.server";
import { getAuth } from "../../app/server/auth.server";
import { type Database, type DatabaseHandle, setDatabaseHandle } from "../../app/server/db/client.server";
import { parseEnv, setEnvForTesting } from "../../app/server/env.server";
import type { RequestSession, Role } from "../../app/server/session.server";
import { createTestDatabase } from "./test-database";

/*
 * Drives Better Auth and the auth routes the way a browser and an API client do: a cookie jar,
 * route actions and loaders called with the load context server/app.ts builds, and JSON requests
 * to the real /api/auth handler. TOTP codes come from ./totp (RFC 6238), not from Better Auth.
 */

export const ORIGIN = "http://forsiden.test";

/**
 * The setup of a test file that drives Better Auth, as hooks: a fresh test database as the app's
 * database, the environment Better Auth reads (PUBLIC_URL = ORIGIN, a temporary DATA_DIR named
 * after `dataDirPrefix`, silent logs), both undone after the file, and empty rate-limit counters
 * before each test. Call it once at the top of the file; it returns the database (once the file's
 * `beforeAll` has run).
 */
export function setUpAuthTests(dataDirPrefix: string): () => Database {
  let handle: DatabaseHandle | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), dataDirPrefix));
    setEnvForTesting(
      parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, LOG_LEVEL: "silent" }),
    );
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    setEnvForTesting(undefined);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => resetAuthRateLimits());
  return () => {
    if (!handle) throw new Error("setUpAuthTests: the database is ready only once beforeAll has run");
    return handle.db;
  };
}

export class Jar {
  private cookies = new Map<string, string>();
  take(headers: Headers | undefined | null) {
    for (const line of headers?.getSetCookie() ?? []) {
      const [pair, ...attrs] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  has(name: string) {
    return this.cookies.has(name);
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  copy(): Jar {
    const jar = new Jar();
    jar.cookies = new Map(this.cookies);
    return jar;
  }
}

export function formRequest(jar: Jar, pathname: string, form?: Record<string, string>): Request {
  const headers = new Headers({ cookie: jar.header() });
  if (!form) return new Request(ORIGIN + pathname, { headers });
  return new Request(ORIGIN + pathname, { method: "POST", headers, body: new URLSearchParams(form) });
}

let addressCounter = 0;
function nextAddress(): string {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** A JSON call to Better Auth's HTTP handler (what /api/auth/* serves), with the jar's cookies. */
export async function authApi(
  jar: Jar,
  pathname: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; json: Record<string, unknown> | null; headers: Headers }> {
  // Each call from its own address: these tests are about accounts, not about the rate limiter.
  const headers = new Headers({ cookie: jar.header(), origin: ORIGIN, "x-forwarded-for": nextAddress() });
  if (body) headers.set("content-type", "application/json");
  const response = await getAuth().handler(
    new Request(`${ORIGIN}/api/auth${pathname}`, {
      method: body ? "POST" : "GET",
      headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  jar.take(response.headers);
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, headers: response.headers };
}

/** What server/app.ts puts in the load context. */
export async function contextFor(
  jar: Jar,
): Promise<{ clientIp: string; requestId: string; session: RequestSession | null }> {
  const result = await getAuth().api.getSession({ headers: new Headers({ cookie: jar.header() }) });
  const u = result?.user as { role?: Role; twoFactorEnabled?: boolean } & NonNullable<typeof result>["user"];
  return {
    clientIp: "203.0.113.9",
    requestId: "test",
    session: result
      ? {
          sessionId: result.session.id,
          expiresAt: new Date(result.session.expiresAt).toISOString(),
          user: {
            id: u.id,
            email: u.email,
            name: u.name,
            role: u.role ?? "user",
            emailVerified: u.emailVerified,
            twoFactorEnabled: Boolean(u.twoFactorEnabled),
          },
        }
      : null,
  };
}

export interface RouteData {
  ok?: boolean;
  title?: string;
  message?: string;
  intent?: string;
  redirectTo?: string;
  setup?: { totpURI: string; secret: string; qrDataUrl: string; backupCodes: string[] };
}

/** Runs a route action or loader; returns its redirect or its data, like the browser sees them. */
export async function run(
  fn: (args: never) => unknown,
  req: Request,
  jar: Jar,
  params: Record<string, string> = {},
): Promise<{ status: number; location: string | null; data: RouteData | null }> {
  let result: unknown;
  try {
    result = await fn({ request: req, context: await contextFor(jar), params } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    jar.take(result.headers);
    return { status: result.status, location: result.headers.get("location"), data: null };
  }
  const wrapped = result as { type?: string; data?: RouteData; init?: ResponseInit | null } | null;
  if (wrapped?.type === "DataWithResponseInit") {
    jar.take(new Headers(wrapped.init?.headers));
    return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data ?? null };
  }
  if (result instanceof Error) throw result;
  return { status: 200, location: null, data: (result as RouteData) ?? null };
}

/** Whether the jar's session cookie still opens a session on the server. */
export async function isSignedIn(jar: Jar): Promise<boolean> {
  return (await contextFor(jar)).session !== null;
}
