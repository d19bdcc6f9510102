const DIACRITICS = /[\u0300-\u036f]/g;

/**
 * A URL-safe ASCII value for tags and club slugs: "FC København" → "fc-kobenhavn".
 * (Danish letters: æ → ae, ø → o, å → aa; other accents are dropped.)
 */
export function toSlugValue(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "aa")
    .normalize("NFKD")
    .replace(DIACRITICS, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Spec §5: slug derived from a title: lowercase, æ/ø become ae, å becomes aa, other characters
 * except a-z, 0-9, spaces and hyphens removed, spaces become hyphens, repeated hyphens collapsed.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[æø]/g, "ae")
    .replace(/å/g, "aa")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/**
 * Spec §5: manual slug input: lowercased, everything except a-z, 0-9 and hyphen removed,
 * repeated hyphens collapsed.
 */
export function cleanManualSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-");
}

/** The base itself when free, otherwise the first free `base-2`, `base-3`, … */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
