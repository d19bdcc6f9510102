/**
 * Issue 14: a short article carries at most one inline slot on phones. Short means under 400
 * words of body (about four phone screens); a longer one keeps the spec's three.
 */
export const SHORT_ARTICLE_WORDS = 400;

export function isShortArticle(content: string | null | undefined): boolean {
  // Counted up to the limit only: a long body's every word was an array entry per request.
  let words = 0;
  for (const _word of (content ?? "").matchAll(/[\p{L}\p{N}]+/gu)) {
    if (++words >= SHORT_ARTICLE_WORDS) return false;
  }
  return true;
}
