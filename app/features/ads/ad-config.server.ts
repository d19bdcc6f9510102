import { getEnv, parseEnv } from "~/server/env.server";

/** The part of the configuration the browser may see (rendered into `window.__ENV`). */
export interface PublicAdConfig {
  /** The ad network's script; null when none is configured (slots show house ads, ad-slot.tsx). */
  AD_NETWORK_SCRIPT_URL: string | null;
}

/**
 * AD_NETWORK_SCRIPT_URL as the env schema reads it (app/server/env.server.ts): a bad value is
 * logged and ignored there rather than taking every page down.
 */
export function parseAdConfig(source?: Record<string, string | undefined>): PublicAdConfig {
  const env = source ? parseEnv(source) : getEnv();
  return { AD_NETWORK_SCRIPT_URL: env.AD_NETWORK_SCRIPT_URL };
}

let cached: PublicAdConfig | undefined;
export function getPublicAdConfig(): PublicAdConfig {
  cached ??= parseAdConfig();
  return cached;
}
