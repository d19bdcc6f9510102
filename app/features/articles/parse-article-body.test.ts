import { describe, expect, it } from "vitest";
import {
  type ArticleBlock,
  parseArticleBody,
  parseInline,
  safeLinkHref,
  withAdSlots,
} from "./parse-article-body";

const text = (t: string) => ({ type: "text", text: t }) as const;

describe("parseArticleBody: blocks split on blank lines (spec §2)", () => {
  it("makes one paragraph per blank-line separated block", () => {
    const blocks = parseArticleBody("Første afsnit.\n\nAndet afsnit.\n\n\n\nTredje afsnit.");
    expect(blocks).toEqual([
      { type: "paragraph", lines: [[text("Første afsnit.")]] },
      { type: "paragraph", lines: [[text("Andet afsnit.")]] },
      { type: "paragraph", lines: [[text("Tredje afsnit.")]] },
    ]);
  });

  it("keeps single newlines as line breaks inside a paragraph", () => {
    expect(parseArticleBody("Linje et\nLinje to")).toEqual([
      { type: "paragraph", lines: [[text("Linje et")], [text("Linje to")]] },
    ]);
  });

  it("treats Windows line endings and whitespace-only lines as blank lines", () => {
    expect(parseArticleBody("A\r\n \r\nB")).toHaveLength(2);
  });

  it("returns no blocks for empty or blank content", () => {
    expect(parseArticleBody("")).toEqual([]);
    expect(parseArticleBody("  \n\n  ")).toEqual([]);
    expect(parseArticleBody(null)).toEqual([]);
  });

  it("reads ## and ### headings", () => {
    expect(parseArticleBody("## Overskrift\n\n### Mindre")).toEqual([
      { type: "heading", level: 2, content: [text("Overskrift")] },
      { type: "heading", level: 3, content: [text("Mindre")] },
    ]);
  });

  it("reads '- ' lists, numbered lists and '> ' quotes", () => {
    expect(parseArticleBody("- En\n- To")).toEqual([
      { type: "list", ordered: false, items: [[text("En")], [text("To")]] },
    ]);
    expect(parseArticleBody("1. En\n2. To")).toEqual([
      { type: "list", ordered: true, items: [[text("En")], [text("To")]] },
    ]);
    expect(parseArticleBody("> Citat\n> fortsat")).toEqual([
      { type: "quote", lines: [[text("Citat")], [text("fortsat")]] },
    ]);
  });
});

describe("parseInline: bold, italic and safe links", () => {
  it("reads **bold** and *italic*", () => {
    expect(parseInline("Det er **vigtigt** og *smukt*.")).toEqual([
      text("Det er "),
      { type: "strong", children: [text("vigtigt")] },
      text(" og "),
      { type: "em", children: [text("smukt")] },
      text("."),
    ]);
  });

  it("makes links only of http(s) addresses", () => {
    expect(parseInline("Se [DBU](https://www.dbu.dk/landshold)")).toEqual([
      text("Se "),
      { type: "link", href: "https://www.dbu.dk/landshold", children: [text("DBU")] },
    ]);
  });

  it("drops javascript:, data: and protocol-relative links, keeping only the text", () => {
    expect(parseInline("[klik](javascript:alert)")).toEqual([text("klik")]);
    expect(parseInline("[klik](JAVASCRIPT:alert)")).toEqual([text("klik")]);
    expect(parseInline("[klik](data:text/html;base64,PHNjcmlwdD4=)")).toEqual([text("klik")]);
    expect(parseInline("[klik](//evil.example)")).toEqual([text("klik")]);
    expect(safeLinkHref("javascript:alert(1)")).toBeNull();
    expect(safeLinkHref("https://example.com")).toBe("https://example.com/");
  });

  it("leaves HTML as plain text: there is no HTML node at all", () => {
    const blocks = parseArticleBody('<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      { type: "paragraph", lines: [[text('<script>alert("x")</script>')]] },
      { type: "paragraph", lines: [[text("<img src=x onerror=alert(1)>")]] },
    ]);
  });

  it("leaves unclosed markers as text", () => {
    expect(parseInline("2 * 3 = 6 og **halvt")).toEqual([text("2 * 3 = 6 og **halvt")]);
  });
});

describe("withAdSlots: ad slots between the parts (spec §2)", () => {
  const blocks = (n: number): ArticleBlock[] =>
    Array.from({ length: n }, (_, i) => ({ type: "paragraph", lines: [[text(`Afsnit ${i + 1}`)]] }));
  const shape = (n: number) =>
    withAdSlots(blocks(n)).map((p) => (p.kind === "ad" ? `ad${p.slot}` : `b${p.index + 1}`));

  it("puts one slot before the body", () => {
    expect(shape(0)).toEqual(["ad1"]);
    expect(shape(3)).toEqual(["ad1", "b1", "b2", "b3"]);
  });

  it("adds a second slot after block 3 when there are more than 3 blocks", () => {
    expect(shape(4)).toEqual(["ad1", "b1", "b2", "b3", "ad2", "b4"]);
    expect(shape(6)).toEqual(["ad1", "b1", "b2", "b3", "ad2", "b4", "b5", "b6"]);
  });

  it("adds a third slot after block 6 when there are more than 6 blocks", () => {
    expect(shape(7)).toEqual(["ad1", "b1", "b2", "b3", "ad2", "b4", "b5", "b6", "ad3", "b7"]);
    expect(shape(10).filter((p) => p.startsWith("ad"))).toEqual(["ad1", "ad2", "ad3"]);
  });
});

