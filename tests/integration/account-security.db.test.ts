import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetAuthRateLimits, signOut } from "../../app/features/auth/auth-actions.server";
import { ensureAccount } from "../../app/features/users/staff-accounts.server";
import { changeUserRole } from "../../app/features/users/users.server";
import { action as profileAction } from "../../app/routes/admin/profil";
import { action as authAction, loader as authLoader } from "../../app/routes/auth";
import { action as resetAction } from "../../app/routes/auth-nulstil";
import { action as twoFactorAction, loader as twoFactorLoader } from "../../app/routes/auth-to-faktor";
import { loader as clubLoader } from "../../app/routes/klub";
import { getAuth } from "../../app/server/auth.server";
import { type DatabaseHandle, setDatabaseHandle } from "../../app/server/db/client.server";
import { mailOutbox, user, verification } from "../../app/server/db/schema";
import { parseEnv, setEnvForTesting } from "../../app/server/env.server";
import { authApi, formRequest, isSignedIn, Jar, ORIGIN, run } from "../support/auth-harness";
import { createTestDatabase, TEST_DB_KIND } from "../support/test-database";
import { currentStep, keyFromUri, totpAt, wrongCode } from "../support/totp";

/*
 * Issue 11, tried as an attacker would: each finding is a test that failed on the code before the
 * fix, and the flows that already held are pinned so they keep holding. Real Better Auth, real
 * database (PGlite and PostgreSQL), the app's route actions and Better Auth's HTTP handler.
 */

const WRONG_CODE = "Koden er forkert eller udløbet. Prøv igen.";
const BAD_LINK = "Linket er ugyldigt eller udløbet. Bed om et nyt.";
const HOSTILE_REDIRECT = "/\t/evil.example/phish";

let handle: DatabaseHandle;
let counter = 0;

interface Account {
  email: string;
  password: string;
  userId: string;
}

async function newAccount(role: "editor" | "user" | "admin" = "editor"): Promise<Account> {
  const email = `konto-${++counter}-${Date.now()}@forsiden.test`;
  const password = `kode-${counter}-hemmelig`;
  const { userId } = await ensureAccount(getAuth(), handle.db, { email, password, role });
  return { email, password, userId };
}

const signInForm = (account: Account, redirectTo = "/admin") => ({
  intent: "signin",
  email: account.email,
  password: account.password,
  redirectTo,
});

async function signIn(account: Account, redirectTo = "/admin") {
  const jar = new Jar();
  const res = await run(authAction, formRequest(jar, "/auth", signInForm(account, redirectTo)), jar);
  return { jar, res };
}

/** Two jars signed in to the account through Better Auth's JSON API, and the two sign-ins' statuses. */
async function twoApiSessions(account: Account) {
  const a = new Jar();
  const b = new Jar();
  const statuses: number[] = [];
  for (const jar of [a, b]) {
    const res = await authApi(jar, "/sign-in/email", { email: account.email, password: account.password });
    statuses.push(res.status);
  }
  return { a, b, statuses };
}

/** 2FA switched on through /admin/profil with the code of the current step; returns the key. */
async function turnOnTwoFactor(account: Account, jar?: Jar) {
  const own = jar ?? (await signIn(account)).jar;
  const started = await run(
    profileAction,
    formRequest(own, "/admin/profil", { intent: "start", password: account.password }),
    own,
  );
  const setup = started.data?.setup;
  if (!setup) throw new Error(`no setup: ${JSON.stringify(started)}`);
  const key = keyFromUri(setup.totpURI);
  const step = currentStep();
  const confirmed = await run(
    profileAction,
    formRequest(own, "/admin/profil", {
      intent: "confirm",
      totpURI: setup.totpURI,
      backupCodes: setup.backupCodes.join(","),
      code: totpAt(key, step),
    }),
    own,
  );
  expect(confirmed.data).toMatchObject({ ok: true, intent: "confirm" });
  return { jar: own, key, step, backupCodes: setup.backupCodes };
}

/** Password given, code not yet: the jar holds only Better Auth's pending two-factor cookie. */
async function pendingSignIn(account: Account) {
  const { jar, res } = await signIn(account);
  expect(res.location).toBe("/auth/to-faktor?redirectTo=%2Fadmin");
  expect(jar.has("forsiden.two_factor")).toBe(true);
  return jar;
}

function verifyCode(jar: Jar, code: string, method: "totp" | "backup" = "totp") {
  return run(
    twoFactorAction,
    formRequest(jar, "/auth/to-faktor", { method, code, redirectTo: "/admin" }),
    jar,
  );
}

