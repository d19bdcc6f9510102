/**
 * Rate limits on every way in to an account (issue 10 §"Rate limits that work", issue 11 finding 1;
 * ADR 0011): real Better Auth behind the real /api/auth/* middleware and the real /auth form actions,
 * on PGlite and PostgreSQL. The client address comes from the (fake) socket, as on @hono/node-server.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetAuthRateLimits } from "../../app/features/auth/auth-actions.server";
import { authRules } from "../../app/features/auth/auth-rate-limits.server";
import { ensureAccount } from "../../app/features/users/staff-accounts.server";
import { action as profileAction } from "../../app/routes/admin/profil";
import { action as authAction } from "../../app/routes/auth";
import { action as resetAction } from "../../app/routes/auth-nulstil";
import { action as twoFactorAction } from "../../app/routes/auth-to-faktor";
import { getAuth } from "../../app/server/auth.server";
import { TWO_FACTOR_COOKIE } from "../../app/server/auth-internals.server";
import { type DatabaseHandle, openDatabase, setDatabaseHandle } from "../../app/server/db/client.server";
import { mailOutbox, session, user, verification } from "../../app/server/db/schema";
import { parseEnv, setEnvForTesting } from "../../app/server/env.server";
import { hitRateLimit } from "../../app/server/rate-limit.server";
import type { RequestSession } from "../../app/server/session.server";
import { authRateLimits } from "../../server/auth-rate-limit-middleware";
import { clientIpOf } from "../../server/client-ip";
import { contextFor, Jar, ORIGIN } from "../support/auth-harness";
import { createTestDatabase, TEST_DB_KIND } from "../support/test-database";
import { base32Decode, totp, wrongCodes } from "../support/totp";

const TOO_MANY = "For mange forsøg. Prøv igen om et øjeblik.";

/** The /api/auth/* mount exactly as server/app.ts builds it. */
function authApp(trustProxy = false) {
  const app = new Hono();
  app.on(
    ["GET", "POST"],
    "/api/auth/*",
    authRateLimits({
      clientIp: (c) => clientIpOf(c, trustProxy),
      secureCookies: false,
      handler: (request) => getAuth().handler(request),
    }),
  );
  return app;
}

interface ApiCall {
  ip: string;
  body?: unknown;
  jar?: Jar;
  headers?: Record<string, string>;
  app?: Hono;
}

/** A JSON POST to Better Auth through the middleware, from a socket with the given address. */
async function api(pathname: string, call: ApiCall) {
  const app = call.app ?? authApp();
  const res = await app.request(
    `${ORIGIN}/api/auth${pathname}`,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        ...(call.jar ? { cookie: call.jar.header() } : {}),
        ...call.headers,
      },
      body: JSON.stringify(call.body ?? {}),
    },
    { incoming: { socket: { remoteAddress: call.ip, remotePort: 40_000, remoteFamily: "IPv4" } } },
  );
  call.jar?.take(res.headers);
  const text = await res.text();
  let json: { code?: string; message?: string; twoFactorRedirect?: boolean } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, retryAfter: res.headers.get("retry-after"), json };
}

/** Runs a form action as React Router would, with the load context server/app.ts builds. */
async function form(
  fn: (args: never) => unknown,
  pathname: string,
  fields: Record<string, string>,
  clientIp: string,
  jar = new Jar(),
) {
  const request = new Request(ORIGIN + pathname, {
    method: "POST",
    headers: { cookie: jar.header() },
    body: new URLSearchParams(fields),
  });
  let result: unknown;
  try {
    result = await fn({
      request,
      context: { clientIp, requestId: "test", session: await sessionOf(jar) },
      params: {},
    } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    jar.take(result.headers);
    return { status: result.status, location: result.headers.get("location"), retryAfter: null, data: null };
  }
  const wrapped = result as {
    data?: { ok: boolean; title?: string; message?: string };
    init?: ResponseInit | null;
  };
  const headers = new Headers(wrapped.init?.headers);
  jar.take(headers);
  return {
    status: wrapped.init?.status ?? 200,
    location: null,
    retryAfter: headers.get("retry-after"),
    data: wrapped.data ?? null,
  };
}

let handle: DatabaseHandle;

/** The session server/app.ts would resolve for the jar's cookie. */
async function sessionOf(jar: Jar): Promise<RequestSession | null> {
  if (!jar.has("forsiden.session_token")) return null;
  return (await contextFor(jar)).session;
}

async function mailsTo(to: string): Promise<number> {
  // Better Auth may send in the background: give it a moment.
  await new Promise((r) => setTimeout(r, 100));
  const [row] = await handle.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to));
  return row.n;
}