describe("withAdSlots: an in-body slot never parts an introduction ending in ':' from its list (issue 22)", () => {
  // p: paragraph, i: paragraph ending in ':', I: '**…:**' (bold intro), l: list, h: heading, q: quote.
  const block = (kind: string, n: number): ArticleBlock => {
    if (kind === "l") return { type: "list", ordered: false, items: [[text(`Punkt ${n}`)]] };
    if (kind === "h") return { type: "heading", level: 2, content: [text(`Overskrift ${n}:`)] };
    if (kind === "q") return { type: "quote", lines: [[text(`Citat ${n}`)]] };
    if (kind === "I") return parseArticleBody("**Det skal du holde øje med:**")[0];
    return { type: "paragraph", lines: [[text(kind === "i" ? `Intro ${n}:` : `Afsnit ${n}`)]] };
  };
  const shape = (kinds: string) =>
    withAdSlots([...kinds].map(block))
      .map((p) => (p.kind === "ad" ? `|${p.slot}` : kinds[p.index]))
      .join("");

  it("moves the second slot past the list when block 3 introduces it", () => {
    expect(shape("ppiIpp")).toBe("|1ppi|2Ipp");
    expect(shape("ppilpp")).toBe("|1ppil|2pp");
    expect(shape("ppIlpp")).toBe("|1ppIl|2pp");
  });

  it("moves the third slot past the list, as in the derby preview's 'Det skal du holde øje med:'", () => {
    // The sample article: paragraph, heading, paragraph, heading, paragraph, intro, list, quote, paragraph.
    expect(shape("phphpIlqp")).toBe("|1php|2hpIl|3qp");
    expect(shape("pppppilp")).toBe("|1ppp|2ppil|3p");
  });

  it("keeps a slot where it was when the list follows anything else", () => {
    expect(shape("ppplpp")).toBe("|1ppp|2lpp");
    expect(shape("pphlpp")).toBe("|1pph|2lpp");
    expect(shape("pppqppl")).toBe("|1ppp|2qpp|3l");
  });

  it("reads the intro's last line: 'Fakta:' on a first line does not count", () => {
    const intro: ArticleBlock = { type: "paragraph", lines: [[text("Fakta:")], [text("Tre point.")]] };
    const parts = withAdSlots([block("p", 0), block("p", 1), intro, block("l", 3), block("p", 4)]);
    expect(parts.map((p) => (p.kind === "ad" ? `|${p.slot}` : `${p.index}`)).join("")).toBe("|1012|234");
  });

  it("moves past several lists and to the end of the body at the latest", () => {
    // A list whose last item ends in ':' introduces the next list too.
    const listIntro: ArticleBlock = { type: "list", ordered: false, items: [[text("Disse to:")]] };
    const parts = withAdSlots([block("p", 0), block("p", 1), block("i", 2), listIntro, block("l", 4)]);
    expect(parts.map((p) => (p.kind === "ad" ? `|${p.slot}` : `${p.index}`)).join("")).toBe("|101234|2");
    expect(shape("pppppil")).toBe("|1ppp|2ppil|3");
  });

  it("keeps the third slot after the second, and leaves it out when no boundary is left", () => {
    expect(shape("ppilllp")).toBe("|1ppil|2ll|3p");
    expect(shape("ppilpppp")).toBe("|1ppil|2pp|3pp");
    const lists = (n: number) =>
      Array.from(
        { length: n },
        () => ({ type: "list", ordered: false, items: [[text("Så:")]] }) as ArticleBlock,
      );
    const parts = withAdSlots([block("p", 0), block("p", 1), block("i", 2), ...lists(5)]);
    expect(parts.filter((p) => p.kind === "ad").map((p) => p.kind === "ad" && p.slot)).toEqual([1, 2]);
    expect(parts.at(-1)).toEqual({ kind: "ad", slot: 2 });
  });
});

describe("underline from the editor's toolbar", () => {
  it("reads <u>…</u> as underline syntax and nothing else as HTML", () => {
    expect(parseInline("før <u>vigtigt</u> efter")).toEqual([
      { type: "text", text: "før " },
      { type: "underline", children: [{ type: "text", text: "vigtigt" }] },
      { type: "text", text: " efter" },
    ]);
    expect(parseInline("<b>nej</b>")).toEqual([{ type: "text", text: "<b>nej</b>" }]);
  });
});
