import { CONSENT_SOURCES, type ConsentSource, NEWSLETTER_MESSAGES } from "./newsletter-lists";
import type { SubscribeResult } from "./newsletter-subscriptions.server";

/**
 * Issue 24: what the sign-up action answers and the sign-up page shows. Not a server module: the
 * page reads the types, and the mapping is pure (tested without a database).
 */
export interface SignupFieldErrors {
  email?: string;
  lists?: string;
}

/** What was posted, shown again next to the errors (a plain post from the footer lands here). */
export interface SignupValues {
  email: string;
  lists: string[];
  source: ConsentSource;
}

export type SignupFormState =
  | { ok: true; message: string }
  | { ok: false; message?: string; fieldErrors?: SignupFieldErrors; values?: SignupValues };

export interface SignupAnswer {
  state: SignupFormState;
  status: number;
  headers?: Record<string, string>;
}

/** Answers to a form post are one reader's: never stored by a cache. */
export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

/** The posted lists and source, read back for the form (unknown sources fall back to the page's own). */
export function postedValues(form: FormData, email: string): SignupValues {
  const source = form.get("source");
  return {
    email,
    lists: form.getAll("lists").filter((value): value is string => typeof value === "string" && value !== ""),
    source: CONSENT_SOURCES.includes(source as ConsentSource) ? (source as ConsentSource) : "nyhedsbrev",
  };
}

/** The sign-up's result as the page's state, status and headers (as routes/contact.tsx answers). */
export function signupAnswer(result: SubscribeResult, form: FormData): SignupAnswer {
  switch (result.status) {
    // A filled honeypot is told the same as a person: nothing tells a bot it was caught.
    case "pending":
    case "ignored":
      return { state: { ok: true, message: NEWSLETTER_MESSAGES.checkInbox }, status: 200, headers: NO_STORE };
    case "invalid":
      return {
        state: { ok: false, fieldErrors: result.fieldErrors, values: postedValues(form, result.email) },
        status: 400,
        headers: NO_STORE,
      };
    case "rate-limited":
      return {
        state: { ok: false, message: NEWSLETTER_MESSAGES.rateLimited },
        status: 429,
        headers: { ...NO_STORE, "Retry-After": String(result.retryAfterSeconds) },
      };
  }
}

/** An unexpected error (logged by the route with the request id). */
export function signupFailure(): SignupAnswer {
  return { state: { ok: false, message: NEWSLETTER_MESSAGES.failed }, status: 500, headers: NO_STORE };
}
