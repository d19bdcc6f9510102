/**
 * Reader accounts (ADR 0025): their addresses, and the marker cookie that tells a page's header
 * script whether asking `/api/konto/status` is worth a request. The marker holds no personal data
 * (`forsiden_konto=1`) and is readable by scripts; the session itself stays in Better Auth's HttpOnly
 * cookie. Set whenever Better Auth creates or refreshes a session, cleared on sign-out and by the
 * status endpoint when it finds no session.
 */

import { isPrivatePath } from "./public-paths";
import { toSafeRedirect } from "./safe-redirect";

export const ACCOUNT_PATH = "/konto";
export const ACCOUNT_SIGN_IN_PATH = "/konto/log-ind";
/** Where the mailed one-time link leads: a page with a button, so a mail scanner's GET spends nothing. */
export const ACCOUNT_LINK_PATH = "/konto/log-ind/link";
export const ACCOUNT_DATA_PATH = "/konto/data";
export const ACCOUNT_STATUS_PATH = "/api/konto/status";
export const ACCOUNT_MARKER_COOKIE = "forsiden_konto";
/** The clubs a reader follows: news, next and last match (issue 24). */
export const MY_CLUBS_PATH = "/mine-klubber";
/** `?error=` on /konto/log-ind when a link was refused because the account uses two-factor sign-in. */
export const LINK_REFUSED_TWO_FACTOR = "TWO_FACTOR";

/**
 * The pages that make a target a reader's (ADR 0025): a sign-in or a forgotten password on the way
 * to one of them (or below it), or to any public page (a club page whose 'Følg' asked the reader
 * to sign in), belongs on /konto/log-ind and ends there, not on the staff entrance /auth.
 */
const READER_PATHS = [ACCOUNT_PATH, MY_CLUBS_PATH];

/**
 * The one rule for "is this a reader's destination": `value` when it is a safe same-site path
 * (lib/safe-redirect) to /konto or /mine-klubber or below them, or to a public page; else null
 * (staff's targets, other private paths, and anything that is not safe).
 */
export function readerDestination(value: unknown): string | null {
  const target = toSafeRedirect(value);
  if (target === null) return null;
  const path = target.split(/[?#]/, 1)[0];
  if (READER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return target;
  return isPrivatePath(path) ? null : target;
}

/**
 * `path?redirectTo=target` as Better Auth accepts a relative callback (its query may only hold
 * `[\w\-.+/=&%@]`, so the target is escaped fully: encodeURIComponent leaves `!'()*~`); just
 * `path` without a target.
 */
export function callbackWithTarget(path: string, target: string | null): string {
  if (target === null) return path;
  const escaped = encodeURIComponent(target).replace(
    /[!'()*~]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${path}?redirectTo=${escaped}`;
}

/** /konto/log-ind on the way to a reader's destination. */
export function readerSignInHref(target: string): string {
  return `${ACCOUNT_SIGN_IN_PATH}?redirectTo=${encodeURIComponent(target)}`;
}

/** The forgotten-password form (one form for staff and readers, on /auth) carrying a reader's destination. */
export function readerForgotPasswordHref(target: string): string {
  return `/auth?visning=glemt&redirectTo=${encodeURIComponent(target)}`;
}

/** Whether a Cookie header carries the marker. */
export function hasAccountMarker(cookieHeader: string | null | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${ACCOUNT_MARKER_COOKIE}=1(?:;|$)`).test(cookieHeader ?? "");
}

/** The marker's Set-Cookie value: not HttpOnly (the header script reads it), no personal data. */
export function accountMarkerCookie(secure: boolean, maxAgeSeconds: number): string {
  return `${ACCOUNT_MARKER_COOKIE}=1; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearAccountMarkerCookie(secure: boolean): string {
  return `${ACCOUNT_MARKER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** What `GET /api/konto/status` answers. */
export interface AccountStatus {
  signedIn: boolean;
  /** The name the reader chose, or null (the header then says 'Min konto'). */
  name: string | null;
  /** Slugs of the clubs the reader follows: the pages' 'Følg' buttons show 'Følger' (issue 24). */
  follows: string[];
}

/** A display name worth showing: not empty and not the e-mail address a sign-up put there. */
export function chosenName(user: { name: string; email: string }): string | null {
  const name = user.name.trim();
  return name && name.toLowerCase() !== user.email.toLowerCase() ? name : null;
}
