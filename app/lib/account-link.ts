/**
 * Reader accounts (ADR 0025): their addresses, and the marker cookie that tells a page's header
 * script whether asking `/api/konto/status` is worth a request. The marker holds no personal data
 * (`forsiden_konto=1`) and is readable by scripts; the session itself stays in Better Auth's HttpOnly
 * cookie. Set whenever Better Auth creates or refreshes a session, cleared on sign-out and by the
 * status endpoint when it finds no session.
 */

export const ACCOUNT_PATH = "/konto";
export const ACCOUNT_SIGN_IN_PATH = "/konto/log-ind";
/** Where the mailed one-time link leads: a page with a button, so a mail scanner's GET spends nothing. */
export const ACCOUNT_LINK_PATH = "/konto/log-ind/link";
export const ACCOUNT_DATA_PATH = "/konto/data";
export const ACCOUNT_STATUS_PATH = "/api/konto/status";
export const ACCOUNT_MARKER_COOKIE = "forsiden_konto";
/** `?error=` on /konto/log-ind when a link was refused because the account uses two-factor sign-in. */
export const LINK_REFUSED_TWO_FACTOR = "TWO_FACTOR";

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
