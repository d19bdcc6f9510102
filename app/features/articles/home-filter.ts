import { normalizeTag, splitTag } from "~/lib/tags";

/** The prefixes the home page offers filter controls for (spec §2 route table). */
export const HOME_FILTER_PREFIXES = ["liga", "transfer", "position", "nationalitet"] as const;
export type HomeFilterPrefix = (typeof HOME_FILTER_PREFIXES)[number];

/**
 * The tag a home page address filters by, or null. Accepted forms:
 * - the spec's raw query `/?liga:premier-league` (any prefixed tag, e.g. `/?klub:fc-kobenhavn`);
 * - `/?tag=liga:premier-league` (any tag, also free text);
 * - `/?liga=premier-league`, which the filter forms send without JavaScript.
 */
export function tagFilterFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const explicit = params.get("tag");
  if (explicit?.trim()) return normalizeTag(explicit);
  for (const prefix of HOME_FILTER_PREFIXES) {
    const value = params.get(prefix);
    if (value?.trim()) return normalizeTag(`${prefix}:${value}`);
  }
  for (const [key, value] of params) {
    // A bare key with a known prefix: the raw query is the tag itself.
    if (value === "" && key.includes(":")) {
      const tag = normalizeTag(key);
      if (tag && splitTag(tag).prefix) return tag;
    }
  }
  return null;
}

/**
 * Where a filter form's submission belongs: the forms send `/?liga=premier-league` (they are plain
 * HTML, ADR 0023), and the page answers with a redirect to the spec's address
 * `/?liga:premier-league`, or to `/` for 'Alle'. Null when the query is not a form's.
 */
export function filterFormRedirect(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.has("tag")) return null;
  for (const prefix of HOME_FILTER_PREFIXES) {
    if (!params.has(prefix)) continue;
    const tag = normalizeTag(`${prefix}:${params.get(prefix) ?? ""}`);
    const value = tag ? splitTag(tag).value : "";
    return value ? `/?${tag}` : "/";
  }
  return null;
}
