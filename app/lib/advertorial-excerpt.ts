/**
 * Advertorial excerpts were written (and seeded) as "Annonce: …" beside a badge that already says
 * so: readers see the text without the repeated word.
 */
export function withoutAnnoncePrefix(excerpt: string): string {
  return excerpt.replace(/^\s*(annonce|sponseret)\s*:\s*/i, "");
}
