import { findLeague } from "~/lib/leagues";
import type { AdSize, AdSlotId } from "./ad-slots";

/**
 * Issue 14: without an ad network the slots promote the site's own content instead of showing
 * grey boxes. Which promotion a slot shows is fixed per slot id, so every render of a page is the
 * same (the page cache and hydration rely on it) and two slots of one page never repeat each other.
 */
export type HouseAdKey = "superliga" | "premier-league" | "klubber" | "historie" | "rss" | "stillinger";

export interface HouseAd {
  key: HouseAdKey;
  title: string;
  text: string;
  cta: string;
  href: string;
  /** A resource, not a page of the app: the link loads it as a document. */
  document?: boolean;
  /** Extra links where the slot is tall enough (the skyscraper). */
  links?: { label: string; href: string }[];
}

const standingsLink = (key: string) => ({
  label: findLeague(key)?.name ?? key,
  href: `/stillinger/${key}`,
});

export const HOUSE_ADS: Record<HouseAdKey, HouseAd> = {
  superliga: {
    key: "superliga",
    title: "Stillingen i 3F Superligaen",
    text: "Hvem fører, hvem jagter, og hvem kæmper mod nedrykning? Se hele tabellen.",
    cta: "Se stillingen",
    href: "/stillinger/3f-superliga",
  },
  "premier-league": {
    key: "premier-league",
    title: "Premier League-tabellen",
    text: "Følg titelkampen og kampen om de europæiske pladser i England.",
    cta: "Se tabellen",
    href: "/stillinger/premier-league",
  },
  klubber: {
    key: "klubber",
    title: "Find din klub",
    text: "Alle klubberne fra Superligaen til Europas store ligaer, samlet ét sted.",
    cta: "Se alle klubber",
    href: "/alle-klubber",
  },
  historie: {
    key: "historie",
    title: "Dansk fodboldhistorie",
    text: "Fra Danish Dynamite til EM-triumfen i 1992: de store fortællinger om dansk fodbold.",
    cta: "Læs historierne",
    href: "/dansk-fodboldhistorie",
  },
  rss: {
    key: "rss",
    title: "Få nyhederne i din feedlæser",
    text: "Abonnér på vores RSS-feed, og gå aldrig glip af en historie.",
    cta: "Abonnér via RSS",
    href: "/rss.xml",
    document: true,
  },
  stillinger: {
    key: "stillinger",
    title: "Alle tabeller",
    text: "Stillingen i de ligaer, du følger, opdateret efter hver runde.",
    cta: "Se alle stillinger",
    href: "/stillinger",
    links: ["3f-superliga", "premier-league", "la-liga", "bundesliga", "serie-a", "champions-league"].map(
      standingsLink,
    ),
  },
};

/** One promotion per slot; the slots of one page (and a slot and its phone twin) differ. */
export const HOUSE_AD_FOR_SLOT: Record<AdSlotId, HouseAdKey> = {
  "header-desktop": "superliga",
  "header-mobile": "superliga",
  "advertorial-billboard": "historie",
  "home-leaderboard-1": "klubber",
  "home-mobile-1": "klubber",
  "home-wide": "historie",
  "home-mobile-2": "historie",
  "home-leaderboard-2": "premier-league",
  "home-sky": "stillinger",
  "article-inline-1": "rss",
  "article-inline-2": "historie",
  "article-inline-3": "klubber",
  "article-mobile-1": "premier-league",
  "article-sky": "stillinger",
};

export function houseAdFor(id: AdSlotId): HouseAd {
  return HOUSE_ADS[HOUSE_AD_FOR_SLOT[id]];
}

/**
 * The layout a house ad takes in a box of this size: a one-line strip (90 px or less high), a
 * wide banner, a tall skyscraper or a box (the phone rectangles and squares).
 */
export type HouseAdFormat = "strip" | "banner" | "tower" | "box";

export function houseAdFormat({ width, height }: AdSize): HouseAdFormat {
  if (height <= 90) return "strip";
  if (height >= 500) return "tower";
  if (width >= 900) return "banner";
  return "box";
}
