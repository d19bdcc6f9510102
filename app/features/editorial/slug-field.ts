import { cleanManualSlug, slugFromTitle } from "~/lib/slug";

/**
 * Spec §4/§5: the slug follows the title only while it is empty or untouched; once the editor
 * types one, manual edits win (cleaned as they type).
 */
export interface SlugFieldState {
  slug: string;
  manual: boolean;
}

export function initialSlugState(slug = ""): SlugFieldState {
  return { slug, manual: slug !== "" };
}

export function slugAfterTitleChange(state: SlugFieldState, title: string): SlugFieldState {
  return state.manual ? state : { slug: slugFromTitle(title), manual: false };
}

export function slugAfterManualInput(input: string): SlugFieldState {
  const slug = cleanManualSlug(input);
  // Clearing the field hands it back to the title.
  return { slug, manual: slug !== "" };
}

/** A stored slug never starts or ends with a hyphen. */
export function trimSlug(slug: string): string {
  return slug.replace(/^-+|-+$/g, "");
}

export const FALLBACK_SLUG = "artikel";

export interface RequestedSlug {
  base: string;
  /** Typed by the editor: a clash is an error instead of a suffix. */
  manual: boolean;
}

/**
 * What the server should try: the cleaned slug from the form, or one derived from the title when
 * it is empty. A slug equal to the title's own counts as derived (the form fills exactly that in
 * while the field is untouched), so only a slug the editor really typed is held to be manual.
 */
export function requestedSlug(input: { slug: string; title: string }): RequestedSlug {
  const derived = trimSlug(slugFromTitle(input.title)) || FALLBACK_SLUG;
  const typed = trimSlug(cleanManualSlug(input.slug));
  if (!typed) return { base: derived, manual: false };
  return { base: typed, manual: typed !== derived };
}
