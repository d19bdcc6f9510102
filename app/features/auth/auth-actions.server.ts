import { APIError } from "better-auth/api";
import { callbackWithTarget, clearAccountMarkerCookie, readerDestination } from "~/lib/account-link";
import { type ActionResult, type FieldErrors, parseForm } from "~/lib/form";
import { AUTH_CLIENT_IP_HEADER, getAuth } from "~/server/auth.server";
import {
  AUTH_TEXT,
  EMAIL_CONFIRMED_PATH,
  signInErrorMessage,
  signUpErrorMessage,
  twoFactorErrorMessage,
} from "./auth-messages";
import {
  type AuthGate,
  clearTwoFactorCookie,
  gateAuthAttempt,
  pendingSecondFactorOf,
} from "./auth-rate-limits.server";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  twoFactorSchema,
} from "./auth-schemas";

export type AuthResult = ActionResult<
  never,
  { title: string; headers?: Headers; twoFactor?: boolean },
  {
    title: string;
    status: number;
    /** Rate-limited: seconds until a new attempt is let through (sent as Retry-After). */
    retryAfterSeconds?: number;
    /** The pending two-factor sign-in is void: clear its cookie. */
    clearTwoFactor?: boolean;
  }
>;

/** A refused form: the first field message is also the toast's text. */
export function invalid(title: string, fieldErrors: FieldErrors): AuthResult {
  return { ok: false, title, message: Object.values(fieldErrors)[0] ?? "", fieldErrors, status: 400 };
}

export { resetAuthRateLimits } from "./auth-rate-limits.server";

/* ---- Rate limits (ADR 0011): the same rule table as Better Auth's JSON endpoints ---- */

/** Status and headers for an action's answer: Retry-After on every 429/503, a void 2FA cookie cleared. */
export function authResponseInit(result: AuthResult, okStatus = 200): ResponseInit {
  if (result.ok) return { status: okStatus };
  const headers = new Headers();
  if (result.retryAfterSeconds !== undefined) headers.set("Retry-After", String(result.retryAfterSeconds));
  if (result.clearTwoFactor) {
    headers.append("Set-Cookie", clearTwoFactorCookie(getAuthSecureCookies()));
  }
  return { status: result.status, headers };
}

export function getAuthSecureCookies(): boolean {
  return getAuth().options.advanced?.useSecureCookies === true;
}

/** The request's headers with the client address Better Auth reads (the client's own copy replaced). */
export function authHeaders(request: Request, clientIp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(AUTH_CLIENT_IP_HEADER, clientIp);
  return headers;
}

export function refusedBy(gate: Extract<AuthGate, { ok: false }>, title: string): AuthResult {
  if (gate.voided) {
    return { ok: false, title, message: AUTH_TEXT.twoFactorExpired, status: 401, clearTwoFactor: true };
  }
  return {
    ok: false,
    title,
    message: gate.status === 503 ? AUTH_TEXT.unknownError : AUTH_TEXT.tooManyAttempts,
    status: gate.status,
    retryAfterSeconds: gate.retryAfterSeconds,
  };
}

export function apiErrorParts(error: unknown): { code?: string; message?: string; status?: number } {
  if (error instanceof APIError) {
    const body = error.body as { code?: string; message?: string } | undefined;
    return { code: body?.code, message: body?.message ?? error.message, status: error.statusCode };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

export async function signIn(form: FormData, request: Request, clientIp: string): Promise<AuthResult> {
  const parsed = parseForm(signInSchema, form);
  const title = AUTH_TEXT.loginFailedTitle;
  if (!parsed.ok) return invalid(title, parsed.fieldErrors);
  const gate = await gateAuthAttempt("sign-in", { ip: clientIp, email: parsed.data.email });
  if (!gate.ok) return refusedBy(gate, title);
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: parsed.data.email, password: parsed.data.password, rememberMe: true },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    });
    await gate.finish(true);
    const twoFactor = Boolean((response as { twoFactorRedirect?: boolean }).twoFactorRedirect);
    return {
      ok: true,
      title: AUTH_TEXT.loginSuccessTitle,
      message: AUTH_TEXT.loginSuccess,
      headers,
      twoFactor,
    };
  } catch (error) {
    await gate.finish(false);
    const { code, message, status } = apiErrorParts(error);
    return { ok: false, title, message: signInErrorMessage(code, message), status: status ?? 400 };
  }
}

/**
 * The second sign-in step for a user with TOTP: Better Auth reads its signed two-factor cookie from
 * the request and answers with the session cookie, which the caller forwards.
 */
