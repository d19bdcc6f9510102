/**
 * Spec §9: ad slots have fixed ids; the spec's sizes apply from 768 px. Below 768 px (phones) a
 * slot either has a phone size (320x50, 300x250 or 320x320: they fit a 375 px screen with its
 * 16 px margins) or is not shown, and its phone twin (`*-mobile-*`) takes its place. Space is
 * reserved per breakpoint in CSS (ad-slot.tsx), so the page never shifts when an ad arrives.
 */
export interface AdSize {
  width: number;
  height: number;
}

/** The breakpoint from which a slot's wide size shows: md 768 px, lg 1024 px, xl 1280 px. */
export type WideFrom = "md" | "lg" | "xl";

export interface AdSlotDefinition {
  label: string;
  /** Below 768 px; null: not shown on phones. */
  phone: AdSize | null;
  /** The spec's size, from `wideFrom` up; null: phones only. */
  wide: AdSize | null;
  /** Where the wide size first fits its column (930 px and the 255 px skyscrapers need more than 768). */
  wideFrom: WideFrom;
  /** Shown on phones only in a long article (see `isShortArticle`). */
  phoneInLongArticlesOnly?: boolean;
}

const size = (width: number, height: number): AdSize => ({ width, height });

/** The three phone sizes (issue 14): a mobile banner, a medium rectangle and the spec's square. */
export const PHONE_SIZES = [size(320, 50), size(300, 250), size(320, 320)] as const;

export const AD_SLOTS = {
  "header-desktop": { label: "Top banner", phone: null, wide: size(970, 90), wideFrom: "md" },
  "header-mobile": { label: "Top banner (mobil)", phone: size(320, 50), wide: null, wideFrom: "md" },
  "advertorial-billboard": { label: "Billboard", phone: null, wide: size(970, 250), wideFrom: "md" },
  "home-leaderboard-1": { label: "Leaderboard", phone: null, wide: size(728, 90), wideFrom: "md" },
  "home-leaderboard-2": { label: "Leaderboard", phone: null, wide: size(728, 90), wideFrom: "md" },
  "home-wide": { label: "Wide banner", phone: null, wide: size(930, 180), wideFrom: "lg" },
  "home-sky": { label: "Skyskraber", phone: null, wide: size(255, 670), wideFrom: "xl" },
  "home-mobile-1": { label: "Mobil", phone: size(320, 320), wide: null, wideFrom: "md" },
  "home-mobile-2": { label: "Mobil", phone: size(320, 320), wide: null, wideFrom: "md" },
  // Before the body: a slim banner on phones, so the text starts on the first screen.
  "article-inline-1": { label: "Artikel", phone: size(320, 50), wide: size(728, 90), wideFrom: "md" },
  "article-inline-2": {
    label: "Artikel",
    phone: size(300, 250),
    wide: size(728, 90),
    wideFrom: "md",
    phoneInLongArticlesOnly: true,
  },
  "article-inline-3": {
    label: "Artikel",
    phone: size(300, 250),
    wide: size(728, 90),
    wideFrom: "md",
    phoneInLongArticlesOnly: true,
  },
  "article-mobile-1": { label: "Artikel (mobil)", phone: size(320, 320), wide: null, wideFrom: "md" },
  "article-sky": { label: "Skyskraber", phone: null, wide: size(255, 670), wideFrom: "xl" },
} as const satisfies Record<string, AdSlotDefinition>;

export type AdSlotId = keyof typeof AD_SLOTS;

export const AD_SLOT_IDS = Object.keys(AD_SLOTS) as AdSlotId[];

// The page rule lives apart so an article page can ask it without the slot table (issue 23).
export { isShortArticle, SHORT_ARTICLE_WORDS } from "./short-article";

/** The slot's size below 768 px on this page, or null when it is not shown there. */
export function phoneSize(id: AdSlotId, page: { shortArticle?: boolean } = {}): AdSize | null {
  const slot: AdSlotDefinition = AD_SLOTS[id];
  if (slot.phoneInLongArticlesOnly && page.shortArticle) return null;
  return slot.phone;
}

export function formatSize(s: AdSize): string {
  return `${s.width}x${s.height}`;
}
