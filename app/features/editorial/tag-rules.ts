import { normalizeTag } from "~/lib/tags";

/** Spec §5: the tag categories the editor offers suggestions for. */
export const SUGGESTION_CATEGORIES = [
  "liga",
  "klub",
  "position",
  "nationalitet",
  "transfer",
  "type",
] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

export const SUGGESTION_LABELS: Record<SuggestionCategory, string> = {
  liga: "Liga",
  klub: "Klub",
  position: "Position",
  nationalitet: "Nationalitet",
  transfer: "Transfer",
  type: "Type",
};

export interface TagSuggestion {
  /** The stored tag, e.g. "klub:fc-kobenhavn". */
  tag: string;
  label: string;
}

export type TagSuggestions = Record<SuggestionCategory, TagSuggestion[]>;

/** Fixed lists (the values the public filters and the sample articles use). */
const FIXED: Record<"position" | "nationalitet" | "transfer" | "type", [string, string][]> = {
  position: [
    ["maalmand", "Målmand"],
    ["forsvar", "Forsvar"],
    ["midtbane", "Midtbane"],
    ["angreb", "Angreb"],
  ],
  nationalitet: [
    ["dansk", "Dansk"],
    ["norsk", "Norsk"],
    ["svensk", "Svensk"],
    ["islandsk", "Islandsk"],
    ["finsk", "Finsk"],
    ["engelsk", "Engelsk"],
    ["tysk", "Tysk"],
    ["fransk", "Fransk"],
    ["spansk", "Spansk"],
    ["italiensk", "Italiensk"],
    ["hollandsk", "Hollandsk"],
    ["belgisk", "Belgisk"],
    ["portugisisk", "Portugisisk"],
    ["brasiliansk", "Brasiliansk"],
    ["argentinsk", "Argentinsk"],
  ],
  transfer: [
    ["kobt", "Købt"],
    ["solgt", "Solgt"],
    ["rygte", "Rygte"],
    ["leje", "Leje"],
    ["fri-transfer", "Fri transfer"],
  ],
  type: [
    ["nyhed", "Nyhed"],
    ["analyse", "Analyse"],
    ["interview", "Interview"],
    ["kampreferat", "Kampreferat"],
    ["kommentar", "Kommentar"],
    ["historie", "Historie"],
    ["advertorial", "Advertorial"],
  ],
};

/**
 * The suggestion lists: leagues from the league definitions, clubs from the database, the rest
 * fixed. Each tag appears once per list even if two clubs share a slug-like name.
 */
export function buildTagSuggestions(input: {
  leagues: readonly { key: string; name: string }[];
  clubs: readonly { slug: string; name: string }[];
}): TagSuggestions {
  const unique = (items: TagSuggestion[]) => {
    const seen = new Set<string>();
    return items.filter((item) => {
      if (seen.has(item.tag)) return false;
      seen.add(item.tag);
      return true;
    });
  };
  const fixed = (category: keyof typeof FIXED) =>
    FIXED[category].map(([value, label]) => ({ tag: `${category}:${value}`, label }));
  return {
    liga: unique(input.leagues.map((l) => ({ tag: `liga:${l.key}`, label: l.name }))),
    klub: unique(
      input.clubs
        .map((c) => ({ tag: `klub:${c.slug}`, label: c.name }))
        .sort((a, b) => a.label.localeCompare(b.label, "da")),
    ),
    position: fixed("position"),
    nationalitet: fixed("nationalitet"),
    transfer: fixed("transfer"),
    type: fixed("type"),
  };
}

/**
 * Spec §5: a typed tag is `category:value` (lowercase, spaces to hyphens) or free text. Returns
 * the normalised tag, or null for empty input.
 */
export function formatTagInput(input: string): string | null {
  return normalizeTag(input);
}

/** Spec §5: a custom tag is added only if it is non-empty and not already present. */
export function addTag(tags: readonly string[], input: string): { tags: string[]; added: string | null } {
  const tag = formatTagInput(input);
  if (!tag || tags.includes(tag)) return { tags: [...tags], added: null };
  return { tags: [...tags, tag], added: tag };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/** Spec §5: predefined tags are not duplicated – the ones already chosen are left out of the list. */
export function availableSuggestions(
  suggestions: readonly TagSuggestion[],
  chosen: readonly string[],
): TagSuggestion[] {
  const set = new Set(chosen);
  return suggestions.filter((s) => !set.has(s.tag));
}

/** A readable chip label: the suggestion's name when known, else the tag itself. */
export function tagLabel(tag: string, suggestions: TagSuggestions): string {
  for (const category of SUGGESTION_CATEGORIES) {
    const hit = suggestions[category].find((s) => s.tag === tag);
    if (hit) return `${SUGGESTION_LABELS[category]}: ${hit.label}`;
  }
  return tag;
}
