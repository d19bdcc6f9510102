import { describe, expect, it } from "vitest";
import { findLeague } from "~/lib/leagues";
import { AD_SLOTS, type AdSlotId } from "./ad-slots";
import {
  HOUSE_AD_KEYS,
  HOUSE_ADS,
  type HouseAdPicture,
  type HouseAdPictures,
  isCurrentPage,
  pageAdSlots,
  pagePlanOf,
  planHouseAds,
  TOWER_LEAGUES,
} from "./house-ads";

const picture = (name: string): HouseAdPicture => ({
  url: `/storage/article-images/${name}.jpg`,
  width: 1200,
  height: 675,
  variants: [{ width: 480, height: 270, format: "webp", url: `/storage/article-images/${name}-480.webp` }],
});
const ALL: HouseAdPictures = Object.fromEntries(HOUSE_AD_KEYS.map((key) => [key, picture(key)]));

/** The promotions of the slots one width shows, as `slot=key`. */
function shown(path: string, width: "phone" | "wide", pictures = ALL) {
  const plan = planHouseAds(path, pictures);
  return pageAdSlots(path)
    .filter((id) => (width === "phone" ? AD_SLOTS[id].phone : AD_SLOTS[id].wide))
    .flatMap((id) => (plan[id] ? [`${id}=${plan[id].ad.key}`] : []));
}

const campaignsOf = (entries: string[]) =>
  entries.map((e) => HOUSE_ADS[e.split("=")[1] as keyof typeof HOUSE_ADS].campaign);

const PATHS = [
  "/",
  "/article/optakt-derbyet-i-parken",
  "/article/brondby-investerer-i-hybridgraes-og-nyt-lysanlaeg",
  "/advertorial",
  "/stillinger",
  "/stillinger/3f-superliga",
  "/stillinger/premier-league",
  "/alle-klubber",
  "/dansk-fodboldhistorie",
  "/dansk-fodboldhistorie/landsholdet",
  "/klubber/brondby-if",
  "/contact",
  "/soeg",
];

describe("house ads never promote the page the reader is on (issue 22)", () => {
  it("knows the page and its section", () => {
    for (const [href, path, current] of [
      ["/stillinger/3f-superliga", "/stillinger/3f-superliga", true],
      ["/stillinger/3f-superliga", "/stillinger/3f-superliga/", true],
      ["/stillinger", "/stillinger/3f-superliga", true],
      ["/dansk-fodboldhistorie", "/dansk-fodboldhistorie/landsholdet", true],
      ["/stillinger/premier-league", "/stillinger/3f-superliga", false],
      ["/stillinger", "/stillinger-arkiv", false],
      ["/rss.xml", "/", false],
    ] as const) {
      expect(isCurrentPage(href, path), `${href} on ${path}`).toBe(current);
    }
  });

  it("shows no 3F Superliga promotion on the 3F Superliga standings, and no link to them", () => {
    const plan = planHouseAds("/stillinger/3f-superliga", ALL);
    const ads = Object.values(plan);
    expect(ads.length).toBeGreaterThan(0);
    for (const { ad } of ads) {
      expect(ad.key).not.toBe("superliga");
      expect(ad.href).not.toBe("/stillinger/3f-superliga");
      expect(ad.links?.map((l) => l.href) ?? []).not.toContain("/stillinger/3f-superliga");
    }
  });

  it("never links to the current page from any slot of any page", () => {
    for (const path of PATHS) {
      for (const { ad } of Object.values(planHouseAds(path, ALL))) {
        for (const href of [ad.href, ...(ad.links ?? []).map((l) => l.href)]) {
          expect(isCurrentPage(href, path), `${path} promotes ${href}`).toBe(false);
        }
      }
    }
  });

  it("does not open every page with the same banner", () => {
    const headers = new Set(PATHS.map((path) => planHouseAds(path, ALL)["header-desktop"]?.ad.key));
    expect(headers.size).toBeGreaterThan(1);
  });

  it("plans each path the same way every time (the page cache keeps one HTML per path)", () => {
    for (const path of PATHS) expect(planHouseAds(path, ALL)).toEqual(planHouseAds(path, ALL));
  });
});

