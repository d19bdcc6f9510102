/** Spec §2 Advertorials sidebar: the four categories, stored as the tag `annonce:{key}`. */
export const ADVERTORIAL_CATEGORIES = [
  { key: "sport-betting", label: "Sport & Betting" },
  { key: "teknologi", label: "Teknologi" },
  { key: "guide", label: "Guide" },
  { key: "produkter", label: "Produkter" },
] as const;

export type AdvertorialCategoryKey = (typeof ADVERTORIAL_CATEGORIES)[number]["key"];

/** The query parameter the category links set: /advertorial?kategori=teknologi. */
export const CATEGORY_PARAM = "kategori";

const KEYS = new Set<string>(ADVERTORIAL_CATEGORIES.map((c) => c.key));

export function isAdvertorialCategory(value: string): value is AdvertorialCategoryKey {
  return KEYS.has(value);
}

/** The tag that puts an article in a category. */
export function categoryTag(key: AdvertorialCategoryKey): string {
  return `annonce:${key}`;
}

/** A valid category from the query string, or null (unknown values show every category). */
export function parseCategoryParam(value: string | null | undefined): AdvertorialCategoryKey | null {
  const key = value?.trim().toLowerCase();
  return key && isAdvertorialCategory(key) ? key : null;
}

/** The first `annonce:` category among an article's tags. */
export function advertorialCategoryOf(
  tags: readonly string[] | null | undefined,
): AdvertorialCategoryKey | null {
  for (const tag of tags ?? []) {
    if (tag.startsWith("annonce:")) {
      const key = tag.slice("annonce:".length);
      if (isAdvertorialCategory(key)) return key;
    }
  }
  return null;
}

export function categoryLabel(key: AdvertorialCategoryKey): string {
  return ADVERTORIAL_CATEGORIES.find((c) => c.key === key)?.label ?? key;
}

export function categoryHref(key: AdvertorialCategoryKey | null): string {
  return key ? `/advertorial?${CATEGORY_PARAM}=${key}` : "/advertorial";
}
