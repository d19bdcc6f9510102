import { toSlugValue } from "~/lib/slug";

/**
 * Spec §7 club articles: the club-derived tags. `klub:{slug}` plus the tag an editor gets by
 * writing the club's name or short name ("klub:FC København" → "klub:fc-kobenhavn").
 */
export function clubNewsTags(club: { slug: string; name: string; shortName?: string | null }): string[] {
  const values = [club.slug, toSlugValue(club.name), club.shortName ? toSlugValue(club.shortName) : ""];
  return [...new Set(values.filter(Boolean).map((v) => `klub:${v}`))];
}

/** The website as readers see it: no scheme, no trailing slash ("fck.dk"). */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/\/+$/, "");
}

/**
 * Spec §3: websites are stored without scheme; links always use https. Returns null for values
 * that are not a plain host name (so a stored "javascript:…" never becomes a link).
 */
export function websiteHref(website: string | null | undefined): string | null {
  if (!website) return null;
  const label = websiteLabel(website);
  if (!/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#].*)?$/u.test(label)) return null;
  return `https://${label}`;
}

/** Where a club's logo comes from: the uploaded logo, else the bundled crest by slug (spec §3). */
export function clubLogoSrc(club: { slug: string; logoUrl?: string | null }): string {
  return club.logoUrl || `/logos/${encodeURIComponent(club.slug)}.svg`;
}
