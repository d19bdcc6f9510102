import { AD_SLOTS, type AdSize, type AdSlotDefinition, type AdSlotId } from "./ad-slots";

/**
 * Issue 14: without an ad network the slots promote the site's own content instead of showing
 * grey boxes. Issue 22: restrained. Which promotion a slot shows is decided per page by a pure
 * function of the page's path (`planHouseAds`), so the server's HTML, the page cache and
 * hydration agree: a page never promotes itself, shows one promotion per campaign, and a slot
 * without a promotion worth showing (a real picture and a headline) is left out altogether.
 */
export type HouseAdKey = "superliga" | "premier-league" | "klubber" | "historie" | "rss" | "stillinger";

/** What a promotion advertises: the three standings promotions are one campaign. */
export type HouseAdCampaign = "stillinger" | "klubber" | "historie" | "rss";

export interface HouseAd {
  key: HouseAdKey;
  campaign: HouseAdCampaign;
  title: string;
  text: string;
  cta: string;
  href: string;
  /** The media library keyword its picture is chosen by (house-ad-pictures.server.ts). */
  pictureKeyword: string;
  /** A resource, not a page of the app: the link loads it as a document. */
  document?: boolean;
  /** Extra links where the slot is tall enough (the skyscraper). */
  links?: { label: string; href: string }[];
}

/** A picture from the media library, with its responsive variants. */
export interface HouseAdPicture {
  url: string;
  width: number;
  height: number;
  variants: { width: number; height: number; format: "webp" | "avif" | "jpeg" | "png"; url: string }[];
  /** The picture's focal point (issue 27): the ad's boxes of every shape are positioned around it. */
  focal?: { x: number; y: number } | null;
}

/** The picture each promotion has; a promotion without one is never shown. */
export type HouseAdPictures = Partial<Record<HouseAdKey, HouseAdPicture>>;

/**
 * The tower's league links, names written out: importing the league table (zones and rules, 3 KB)
 * would put it in every public page's script (issue 23). `house-ads.test.ts` checks each name
 * against `findLeague`.
 */
export const TOWER_LEAGUES = [
  ["3f-superliga", "3F Superliga"],
  ["premier-league", "Premier League"],
  ["la-liga", "La Liga"],
  ["bundesliga", "Bundesliga"],
  ["serie-a", "Serie A"],
  ["champions-league", "Champions League"],
] as const;

export const HOUSE_ADS: Record<HouseAdKey, HouseAd> = {
  superliga: {
    key: "superliga",
    campaign: "stillinger",
    title: "Stillingen i 3F Superligaen",
    text: "Hvem fører, hvem jagter, og hvem kæmper mod nedrykning? Se hele tabellen.",
    cta: "Se stillingen",
    href: "/stillinger/3f-superliga",
    pictureKeyword: "superliga",
  },
  "premier-league": {
    key: "premier-league",
    campaign: "stillinger",
    title: "Premier League-tabellen",
    text: "Følg titelkampen og kampen om de europæiske pladser i England.",
    cta: "Se tabellen",
    href: "/stillinger/premier-league",
    pictureKeyword: "premier league",
  },
  klubber: {
    key: "klubber",
    campaign: "klubber",
    title: "Find din klub",
    text: "Alle klubberne fra Superligaen til Europas store ligaer, samlet ét sted.",
    cta: "Se alle klubber",
    href: "/alle-klubber",
    pictureKeyword: "stadion",
  },
  historie: {
    key: "historie",
    campaign: "historie",
    title: "Dansk fodboldhistorie",
    text: "Fra Danish Dynamite til EM-triumfen i 1992: de store fortællinger om dansk fodbold.",
    cta: "Læs historierne",
    href: "/dansk-fodboldhistorie",
    pictureKeyword: "historie",
  },
  rss: {
    key: "rss",
    campaign: "rss",
    title: "Få nyhederne i din feedlæser",
    text: "Abonnér på vores RSS-feed, og gå aldrig glip af en historie.",
    cta: "Abonnér via RSS",
    href: "/rss.xml",
    pictureKeyword: "bold",
    document: true,
  },
  stillinger: {
    key: "stillinger",
    campaign: "stillinger",
    title: "Alle tabeller",
    text: "Stillingen i de ligaer, du følger, opdateret efter hver runde.",
    cta: "Se alle stillinger",
    href: "/stillinger",
    pictureKeyword: "tribune",
    links: TOWER_LEAGUES.map(([key, label]) => ({ label, href: `/stillinger/${key}` })),
  },
};

