import { z } from "zod";
import { logger } from "~/server/logger.server";

/** The part of the configuration the browser may see (rendered into `window.__ENV`). */
export interface PublicAdConfig {
  /** The ad network's script; null when none is configured (slots keep the 'Annonce' placeholder). */
  AD_NETWORK_SCRIPT_URL: string | null;
}

const scriptUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * Reads AD_NETWORK_SCRIPT_URL. A bad value is logged and ignored rather than taking every page
 * down: the site works without ads.
 */
export function parseAdConfig(source: Record<string, string | undefined> = process.env): PublicAdConfig {
  const raw = source.AD_NETWORK_SCRIPT_URL?.trim();
  if (!raw) return { AD_NETWORK_SCRIPT_URL: null };
  const parsed = scriptUrlSchema.safeParse(raw);
  if (!parsed.success) {
    logger.error({ AD_NETWORK_SCRIPT_URL: raw }, "AD_NETWORK_SCRIPT_URL er ikke en gyldig http(s)-adresse");
    return { AD_NETWORK_SCRIPT_URL: null };
  }
  return { AD_NETWORK_SCRIPT_URL: parsed.data };
}

let cached: PublicAdConfig | undefined;
export function getPublicAdConfig(): PublicAdConfig {
  cached ??= parseAdConfig();
  return cached;
}
