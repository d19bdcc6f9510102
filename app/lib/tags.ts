import { toSlugValue } from "~/lib/slug";

/** Spec §3: the prefixed tag forms. "annonce" marks the advertorial categories. */
export const TAG_PREFIXES = [
  "liga",
  "klub",
  "transfer",
  "position",
  "nationalitet",
  "spiller",
  "type",
  "annonce",
] as const;
export type TagPrefix = (typeof TAG_PREFIXES)[number];

const PREFIX_SET = new Set<string>(TAG_PREFIXES);

export interface ParsedTag {
  prefix: TagPrefix | null;
  value: string;
  raw: string;
}

/** Normalises one tag: "Klub: FC København" → "klub:fc-kobenhavn"; free text is trimmed and lowercased. */
export function normalizeTag(input: string): string | null {
  const text = input.replace(/\s+/g, " ").trim();
  if (!text) return null;
  const colon = text.indexOf(":");
  if (colon > 0) {
    const prefix = text.slice(0, colon).trim().toLowerCase();
    if (PREFIX_SET.has(prefix)) {
      const value = toSlugValue(text.slice(colon + 1));
      return value ? `${prefix}:${value}` : null;
    }
  }
  return text.toLowerCase();
}

function collect(value: unknown, out: string[], prefix?: string): void {
  if (value == null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out, prefix);
    return;
  }
  if (typeof value === "object") {
    // Objects such as { klub: "FC København", spiller: ["Rasmus Højlund"], liga: "Premier League" }.
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      collect(inner, out, key.trim().toLowerCase());
    }
    return;
  }
  if (typeof value === "string" || typeof value === "number") {
    const text = String(value);
    const tag = prefix && PREFIX_SET.has(prefix) ? normalizeTag(`${prefix}:${text}`) : normalizeTag(text);
    if (tag) out.push(tag);
  }
}

/**
 * Spec §3: tags arrive as an array of strings, a JSON-string array, or objects with keys such as
 * klub, spiller, liga. All three become one list of normalised, de-duplicated tags.
 */
export function parseTags(input: unknown): string[] {
  let value = input;
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (!trimmed) return [];
    if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
      try {
        value = JSON.parse(trimmed);
      } catch {
        value = trimmed.split(",");
      }
    } else {
      value = trimmed.split(",");
    }
  }
  const out: string[] = [];
  collect(value, out);
  return [...new Set(out)];
}

/** Splits a normalised tag into its prefix and value. */
export function splitTag(tag: string): ParsedTag {
  const colon = tag.indexOf(":");
  if (colon > 0) {
    const prefix = tag.slice(0, colon);
    if (PREFIX_SET.has(prefix)) return { prefix: prefix as TagPrefix, value: tag.slice(colon + 1), raw: tag };
  }
  return { prefix: null, value: tag, raw: tag };
}

/** Tags stored as null when empty (spec §4). */
export function tagsForStorage(tags: string[]): string[] | null {
  return tags.length > 0 ? tags : null;
}