async function mailsTo(email: string) {
  return handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
}

function linkIn(body: string | null | undefined): string {
  const match = /https?:\/\/\S+/.exec(body ?? "");
  if (!match) throw new Error(`no link in mail: ${body}`);
  return match[0];
}

/** Asks for a reset link and follows it to the token on /auth/nulstil. */
async function resetToken(email: string): Promise<string> {
  const anonymous = new Jar();
  await run(authAction, formRequest(anonymous, "/auth", { intent: "forgot", email }), anonymous);
  const [mail] = await mailsTo(email);
  const opened = await getAuth().handler(new Request(linkIn(mail.body)));
  const token = new URL(opened.headers.get("location") ?? "", ORIGIN).searchParams.get("token");
  if (!token) throw new Error("no token");
  return token;
}

function resetWith(token: string, password: string) {
  const jar = new Jar();
  return run(resetAction, formRequest(jar, "/auth/nulstil", { token, password }), jar);
}

describe(`account security (issue 11) on ${TEST_DB_KIND}`, () => {
  let dataDir: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-account-security-"));
    setEnvForTesting(
      parseEnv({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        PUBLIC_URL: ORIGIN,
        LOG_LEVEL: "silent",
        TRUST_PROXY: "true",
      }),
    );
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    setEnvForTesting(undefined);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => resetAuthRateLimits());

  describe("finding 2: redirect targets stay on the site", () => {
    it("a signed-in user opening /auth?redirectTo=%2F%09%2Fevil.example%2Fphish is sent to /admin", async () => {
      const account = await newAccount("user");
      const { jar } = await signIn(account);
      const res = await run(
        authLoader,
        formRequest(jar, "/auth?redirectTo=%2F%09%2Fevil.example%2Fphish"),
        jar,
      );
      expect(res).toMatchObject({ status: 302, location: "/admin" });
    });

    it("signing in (without JavaScript: the form posts redirectTo) never follows a tab, a backslash or //", async () => {
      const account = await newAccount("user");
      for (const target of [HOSTILE_REDIRECT, "/\\evil.example", "//evil.example", "/%2F%2Fevil.example"]) {
        await resetAuthRateLimits();
        const { res } = await signIn(account, target);
        expect(res.status, target).toBe(302);
        expect(res.location, target).toBe("/admin");
      }
      const { res } = await signIn(account, "/admin/articles?side=2");
      expect(res.location).toBe("/admin/articles?side=2");
    });

    it("a newline or carriage return in redirectTo is no 500 but /admin", async () => {
      const account = await newAccount("user");
      for (const target of ["/admin\r\nSet-Cookie: x=1", "/%0A/evil.example", "/\n/evil.example"]) {
        await resetAuthRateLimits();
        const { res } = await signIn(account, target);
        expect(res.location, JSON.stringify(target)).toBe("/admin");
      }
      const { jar } = await signIn(account);
      const loader = await run(authLoader, formRequest(jar, "/auth?redirectTo=%2Fadmin%0D%0AX"), jar);
      expect(loader.location).toBe("/admin");
    });

    it("/auth/to-faktor, loader and action, keeps only a safe redirectTo", async () => {
      const account = await newAccount();
      const { key, step } = await turnOnTwoFactor(account);
      const jar = await pendingSignIn(account);
      const page = await run(
        twoFactorLoader,
        formRequest(jar, "/auth/to-faktor?redirectTo=%2F%09%2Fevil.example%2Fphish"),
        jar,
      );
      expect(page.data?.redirectTo).toBe("/admin");
      const crlf = await run(twoFactorLoader, formRequest(jar, "/auth/to-faktor?redirectTo=%2F%0D%0AX"), jar);
      expect(crlf.data?.redirectTo).toBe("/admin");

      const done = await run(
        twoFactorAction,
        formRequest(jar, "/auth/to-faktor", {
          method: "totp",
          code: totpAt(key, step + 1),
          redirectTo: HOSTILE_REDIRECT,
        }),
        jar,
      );
      expect(done).toMatchObject({ status: 302, location: "/admin" });
      const signedIn = await run(
        twoFactorLoader,
        formRequest(jar, "/auth/to-faktor?redirectTo=%2F%5Cevil.example"),
        jar,
      );
      expect(signedIn.location).toBe("/admin");
    });

    it("/klubber/{slug}: a slug with CR/LF is a 404, not a 500; a capital still redirects (301)", async () => {
      const jar = new Jar();
      const bad = await run(clubLoader, formRequest(jar, "/klubber/a%0D%0AX"), jar, { clubId: "a\r\nX" });
      expect(bad.status).toBe(404);
      const slash = await run(clubLoader, formRequest(jar, "/klubber/%2F%2Fevil"), jar, { clubId: "//evil" });
      expect(slash.status).toBe(404);
      const upper = await run(clubLoader, formRequest(jar, "/klubber/FC-Kobenhavn"), jar, {
        clubId: "FC-Kobenhavn",
      });
      expect(upper).toMatchObject({ status: 301, location: "/klubber/fc-kobenhavn" });
    });

    it("Better Auth's own link targets refuse a hostile callbackURL", async () => {
      const account = await newAccount("user");
      const token = await resetToken(account.email);
      const res = await getAuth().handler(
        new Request(
          `${ORIGIN}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(HOSTILE_REDIRECT)}`,
        ),
      );
      const location = res.headers.get("location");
      if (location) expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
      else expect(res.status).toBe(403);
    });
  });

  describe("finding 3: a TOTP code is accepted once", () => {
    it("two sign-ins with the same code: the second is refused", async () => {
      const account = await newAccount();
      const { key, step } = await turnOnTwoFactor(account);
      const first = await pendingSignIn(account);
      const second = await pendingSignIn(account);
      const code = totpAt(key, step + 1);
      expect(await verifyCode(first, code)).toMatchObject({ status: 302, location: "/admin" });
      expect(await isSignedIn(first)).toBe(true);
      const replay = await verifyCode(second, code);
      expect(replay.status).toBe(401);
      expect(replay.data).toMatchObject({ ok: false, title: "Bekræftelse fejlede", message: WRONG_CODE });
      expect(await isSignedIn(second)).toBe(false);
    });

    it("the code that confirmed the setup cannot sign anyone in; the next code can", async () => {
      const account = await newAccount();
      const { key, step } = await turnOnTwoFactor(account);
      const jar = await pendingSignIn(account);
      const setupCode = await verifyCode(jar, totpAt(key, step));
      expect(setupCode.data?.message).toBe(WRONG_CODE);
      expect(await isSignedIn(jar)).toBe(false);
      expect(await verifyCode(jar, totpAt(key, step + 1))).toMatchObject({ location: "/admin" });
      expect(await isSignedIn(jar)).toBe(true);
    });

    it("through the JSON API too: the same code twice, and an older code after a newer one, are refused", async () => {
      const account = await newAccount();
      const { key, step } = await turnOnTwoFactor(account);
      const pending = async () => {
        const jar = new Jar();
        const res = await authApi(jar, "/sign-in/email", {
          email: account.email,
          password: account.password,
        });
        expect(res.json).toMatchObject({ twoFactorRedirect: true });
        return jar;
      };
      const a = await pending();
      const b = await pending();
      const c = await pending();
      const ok = await authApi(a, "/two-factor/verify-totp", { code: totpAt(key, step + 1) });
      expect(ok.status).toBe(200);
      expect(a.has("forsiden.session_token")).toBe(true);
      const replay = await authApi(b, "/two-factor/verify-totp", { code: totpAt(key, step + 1) });
      expect(replay.status).toBe(401);
      expect(replay.json?.message).toBe("Invalid code");
      expect(b.has("forsiden.session_token")).toBe(false);
      const older = await authApi(c, "/two-factor/verify-totp", { code: totpAt(key, step) });
      expect(older.status).toBe(401);
      expect(c.has("forsiden.session_token")).toBe(false);
    });

    it("two pending sign-ins racing with the same code: exactly one gets a session", async () => {
      const account = await newAccount();
      const { key, step } = await turnOnTwoFactor(account);
      const jars = [await pendingSignIn(account), await pendingSignIn(account), await pendingSignIn(account)];
      const code = totpAt(key, step + 1);
      const results = await Promise.all(jars.map((jar) => authApi(jar, "/two-factor/verify-totp", { code })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
      expect(jars.filter((jar) => jar.has("forsiden.session_token"))).toHaveLength(1);
    });
  });

  describe("finding 4: turning on 2FA and changing the password end the other sessions", () => {
    it("turning on 2FA on /admin/profil ends every other session; the one that did it stays", async () => {
      const account = await newAccount();
      const { jar: laptop } = await signIn(account);
      const { jar: phone } = await signIn(account);
      const { jar: old } = await signIn(account);
      expect(await isSignedIn(phone)).toBe(true);
      await turnOnTwoFactor(account, laptop);
      expect(await isSignedIn(laptop)).toBe(true);
      expect((await run(authLoader, formRequest(laptop, "/auth"), laptop)).location).toBe("/admin");
      expect(await isSignedIn(phone)).toBe(false);
      expect(await isSignedIn(old)).toBe(false);
    });

    it("turning on 2FA through the JSON API does the same", async () => {
      const account = await newAccount();
      const { a, b, statuses } = await twoApiSessions(account);
      expect(statuses).toEqual([200, 200]);
      const enabled = await authApi(a, "/two-factor/enable", { password: account.password });
      const key = keyFromUri(String(enabled.json?.totpURI));
      // Not on until the code proves the app has the secret: nothing is revoked yet.
      expect(await isSignedIn(b)).toBe(true);
      const verified = await authApi(a, "/two-factor/verify-totp", { code: totpAt(key, currentStep()) });
      expect(verified.status).toBe(200);
      expect(await isSignedIn(a)).toBe(true);
      expect(await isSignedIn(b)).toBe(false);
    });

    it("changing the password ends every other session, even when the client asks to keep them", async () => {
      const account = await newAccount();
      const { a, b } = await twoApiSessions(account);
      const changed = await authApi(a, "/change-password", {
        currentPassword: account.password,
        newPassword: "en-helt-ny-kode",
        revokeOtherSessions: false,
      });
      expect(changed.status).toBe(200);
      expect(await isSignedIn(a)).toBe(true);
      expect(await isSignedIn(b)).toBe(false);
    });

    it("a completed reset ends every session of the user", async () => {
      const account = await newAccount();
      const { jar } = await signIn(account);
      const done = await resetWith(await resetToken(account.email), "nulstillet-1");
      expect(done.data).toMatchObject({ ok: true, title: "Adgangskoden er ændret" });
      expect(await isSignedIn(jar)).toBe(false);
    });
  });

  describe("finding 5: a completed reset ends every older reset link", () => {
    it("an older link no longer sets a password once a newer one was used", async () => {
      const account = await newAccount("user");
      const older = await resetToken(account.email);
      const newer = await resetToken(account.email);
      expect(older).not.toBe(newer);
      expect((await resetWith(newer, "ny-kode-fra-nyeste")).data?.ok).toBe(true);
      const stale = await resetWith(older, "angriberens-kode");
      expect(stale.data).toMatchObject({ ok: false, message: BAD_LINK });
      const rows = await handle.db
        .select()
        .from(verification)
        .where(
          and(eq(verification.value, account.userId), like(verification.identifier, "reset-password:%")),
        );
      expect(rows).toHaveLength(0);
      const attacker = await signIn({ ...account, password: "angriberens-kode" });
      expect(attacker.res.data?.message).toBe("Forkerte login oplysninger");
      expect((await signIn({ ...account, password: "ny-kode-fra-nyeste" })).res.location).toBe("/admin");
    });
  });

  describe("flows that already held", () => {
    it("2FA is required on every path to a session: form, JSON API, .data request, reset then sign-in", async () => {
      const account = await newAccount();
      await turnOnTwoFactor(account);

      const form = await signIn(account);
      expect(form.res.location).toBe("/auth/to-faktor?redirectTo=%2Fadmin");
      expect(form.jar.has("forsiden.session_token")).toBe(false);
      expect(await isSignedIn(form.jar)).toBe(false);

      const api = new Jar();
      const json = await authApi(api, "/sign-in/email", { email: account.email, password: account.password });
      expect(json.json).toEqual({ twoFactorRedirect: true });
      expect(api.has("forsiden.session_token")).toBe(false);
      expect(await isSignedIn(api)).toBe(false);

      const data = new Jar();
      const dataRes = await run(authAction, formRequest(data, "/auth.data", signInForm(account)), data);
      expect(dataRes.location).toBe("/auth/to-faktor?redirectTo=%2Fadmin");
      expect(data.has("forsiden.session_token")).toBe(false);

      // The pending cookie alone opens nothing.
      expect((await run(authLoader, formRequest(form.jar, "/auth"), form.jar)).status).toBe(200);

      const done = await resetWith(await resetToken(account.email), "efter-nulstilling");
      expect(done.data?.ok).toBe(true);
      const after = await signIn({ ...account, password: "efter-nulstilling" });
      expect(after.res.location).toBe("/auth/to-faktor?redirectTo=%2Fadmin");
      expect(await isSignedIn(after.jar)).toBe(false);
      // And the reset voided the pending sign-ins started before it.
      const stale = await verifyCode(form.jar, "000000");
      expect(stale.status).toBe(401);
    });

    it("a backup code works once, through the form or the JSON API", async () => {
      const account = await newAccount();
      const { backupCodes } = await turnOnTwoFactor(account);
      const first = await pendingSignIn(account);
      expect(await verifyCode(first, backupCodes[0], "backup")).toMatchObject({ location: "/admin" });
      const again = await pendingSignIn(account);
      const reused = await verifyCode(again, backupCodes[0], "backup");
      expect(reused.data?.message).toBe("Backup-koden er forkert eller allerede brugt.");
      const api = new Jar();
      await authApi(api, "/sign-in/email", { email: account.email, password: account.password });
      expect((await authApi(api, "/two-factor/verify-backup-code", { code: backupCodes[0] })).status).toBe(
        401,
      );
      expect((await authApi(api, "/two-factor/verify-backup-code", { code: backupCodes[1] })).status).toBe(
        200,
      );
      expect(api.has("forsiden.session_token")).toBe(true);
    });

    it("a wrong TOTP code is refused and opens nothing", async () => {
      const account = await newAccount();
      const { key } = await turnOnTwoFactor(account);
      const jar = await pendingSignIn(account);
      const res = await verifyCode(jar, wrongCode(key));
      expect(res.data?.message).toBe(WRONG_CODE);
      expect(await isSignedIn(jar)).toBe(false);
    });

    it("a reset link works once", async () => {
      const account = await newAccount("user");
      const token = await resetToken(account.email);
      expect((await resetWith(token, "forste-kode")).data?.ok).toBe(true);
      expect((await resetWith(token, "anden-kode")).data).toMatchObject({ ok: false, message: BAD_LINK });
    });

    it("a confirmation link signs in once; opened again it opens no session", async () => {
      const email = `bekraeft-${Date.now()}@forsiden.test`;
      const jar = new Jar();
      await run(
        authAction,
        formRequest(jar, "/auth", { intent: "signup", email, password: "hemmelig1" }),
        jar,
      );
      const [mail] = await mailsTo(email);
      const link = linkIn(mail.body);
      const first = await getAuth().handler(new Request(link));
      expect(first.headers.getSetCookie().some((c) => c.startsWith("forsiden.session_token="))).toBe(true);
      const second = await getAuth().handler(new Request(link));
      expect(second.status).toBe(302);
      expect(second.headers.getSetCookie().some((c) => c.startsWith("forsiden.session_token="))).toBe(false);
    });

    it("'Log ud' ends the session on the server", async () => {
      const account = await newAccount("user");
      const { jar } = await signIn(account);
      const stolen = jar.copy();
      jar.take(await signOut(formRequest(jar, "/auth/log-ud", {})));
      expect(await isSignedIn(stolen)).toBe(false);
    });

    it("a demoted editor's sessions end at once", async () => {
      const admin = await newAccount("admin");
      const editor = await newAccount("editor");
      const { jar } = await signIn(editor);
      expect(await isSignedIn(jar)).toBe(true);
      const result = await changeUserRole(
        handle.db,
        { id: admin.userId, email: admin.email },
        { userId: editor.userId, role: "user" },
      );
      expect(result).toMatchObject({ ok: true, sessionsRevoked: 1 });
      expect(await isSignedIn(jar)).toBe(false);
    });

    it("no name or image change through /api/auth/update-user: the byline changes on /admin/profil (issue 14)", async () => {
      const account = await newAccount("editor");
      const jar = new Jar();
      await authApi(jar, "/sign-in/email", { email: account.email, password: account.password });
      const before = await handle.db
        .select({ name: user.name })
        .from(user)
        .where(eq(user.id, account.userId));
      const res = await authApi(jar, "/update-user", { name: account.email });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: "Navn og billede ændres under Min profil" });
      const after = await handle.db.select({ name: user.name }).from(user).where(eq(user.id, account.userId));
      expect(after).toEqual(before);
    });

    it("no role change through /api/auth/update-user", async () => {
      const account = await newAccount("user");
      const jar = new Jar();
      await authApi(jar, "/sign-in/email", { email: account.email, password: account.password });
      const res = await authApi(jar, "/update-user", { role: "admin", name: "Ny" });
      expect(res.status).toBeGreaterThanOrEqual(400);
      const [row] = await handle.db.select({ role: user.role }).from(user).where(eq(user.id, account.userId));
      expect(row.role).toBe("user");
    });
  });
});
