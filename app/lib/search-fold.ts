/**
 * Forgiving search in the browser and in TypeScript (ADR 0015): the same folding as the database's
 * `forsiden_fold(text)` (migration 0009) and pg_trgm-style trigram similarity, so the club
 * directory's live filter and the "Mente du …?" word choice agree with the SQL searches.
 */

const DIACRITICS = /[\u0300-\u036f]/g;
// Letters that do not decompose in NFKD; unaccent's rules spell them like this.
const SPELLED: Record<string, string> = {
  æ: "ae",
  ø: "o",
  å: "a",
  ß: "ss",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
};

/**
 * Lower case without accents, Danish spellings folded together: "Brøndby", "Broendby" and
 * "Brondby" all become "brondby", "Aalborg" and "Ålborg" both "alborg", "Næstved" "naestved".
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåßœłđðþ]/g, (c) => SPELLED[c] ?? c)
    .normalize("NFKD")
    .replace(DIACRITICS, "")
    .replace(/oe/g, "o")
    .replace(/aa/g, "a");
}

/** pg_trgm's words: runs of letters and digits. */
function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The trigrams of one word as pg_trgm makes them: two spaces before, one after. */
function wordTrigrams(word: string): string[] {
  const padded = `  ${word} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}

/** The set of trigrams of a (folded) text. */
export function trigrams(text: string): Set<string> {
  return new Set(words(text).flatMap(wordTrigrams));
}

/** pg_trgm `similarity(a, b)`: shared trigrams over all trigrams of both (0–1). */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/**
 * pg_trgm `word_similarity(query, text)`: how well the query matches the best stretch of the
 * text's trigrams (0–1); "brondy" against "brondby vinder" is 5/7.
 */
export function wordSimilarity(query: string, text: string): number {
  const tq = trigrams(query);
  if (tq.size === 0) return 0;
  const ordered = words(text).flatMap(wordTrigrams);
  let best = 0;
  for (let start = 0; start < ordered.length; start++) {
    if (!tq.has(ordered[start])) continue;
    const extent = new Set<string>();
    let shared = 0;
    for (let end = start; end < ordered.length; end++) {
      const t = ordered[end];
      if (!extent.has(t)) {
        extent.add(t);
        if (tq.has(t)) shared++;
      }
      if (tq.has(t)) best = Math.max(best, shared / (tq.size + extent.size - shared));
    }
  }
  return best;
}

/** pg_trgm's default `word_similarity_threshold` (the `%>` operator): one typo in a name passes. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** Queries shorter than this (folded) are matched exactly, never by similarity: too many near hits. */
export const FUZZY_MIN_LENGTH = 4;

/**
 * The query with each word that none of `known` contains replaced by its closest word in
 * `vocabulary` (original spelling, e.g. "Brøndby" for "brondy"); null when nothing changes.
 */
export function correctQuery(
  query: string,
  vocabulary: readonly string[],
  minSimilarity = 0.4,
): string | null {
  const candidates = new Map<string, string>();
  for (const text of vocabulary) {
    for (const word of words(text)) {
      const folded = foldText(word);
      if (folded.length >= 3 && !candidates.has(folded)) candidates.set(folded, word);
    }
  }
  let changed = false;
  const corrected = query.split(/\s+/).map((word) => {
    const folded = foldText(word);
    if (folded.length < 3 || candidates.has(folded)) return word;
    let best: { word: string; score: number } | null = null;
    for (const [candidate, original] of candidates) {
      const score = similarity(folded, candidate);
      if (score >= minSimilarity && (!best || score > best.score)) best = { word: original, score };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected.join(" ").trim() : null;
}
