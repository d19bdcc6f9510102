/**
 * Issue 24: the addresses of the public newsletter pages. The sign-up page is a normal public page;
 * the other three carry a signed token in their query (confirm, unsubscribe, preferences), so they
 * are private: never in the shared page cache, never indexed (lib/public-paths
 * `isNewsletterTokenPath`).
 */
export const NEWSLETTER_PAGE_PATH = "/nyhedsbrev";
export const NEWSLETTER_CONFIRM_PATH = "/nyhedsbrev/bekraeft";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/nyhedsbrev/afmeld";
export const NEWSLETTER_PREFERENCES_PATH = "/nyhedsbrev/indstillinger";

/** The query parameter that pre-selects a list on the sign-up page and names the list to leave. */
export const LIST_PARAM = "liste";
/** On the unsubscribe page: a preferences token, for the link 'Skift dine nyhedsbreve'. */
export const PREFERENCES_PARAM = "p";

function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function signUpPagePath(listKey?: string | null): string {
  return withQuery(NEWSLETTER_PAGE_PATH, { [LIST_PARAM]: listKey });
}

export function confirmPagePath(token: string): string {
  return withQuery(NEWSLETTER_CONFIRM_PATH, { token });
}

/** Without a list: every list of the address. */
export function unsubscribePagePath(
  token: string,
  options: { listKey?: string | null; preferencesToken?: string | null } = {},
): string {
  return withQuery(NEWSLETTER_UNSUBSCRIBE_PATH, {
    token,
    [LIST_PARAM]: options.listKey,
    [PREFERENCES_PARAM]: options.preferencesToken,
  });
}

export function preferencesPagePath(token: string): string {
  return withQuery(NEWSLETTER_PREFERENCES_PATH, { token });
}
