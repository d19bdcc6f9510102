import { APIError } from "better-auth/api";
import {
  ACCOUNT_PATH,
  ACCOUNT_SIGN_IN_PATH,
  callbackWithTarget,
  readerDestination,
} from "~/lib/account-link";
import { parseForm } from "~/lib/form";
import { getAuth } from "~/server/auth.server";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import {
  type AuthResult,
  apiErrorParts,
  authHeaders,
  invalid,
  refusedBy,
  signOut,
} from "./auth-actions.server";
import { AUTH_TEXT, LOGIN_LINK_TEXT, loginLinkErrorMessage, signUpErrorMessage } from "./auth-messages";
import { gateAuthAttempt } from "./auth-rate-limits.server";
import {
  changeEmailSchema,
  changePasswordSchema,
  loginLinkSchema,
  loginTokenSchema,
  setPasswordSchema,
} from "./auth-schemas";

/*
 * Reader accounts (issue 24, ADR 0025): what /konto/log-ind and /konto ask of Better Auth, behind
 * the same rate limits as its JSON endpoints (ADR 0011). Every answer is an AuthResult, so the
 * routes pass status and Retry-After on with `authResponseInit`.
 */

/** Where Better Auth sends a new account after its first link (the page says 'Din konto er oprettet'). */
const NEW_ACCOUNT_MARK = "ny";
/** Where the confirmation link of 'Skift e-mail' leads back to (the page then says it is done). */
export const EMAIL_CHANGED_PARAM = "email";

/**
 * 'Send mig et login-link'. The answer is the same for an address with an account, without one,
 * with two-factor sign-in, and when the mail could not be sent: nothing tells a stranger which
 * addresses have accounts. Only the rate limits answer differently (per address and per e-mail).
 */
export async function requestLoginLink(
  form: FormData,
  request: Request,
  clientIp: string,
): Promise<AuthResult> {
  const parsed = parseForm(loginLinkSchema, form);
  const title = LOGIN_LINK_TEXT.sentTitle;
  if (!parsed.ok) return invalid("Fejl", parsed.fieldErrors);
  const gate = await gateAuthAttempt("login-link-mail", { ip: clientIp, email: parsed.data.email });
  if (!gate.ok) return refusedBy(gate, "Fejl");
  try {
    // The page to come back to rides in the callback; the mail's link carries it (auth.server).
    const target = readerDestination(form.get("redirectTo"));
    await getAuth().api.signInMagicLink({
      body: { email: parsed.data.email, callbackURL: callbackWithTarget(ACCOUNT_PATH, target) },
      headers: authHeaders(request, clientIp),
    });
  } catch (error) {
    // Logged (a mail server that is away), never told: the answer stays the same.
    logger.warn({ err: error }, "login link not sent");
  }
  return { ok: true, title, message: LOGIN_LINK_TEXT.sent };
}

/** Better Auth's thrown redirect (an APIError 302 carrying its Location), as status and headers. */
function redirectOf(error: unknown): { status: number; headers: Headers } | null {
  if (!(error instanceof APIError) || error.statusCode !== 302) return null;
  return { status: 302, headers: new Headers(error.headers as HeadersInit) };
}

export type LoginLinkResult =
  | { ok: true; headers: Headers; newAccount: boolean }
  | Extract<AuthResult, { ok: false }>;

/**
 * The button on /konto/log-ind/link: spends the one-time token. Better Auth creates the account
 * when the address is new (role 'user'), signs in and answers with a redirect whose cookies we
 * pass on; where it points tells a new account from an old one, or carries the refusal.
 */
export async function spendLoginLink(
  form: FormData,
  request: Request,
  clientIp: string,
): Promise<LoginLinkResult> {
  const title = "Login fejlede";
  const parsed = parseForm(loginTokenSchema, form);
  if (!parsed.ok) return { ok: false, title, message: LOGIN_LINK_TEXT.invalidLink, status: 400 };
  const gate = await gateAuthAttempt("verify-email", { ip: clientIp });
  if (!gate.ok) return refusedBy(gate, title) as Extract<AuthResult, { ok: false }>;
  let response: { status: number; headers: Headers };
  try {
    response = await getAuth().api.magicLinkVerify({
      query: {
        token: parsed.data.token,
        callbackURL: ACCOUNT_PATH,
        newUserCallbackURL: `${ACCOUNT_PATH}?${NEW_ACCOUNT_MARK}=1`,
        errorCallbackURL: ACCOUNT_SIGN_IN_PATH,
      },
      headers: authHeaders(request, clientIp),
      asResponse: true,
    });
  } catch (error) {
    // A refusal by a before-hook (two-factor accounts) is thrown as Better Auth's redirect.
    const redirect = redirectOf(error);
    if (!redirect) {
      logger.warn({ err: error }, "login link could not be checked");
      return { ok: false, title, message: AUTH_TEXT.unknownError, status: 500 };
    }
    response = redirect;
  }
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) {
    return {
      ok: false,
      title,
      message: AUTH_TEXT.unknownError,
      status: response.status >= 400 ? response.status : 500,
    };
  }
  const target = new URL(location, getEnv().publicUrl);
  const error = target.searchParams.get("error");
  if (error) return { ok: false, title, message: loginLinkErrorMessage(error), status: 400 };
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return { ok: true, headers, newAccount: target.searchParams.has(NEW_ACCOUNT_MARK) };
}

