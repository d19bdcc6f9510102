/**
 * Spec §9: ad slots have fixed ids and sizes. Space is always reserved at the slot's size so the
 * page never shifts when an ad arrives.
 */
export const AD_SLOTS = {
  "header-desktop": { width: 970, height: 90, label: "Top banner" },
  "header-mobile": { width: 320, height: 50, label: "Top banner (mobil)" },
  "advertorial-billboard": { width: 970, height: 250, label: "Billboard" },
  "home-leaderboard-1": { width: 728, height: 90, label: "Leaderboard" },
  "home-leaderboard-2": { width: 728, height: 90, label: "Leaderboard" },
  "home-wide": { width: 930, height: 180, label: "Wide banner" },
  "home-sky": { width: 255, height: 670, label: "Skyskraber" },
  "home-mobile-1": { width: 320, height: 320, label: "Mobil" },
  "home-mobile-2": { width: 320, height: 320, label: "Mobil" },
  "article-inline-1": { width: 728, height: 90, label: "Artikel" },
  "article-inline-2": { width: 728, height: 90, label: "Artikel" },
  "article-inline-3": { width: 728, height: 90, label: "Artikel" },
  "article-mobile-1": { width: 320, height: 320, label: "Artikel (mobil)" },
  "article-sky": { width: 255, height: 670, label: "Skyskraber" },
} as const;

export type AdSlotId = keyof typeof AD_SLOTS;
