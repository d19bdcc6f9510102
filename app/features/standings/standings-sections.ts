/** Spec §2: the sections of /stillinger, in order (vm and em, section "tournament", are not listed). */
export const OVERVIEW_SECTIONS = [
  { section: "popular", title: "Populære turneringer" },
  { section: "danish", title: "Danske ligaer" },
  { section: "europe", title: "Europa (UEFA)" },
] as const;

/** Groups leagues into the overview sections, keeping their order; unknown sections are left out. */
export function groupLeaguesBySection<T extends { section: string }>(leagues: readonly T[]) {
  return OVERVIEW_SECTIONS.map(({ section, title }) => ({
    section,
    title,
    leagues: leagues.filter((l) => l.section === section),
  })).filter((group) => group.leagues.length > 0);
}

export function leaguePath(key: string): string {
  return `/stillinger/${key}`;
}
