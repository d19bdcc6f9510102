/**
 * Spec §2 History: the three teaser cards, each a theme with its own list at
 * /dansk-fodboldhistorie/{slug}. An article belongs to a theme by its `type:` tag (the same
 * normalised form the editor's tag field makes of "type: Legendariske Kampe"), so an editor files
 * a history article under one or more themes without a new field.
 */
export interface HistoryTheme {
  slug: string;
  title: string;
  /** The teaser text. */
  text: string;
  /** The tag that files an article under the theme. */
  tag: string;
}

export const HISTORY_THEMES: readonly HistoryTheme[] = [
  {
    slug: "legendariske-kampe",
    title: "Legendariske Kampe",
    text: "Fra EM-finalen på Ullevi i 1992 til 6-1 over Uruguay i Mexico: kampene, der skrev dansk fodboldhistorie.",
    tag: "type:legendariske-kampe",
  },
  {
    slug: "danske-legender",
    title: "Danske Legender",
    text: "Laudrup, Schmeichel, Elkjær og de andre spillere, der satte Danmark på fodboldens verdenskort.",
    tag: "type:danske-legender",
  },
  {
    slug: "historiske-ojeblikke",
    title: "Historiske Øjeblikke",
    text: "Målene, redningerne og dramaerne, som hele Danmark stadig taler om – år efter år.",
    tag: "type:historiske-ojeblikke",
  },
];

export function findHistoryTheme(slug: string): HistoryTheme | undefined {
  return HISTORY_THEMES.find((theme) => theme.slug === slug);
}

export const HISTORY_PATH = "/dansk-fodboldhistorie";

export function historyThemePath(theme: Pick<HistoryTheme, "slug">): string {
  return `${HISTORY_PATH}/${theme.slug}`;
}
