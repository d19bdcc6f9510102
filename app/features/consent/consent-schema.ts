import { z } from "zod";
import { safeRedirect, toSafeRedirect } from "~/lib/safe-redirect";
import type { ConsentChoices } from "./consent-cookie";

/** A checkbox from a plain form ('on') or a boolean from the JSON call. */
const purposeFlag = z
  .union([z.boolean(), z.enum(["on", "true", "1", "false", "0"])])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true" || v === "1");

/** POST /api/consent: the three buttons of the banner ('Accepter alle', 'Afvis alle', 'Gem valg'). */
export const consentInputSchema = z.discriminatedUnion("choice", [
  z.object({ choice: z.literal("accept-all") }),
  z.object({ choice: z.literal("reject-all") }),
  z.object({ choice: z.literal("custom"), statistik: purposeFlag, marketing: purposeFlag }),
]);

export type ConsentInput = z.input<typeof consentInputSchema>;

export function choicesFromInput(input: z.output<typeof consentInputSchema>): ConsentChoices {
  if (input.choice === "accept-all") return { statistik: true, marketing: true };
  if (input.choice === "reject-all") return { statistik: false, marketing: false };
  return { statistik: input.statistik, marketing: input.marketing };
}

/**
 * Where a plain form post goes back to: a safe same-site path only (see `safeRedirect`), else the
 * Referer when it is on this site, else the front page.
 */
export function safeRedirectTarget(redirectTo: unknown, referer: string | null, requestUrl: string): string {
  const target = toSafeRedirect(redirectTo);
  if (target) return target;
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.origin === new URL(requestUrl).origin) return safeRedirect(`${ref.pathname}${ref.search}`, "/");
    } catch {
      // An unreadable Referer: fall through to the front page.
    }
  }
  return "/";
}