describe(`rate limits on sign-in, sign-up, mails and the second factor on ${TEST_DB_KIND}`, () => {
  let dataDir: string;
  const editor = { email: "redaktoer.limits@forsiden.test", password: "redaktoer-kode" };

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-limits-test-"));
    setEnvForTesting(
      parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, LOG_LEVEL: "silent" }),
    );
    await ensureAccount(getAuth(), handle.db, { ...editor, role: "editor" });
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    setEnvForTesting(undefined);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => resetAuthRateLimits());

  it("50 wrong passwords from one address on /api/auth/sign-in/email: 429 with Retry-After long before the 50th; the right one from a second address signs in", async () => {
    const statuses: number[] = [];
    let firstRefusal: Awaited<ReturnType<typeof api>> | null = null;
    for (let i = 0; i < 50; i++) {
      const res = await api("/sign-in/email", {
        ip: "198.51.100.10",
        body: { email: editor.email, password: `forkert-${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429 && !firstRefusal) firstRefusal = res;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(Number(firstRefusal?.retryAfter)).toBeGreaterThan(0);
    expect(firstRefusal?.json).toEqual({ code: "TOO_MANY_REQUESTS", message: TOO_MANY });

    // The right password from the attacker's address is refused too …
    expect((await api("/sign-in/email", { ip: "198.51.100.10", body: editor })).status).toBe(429);
    // … but from the editor's own address it works: a stranger cannot lock the account.
    const jar = new Jar();
    const ok = await api("/sign-in/email", { ip: "203.0.113.20", body: editor, jar });
    expect(ok.status).toBe(200);
    expect(jar.has("forsiden.session_token")).toBe(true);
  });

  it("the /auth form has the same rule: 429 'For mange forsøg …' with Retry-After, the right password from elsewhere still works", async () => {
    const results = [];
    for (let i = 0; i < 50; i++) {
      const res = await form(
        authAction,
        "/auth",
        { intent: "signin", email: editor.email, password: `forkert-${i}`, redirectTo: "/admin" },
        "198.51.100.11",
      );
      results.push(res);
      if (res.status === 429) break;
    }
    expect(results).toHaveLength(6);
    expect(results[0].data).toMatchObject({ message: "Forkerte login oplysninger" });
    const refused = results[5];
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ title: "Login fejlede", message: TOO_MANY });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);

    const jar = new Jar();
    const ok = await form(
      authAction,
      "/auth",
      { intent: "signin", email: editor.email, password: editor.password, redirectTo: "/admin" },
      "203.0.113.21",
      jar,
    );
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/admin");
    expect(jar.has("forsiden.session_token")).toBe(true);
  });

  it("form and JSON share one counter per address and account", async () => {
    const ip = "198.51.100.12";
    for (let i = 0; i < 3; i++) {
      const res = await form(
        authAction,
        "/auth",
        { intent: "signin", email: editor.email, password: `forkert-${i}`, redirectTo: "/admin" },
        ip,
      );
      expect(res.status).toBe(401);
    }
    for (let i = 0; i < 2; i++) {
      // The address+account key ignores the e-mail's case.
      const res = await api("/sign-in/email", {
        ip,
        body: { email: editor.email.toUpperCase(), password: "x-forkert" },
      });
      expect(res.status).toBe(401);
    }
    expect(
      (await api("/sign-in/email", { ip, body: { email: editor.email, password: "y-forkert" } })).status,
    ).toBe(429);
  });

  it("only failed sign-ins count: the right password many times in a row is never limited", async () => {
    for (let i = 0; i < 8; i++) {
      const res = await form(
        authAction,
        "/auth",
        { intent: "signin", email: editor.email, password: editor.password, redirectTo: "/admin" },
        "127.0.0.1",
      );
      expect(res.status).toBe(302);
    }
  });

  it("20 failed sign-ins a minute per address, across accounts", async () => {
    const ip = "198.51.100.13";
    // As if 17 wrong passwords for other accounts had just come from this address (25 real
    // sign-ins take long enough to cross a window edge, where the sliding estimate is approximate).
    await hitRateLimit(handle.db, authRules().signInAddress, ip, { cost: 17 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api("/sign-in/email", {
        ip,
        body: { email: `ukendt-${i}@forsiden.test`, password: "forkert-1" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // The limit is per address: the editor's own address is not affected.
    expect((await api("/sign-in/email", { ip: "203.0.113.22", body: editor })).status).toBe(200);
  });

  it("a rotated X-Forwarded-For does not reset the count when TRUST_PROXY is off", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await api("/sign-in/email", {
        ip: "198.51.100.14",
        headers: { "x-forwarded-for": `10.9.8.${i}`, "x-forsiden-client-ip": `10.7.7.${i}` },
        body: { email: editor.email, password: `forkert-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it("with TRUST_PROXY only the last hop (appended by the proxy) counts", async () => {
    const app = authApp(true);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await api("/sign-in/email", {
        app,
        ip: "10.0.0.2", // the proxy
        headers: { "x-forwarded-for": `6.6.6.${i}, 203.0.113.30` },
        body: { email: editor.email, password: `forkert-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another client behind the same proxy is its own address.
    const other = await api("/sign-in/email", {
      app,
      ip: "10.0.0.2",
      headers: { "x-forwarded-for": "203.0.113.31" },
      body: editor,
    });
    expect(other.status).toBe(200);
  });

  it("Better Auth records the address we resolved, never one the client sent", async () => {
    const jar = new Jar();
    const res = await api("/sign-in/email", {
      ip: "203.0.113.40",
      jar,
      headers: { "x-forsiden-client-ip": "1.2.3.4", "x-forwarded-for": "5.6.7.8" },
      body: editor,
    });
    expect(res.status).toBe(200);
    const [row] = await handle.db
      .select({ ip: session.ipAddress })
      .from(session)
      .where(sql`${session.ipAddress} IS NOT NULL`)
      .orderBy(sql`${session.createdAt} DESC`)
      .limit(1);
    expect(row.ip).toBe("203.0.113.40");
  });

  it("a growing delay per account, never a block: the right password from a fresh address still works", async () => {
    // As if 12 wrong passwords had come from many addresses in the last quarter of an hour.
    await hitRateLimit(handle.db, authRules().signInAccount, editor.email, { cost: 12 });
    const started = Date.now();
    const res = await api("/sign-in/email", { ip: "203.0.113.41", body: editor });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("30 sign-ups from one address: the sixth and later are refused, and send no mail", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await api("/sign-up/email", {
        ip: "198.51.100.15",
        body: { email: `ny-${i}@forsiden.test`, password: "hemmelig1", name: `ny-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(await mailsTo("ny-5@forsiden.test")).toBe(0);
    expect(await mailsTo("ny-4@forsiden.test")).toBe(1);
  });

  it("10 password resets for one e-mail: at most 3 mails, from one address or from ten", async () => {
    const target = editor.email;
    const before = await mailsTo(target);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await api("/request-password-reset", {
        ip: "198.51.100.16",
        body: { email: target, redirectTo: "/auth/nulstil" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    expect((await mailsTo(target)) - before).toBe(3);

    await resetAuthRateLimits();
    const before2 = await mailsTo(target);
    for (let i = 0; i < 10; i++) {
      await api("/request-password-reset", { ip: `198.51.100.${100 + i}`, body: { email: target } });
    }
    expect((await mailsTo(target)) - before2).toBe(3);
  });

  it("the 'Glemt adgangskode?' form: at most 3 mails, then 429 with Retry-After", async () => {
    const target = editor.email;
    const before = await mailsTo(target);
    const results = [];
    for (let i = 0; i < 10; i++) {
      results.push(await form(authAction, "/auth", { intent: "forgot", email: target }, "198.51.100.17"));
    }
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results[3];
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ message: TOO_MANY });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await mailsTo(target)) - before).toBe(3);
  });

  it("send-verification-email: at most 3 mails for one address", async () => {
    const target = "ubekraeftet@forsiden.test";
    await api("/sign-up/email", {
      ip: "198.51.100.18",
      body: { email: target, password: "hemmelig1", name: "u" },
    });
    await resetAuthRateLimits();
    const before = await mailsTo(target);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await api("/send-verification-email", {
        ip: `198.51.100.${120 + i}`,
        body: { email: target },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await mailsTo(target)) - before).toBe(3);
  });

  it("reset-password on the form is limited per address", async () => {
    const results = [];
    for (let i = 0; i < 12; i++) {
      results.push(
        await form(
          resetAction,
          "/auth/nulstil",
          { token: `ugyldig-${i}`, password: "ny-kode-1", confirm: "ny-kode-1" },
          "198.51.100.19",
        ),
      );
    }
    expect(results.slice(0, 10).every((r) => r.status === 400)).toBe(true);
    expect(results[10].status).toBe(429);
    expect(Number(results[10].retryAfter)).toBeGreaterThan(0);
  });

  it("password checks of a signed-in user (profile form and /two-factor/enable): 5 wrong a minute per address", async () => {
    const jar = new Jar();
    expect((await api("/sign-in/email", { ip: "203.0.113.90", jar, body: editor })).status).toBe(200);
    const ip = "198.51.100.90";
    for (let i = 0; i < 3; i++) {
      const res = await form(
        profileAction,
        "/admin/profil",
        { intent: "start", password: `forkert-${i}` },
        ip,
        jar,
      );
      expect(res.data).toMatchObject({ ok: false, message: "Forkert adgangskode" });
    }
    for (let i = 0; i < 2; i++) {
      const res = await api("/two-factor/enable", { ip, jar, body: { password: `forkert-x${i}` } });
      expect(res.status).toBe(400);
    }
    const viaForm = await form(
      profileAction,
      "/admin/profil",
      { intent: "start", password: editor.password },
      ip,
      jar,
    );
    expect(viaForm.status).toBe(429);
    expect(viaForm.data).toMatchObject({ ok: false, message: TOO_MANY });
    expect(Number(viaForm.retryAfter)).toBeGreaterThan(0);
    const viaApi = await api("/two-factor/enable", { ip, jar, body: { password: editor.password } });
    expect(viaApi.status).toBe(429);
    expect(Number(viaApi.retryAfter)).toBeGreaterThan(0);
  });

  describe("the second factor", () => {
    const staff = { email: "redaktoer.totp@forsiden.test", password: "redaktoer-kode-2" };
    let key: Buffer;
    let backupCodes: string[];

    beforeAll(async () => {
      await ensureAccount(getAuth(), handle.db, { ...staff, role: "editor" });
      await resetAuthRateLimits();
      const jar = new Jar();
      expect((await api("/sign-in/email", { ip: "203.0.113.50", jar, body: staff })).status).toBe(200);
      const enabled = await api("/two-factor/enable", {
        ip: "203.0.113.50",
        jar,
        body: { password: staff.password },
      });
      expect(enabled.status).toBe(200);
      const body = enabled.json as unknown as { totpURI: string; backupCodes: string[] };
      backupCodes = body.backupCodes;
      key = base32Decode(new URL(body.totpURI).searchParams.get("secret") ?? "");
      const confirmed = await api("/two-factor/verify-totp", {
        ip: "203.0.113.50",
        jar,
        body: { code: totp(key) },
      });
      expect(confirmed.status).toBe(200);
      const [row] = await handle.db.select().from(user).where(eq(user.email, staff.email));
      expect(row.twoFactorEnabled).toBe(true);
    });

    async function pendingSignIn(ip: string): Promise<Jar> {
      const jar = new Jar();
      const res = await api("/sign-in/email", { ip, jar, body: staff });
      expect(res.json?.twoFactorRedirect).toBe(true);
      expect(jar.has(TWO_FACTOR_COOKIE)).toBe(true);
      return jar;
    }

    async function pendingRows(): Promise<number> {
      const [row] = await handle.db
        .select({ n: count() })
        .from(verification)
        .where(sql`${verification.identifier} LIKE '2fa-%'`);
      return row.n;
    }

    it("50 wrong TOTP codes on one pending sign-in through the API: void after 5, 429 soon after; a right code then needs the password again", async () => {
      const ip = "198.51.100.60";
      const jar = await pendingSignIn(ip);
      const stolenCookie = jar.header();
      const pendingBefore = await pendingRows();
      const results = [];
      // The attacker keeps sending the cookie, whatever the answers say.
      for (const code of wrongCodes(key, 50)) {
        results.push(
          await api("/two-factor/verify-totp", { ip, headers: { cookie: stolenCookie }, body: { code } }),
        );
      }
      const statuses = results.map((r) => r.status);
      // At most 5 codes are ever checked against this pending sign-in.
      expect(results.filter((r) => r.status === 401 && r.json?.message === "Invalid code")).toHaveLength(5);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5, 10).every((s) => s === 401)).toBe(true); // void: no pending sign-in
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
      expect(Number(results[10].retryAfter)).toBeGreaterThan(0);
      expect(await pendingRows()).toBe(pendingBefore - 1);

      // The right code (a backup code) on the void sign-in does not sign in, even from another address.
      const late = await api("/two-factor/verify-backup-code", {
        ip: "203.0.113.61",
        headers: { cookie: stolenCookie },
        body: { code: backupCodes[0] },
      });
      expect(late.status).toBe(401);

      // The password again, then the code: in.
      const fresh = await pendingSignIn("203.0.113.62");
      const ok = await api("/two-factor/verify-backup-code", {
        ip: "203.0.113.62",
        jar: fresh,
        body: { code: backupCodes[1] },
      });
      expect(ok.status).toBe(200);
      expect(fresh.has("forsiden.session_token")).toBe(true);
    });

    it("the /auth/to-faktor form: after 5 wrong codes the pending sign-in is void and says so", async () => {
      const ip = "198.51.100.63";
      const jar = new Jar();
      const signedIn = await form(
        authAction,
        "/auth",
        { intent: "signin", email: staff.email, password: staff.password, redirectTo: "/admin" },
        ip,
        jar,
      );
      expect(signedIn.location).toBe("/auth/to-faktor?redirectTo=%2Fadmin");
      const codes = wrongCodes(key, 6);
      const results = [];
      for (const code of codes) {
        results.push(
          await form(
            twoFactorAction,
            "/auth/to-faktor",
            { method: "totp", code, redirectTo: "/admin" },
            ip,
            jar,
          ),
        );
      }
      expect(results.slice(0, 4).map((r) => r.data?.message)).toEqual(
        Array(4).fill("Koden er forkert eller udløbet. Prøv igen."),
      );
      expect(results[4].data).toMatchObject({
        ok: false,
        title: "Bekræftelse fejlede",
        message: "Din log ind er udløbet. Log ind igen med e-mail og adgangskode.",
      });
      expect(jar.has(TWO_FACTOR_COOKIE)).toBe(false);
      expect(results[5].data?.message).toBe(
        "Din log ind er udløbet. Log ind igen med e-mail og adgangskode.",
      );
    });

    it("per account, wrong codes across pending sign-ins are capped per hour: 429 with Retry-After, even from a new address", async () => {
      const [row] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, staff.email));
      // As if 30 wrong codes had come in this hour over many pending sign-ins and addresses.
      await hitRateLimit(handle.db, authRules().secondFactorAccount, row.id, { cost: 30 });
      const jar = await pendingSignIn("203.0.113.70");
      const res = await api("/two-factor/verify-totp", {
        ip: "203.0.113.70",
        jar,
        body: { code: wrongCodes(key, 1)[0] },
      });
      expect(res.status).toBe(429);
      expect(res.json).toEqual({ code: "TOO_MANY_REQUESTS", message: TOO_MANY });
      expect(Number(res.retryAfter)).toBeGreaterThan(60);
      const viaForm = await form(
        twoFactorAction,
        "/auth/to-faktor",
        { method: "backup", code: backupCodes[2], redirectTo: "/admin" },
        "203.0.113.71",
        jar,
      );
      expect(viaForm.status).toBe(429);
      expect(viaForm.data).toMatchObject({ message: TOO_MANY });
      expect(Number(viaForm.retryAfter)).toBeGreaterThan(60);
    });
  });

  it.skipIf(TEST_DB_KIND !== "postgres")(
    "two app instances on one PostgreSQL share the counters",
    async () => {
      if (handle.kind !== "postgres") return;
      const [{ db }] = (await handle.pool.query("SELECT current_database() AS db")).rows as { db: string }[];
      const url = new URL(
        (handle.pool as unknown as { options: { connectionString: string } }).options.connectionString,
      );
      url.pathname = `/${db}`;
      const second = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      const first = handle;
      // Each "instance" is its own pool and its own Better Auth; requests alternate between them.
      const on = async (instance: DatabaseHandle, password: string) => {
        setDatabaseHandle(instance);
        try {
          return (
            await api("/sign-in/email", { ip: "198.51.100.80", body: { email: editor.email, password } })
          ).status;
        } finally {
          setDatabaseHandle(first);
        }
      };
      try {
        const statuses = [];
        for (let i = 0; i < 6; i++) statuses.push(await on(i % 2 === 0 ? first : second, `forkert-${i}`));
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      } finally {
        await second.close();
      }
    },
  );
});
