import { setTimeout as sleep } from "node:timers/promises";
import {
  deletePendingTwoFactor,
  pendingTwoFactorIdentifier,
  pendingTwoFactorUser,
  TWO_FACTOR_COOKIE,
  twoFactorCookieValue,
} from "~/server/auth-internals.server";
import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { createRateLimiter, type RateDecision, type RateLimitRule } from "~/server/rate-limit.server";

/**
 * One rule table for every way in to an account (ADR 0011): the /auth forms call
 * gateAuthAttempt directly, and the middleware in front of Better Auth's /api/auth/* calls it for
 * the JSON endpoints, so both see the same counters. Better Auth's own limiter is off.
 *
 * Strangers must not be able to lock an account: blocking is per address and per
 * address+account; per account alone, failures only slow the answer down (second factor: slow,
 * then refuse for the rest of the hour, since a 6-digit code is small enough to guess).
 */
export type AuthAction =
  | "sign-in"
  | "sign-up"
  | "password-reset-mail"
  | "verification-mail"
  | "login-link-mail"
  | "reset-password"
  | "verify-email"
  | "password-check"
  | "second-factor"
  | "other";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function rule(id: string, limit: number, windowMs: number, onStoreError: "open" | "closed" = "closed") {
  return { id, limit, windowMs, onStoreError } satisfies RateLimitRule;
}

/** Counts for the slowing rules: below `slowAfter` no delay, then a growing one up to `maxDelayMs`. */
export const SIGN_IN_ACCOUNT_SLOW = { slowAfter: 10, stepMs: 500, maxDelayMs: 10_000 };
export const SECOND_FACTOR_ACCOUNT_SLOW = { slowAfter: 10, stepMs: 1_000, maxDelayMs: 10_000 };
/** Wrong codes one pending two-factor sign-in may take before it is void. */
export const PENDING_SECOND_FACTOR_ATTEMPTS = 5;

/** The rule table. Limits that operators may need to tune come from the environment. */
export function authRules() {
  const env = getEnv();
  return {
    // Sign-in: failed attempts only (a right password gives its hit back).
    signInAddress: rule("auth-sign-in-address", env.RATE_LIMIT_SIGN_IN_PER_ADDRESS, MINUTE),
    signInAddressAccount: rule(
      "auth-sign-in-address-account",
      env.RATE_LIMIT_SIGN_IN_PER_ACCOUNT_ADDRESS,
      MINUTE,
    ),
    // Never refuses; only feeds the delay (a very high ceiling, reached only from many addresses).
    signInAccount: rule("auth-sign-in-account", 1_000_000, 15 * MINUTE, "open"),
    signUpAddress: rule("auth-sign-up-address", env.RATE_LIMIT_SIGN_UP_PER_ADDRESS, 10 * MINUTE),
    resetMailAddress: rule("auth-reset-mail-address", 3, MINUTE),
    resetMailTarget: rule("auth-reset-mail-target", 3, MINUTE),
    verificationMailAddress: rule("auth-verification-mail-address", 3, MINUTE),
    verificationMailTarget: rule("auth-verification-mail-target", 3, MINUTE),
    // Login links (ADR 0025): each request sends a mail, so per address and per target address.
    loginLinkMailAddress: rule("auth-login-link-address", env.RATE_LIMIT_LOGIN_LINK_PER_ADDRESS, 10 * MINUTE),
    loginLinkMailTarget: rule("auth-login-link-target", env.RATE_LIMIT_LOGIN_LINK_PER_EMAIL, 10 * MINUTE),
    resetPasswordAddress: rule("auth-reset-password-address", 10, MINUTE),
    verifyEmailAddress: rule("auth-verify-email-address", 20, MINUTE),
    // Endpoints that check the signed-in user's password (change-password, 2FA setup …): failures only.
    passwordCheckAddress: rule("auth-password-check-address", 5, MINUTE),
    secondFactorAddress: rule("auth-second-factor-address", 10, MINUTE),
    // Attempts on one pending sign-in (it lives 3 minutes); past the limit it is void.
    secondFactorPending: rule("auth-second-factor-pending", PENDING_SECOND_FACTOR_ATTEMPTS, 10 * MINUTE),
    // Wrong codes per account across pending sign-ins: slows past 10, refuses past 30 an hour.
    secondFactorAccount: rule("auth-second-factor-account", 30, HOUR),
    otherAddress: rule("auth-other-address", 100, MINUTE, "open"),
  };
}

export type AuthRuleName = keyof ReturnType<typeof authRules>;