describe("at most one house ad of a campaign per page (issue 22)", () => {
  it("groups the three standings promotions as one campaign", () => {
    expect(HOUSE_AD_KEYS.map((key) => `${key}:${HOUSE_ADS[key].campaign}`)).toEqual([
      "superliga:stillinger",
      "premier-league:stillinger",
      "klubber:klubber",
      "historie:historie",
      "rss:rss",
      "stillinger:stillinger",
    ]);
  });

  it("never shows two promotions of one campaign at one width", () => {
    for (const path of PATHS) {
      for (const width of ["phone", "wide"] as const) {
        const campaigns = campaignsOf(shown(path, width));
        expect(new Set(campaigns).size, `${path} ${width}: ${campaigns}`).toBe(campaigns.length);
      }
    }
  });

  it("leaves the rest of a desktop article's slots empty once the four campaigns are shown, the in-body ones first", () => {
    const path = "/article/optakt-derbyet-i-parken";
    const wide = shown(path, "wide").map((e) => e.split("=")[0]);
    expect(wide).toEqual(["header-desktop", "article-inline-1", "article-sky", "article-inline-2"]);
    const phone = shown(path, "phone").map((e) => e.split("=")[0]);
    expect(phone).toEqual(["header-mobile", "article-inline-1", "article-mobile-1", "article-inline-2"]);
  });

  it("gives a slot and its phone twin the same promotion", () => {
    for (const path of PATHS) {
      const plan = planHouseAds(path, ALL);
      expect(plan["header-mobile"]?.ad.key, path).toBe(plan["header-desktop"]?.ad.key);
    }
  });
});

describe("a house ad has a real picture, or the slot collapses (issue 22)", () => {
  it("gives every promotion shown the picture of its own promotion", () => {
    for (const [id, choice] of Object.entries(planHouseAds("/", ALL))) {
      expect(choice.picture, id).toEqual(picture(choice.ad.key));
    }
  });

  it("skips promotions without a picture", () => {
    const onlyHistory: HouseAdPictures = { historie: picture("historie") };
    const plan = planHouseAds("/", onlyHistory);
    expect(Object.values(plan).map((c) => c.ad.key)).toEqual(["historie", "historie"]);
    expect(Object.keys(plan)).toEqual(["header-desktop", "header-mobile"]);
  });

  it("plans nothing when there is nothing worth showing", () => {
    for (const path of PATHS) expect(planHouseAds(path, {}), path).toEqual({});
    // The only promotion with a picture is the page itself.
    expect(planHouseAds("/dansk-fodboldhistorie", { historie: picture("historie") })).toEqual({});
  });

  it("plans only the slots the page has", () => {
    const slots = (path: string) => Object.keys(planHouseAds(path, ALL)).sort() as AdSlotId[];
    expect(slots("/contact")).toEqual(["header-desktop", "header-mobile"]);
    expect(slots("/advertorial")).toEqual(
      ["advertorial-billboard", "header-desktop", "header-mobile", "home-mobile-1"].sort(),
    );
  });
});

describe("the standings tower's league links", () => {
  it("name each league as the league table does", () => {
    for (const [key, name] of TOWER_LEAGUES) expect(findLeague(key)?.name, key).toBe(name);
  });
});

describe("one plan per page (the cold render planned it once per slot)", () => {
  it("gives every slot of a page the same plan, equal to planHouseAds", () => {
    const pictures: HouseAdPictures = { ...ALL };
    const first = pagePlanOf("/article/optakt-derbyet-i-parken", pictures);
    expect(first).toEqual(planHouseAds("/article/optakt-derbyet-i-parken", pictures));
    expect(pagePlanOf("/article/optakt-derbyet-i-parken", pictures)).toBe(first);
  });

  it("plans again for another path or other pictures", () => {
    const pictures: HouseAdPictures = { ...ALL };
    const article = pagePlanOf("/article/optakt-derbyet-i-parken", pictures);
    const standings = pagePlanOf("/stillinger/3f-superliga", pictures);
    expect(standings).toEqual(planHouseAds("/stillinger/3f-superliga", pictures));
    expect(standings).not.toEqual(article);
    const fewer: HouseAdPictures = { rss: ALL.rss };
    expect(pagePlanOf("/stillinger/3f-superliga", fewer)).toEqual(
      planHouseAds("/stillinger/3f-superliga", fewer),
    );
    expect(pagePlanOf("/", undefined)).toEqual({});
  });
});
