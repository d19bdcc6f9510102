/**
 * Issue 14: a short article carries at most one inline slot on phones. Short means under 400
 * words of body (about four phone screens); a longer one keeps the spec's three.
 */
export const SHORT_ARTICLE_WORDS = 400;

export function isShortArticle(content: string | null | undefined): boolean {
  const words = (content ?? "").match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return words < SHORT_ARTICLE_WORDS;
}
