/**
 * What the model must return, and the checks the answer must pass before anything is stored.
 * The schema sent to the model stays simple (every field required, no length limits) so strict
 * structured-output providers accept it; the limits are checked here afterwards, and a failed
 * check gets one repair attempt (see model.server.ts).
 */

import { z } from "zod";
import { canonicalCategory } from "~/lib/categories";
import { toSlugValue } from "~/lib/slug";
import { normalizeTag, splitTag } from "~/lib/tags";

export const EXCERPT_MIN = 120;
export const EXCERPT_MAX = 160;

/** Categories an AI article may get (spec §3 'Categories seen'); anything else becomes Nyheder. */
export const AI_CATEGORIES = [
  "Nyheder",
  "Transfers",
  "Kampe",
  "Landshold",
  "Analyse",
  "Gossip",
  "EM",
  "VM",
  "Nations League",
] as const;

export const modelArticleSchema = z.object({
  title: z.string().describe("Dansk overskrift, højst 120 tegn"),
  slug: z.string().describe("URL-slug: små bogstaver a-z, 0-9 og bindestreger"),
  excerpt: z.string().describe(`Dansk resumé/metabeskrivelse på ${EXCERPT_MIN}-${EXCERPT_MAX} tegn`),
  content: z.string().describe("Artiklens brødtekst i markdown (afsnit, ## mellemrubrikker), på dansk"),
  category: z.string().describe(`En af: ${AI_CATEGORIES.join(", ")}`),
  tags: z
    .array(z.string())
    .describe(
      'Tags med præfiks, fx "klub:FC København", "liga:Premier League", "spiller:Navn", "type:nyhed"',
    ),
  imageAlt: z.string().describe("Kort dansk alt-tekst til artiklens billede"),
});
export type ModelArticle = z.infer<typeof modelArticleSchema>;

export interface CheckedArticle {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  imageAlt: string;
}

/** The problems of a model answer in Danish (empty when it can be stored). */
export function articleProblems(a: ModelArticle): string[] {
  const problems: string[] = [];
  const title = a.title.trim();
  const excerpt = a.excerpt.trim();
  const content = a.content.trim();
  if (title.length < 5 || title.length > 200) problems.push("titlen skal være 5-200 tegn");
  if (excerpt.length < EXCERPT_MIN || excerpt.length > EXCERPT_MAX) {
    problems.push(`uddraget skal være ${EXCERPT_MIN}-${EXCERPT_MAX} tegn (var ${excerpt.length})`);
  }
  if (content.length < 200) problems.push("brødteksten er for kort (under 200 tegn)");
  if (content.length > 50_000) problems.push("brødteksten er for lang");
  return problems;
}

/** Trims the answer and picks a known category; call only when articleProblems() is empty. */
export function cleanArticle(a: ModelArticle, knownTags: (tags: string[]) => string[]): CheckedArticle {
  const category =
    AI_CATEGORIES.find((c) => c.toLowerCase() === canonicalCategory(a.category).toLowerCase()) ?? "Nyheder";
  return {
    title: a.title.trim(),
    slug: toSlugValue(a.slug) || toSlugValue(a.title),
    excerpt: a.excerpt.trim(),
    content: a.content.trim(),
    category,
    tags: knownTags(a.tags),
    imageAlt: a.imageAlt.trim().slice(0, 300),
  };
}

/** Fixed values of the other tag categories (editor suggestion lists). */
const FIXED_VALUES: Record<string, ReadonlySet<string>> = {
  position: new Set(["maalmand", "forsvar", "midtbane", "angreb"]),
  transfer: new Set(["kobt", "solgt", "rygte", "leje", "fri-transfer"]),
  type: new Set(["nyhed", "analyse", "interview", "kampreferat", "kommentar", "historie"]),
  nationalitet: new Set([
    "dansk",
    "norsk",
    "svensk",
    "islandsk",
    "finsk",
    "engelsk",
    "tysk",
    "fransk",
    "spansk",
    "italiensk",
    "hollandsk",
    "belgisk",
    "portugisisk",
    "brasiliansk",
    "argentinsk",
  ]),
};

/**
 * Keeps only tags that exist here: klub: must be one of our clubs (by slug or name), liga: one of
 * our leagues (by key or name), position/transfer/type/nationalitet one of their fixed values,
 * spiller: any player name. Free text and unknown prefixes are dropped. At most 12 tags.
 */
export function tagMatcher(input: {
  clubs: readonly { slug: string; name: string; shortName?: string | null }[];
  leagues: readonly { key: string; name: string }[];
}): (tags: readonly string[]) => string[] {
  const clubBySlug = new Map<string, string>();
  for (const c of input.clubs) {
    clubBySlug.set(c.slug, c.slug);
    clubBySlug.set(toSlugValue(c.name), c.slug);
    const short = c.shortName ? toSlugValue(c.shortName) : "";
    if (short && !clubBySlug.has(short)) clubBySlug.set(short, c.slug);
  }
  const leagueByKey = new Map<string, string>();
  for (const l of input.leagues) {
    leagueByKey.set(l.key, l.key);
    leagueByKey.set(toSlugValue(l.name), l.key);
  }
  return (tags) => {
    const out: string[] = [];
    for (const raw of tags) {
      if (typeof raw !== "string") continue;
      const tag = normalizeTag(raw);
      if (!tag) continue;
      const { prefix, value } = splitTag(tag);
      let kept: string | null = null;
      if (prefix === "klub") {
        const slug = clubBySlug.get(value);
        kept = slug ? `klub:${slug}` : null;
      } else if (prefix === "liga") {
        const key = leagueByKey.get(value);
        kept = key ? `liga:${key}` : null;
      } else if (prefix === "spiller") {
        kept = value.length >= 3 && value.length <= 60 ? tag : null;
      } else if (prefix && FIXED_VALUES[prefix]?.has(value)) {
        kept = tag;
      }
      if (kept && !out.includes(kept)) out.push(kept);
      if (out.length >= 12) break;
    }
    return out;
  };
}