/** Better Auth path (below /api/auth) → the action whose rules apply. */
export function authActionOfPath(path: string): AuthAction {
  // A link request is a mail, not a password check (it always "succeeds", so failures-only would not count it).
  if (path === "/sign-in/magic-link") return "login-link-mail";
  if (path.startsWith("/sign-in/")) return "sign-in";
  if (path.startsWith("/sign-up/")) return "sign-up";
  if (path === "/request-password-reset" || path === "/forget-password") return "password-reset-mail";
  // Changing the e-mail mails a confirmation link to the new address (the body's `newEmail`).
  if (path === "/send-verification-email" || path === "/change-email") return "verification-mail";
  if (path === "/reset-password") return "reset-password";
  // Following a login link is spending a one-time token, as a confirmation link is.
  if (path === "/verify-email" || path === "/magic-link/verify") return "verify-email";
  if (
    path.startsWith("/two-factor/verify-") ||
    path === "/two-factor/send-otp" ||
    path === "/two-factor/verify-otp"
  ) {
    return "second-factor";
  }
  if (
    path === "/change-password" ||
    path === "/set-password" ||
    path === "/delete-user" ||
    path === "/two-factor/enable" ||
    path === "/two-factor/disable" ||
    path === "/two-factor/get-totp-uri" ||
    path === "/two-factor/generate-backup-codes"
  ) {
    return "password-check";
  }
  return "other";
}

/** The actions whose rules are keyed on the account's e-mail (read from the form or JSON body). */
export function actionNeedsEmail(action: AuthAction): boolean {
  return (
    action === "sign-in" ||
    action === "password-reset-mail" ||
    action === "verification-mail" ||
    action === "login-link-mail"
  );
}

export interface PendingSecondFactor {
  /** The verification row's identifier (the value inside Better Auth's signed two_factor cookie). */
  identifier: string;
  userId: string;
}

export interface AuthSubject {
  ip: string;
  email?: string | null;
  pending?: PendingSecondFactor | null;
}

export type AuthGate =
  | {
      ok: false;
      /** 429 limited, 503 store unavailable (fail closed), 401 the pending sign-in is void. */
      status: 401 | 429 | 503;
      retryAfterSeconds: number;
      voided?: boolean;
    }
  | {
      ok: true;
      /** Reports the outcome; a void pending sign-in must have its cookie cleared. */
      finish(succeeded: boolean): Promise<{ voided: boolean }>;
    };

type Limiter = ReturnType<typeof createRateLimiter>;

function limiters() {
  const rules = authRules();
  return Object.fromEntries(Object.entries(rules).map(([name, r]) => [name, createRateLimiter(r)])) as Record<
    AuthRuleName,
    Limiter
  >;
}

export function normalizeEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

function refused(decision: RateDecision): AuthGate {
  return {
    ok: false,
    status: decision.storeError ? 503 : 429,
    retryAfterSeconds: decision.retryAfterSeconds,
  };
}

/** Delay for a count past a slowing rule's threshold. */
export function slowDownMs(count: number, slow: { slowAfter: number; stepMs: number; maxDelayMs: number }) {
  const over = Math.floor(count) - slow.slowAfter;
  return over > 0 ? Math.min(over * slow.stepMs, slow.maxDelayMs) : 0;
}

const ALLOW: AuthGate = { ok: true, finish: async () => ({ voided: false }) };

/**
 * Counts one attempt against every rule of the action; refuses (with Retry-After) when one is
 * exceeded, may wait first when the account is under attack, and returns `finish` to report the
 * outcome (failed-only rules give the hit back on success).
 */
