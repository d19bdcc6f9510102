import { APIError } from "better-auth/api";
import { getAuth } from "~/server/auth.server";
import { createRateLimiter } from "~/server/rate-limit.server";
import { AUTH_TEXT, signInErrorMessage, signUpErrorMessage, twoFactorErrorMessage } from "./auth-messages";
import {
  type FieldErrors,
  fieldErrorsOf,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  twoFactorSchema,
} from "./auth-schemas";

export type AuthResult =
  | { ok: true; title: string; message: string; headers?: Headers; twoFactor?: boolean }
  | { ok: false; title: string; message: string; fieldErrors?: FieldErrors; status: number };

// Sign-in: 5 tries a minute per e-mail and 20 per client address; sign-up and reset: fewer.
const signInByEmail = createRateLimiter({ limit: 5, windowMs: 60_000 });
const signInByIp = createRateLimiter({ limit: 20, windowMs: 60_000 });
const signUpByIp = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 });
const resetByIp = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 });
// A 6-digit code has a million values: a few guesses a minute per client address.
const twoFactorByIp = createRateLimiter({ limit: 10, windowMs: 60_000 });

/** Test hook: forget every attempt. */
export function resetAuthRateLimits() {
  for (const limiter of [signInByEmail, signInByIp, signUpByIp, resetByIp, twoFactorByIp]) limiter.reset();
}

function apiErrorParts(error: unknown): { code?: string; message?: string; status?: number } {
  if (error instanceof APIError) {
    const body = error.body as { code?: string; message?: string } | undefined;
    return { code: body?.code, message: body?.message ?? error.message, status: error.statusCode };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

function tooMany(title: string): AuthResult {
  return { ok: false, title, message: AUTH_TEXT.tooManyAttempts, status: 429 };
}

export async function signIn(form: FormData, request: Request, clientIp: string): Promise<AuthResult> {
  const parsed = signInSchema.safeParse(Object.fromEntries(form));
  const title = AUTH_TEXT.loginFailedTitle;
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return { ok: false, title, message: Object.values(fieldErrors)[0] ?? "", fieldErrors, status: 400 };
  }
  if (!signInByIp.attempt(clientIp).allowed || !signInByEmail.attempt(parsed.data.email).allowed) {
    return tooMany(title);
  }
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: parsed.data.email, password: parsed.data.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    const twoFactor = Boolean((response as { twoFactorRedirect?: boolean }).twoFactorRedirect);
    return {
      ok: true,
      title: AUTH_TEXT.loginSuccessTitle,
      message: AUTH_TEXT.loginSuccess,
      headers,
      twoFactor,
    };
  } catch (error) {
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
  const parsed = twoFactorSchema.safeParse(Object.fromEntries(form));
  const title = AUTH_TEXT.twoFactorFailedTitle;
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return { ok: false, title, message: Object.values(fieldErrors)[0] ?? "", fieldErrors, status: 400 };
  }
  if (!twoFactorByIp.attempt(clientIp).allowed) return tooMany(title);
  try {
    const api = getAuth().api;
    const { headers } =
      parsed.data.method === "totp"
        ? await api.verifyTOTP({
            body: { code: parsed.data.code },
            headers: request.headers,
            returnHeaders: true,
          })
        : await api.verifyBackupCode({
            body: { code: parsed.data.code },
            headers: request.headers,
            returnHeaders: true,
          });
    return { ok: true, title: AUTH_TEXT.loginSuccessTitle, message: AUTH_TEXT.loginSuccess, headers };
  } catch (error) {
    const { code, message, status } = apiErrorParts(error);
    return { ok: false, title, message: twoFactorErrorMessage(code, message), status: status ?? 400 };
  }
}

export async function signUp(form: FormData, request: Request, clientIp: string): Promise<AuthResult> {
  const parsed = signUpSchema.safeParse(Object.fromEntries(form));
  const title = AUTH_TEXT.signUpFailedTitle;
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return { ok: false, title, message: Object.values(fieldErrors)[0] ?? "", fieldErrors, status: 400 };
  }
  if (!signUpByIp.attempt(clientIp).allowed) return tooMany(title);
  try {
    await getAuth().api.signUpEmail({
      // Spec §5: the confirmation link leads to the site root.
      body: {
        email: parsed.data.email,
        password: parsed.data.password,
        name: parsed.data.email,
        callbackURL: "/",
      },
      headers: request.headers,
    });
    return { ok: true, title: AUTH_TEXT.signUpSuccessTitle, message: AUTH_TEXT.signUpSuccess };
  } catch (error) {
    const { code, message, status } = apiErrorParts(error);
    return { ok: false, title, message: signUpErrorMessage(code, message), status: status ?? 400 };
  }
}

export async function requestPasswordReset(
  form: FormData,
  request: Request,
  clientIp: string,
): Promise<AuthResult> {
  const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return {
      ok: false,
      title: "Fejl",
      message: Object.values(fieldErrors)[0] ?? "",
      fieldErrors,
      status: 400,
    };
  }
  if (!resetByIp.attempt(clientIp).allowed) return tooMany("Fejl");
  try {
    await getAuth().api.requestPasswordReset({
      body: { email: parsed.data.email, redirectTo: "/auth/nulstil" },
      headers: request.headers,
    });
  } catch {
    // Never reveal whether the e-mail exists: the answer is the same either way.
  }
  return { ok: true, title: AUTH_TEXT.resetSentTitle, message: AUTH_TEXT.resetSent };
}

export async function resetPassword(form: FormData): Promise<AuthResult> {
  const parsed = resetPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return {
      ok: false,
      title: "Fejl",
      message: Object.values(fieldErrors)[0] ?? "",
      fieldErrors,
      status: 400,
    };
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
    return headers;
  }
}