export async function verifySecondFactor(
  form: FormData,
  request: Request,
  clientIp: string,
): Promise<AuthResult> {
  const parsed = parseForm(twoFactorSchema, form);
  const title = AUTH_TEXT.twoFactorFailedTitle;
  if (!parsed.ok) return invalid(title, parsed.fieldErrors);
  const pending = await pendingSecondFactorOf(request.headers.get("cookie"));
  const gate = await gateAuthAttempt("second-factor", { ip: clientIp, pending });
  if (!gate.ok) return refusedBy(gate, title);
  try {
    const api = getAuth().api;
    const { headers } =
      parsed.data.method === "totp"
        ? await api.verifyTOTP({
            body: { code: parsed.data.code },
            headers: authHeaders(request, clientIp),
            returnHeaders: true,
          })
        : await api.verifyBackupCode({
            body: { code: parsed.data.code },
            headers: authHeaders(request, clientIp),
            returnHeaders: true,
          });
    await gate.finish(true);
    return { ok: true, title: AUTH_TEXT.loginSuccessTitle, message: AUTH_TEXT.loginSuccess, headers };
  } catch (error) {
    const { voided } = await gate.finish(false);
    const { code, message, status } = apiErrorParts(error);
    return {
      ok: false,
      title,
      // Too many wrong codes: the pending sign-in is void, the password must be given again.
      message: voided ? AUTH_TEXT.twoFactorExpired : twoFactorErrorMessage(code, message),
      status: status ?? 400,
      ...(voided ? { clearTwoFactor: true } : {}),
    };
  }
}

export async function signUp(form: FormData, request: Request, clientIp: string): Promise<AuthResult> {
  const parsed = parseForm(signUpSchema, form);
  const title = AUTH_TEXT.signUpFailedTitle;
  if (!parsed.ok) return invalid(title, parsed.fieldErrors);
  const gate = await gateAuthAttempt("sign-up", { ip: clientIp });
  if (!gate.ok) return refusedBy(gate, title);
  try {
    await getAuth().api.signUpEmail({
      // Spec §5: the confirmation link leads to the site root.
      body: {
        email: parsed.data.email,
        password: parsed.data.password,
        name: parsed.data.email,
        callbackURL: EMAIL_CONFIRMED_PATH,
      },
      headers: authHeaders(request, clientIp),
    });
    return { ok: true, title: AUTH_TEXT.signUpSuccessTitle, message: AUTH_TEXT.signUpSuccess };
  } catch (error) {
    const { code, message, status } = apiErrorParts(error);
    return { ok: false, title, message: signUpErrorMessage(code, message), status: status ?? 400 };
  }
}

/** The page the reset mail's link leads to; Better Auth adds `token=` (or `error=`) to it. */
const PASSWORD_RESET_PATH = "/auth/nulstil";

/**
 * Where the reset mail's link leads: /auth/nulstil, for a reader's destination (lib/account-link)
 * with `?redirectTo=` so the page sends them back to /konto/log-ind. Staff's targets and unsafe ones
 * are not carried. Better Auth follows only a relative callback whose query is `[\w\-.+/=&%@]`, so
 * the target is escaped fully (encodeURIComponent leaves `!'()*~` as they are).
 */
export function passwordResetCallback(redirectTo: unknown): string {
  return callbackWithTarget(PASSWORD_RESET_PATH, readerDestination(redirectTo));
}

export async function requestPasswordReset(
  form: FormData,
  request: Request,
  clientIp: string,
): Promise<AuthResult> {
  const parsed = parseForm(forgotPasswordSchema, form);
  if (!parsed.ok) return invalid("Fejl", parsed.fieldErrors);
  const gate = await gateAuthAttempt("password-reset-mail", { ip: clientIp, email: parsed.data.email });
  if (!gate.ok) return refusedBy(gate, "Fejl");
  try {
    await getAuth().api.requestPasswordReset({
      body: { email: parsed.data.email, redirectTo: passwordResetCallback(form.get("redirectTo")) },
      headers: authHeaders(request, clientIp),
    });
  } catch {
    // Never reveal whether the e-mail exists: the answer is the same either way.
  }
  return { ok: true, title: AUTH_TEXT.resetSentTitle, message: AUTH_TEXT.resetSent };
}

export async function resetPassword(form: FormData, clientIp?: string): Promise<AuthResult> {
  const parsed = parseForm(resetPasswordSchema, form);
  if (!parsed.ok) return invalid("Fejl", parsed.fieldErrors);
  if (clientIp !== undefined) {
    const gate = await gateAuthAttempt("reset-password", { ip: clientIp });
    if (!gate.ok) return refusedBy(gate, "Fejl");
  }
  try {
    await getAuth().api.resetPassword({
      body: { newPassword: parsed.data.password, token: parsed.data.token },
    });
    return { ok: true, title: AUTH_TEXT.resetDoneTitle, message: AUTH_TEXT.resetDone };
  } catch {
    return { ok: false, title: "Fejl", message: AUTH_TEXT.resetFailed, status: 400 };
  }
}

export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch {
    // Spec §7: sign-out ignores 401, 403 and 404; the cookie is cleared regardless.
    const headers = new Headers();
    for (const name of ["forsiden.session_token", "forsiden.session_data", "forsiden.dont_remember"]) {
      headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    }
    headers.append("Set-Cookie", clearAccountMarkerCookie(getAuthSecureCookies()));
    return headers;
  }
}
