import { describe, expect, it } from "vitest";
import { distinctIllustrations, illustrationSpec } from "./history-illustrations";

const card = (slug: string, imageUrl: string | null) => ({ slug, title: `Titel ${slug}`, imageUrl });

describe("distinct pictures on the history page (issue 14)", () => {
  it("keeps an article's own image when no card above shows the same one", () => {
    const cards = distinctIllustrations([card("a", "/storage/a.jpg"), card("b", "/storage/b.jpg")]);
    expect(cards.map((c) => [c.imageUrl, c.generated])).toEqual([
      ["/storage/a.jpg", false],
      ["/storage/b.jpg", false],
    ]);
  });

  it("gives a repeated stock image, and a missing one, a generated illustration instead", () => {
    const cards = distinctIllustrations([
      card("em-1992", "/storage/stock-historie-vintage.jpg"),
      card("vm-1986", "/storage/stock-historie-vintage.jpg"),
      card("legender", null),
      card("tom", "  "),
    ]);
    expect(cards.map((c) => [c.slug, c.imageUrl, c.generated])).toEqual([
      ["em-1992", "/storage/stock-historie-vintage.jpg", false],
      ["vm-1986", null, true],
      ["legender", null, true],
      ["tom", null, true],
    ]);
  });

  it("draws the same illustration for the same article, and different ones for different articles", () => {
    const slugs = [
      "em-1992-danmarks-eventyr-der-endte-i-goteborg",
      "danish-dynamite-da-danmark-indtog-vm-1986-i-mexico",
      "michael-laudrup-og-peter-schmeichel-to-danske-legender",
      "vm-2002-da-danmark-sendte-verdensmestrene-hjem",
      "historien-om-danish-dynamite-1",
      "historien-om-danish-dynamite-2",
    ];
    const specs = slugs.map((slug) => illustrationSpec({ slug, title: "Danmark 1986" }));
    expect(illustrationSpec({ slug: slugs[0], title: "Danmark 1986" })).toEqual(specs[0]);
    const fingerprints = specs.map((s) => JSON.stringify({ ...s, key: undefined }));
    expect(new Set(fingerprints).size).toBe(slugs.length);
  });

  it("puts the title's year on the illustration, else its initials", () => {
    expect(illustrationSpec({ slug: "x", title: "EM 1992: Danmarks eventyr" }).label).toBe("1992");
    expect(illustrationSpec({ slug: "x", title: "Michael Laudrup og Peter Schmeichel" }).label).toBe("ML");
    expect(illustrationSpec({ slug: "x", title: "om fodbold" }).label).toBe("O");
  });
});
