/**
 * Each card of the history page gets its own picture (issue 14: not the same stock image twice).
 * An article keeps its image when no card above it shows the same one; otherwise (or without an
 * image) it gets an illustration generated from its slug: the same article always gets the same
 * one, two articles different ones.
 */

export type CardIllustration<T> = T & { generated: boolean };

export function distinctIllustrations<T extends { imageUrl: string | null }>(
  articles: readonly T[],
): CardIllustration<T>[] {
  const used = new Set<string>();
  return articles.map((article) => {
    const url = article.imageUrl?.trim() || null;
    if (url && !used.has(url)) {
      used.add(url);
      return { ...article, generated: false };
    }
    return { ...article, imageUrl: null, generated: true };
  });
}

/** FNV-1a: a stable 32-bit number for a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, seeded, good enough for placing shapes. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sepia paper, ink and one accent colour, like an old programme or newspaper. */
const PALETTES = [
  { paper: "#efe3c8", ink: "#4a3420", accent: "#a3262a" },
  { paper: "#e9dcbd", ink: "#3a3327", accent: "#1b3d8f" },
  { paper: "#f2e6cc", ink: "#553b22", accent: "#0f6b3a" },
  { paper: "#e4d3b0", ink: "#2f2618", accent: "#b5651d" },
  { paper: "#efe0c2", ink: "#40301f", accent: "#7a1f3d" },
  { paper: "#e7dcc6", ink: "#2b2b2b", accent: "#c8102e" },
] as const;

export const MOTIFS = ["pitch", "ball", "pennant", "stars"] as const;
export type Motif = (typeof MOTIFS)[number];

export interface IllustrationSpec {
  key: string;
  paper: string;
  ink: string;
  accent: string;
  motif: Motif;
  /** The year in the title (the big number), else the title's initials. */
  label: string;
  /** Grain: [x, y, r, dark] in a 160×90 box. */
  grain: [number, number, number, boolean][];
  /** Where the motif sits (x, y) and how it turns (degrees). */
  x: number;
  y: number;
  turn: number;
}

function labelOf(title: string): string {
  const year = /\b(18|19|20)\d{2}\b/.exec(title)?.[0];
  if (year) return year;
  const initials = title
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
  return initials || (title.trim()[0] ?? "").toUpperCase();
}

/** Everything the SVG needs, from the article's slug and title alone. */
export function illustrationSpec(article: { slug: string; title: string }): IllustrationSpec {
  const seed = hash(article.slug);
  const random = rng(seed);
  const palette = PALETTES[seed % PALETTES.length];
  const motif = MOTIFS[Math.floor(seed / PALETTES.length) % MOTIFS.length];
  const grain: IllustrationSpec["grain"] = [];
  for (let i = 0; i < 40; i++) {
    grain.push([
      Math.round(random() * 1600) / 10,
      Math.round(random() * 900) / 10,
      Math.round((0.2 + random() * 0.6) * 10) / 10,
      random() < 0.5,
    ]);
  }
  return {
    key: article.slug,
    ...palette,
    motif,
    label: labelOf(article.title),
    grain,
    // The motif stays in the left half; the label takes the right.
    x: Math.round(22 + random() * 28),
    y: Math.round(30 + random() * 15),
    turn: Math.round(random() * 40 - 20),
  };
}
