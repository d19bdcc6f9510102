import { toSlugValue } from "./slug";

/**
 * Bylines and author addresses (issue 14, ADR 0017), shared by the features that write articles
 * (editorial), manage accounts (users) and show authors (authors, articles, seo). A reader never
 * sees an e-mail address: these helpers are the one place that decides what a byline shows.
 */

/** Something shaped like an e-mail address anywhere in a text. */
export const EMAIL_PATTERN = /[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"'.]+/;

export function looksLikeEmail(text: string | null | undefined): boolean {
  return !!text && EMAIL_PATTERN.test(text);
}

/** The fallback when an address has no usable local part. */
export const DEFAULT_AUTHOR_NAME = "Redaktionen";

/**
 * A provisional display name from an address: its local part as capitalised words
 * ("ux-admin@example.dk" → "Ux Admin"), as migration 0008 does in SQL with initcap().
 */
export function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  const words = local
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  return words.join(" ") || DEFAULT_AUTHOR_NAME;
}

/** The name to show for an account: its own name, unless that is empty or an e-mail. */
export function displayNameOf(account: { name: string | null | undefined; email: string }): string {
  const name = account.name?.trim();
  return name && !looksLikeEmail(name) ? name : nameFromEmail(account.email);
}

/** The byline text to store for an article (never an e-mail; null means "by the site"). */
export function safeBylineText(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed && !looksLikeEmail(trimmed) ? trimmed : null;
}

/** Author page addresses: lowercase a-z, 0-9 and single hyphens. */
export const AUTHOR_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const AUTHOR_SLUG_MAX = 60;

/** The address part made from a display name: "Mads Kjær" → "mads-kjaer". */
export function authorSlugFromName(name: string): string {
  return toSlugValue(name).slice(0, AUTHOR_SLUG_MAX).replace(/-+$/, "") || "forfatter";
}

export function isAuthorSlug(value: string): boolean {
  return value.length <= AUTHOR_SLUG_MAX && AUTHOR_SLUG_PATTERN.test(value);
}

/** The public author page. */
export function authorPath(slug: string): string {
  return `/forfatter/${slug}`;
}

/**
 * Issue 22: publishing needs a display name the person chose (every publish path says this, and
 * /admin/profil explains it on first sign-in).
 */
export const DISPLAY_NAME_TEXT = {
  publishRefused:
    "Du kan ikke publicere endnu: Vælg dit visningsnavn under Min profil (/admin/profil). Læserne ser navnet som byline over dine artikler.",
  profilePrompt:
    "Velkommen! Vælg det navn, læserne skal se som byline over dine artikler, og gem profilen. Indtil da kan du skrive kladder, men ikke publicere.",
} as const;
