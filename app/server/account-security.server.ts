import crypto from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import { TOTP_CODE } from "~/lib/totp-code";
import {
  type AuthHookContext,
  BETTER_AUTH_INVALID_CODE,
  decryptWithAuthSecret,
  deleteResetLinksAndPendingSignIns,
  pendingTwoFactorUserInHook,
} from "./auth-internals.server";
import type { Database } from "./db/client.server";
import { session, twoFactor } from "./db/schema";

/*
 * Account rules Better Auth does not enforce by itself (issue 11), as one plugin so the JSON API
 * (/api/auth/*) and the app's forms (which call auth.api.*) pass through the same checks:
 * - a TOTP time step is accepted once per user, and never one older than the last accepted;
 * - turning 2FA on and changing the password end every other session of the user;
 * - a completed password reset deletes all of the user's reset links and pending 2FA sign-ins;
 * - update-user cannot change the name (a staff member's byline) or the image.
 */

const TOTP_PERIOD_SECONDS = 30;
/** update-user refuses name and image: they are edited on /admin/profil (issue 14). */
export const PROFILE_ONLY_IN_ADMIN = "Navn og billede ændres under Min profil";
/** Better Auth accepts the code of the previous, current and next time step. */
const TOTP_WINDOW = 1;

/** RFC 4226 HOTP (SHA-1, 6 digits) with the key as Better Auth uses it (the secret's bytes). */
export function hotp(secret: string, counter: number): string {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(counter));
  const hmac = crypto.createHmac("sha1", Buffer.from(secret, "utf8")).update(buffer).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

export function totpStep(time = Date.now()): number {
  return Math.floor(time / 1000 / TOTP_PERIOD_SECONDS);
}

/** The time step whose code `code` is (within Better Auth's window), or null. */
export function matchingTotpStep(secret: string, code: string, time = Date.now()): number | null {
  const now = totpStep(time);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const candidate = hotp(secret, step);
    if (crypto.timingSafeEqual(Buffer.from(candidate), Buffer.from(code))) return step;
  }
  return null;
}

/** Whose code this is: the signed-in user (setting up 2FA), else the pending sign-in's user. */
async function codeOwner(ctx: AuthHookContext): Promise<string | null> {
  const current = await getSessionFromCtx(ctx);
  if (current?.user) return current.user.id;
  return pendingTwoFactorUserInHook(ctx);
}

/**
 * Claims the code's time step for the user in one conditional UPDATE, so of two requests with the
 * same code (replayed, or racing) exactly one gets through. A code that matches no step is left to
 * Better Auth, which refuses it as usual.
 */
async function claimTotpStep(db: Database, ctx: AuthHookContext): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string" || !TOTP_CODE.test(code)) return;
  const userId = await codeOwner(ctx);
  if (!userId) return;
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  if (!row) return;
  const secret = await decryptWithAuthSecret(ctx.context.secret, row.secret);
  const step = matchingTotpStep(secret, code);
  if (step === null) return;
  const claimed = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(
      and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))),
    )
    .returning({ id: twoFactor.id });
  if (claimed.length === 0) throw new APIError("UNAUTHORIZED", { message: BETTER_AUTH_INVALID_CODE });
}

/** Ends every session of the user except `keepToken`. */
export async function endOtherSessions(db: Database, userId: string, keepToken: string): Promise<number> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.token, keepToken)))
    .returning({ id: session.id });
  return deleted.length;
}

/** After a completed reset: no older reset link and no pending 2FA sign-in of the user works. */
export async function forgetResetLinks(db: Database, userId: string): Promise<void> {
  await deleteResetLinksAndPendingSignIns(db, userId);
}

export function accountSecurity(db: Database) {
  return {
    id: "forsiden-account-security",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            await claimTotpStep(db, ctx);
          }),
        },
        {
          // The name is a staff member's public byline (issue 14): it changes only through the
          // validated, audited profile form, never through Better Auth's update-user.
          matcher: (ctx) => ctx.path === "/update-user",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if ("name" in body || "image" in body) {
              throw new APIError("BAD_REQUEST", { message: PROFILE_ONLY_IN_ADMIN });
            }
          }),
        },
        {
          // Changing the password signs out every other device, whatever the client asked for.
          matcher: (ctx) => ctx.path === "/change-password",
          handler: createAuthMiddleware(async (ctx) => {
            return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.context.returned instanceof Error) return;
            // Turning 2FA on: the request came with a session and Better Auth replaced it with a
            // new one. (A pending sign-in has no session; an already-on user gets no new one.)
            const before = ctx.context.session;
            const fresh = ctx.context.newSession;
            if (!before?.session || !fresh || fresh.user.id !== before.user.id) return;
            await endOtherSessions(db, fresh.user.id, fresh.session.token);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
