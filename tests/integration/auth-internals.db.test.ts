import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "../../app/server/auth.server";
import {
  BETTER_AUTH_INVALID_CODE,
  createCredentialUser,
  decryptWithAuthSecret,
  deleteResetLinksAndPendingSignIns,
  deleteVerificationRowsOf,
  encryptWithAuthSecret,
  loginLinkRow,
  pendingTwoFactorIdentifier,
  pendingTwoFactorUser,
  TWO_FACTOR_COOKIE,
  twoFactorCookieValue,
} from "../../app/server/auth-internals.server";
import { account, mailOutbox, twoFactor, user, verification } from "../../app/server/db/schema";
import { authApi, Jar, setUpAuthTests } from "../support/auth-harness";
import { TEST_DB_KIND } from "../support/test-database";
import { currentStep, keyFromUri, totpAt, wrongCode } from "../support/totp";

/*
 * Issue 23: the Better Auth internals the app relies on (app/server/auth-internals.server.ts),
 * pinned against the real library. A Better Auth upgrade that renames a cookie, a verification
 * row, an error message or the internal adapter fails here, not in a reader's sign-in.
 */

const db = setUpAuthTests("forsiden-auth-internals-");
let counter = 0;

async function newUser() {
  const email = `intern-${++counter}-${Date.now()}@forsiden.test`;
  const password = `kode-${counter}-hemmelig`;
  const userId = await createCredentialUser(getAuth(), {
    email,
    name: "Intern Test",
    password,
    role: "editor",
    emailVerified: true,
  });
  return { email, password, userId };
}

/** Signs in, turns on 2FA through the JSON API and returns the key and the step used. */
async function withTwoFactor() {
  const account = await newUser();
  const jar = new Jar();
  expect(
    (await authApi(jar, "/sign-in/email", { email: account.email, password: account.password })).status,
  ).toBe(200);
  const enabled = await authApi(jar, "/two-factor/enable", { password: account.password });
  const totpURI = String(enabled.json?.totpURI);
  const key = keyFromUri(totpURI);
  const step = currentStep();
  expect((await authApi(jar, "/two-factor/verify-totp", { code: totpAt(key, step) })).status).toBe(200);
  return { ...account, key, step };
}

async function pendingJar(account: { email: string; password: string }) {
  const jar = new Jar();
  const res = await authApi(jar, "/sign-in/email", { email: account.email, password: account.password });
  expect(res.json).toMatchObject({ twoFactorRedirect: true });
  return { jar, res };
}

describe(`Better Auth internals behind app/server/auth-internals.server.ts on ${TEST_DB_KIND}`, () => {
  it("createCredentialUser makes a user with a credential login that signs in with the password", async () => {
    const created = await newUser();
    const [row] = await db()
      .select({ email: user.email, role: user.role, emailVerified: user.emailVerified, name: user.name })
      .from(user)
      .where(eq(user.id, created.userId));
    expect(row).toEqual({ email: created.email, role: "editor", emailVerified: true, name: "Intern Test" });
    const logins = await db()
      .select({ providerId: account.providerId, accountId: account.accountId })
      .from(account)
      .where(eq(account.userId, created.userId));
    expect(logins).toEqual([{ providerId: "credential", accountId: created.userId }]);
    const signIn = await authApi(new Jar(), "/sign-in/email", {
      email: created.email,
      password: created.password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().some((c) => c.startsWith("forsiden.session_token="))).toBe(true);
  });

  it("decrypts what Better Auth encrypted: the stored TOTP secret is the key in the otpauth URI", async () => {
    const secret = (await getAuth().$context).secret;
    expect(await decryptWithAuthSecret(secret, await encryptWithAuthSecret(secret, "hemmelig"))).toBe(
      "hemmelig",
    );
    const twoFactorUser = await withTwoFactor();
    const [row] = await db()
      .select({ secret: twoFactor.secret })
      .from(twoFactor)
      .where(eq(twoFactor.userId, twoFactorUser.userId));
    const decrypted = await decryptWithAuthSecret(secret, row.secret);
    expect(Buffer.from(decrypted, "utf8").equals(twoFactorUser.key)).toBe(true);
  });

  it("a pending sign-in sets the cookie forsiden.two_factor naming a 2fa- verification row of the user", async () => {
    const twoFactorUser = await withTwoFactor();
    const { jar, res } = await pendingJar(twoFactorUser);
    expect(TWO_FACTOR_COOKIE).toBe("forsiden.two_factor");
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${TWO_FACTOR_COOKIE}=`))).toBe(true);
    const value = twoFactorCookieValue(jar.header());
    expect(value).not.toBeNull();
    const identifier = pendingTwoFactorIdentifier(value ?? "");
    expect(identifier).toMatch(/^2fa-/);
    expect(await pendingTwoFactorUser(db(), identifier ?? "")).toBe(twoFactorUser.userId);
    // After deleting the user's reset links and pending sign-ins, the cookie names nothing.
    await deleteResetLinksAndPendingSignIns(db(), twoFactorUser.userId);
    expect(await pendingTwoFactorUser(db(), identifier ?? "")).toBeNull();
  });

  it("a reset link is a reset-password: verification row whose value is the user id, and is deleted with the pending sign-ins", async () => {
    const created = await newUser();
    const asked = await authApi(new Jar(), "/request-password-reset", {
      email: created.email,
      redirectTo: "/auth/nulstil",
    });
    expect(asked.status).toBe(200);
    const rows = () =>
      db()
        .select({ value: verification.value })
        .from(verification)
        .where(like(verification.identifier, "reset-password:%"));
    expect((await rows()).map((r) => r.value)).toContain(created.userId);
    await deleteResetLinksAndPendingSignIns(db(), created.userId);
    expect((await rows()).map((r) => r.value)).not.toContain(created.userId);
  });

  it("a login link (magicLink, hashed) is a row named by the SHA-256 of the mailed token whose value names the address; deleted with the user's rows (ADR 0025)", async () => {
    const created = await newUser();
    const asked = await authApi(new Jar(), "/sign-in/magic-link", { email: created.email });
    expect(asked.status).toBe(200);
    const [mail] = await db()
      .select({ body: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, created.email));
    const token = /token=([A-Za-z0-9]+)/.exec(mail.body ?? "")?.[1] ?? "";
    expect(token).toHaveLength(32);
    const row = await loginLinkRow(await getAuth().$context, token);
    expect(row).toEqual({ id: expect.any(String), email: created.email });
    expect(await loginLinkRow(await getAuth().$context, `${token.slice(1)}x`)).toBeNull();
    await authApi(new Jar(), "/request-password-reset", {
      email: created.email,
      redirectTo: "/auth/nulstil",
    });
    expect(await deleteVerificationRowsOf(db(), created.userId, created.email.toUpperCase())).toBe(2);
    expect(await loginLinkRow(await getAuth().$context, token)).toBeNull();
  });

  it(`a wrong code is answered 401 with the message "${BETTER_AUTH_INVALID_CODE}"`, async () => {
    const twoFactorUser = await withTwoFactor();
    const { jar } = await pendingJar(twoFactorUser);
    const wrong = await authApi(jar, "/two-factor/verify-totp", { code: wrongCode(twoFactorUser.key) });
    expect(wrong.status).toBe(401);
    expect(BETTER_AUTH_INVALID_CODE).toBe("Invalid code");
    expect(wrong.json?.message).toBe(BETTER_AUTH_INVALID_CODE);
    expect(wrong.json?.code).toBe("INVALID_CODE");
  });
});