export const HOUSE_AD_KEYS = Object.keys(HOUSE_ADS) as HouseAdKey[];

/**
 * The slots a page can show, most important first: the earlier slot gets a promotion when there
 * are not enough for all (in-body slots last, so the text is the first to lose a promotion).
 * A slot and its phone twin share a position; the rules hold at each width on its own.
 */
const HEADER: AdSlotId[] = ["header-desktop", "header-mobile"];
const PAGE_SLOTS: { match: (path: string) => boolean; slots: AdSlotId[] }[] = [
  {
    match: (path) => path === "/",
    slots: [
      ...HEADER,
      "home-leaderboard-1",
      "home-mobile-1",
      "home-wide",
      "home-mobile-2",
      "home-sky",
      "home-leaderboard-2",
    ],
  },
  {
    match: (path) => path.startsWith("/article/"),
    slots: [
      ...HEADER,
      "article-inline-1",
      "article-sky",
      "article-mobile-1",
      "article-inline-2",
      "article-inline-3",
    ],
  },
  { match: (path) => path === "/advertorial", slots: [...HEADER, "advertorial-billboard", "home-mobile-1"] },
];

/** The ad slots a page at this path can show, in the order they are given promotions. */
export function pageAdSlots(path: string): AdSlotId[] {
  return PAGE_SLOTS.find((page) => page.match(path))?.slots ?? HEADER;
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

/** Whether the reader is on the page (or in the section) a link promotes. */
export function isCurrentPage(href: string, path: string): boolean {
  const here = path.replace(/\/+$/, "") || "/";
  return samePath(href, here) || (href !== "/" && here.startsWith(`${href.replace(/\/+$/, "")}/`));
}

/** A small, stable number for a path: which promotion a page's first slot starts with. */
export function pathSeed(path: string): number {
  let hash = 0;
  for (const char of path) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

export interface HouseAdChoice {
  /** The promotion, its links to the current page left out. */
  ad: HouseAd;
  picture: HouseAdPicture;
}

export type HouseAdPlan = Partial<Record<AdSlotId, HouseAdChoice>>;

/**
 * Which promotion each slot of the page at `path` shows; a slot left out of the plan shows none.
 * Every slot takes, in a path-dependent order, the first promotion that has a picture, does not
 * link to this page, and whose campaign no other slot visible at the same width has.
 */
export function planHouseAds(path: string, pictures: HouseAdPictures): HouseAdPlan {
  const start = pathSeed(path) % HOUSE_AD_KEYS.length;
  const order = [...HOUSE_AD_KEYS.slice(start), ...HOUSE_AD_KEYS.slice(0, start)];
  const used = { phone: new Set<HouseAdCampaign>(), wide: new Set<HouseAdCampaign>() };
  const plan: HouseAdPlan = {};
  for (const id of pageAdSlots(path)) {
    const slot: AdSlotDefinition = AD_SLOTS[id];
    const widths = [slot.phone ? used.phone : null, slot.wide ? used.wide : null].filter(
      (set): set is Set<HouseAdCampaign> => set !== null,
    );
    const key = order.find((k) => {
      const ad = HOUSE_ADS[k];
      return (
        pictures[k] !== undefined &&
        !isCurrentPage(ad.href, path) &&
        widths.every((set) => !set.has(ad.campaign))
      );
    });
    if (!key) continue;
    const ad = HOUSE_ADS[key];
    for (const set of widths) set.add(ad.campaign);
    const links = ad.links?.filter((link) => !isCurrentPage(link.href, path));
    plan[id] = { ad: links ? { ...ad, links } : ad, picture: pictures[key]! };
  }
  return plan;
}

const NO_PICTURES: HouseAdPictures = {};
/** The last plan made from each pictures object (the public layout's data of one page). */
const lastPlans = new WeakMap<HouseAdPictures, { path: string; plan: HouseAdPlan }>();

/**
 * `planHouseAds`, made once per page: every slot of a page asks for the whole plan (an article
 * has about ten slots, and each plan visits every slot), so making it per slot cost the cold
 * render O(slots²). Keyed by the pictures object the page's data holds and the path; a pure
 * function's result, so sharing it between slots and renders changes nothing but the time.
 */
export function pagePlanOf(path: string, pictures: HouseAdPictures | undefined): HouseAdPlan {
  const from = pictures ?? NO_PICTURES;
  const last = lastPlans.get(from);
  if (last?.path === path) return last.plan;
  const plan = planHouseAds(path, from);
  lastPlans.set(from, { path, plan });
  return plan;
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
