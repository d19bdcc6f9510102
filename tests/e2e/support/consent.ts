import type { BrowserContext } from "@playwright/test";

/** The cookie that stores a reader's consent choice (app/features/consent/consent-cookie.ts). */
export const CONSENT_COOKIE = "forsiden_consent";

/** A stored choice: `v1.s<statistics>.m<marketing>.<epoch seconds>`. Necessary cookies only by default. */
export function consentValue(choice: { statistics?: boolean; marketing?: boolean } = {}): string {
  const flag = (on?: boolean) => (on ? 1 : 0);
  return `v1.s${flag(choice.statistics)}.m${flag(choice.marketing)}.${Math.floor(Date.now() / 1000)}`;
}

/** A stored cookie choice keeps the consent banner out of the way. */
export async function withConsent(
  context: BrowserContext,
  baseURL: string | undefined,
  choice: Parameters<typeof consentValue>[0] = {},
) {
  await context.addCookies([{ name: CONSENT_COOKIE, value: consentValue(choice), url: baseURL ?? "" }]);
}