function passwordErrorMessage(code: string | undefined, message: string | undefined): string {
  if (code === "INVALID_PASSWORD" || message === "Invalid password")
    return LOGIN_LINK_TEXT.wrongCurrentPassword;
  return signUpErrorMessage(code, message);
}

/**
 * Change the password (the current one is checked, and every other session ends), or set one for
 * a reader who has only used links so far (other sessions end too: a password is a new way in).
 */
export async function changeOwnPassword(
  form: FormData,
  request: Request,
  clientIp: string,
  hasPassword: boolean,
): Promise<AuthResult> {
  const title = "Adgangskoden blev ikke gemt";
  const api = getAuth().api;
  const headers = authHeaders(request, clientIp);
  if (hasPassword) {
    const parsed = parseForm(changePasswordSchema, form);
    if (!parsed.ok) return invalid(title, parsed.fieldErrors);
    const gate = await gateAuthAttempt("password-check", { ip: clientIp });
    if (!gate.ok) return refusedBy(gate, title);
    try {
      // account-security.server.ts makes Better Auth end the other sessions and renew this one.
      const { headers: cookies } = await api.changePassword({
        body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.password },
        headers,
        returnHeaders: true,
      });
      await gate.finish(true);
      return {
        ok: true,
        title: LOGIN_LINK_TEXT.passwordChangedTitle,
        message: LOGIN_LINK_TEXT.passwordChanged,
        headers: cookies,
      };
    } catch (error) {
      await gate.finish(false);
      const { code, message, status } = apiErrorParts(error);
      const text = passwordErrorMessage(code, message);
      return {
        ok: false,
        title,
        message: text,
        status: status ?? 400,
        ...(text === LOGIN_LINK_TEXT.wrongCurrentPassword ? { fieldErrors: { currentPassword: text } } : {}),
      };
    }
  }
  const parsed = parseForm(setPasswordSchema, form);
  if (!parsed.ok) return invalid(title, parsed.fieldErrors);
  const gate = await gateAuthAttempt("password-check", { ip: clientIp });
  if (!gate.ok) return refusedBy(gate, title);
  try {
    await api.setPassword({ body: { newPassword: parsed.data.password }, headers });
    await api.revokeOtherSessions({ headers });
    await gate.finish(true);
    return { ok: true, title: LOGIN_LINK_TEXT.passwordSetTitle, message: LOGIN_LINK_TEXT.passwordSet };
  } catch (error) {
    await gate.finish(false);
    const { code, message, status } = apiErrorParts(error);
    return { ok: false, title, message: passwordErrorMessage(code, message), status: status ?? 400 };
  }
}

/**
 * 'Skift e-mail': Better Auth mails a confirmation link to the new address (and our mail hook
 * tells the old one); the address changes when it is clicked. An address that already has an
 * account gets the same answer and no mail, so the form tells nobody which addresses are taken.
 */
export async function requestEmailChange(
  form: FormData,
  request: Request,
  clientIp: string,
  currentEmail: string,
): Promise<AuthResult> {
  const title = "E-mailen blev ikke skiftet";
  const parsed = parseForm(changeEmailSchema, form);
  if (!parsed.ok) return invalid(title, parsed.fieldErrors);
  const newEmail = parsed.data.email;
  if (newEmail === currentEmail.toLowerCase()) {
    return invalid(title, { email: LOGIN_LINK_TEXT.emailSameAsNow });
  }
  const gate = await gateAuthAttempt("verification-mail", { ip: clientIp, email: newEmail });
  if (!gate.ok) return refusedBy(gate, title);
  try {
    await getAuth().api.changeEmail({
      body: { newEmail, callbackURL: `${ACCOUNT_PATH}?${EMAIL_CHANGED_PARAM}=bekraeftet` },
      headers: authHeaders(request, clientIp),
    });
  } catch (error) {
    const { code } = apiErrorParts(error);
    if (code !== "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" && code !== "USER_ALREADY_EXISTS") {
      logger.warn({ err: error }, "e-mail change not started");
      return { ok: false, title, message: AUTH_TEXT.unknownError, status: 500 };
    }
  }
  return { ok: true, title: LOGIN_LINK_TEXT.emailSentTitle, message: LOGIN_LINK_TEXT.emailSent(newEmail) };
}

/** 'Log ud overalt': every session of the user ends, this one too; the answer clears its cookies. */
export async function signOutEverywhere(request: Request, clientIp: string): Promise<Headers> {
  try {
    await getAuth().api.revokeSessions({ headers: authHeaders(request, clientIp) });
  } catch (error) {
    // No session any more: nothing to end. The cookies are cleared below either way.
    logger.info({ err: error }, "revoke-sessions found no session");
  }
  return signOut(request);
}
