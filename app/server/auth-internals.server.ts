import type { AuthContext } from "better-auth";
import type { createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { defaultKeyHasher } from "better-auth/plugins";
import { and, desc, eq, gt, like, or, sql } from "drizzle-orm";
import type { Queryable } from "./db/client.server";
import { verification } from "./db/schema";

export { BETTER_AUTH_INVALID_CODE } from "~/lib/better-auth-answers";

/*
 * Every Better Auth internal the app relies on, in one place (issue 23): names and shapes that are
 * not its public API and may change with an upgrade. auth-internals.db.test.ts pins each of them
 * against the real library, so an upgrade that changes one fails there, not in production.
 */

/** Our cookie prefix; Better Auth prepends it to every cookie it sets ("forsiden.session_token"). */
export const SESSION_COOKIE_PREFIX = "forsiden";
/** The twoFactor plugin's cookie for a pending sign-in (password given, code not yet), unprefixed. */
export const TWO_FACTOR_COOKIE_NAME = "two_factor";
/** Its full name (on https also with `__Secure-` in front). */
export const TWO_FACTOR_COOKIE = `${SESSION_COOKIE_PREFIX}.${TWO_FACTOR_COOKIE_NAME}`;
/** The verification rows of a pending two-factor sign-in are named `2fa-…`; their value is the user id. */
const PENDING_TWO_FACTOR_PREFIX = "2fa-";
/** A password reset link's verification row is named `reset-password:<token>`; its value is the user id. */
const RESET_PASSWORD_PREFIX = "reset-password:";
/**
 * A login link's row (magicLink plugin, `storeToken: "hashed"`): named by the SHA-256 of the token
 * (base64url, no padding), its value the JSON `{"email":…}` of the address it was asked for.
 */
const LOGIN_LINK_VALUE_PREFIX = '{"email":';

/** The value of the two-factor cookie in a Cookie header (either name), or null. */
export function twoFactorCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const match = cookieHeader.match(
    new RegExp(`(?:^|;\\s*)(?:__Secure-)?${TWO_FACTOR_COOKIE.replace(".", "\\.")}=([^;]*)`),
  );
  return match ? match[1] : null;
}

/** The verification identifier inside a (signed, URL-encoded) two-factor cookie value, or null. */
export function pendingTwoFactorIdentifier(cookieValue: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  const identifier = dot > 0 ? value.slice(0, dot) : value;
  return identifier.startsWith(PENDING_TWO_FACTOR_PREFIX) && identifier.length <= 100 ? identifier : null;
}

/** The user id of a pending two-factor sign-in that has not expired, or null. */
export async function pendingTwoFactorUser(db: Queryable, identifier: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, sql`now()`)))
    .orderBy(desc(verification.createdAt))
    .limit(1);
  return row?.value ?? null;
}

/** Ends a pending two-factor sign-in. */
export async function deletePendingTwoFactor(db: Queryable, identifier: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, identifier));
}

/** Deletes every reset link and pending two-factor sign-in of the user. */
export async function deleteResetLinksAndPendingSignIns(db: Queryable, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        or(
          like(verification.identifier, `${RESET_PASSWORD_PREFIX}%`),
          like(verification.identifier, `${PENDING_TWO_FACTOR_PREFIX}%`),
        ),
      ),
    );
}

/** The verification row of a login link (by its token as mailed), with the address it was asked for. */
export async function loginLinkRow(
  context: Pick<AuthContext, "internalAdapter">,
  token: string,
): Promise<{ id: string; email: string } | null> {
  const row = await context.internalAdapter.findVerificationValue(await defaultKeyHasher(token));
  if (!row) return null;
  try {
    const email = (JSON.parse(row.value) as { email?: unknown }).email;
    return typeof email === "string" ? { id: row.id, email } : null;
  } catch {
    return null;
  }
}

/**
 * Deletes every verification row that names the user or the address: reset links, pending
 * two-factor sign-ins and deletion tokens (value = user id) and login links (value = the address's
 * JSON). E-mail confirmation links are signed tokens with no row.
 */
export async function deleteVerificationRowsOf(
  db: Queryable,
  userId: string,
  email: string,
): Promise<number> {
  const prefix = `${LOGIN_LINK_VALUE_PREFIX}${JSON.stringify(email.toLowerCase())}`;
  const deleted = await db
    .delete(verification)
    .where(
      or(
        eq(verification.value, userId),
        sql`starts_with(lower(${verification.value}), ${`${prefix},`})`,
        sql`lower(${verification.value}) = ${`${prefix}}`}`,
      ),
    )
    .returning({ id: verification.id });
  return deleted.length;
}

/** Decrypts a value Better Auth stored encrypted with the auth secret (the TOTP secret). */
export function decryptWithAuthSecret(secret: string, data: string): Promise<string> {
  return symmetricDecrypt({ key: secret, data });
}

/** Encrypts as Better Auth does (for tests and fixtures). */
export function encryptWithAuthSecret(secret: string, data: string): Promise<string> {
  return symmetricEncrypt({ key: secret, data });
}

/**
 * Creates a user with an e-mail/password login through Better Auth's internal adapter (so its
 * hooks, ids and hashing are Better Auth's own) and returns the new user's id.
 */
export async function createCredentialUser(
  auth: { $context: Promise<AuthContext> },
  input: { email: string; name: string; password: string; role: string; emailVerified: boolean },
): Promise<string> {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(input.password);
  const created = await ctx.internalAdapter.createUser({
    email: input.email,
    name: input.name,
    emailVerified: input.emailVerified,
    role: input.role,
  });
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: hash,
  });
  return created.id;
}

export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Inside a Better Auth hook: the user whose two-factor sign-in the request's signed cookie names. */
export async function pendingTwoFactorUserInHook(ctx: AuthHookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE_NAME);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}
