import { describe, expect, it } from "vitest";
import {
  AD_SLOT_IDS,
  AD_SLOTS,
  formatSize,
  isShortArticle,
  PHONE_SIZES,
  phoneSize,
  SHORT_ARTICLE_WORDS,
} from "./ad-slots";
import { houseAdFormat } from "./house-ads";

const sizeOf = (s: { width: number; height: number } | null) => (s ? formatSize(s) : null);
const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i}`).join(" ");

describe("ad slot sizes per breakpoint (issue 14, spec §9)", () => {
  it("keeps every fixed slot id with the spec's size from 768 px and a phone size below", () => {
    const table = Object.fromEntries(
      AD_SLOT_IDS.map((id) => [
        id,
        [sizeOf(phoneSize(id)), sizeOf(AD_SLOTS[id].wide), AD_SLOTS[id].wideFrom],
      ]),
    );
    expect(table).toEqual({
      "header-desktop": [null, "970x90", "md"],
      "header-mobile": ["320x50", null, "md"],
      "advertorial-billboard": [null, "970x250", "md"],
      "home-leaderboard-1": [null, "728x90", "md"],
      "home-leaderboard-2": [null, "728x90", "md"],
      "home-wide": [null, "930x180", "lg"],
      "home-sky": [null, "255x670", "xl"],
      "home-mobile-1": ["320x320", null, "md"],
      "home-mobile-2": ["320x320", null, "md"],
      "article-inline-1": ["320x50", "728x90", "md"],
      "article-inline-2": ["300x250", "728x90", "md"],
      "article-inline-3": ["300x250", "728x90", "md"],
      "article-mobile-1": ["320x320", null, "md"],
      "article-sky": [null, "255x670", "xl"],
    });
  });

  it("gives phones only 320x50, 300x250 or 320x320, which fit 375 px less its 16 px margins", () => {
    const allowed = PHONE_SIZES.map(formatSize);
    expect(allowed).toEqual(["320x50", "300x250", "320x320"]);
    for (const id of AD_SLOT_IDS) {
      const phone = phoneSize(id);
      if (!phone) continue;
      expect(allowed, id).toContain(formatSize(phone));
      expect(phone.width, id).toBeLessThanOrEqual(375 - 2 * 16);
    }
  });

  it("has a slot for every position at every width: a phone-only twin for each wide-only slot of the front page", () => {
    const shownOnPhones = AD_SLOT_IDS.filter((id) => phoneSize(id));
    expect(shownOnPhones).toEqual([
      "header-mobile",
      "home-mobile-1",
      "home-mobile-2",
      "article-inline-1",
      "article-inline-2",
      "article-inline-3",
      "article-mobile-1",
    ]);
  });
});

describe("short articles carry one inline slot on phones (issue 14)", () => {
  const inlineOnPhones = (shortArticle: boolean) =>
    (["article-inline-1", "article-inline-2", "article-inline-3"] as const).filter((id) =>
      phoneSize(id, { shortArticle }),
    );

  it(`counts an article under ${SHORT_ARTICLE_WORDS} words as short`, () => {
    expect(SHORT_ARTICLE_WORDS).toBe(400);
    expect(isShortArticle("")).toBe(true);
    expect(isShortArticle(null)).toBe(true);
    expect(isShortArticle(words(399))).toBe(true);
    expect(isShortArticle(words(400))).toBe(false);
    // Markdown marks and blank lines are not words.
    expect(isShortArticle(`## ${words(200)}\n\n- ${words(199)}\n\n> **–**`)).toBe(true);
    expect(isShortArticle(`Brøndby, FCK og AaB: ${words(397)}`)).toBe(false);
  });

  it("shows only the first inline slot of a short article on phones, all three in a long one", () => {
    expect(inlineOnPhones(true)).toEqual(["article-inline-1"]);
    expect(inlineOnPhones(false)).toEqual(["article-inline-1", "article-inline-2", "article-inline-3"]);
  });

  it("keeps the spec's three inline slots from 768 px whatever the length", () => {
    for (const id of ["article-inline-1", "article-inline-2", "article-inline-3"] as const) {
      expect(AD_SLOTS[id].wide).toEqual({ width: 728, height: 90 });
    }
  });
});

describe("house ads (issue 14)", () => {
  it("take a layout that fits each size", () => {
    const formats = ["320x50", "728x90", "970x90", "300x250", "320x320", "930x180", "970x250", "255x670"].map(
      (s) => {
        const [width, height] = s.split("x").map(Number);
        return `${s} ${houseAdFormat({ width, height })}`;
      },
    );
    expect(formats).toEqual([
      "320x50 strip",
      "728x90 strip",
      "970x90 strip",
      "300x250 box",
      "320x320 box",
      "930x180 banner",
      "970x250 banner",
      "255x670 tower",
    ]);
  });
});