export async function gateAuthAttempt(action: AuthAction, subject: AuthSubject): Promise<AuthGate> {
  const l = limiters();
  const ip = subject.ip;
  const email = normalizeEmail(subject.email);
  // Hits every [limiter, key] in order and stops at the first refusal.
  const hitAll = async (checks: Array<[Limiter, string]>): Promise<AuthGate | null> => {
    for (const [limiter, key] of checks) {
      const decision = await limiter.attempt(key);
      if (!decision.allowed) return refused(decision);
    }
    return null;
  };

  switch (action) {
    case "sign-in": {
      const checks: Array<[Limiter, string]> = [[l.signInAddress, ip]];
      if (email) checks.push([l.signInAddressAccount, `${ip}|${email}`]);
      const blocked = await hitAll(checks);
      if (blocked) return blocked;
      if (email) {
        const account = await l.signInAccount.peek(email);
        const delay = slowDownMs(account.count, SIGN_IN_ACCOUNT_SLOW);
        if (delay > 0) {
          logger.info({ delayMs: delay }, "sign-in slowed: many failed attempts for one account");
          await sleep(delay);
        }
      }
      return {
        ok: true,
        finish: async (succeeded) => {
          if (succeeded) {
            for (const [limiter, key] of checks) await limiter.refund(key);
          } else if (email) {
            await l.signInAccount.attempt(email);
          }
          return { voided: false };
        },
      };
    }
    case "password-check": {
      const blocked = await hitAll([[l.passwordCheckAddress, ip]]);
      if (blocked) return blocked;
      return {
        ok: true,
        finish: async (succeeded) => {
          if (succeeded) await l.passwordCheckAddress.refund(ip);
          return { voided: false };
        },
      };
    }
    case "sign-up":
      return (await hitAll([[l.signUpAddress, ip]])) ?? ALLOW;
    case "password-reset-mail":
    case "verification-mail":
    case "login-link-mail": {
      const [byAddress, byTarget] =
        action === "password-reset-mail"
          ? [l.resetMailAddress, l.resetMailTarget]
          : action === "login-link-mail"
            ? [l.loginLinkMailAddress, l.loginLinkMailTarget]
            : [l.verificationMailAddress, l.verificationMailTarget];
      const checks: Array<[Limiter, string]> = [[byAddress, ip]];
      if (email) checks.push([byTarget, email]);
      return (await hitAll(checks)) ?? ALLOW;
    }
    case "reset-password":
      return (await hitAll([[l.resetPasswordAddress, ip]])) ?? ALLOW;
    case "verify-email":
      return (await hitAll([[l.verifyEmailAddress, ip]])) ?? ALLOW;
    case "second-factor":
      return gateSecondFactor(l, subject);
    case "other":
      return (await hitAll([[l.otherAddress, ip]])) ?? ALLOW;
  }
}

async function gateSecondFactor(l: Record<AuthRuleName, Limiter>, subject: AuthSubject): Promise<AuthGate> {
  const byAddress = await l.secondFactorAddress.attempt(subject.ip);
  if (!byAddress.allowed) return refused(byAddress);
  const pending = subject.pending;
  if (!pending) return ALLOW; // Better Auth answers that there is no pending sign-in.

  // Every attempt counts against the pending sign-in (a right code ends it anyway), so parallel
  // requests cannot slip past the limit.
  const onPending = await l.secondFactorPending.attempt(pending.identifier);
  if (onPending.storeError) return refused(onPending);
  if (!onPending.allowed) {
    await voidPendingSecondFactor(pending);
    return { ok: false, status: 401, retryAfterSeconds: 0, voided: true };
  }
  const account = await l.secondFactorAccount.attempt(pending.userId);
  if (!account.allowed) {
    // Counted as a hit only while it could have been a guess.
    await l.secondFactorAccount.refund(pending.userId);
    return refused(account);
  }
  const delay = slowDownMs(account.count - 1, SECOND_FACTOR_ACCOUNT_SLOW);
  if (delay > 0) {
    logger.info({ delayMs: delay }, "second factor slowed: many wrong codes for one account");
    await sleep(delay);
  }
  return {
    ok: true,
    finish: async (succeeded) => {
      if (succeeded) {
        await l.secondFactorAccount.refund(pending.userId);
        return { voided: false };
      }
      if (onPending.count >= PENDING_SECOND_FACTOR_ATTEMPTS) {
        await voidPendingSecondFactor(pending);
        return { voided: true };
      }
      return { voided: false };
    },
  };
}

/**
 * The pending two-factor sign-in a request carries: Better Auth's signed `two_factor` cookie holds
 * the identifier of a verification row whose value is the user id. The signature is checked by
 * Better Auth itself; an unknown identifier finds no row here.
 */
export async function pendingSecondFactorOf(
  cookieHeader: string | null,
): Promise<PendingSecondFactor | null> {
  const cookie = twoFactorCookieValue(cookieHeader);
  const identifier = cookie ? pendingTwoFactorIdentifier(cookie) : null;
  if (!identifier) return null;
  try {
    const userId = await pendingTwoFactorUser(getDb(), identifier);
    return userId ? { identifier, userId } : null;
  } catch (error) {
    logger.warn({ err: error }, "pending two-factor sign-in could not be read");
    return null;
  }
}

/** Ends a pending two-factor sign-in: the password has to be given again. */
export async function voidPendingSecondFactor(pending: PendingSecondFactor): Promise<void> {
  await deletePendingTwoFactor(getDb(), pending.identifier);
  logger.info("pending two-factor sign-in void after too many wrong codes");
}

/** A Set-Cookie header value that clears the two-factor cookie. */
export function clearTwoFactorCookie(secure: boolean): string {
  const name = secure ? `__Secure-${TWO_FACTOR_COOKIE}` : TWO_FACTOR_COOKIE;
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Test and operator hook: forget every auth counter. */
export async function resetAuthRateLimits(): Promise<void> {
  const l = limiters();
  for (const limiter of Object.values(l)) await limiter.reset();
}
