/**
 * Spec §4, what a save stores: a draft has no publish time; a published article keeps the time it
 * has (or gets now, or the chosen time – a future one schedules it); updated_at is now; empty
 * tags, image and credit become null; on creation a non-draft is published at creation time.
 */
export interface SaveStateInput {
  isDraft: boolean;
  tags: readonly string[];
  imageUrl?: string | null;
  imageAlt?: string | null;
  imageCredit?: string | null;
  creating: boolean;
  now: Date;
  /** The current row's published_at (updates only). */
  existingPublishedAt?: Date | null;
  /** A publish time chosen in the form (Copenhagen wall clock, minute precision). */
  chosenPublishedAt?: Date | null;
}

export interface SaveState {
  isDraft: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
  tags: string[] | null;
  imageUrl: string | null;
  imageAlt: string | null;
  imageCredit: string | null;
}

const MINUTE = 60_000;

function blankToNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

function sameMinute(a: Date, b: Date): boolean {
  return Math.floor(a.getTime() / MINUTE) === Math.floor(b.getTime() / MINUTE);
}

export function resolvePublishedAt(input: SaveStateInput): Date | null {
  if (input.isDraft) return null;
  const chosen = input.chosenPublishedAt ?? null;
  // Spec §4: a new article is published at creation time, unless a time was chosen (issue 22).
  if (input.creating) return chosen ?? input.now;
  const existing = input.existingPublishedAt ?? null;
  // The dialog shows the stored time to the minute: sending it back unchanged keeps the exact time.
  if (chosen && existing && sameMinute(chosen, existing)) return existing;
  if (chosen) return chosen;
  return existing ?? input.now;
}

export function resolveSaveState(input: SaveStateInput): SaveState {
  const imageUrl = blankToNull(input.imageUrl);
  const tags = [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))];
  return {
    isDraft: input.isDraft,
    publishedAt: resolvePublishedAt(input),
    updatedAt: input.now,
    tags: tags.length > 0 ? tags : null,
    imageUrl,
    // Alt text describes an image: without one there is nothing to describe.
    imageAlt: imageUrl ? blankToNull(input.imageAlt) : null,
    imageCredit: blankToNull(input.imageCredit),
  };
}
