/**
 * One label for one meaning (issue 22): the admin form offers 'Transfers' while the sample
 * content and AI answers said 'Transfer', and both showed side by side on the front page. Every
 * public card, badge and feed shows a stored category through `categoryLabel`, and writers store
 * the same spelling (`canonicalCategory`), so filters and 'Læs også' see one category.
 */
const SAME_MEANING: Record<string, string> = {
  transfer: "Transfers",
  transfers: "Transfers",
  nyhed: "Nyheder",
  nyheder: "Nyheder",
  kamp: "Kampe",
  kampe: "Kampe",
  analyser: "Analyse",
  analyse: "Analyse",
};

/** The one spelling to store for a category (unknown ones are kept as written, trimmed). */
export function canonicalCategory(category: string): string {
  const text = category.trim();
  return SAME_MEANING[text.toLowerCase()] ?? text;
}

/** What a reader sees for a stored category; an empty one is the spec's default 'Nyheder'. */
export function categoryLabel(category: string | null | undefined): string {
  return category?.trim() ? canonicalCategory(category) : "Nyheder";
}
