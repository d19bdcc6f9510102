import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink, twoFactor } from "better-auth/plugins";
import { accountSecurity, forgetResetLinks } from "./account-security.server";
import { SESSION_COOKIE_PREFIX } from "./auth-internals.server";
import type { Database } from "./db/client.server";
import { getDb } from "./db/client.server";
import * as schema from "./db/schema";
import { type Env, getEnv } from "./env.server";
import { logger } from "./logger.server";
import { sendMail } from "./mail.server";
import {
  LOGIN_LINK_SECONDS,
  readerAccounts,
  sendLoginLinkMail,
  sendVerificationMail,
} from "./reader-accounts.server";

/** Carries the client address to Better Auth; set by server/ from the socket, never by the client. */
export const AUTH_CLIENT_IP_HEADER = "x-forsiden-client-ip";
export const MIN_PASSWORD_LENGTH = 6;

/** AUTH_SECRET, or a random secret kept in the data folder (one instance; set AUTH_SECRET to scale out). */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL) {
    // The usual first step to several instances: each would sign with its own secret.
    logger.warn(
      "AUTH_SECRET is not set: this instance signs sessions with its own secret from DATA_DIR, so they do not work on other instances",
    );
  }
  const file = path.join(env.dataDir, ".auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true });
    return writeFileOnce(file, crypto.randomBytes(32).toString("base64url"));
  }
}

/**
 * Creates `file` holding `content` unless it exists, and returns what it holds: of several
 * processes sharing DATA_DIR (WEB_CONCURRENCY workers) that found no file, the first one's content
 * wins and the others read it. The complete file is linked into place, so nobody reads half of it.
 */
export function writeFileOnce(file: string, content: string): string {
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(tmp, content, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(file, "utf8").trim();
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Messages Better Auth logs at error level for a request that simply failed (bad input, wrong password). */
const EXPECTED_AUTH_FAILURES = [
  "Invalid password",
  "User not found",
  "Password not found",
  "Credential account not found",
  "User email not found",
  "Reset Password: User not found",
  "Password is too short",
  "Password is too long",
  // A callbackURL, redirectTo or errorCallbackURL that is not one of ours: refused with 403.
  "Invalid callbackURL",
  "Invalid redirectURL",
  "Invalid errorCallbackURL",
  "Invalid newUserCallbackURL",
  // An Origin (or Referer) that is not PUBLIC_URL's: refused with 403 (issue 21: anyone could send it).
  "Invalid origin",
  // 'Skift e-mail' on /konto to an address that has an account (answered as if sent) or is the same.
  "Email already exists",
  "Email is the same",
];

export function isExpectedAuthFailure(message: string): boolean {
  return EXPECTED_AUTH_FAILURES.some((m) => message === m || message.startsWith(`${m}:`));
}

/** PostgreSQL's unique_violation, also when a driver or Drizzle wraps it as the `cause`. */
function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The level we log a Better Auth message at. Two sign-ups for one new address at the same moment
 * both pass Better Auth's "exists?" check; the unique e-mail index refuses the second, which gets
 * 422: the database did its job, so that is not an error either.
 */
export function authLogLevel(
  level: string,
  message: string,
  args: unknown[],
): "error" | "warn" | "info" | "debug" {
  if (level === "error") {
    if (isExpectedAuthFailure(message)) return "info";
    if (message === "Failed to create user" && args.some(isUniqueViolation)) return "info";
    return "error";
  }
  return level === "warn" ? "warn" : "debug";
}

export function createAuth(db: Database, env: Env) {
  const secureCookies = env.publicUrl.startsWith("https://");
  return betterAuth({
    appName: "Forsiden",
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(env),
    trustedOrigins: [env.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    user: {
      additionalFields: {
        // "admin", "editor" or "user" (PRODUCT.md roles); never settable by the user.
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
      // /konto (ADR 0025): a new address is confirmed by a link to it before it replaces the old one.
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      // The used link is gone; so are the user's older links and pending 2FA sign-ins.
      onPasswordReset: async ({ user }) => forgetResetLinks(db, user.id),
      sendResetPassword: async ({ user, url }) => {
        await sendMail({
          to: user.email,
          subject: "Nulstil din adgangskode til Forsiden",
          text: `Hej\n\nKlik på linket for at vælge en ny adgangskode:\n${url}\n\nHar du ikke bedt om det, kan du se bort fra denne mail.\n\nForsiden`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed user who signs in with the right password gets a fresh link (the message says so).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      // Also the link that confirms a new address after 'Skift e-mail' (then the old one is told).
      sendVerificationEmail: async ({ user, url }) => sendVerificationMail(db, { user, url }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Refreshed once a day of use, so an active editor is never signed out mid-work.
      updateAge: 60 * 60 * 24,
    },
    // Off: the rules live in one table applied in front of /api/auth/* and by the /auth forms,
    // counted in the database so every instance sees them (ADR 0011).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Set by our /api/auth/* mount from the socket (or the trusted proxy's last hop); any copy
      // the client sends is replaced, so this is the only address Better Auth sees.
      ipAddress: { ipAddressHeaders: [AUTH_CLIENT_IP_HEADER] },
    },
    plugins: [
      twoFactor({ issuer: "Forsiden" }),
      accountSecurity(db),
      // Readers sign in (and sign up) with a one-time link by mail (issue 24, ADR 0025). The token
      // is stored hashed; the mail links to /konto/log-ind/link, not to Better Auth's GET endpoint.
      magicLink({
        expiresIn: LOGIN_LINK_SECONDS,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token, url }) => {
          try {
            // The reader's page to come back to (features/auth/reader-auth.server: requestLoginLink).
            const callback = new URL(url).searchParams.get("callbackURL") ?? "";
            const redirectTo = new URL(callback, env.publicUrl).searchParams.get("redirectTo");
            await sendLoginLinkMail(db, env.publicUrl, { email, token, redirectTo });
          } catch {
            // Logged by sendMail. The answer stays the same whatever happened (enumeration-safe).
          }
        },
      }),
      readerAccounts({ publicUrl: env.publicUrl, secureCookies }),
    ],
    logger: {
      // Better Auth logs a wrong password or an unknown address as "error": those are expected.
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        logger[authLogLevel(level, message, args)]({ component: "auth", ...(err ? { err } : {}) }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const AUTH_KEY = Symbol.for("forsiden.auth");
type GlobalWithAuth = typeof globalThis & { [AUTH_KEY]?: { auth: Auth; db: Database } };

/** The app's Better Auth instance, bound to the open database. */
export function getAuth(): Auth {
  const g = globalThis as GlobalWithAuth;
  const db = getDb();
  const cached = g[AUTH_KEY];
  if (cached && cached.db === db) return cached.auth;
  const auth = createAuth(db, getEnv());
  g[AUTH_KEY] = { auth, db };
  return auth;
}
