import { describe, expect, it } from "vitest";
import {
  type ArticleBlock,
  bodyMediaUrls,
  parseArticleBody,
  parseInline,
  safeImageSrc,
  safeLinkHref,
  withAdSlots,
} from "~/lib/article-body";

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
    for (const markdown of [
      "[klik](javascript:alert)",
      "[klik](JAVASCRIPT:alert)",
      "[klik](data:text/html;base64,PHNjcmlwdD4=)",
      "[klik](//evil.example)",
    ]) {
      expect(parseInline(markdown), markdown).toEqual([text("klik")]);
    }
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

  it.each<[rule: string, cases: [kinds: string, parts: string][]]>([
    [
      "moves the second slot past the list when block 3 introduces it",
      [
        ["ppiIpp", "|1ppi|2Ipp"],
        ["ppilpp", "|1ppil|2pp"],
        ["ppIlpp", "|1ppIl|2pp"],
      ],
    ],
    [
      "moves the third slot past the list, as in the derby preview's 'Det skal du holde øje med:'",
      [
        // The sample article: paragraph, heading, paragraph, heading, paragraph, intro, list, quote, paragraph.
        ["phphpIlqp", "|1php|2hpIl|3qp"],
        ["pppppilp", "|1ppp|2ppil|3p"],
      ],
    ],
    [
      "keeps a slot where it was when the list follows anything else",
      [
        ["ppplpp", "|1ppp|2lpp"],
        ["pphlpp", "|1pph|2lpp"],
        ["pppqppl", "|1ppp|2qpp|3l"],
      ],
    ],
  ])("%s", (_rule, cases) => {
    for (const [kinds, parts] of cases) {
      expect(shape(kinds), kinds).toBe(parts);
    }
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

describe("issue 27: an embed is a block of one line holding only a provider's link", () => {
  const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

  it("makes an embed block of each provider's link alone on its line, trimmed", () => {
    const urls = [
      "https://x.com/FCKobenhavn/status/1790000000000000000",
      YOUTUBE,
      "https://www.instagram.com/p/C7abcdEFGhi/",
      "https://www.tiktok.com/@brondbyif/video/7370000000000000000",
      "https://www.facebook.com/FCMidtjylland/videos/1234567890123456/",
      "https://vimeo.com/123456789",
      "https://bsky.app/profile/dbu.dk/post/3kabcdefghij2",
      "https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk",
    ];
    expect(parseArticleBody(urls.map((url) => `  ${url}  `).join("\n\n"))).toEqual(
      urls.map((url) => ({ type: "embed", url })),
    );
  });

  it("keeps a provider's link inside a sentence, or beside another line, as text", () => {
    expect(parseArticleBody(`Se målet her: ${YOUTUBE}`)).toEqual([
      { type: "paragraph", lines: [[text(`Se målet her: ${YOUTUBE}`)]] },
    ]);
    expect(parseArticleBody(`Se målet:\n${YOUTUBE}`)).toEqual([
      { type: "paragraph", lines: [[text("Se målet:")], [text(YOUTUBE)]] },
    ]);
    expect(parseArticleBody(`[Se målet](${YOUTUBE})`)).toEqual([
      { type: "paragraph", lines: [[{ type: "link", href: YOUTUBE, children: [text("Se målet")] }]] },
    ]);
  });

  it("leaves a link no provider recognises, and a plain http one, as text", () => {
    expect(parseArticleBody("https://www.dbu.dk/landshold")[0].type).toBe("paragraph");
    expect(parseArticleBody("http://www.youtube.com/watch?v=dQw4w9WgXcQ")[0].type).toBe("paragraph");
  });
});

describe('issue 27: an inline picture is a line ![alt](url "credit")', () => {
  it("reads the alt text, the address and the credit", () => {
    expect(
      parseArticleBody('![Jubel på Brøndby Stadion](/storage/media/jubel.jpg "Lars Poulsen/Ritzau Scanpix")'),
    ).toEqual([
      {
        type: "image",
        url: "/storage/media/jubel.jpg",
        alt: "Jubel på Brøndby Stadion",
        credit: "Lars Poulsen/Ritzau Scanpix",
      },
    ]);
  });

  it("takes the credit as optional, an empty alt text, and absolute https addresses", () => {
    expect(parseArticleBody("![](https://billeder.example.dk/a.jpg)")).toEqual([
      { type: "image", url: "https://billeder.example.dk/a.jpg", alt: "", credit: null },
    ]);
    expect(parseArticleBody('![Tribunen](/storage/t.webp "  ")')).toEqual([
      { type: "image", url: "/storage/t.webp", alt: "Tribunen", credit: null },
    ]);
  });

  it("never makes a picture of javascript:, data: or protocol-relative addresses: the line stays text", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
    ]) {
      const [block] = parseArticleBody(`![Ondt](${url})`);
      expect(block.type).toBe("paragraph");
      // Text only: no picture and no link of the address.
      expect(JSON.stringify(block)).not.toMatch(/"type":"(image|link)"/);
    }
    for (const [src, safe] of [
      ["/storage/a.jpg", "/storage/a.jpg"],
      ["//evil.example/a.jpg", null],
      ["/\\evil.example/a.jpg", null],
      ["JavaScript:alert(1)", null],
    ] as const) {
      expect(safeImageSrc(src), src).toBe(safe);
    }
  });

  it("is a picture only as a whole line: text around it keeps it text", () => {
    expect(parseArticleBody("Se her ![alt](/storage/a.jpg)")[0].type).toBe("paragraph");
    expect(parseArticleBody("![alt](/storage/a.jpg)\nBilledtekst")[0].type).toBe("paragraph");
  });
});

describe("issue 27: a fact box is the region :::faktaboks Titel … :::", () => {
  it("reads the title and its blocks, blank lines inside, a list and headings one level down", () => {
    const body = [
      "Indledning.",
      "",
      ":::faktaboks Startopstillingerne",
      "## FC København",
      "- Grabara",
      "- Diks",
      "",
      "**Dommer:** Jakob Kehlet",
      ":::",
      "",
      "Efter boksen.",
    ].join("\n");
    expect(parseArticleBody(body)).toEqual([
      { type: "paragraph", lines: [[text("Indledning.")]] },
      {
        type: "factbox",
        title: "Startopstillingerne",
        blocks: [
          { type: "heading", level: 3, content: [text("FC København")] },
          { type: "list", ordered: false, items: [[text("Grabara")], [text("Diks")]] },
          {
            type: "paragraph",
            lines: [[{ type: "strong", children: [text("Dommer:")] }, text(" Jakob Kehlet")]],
          },
        ],
      },
      { type: "paragraph", lines: [[text("Efter boksen.")]] },
    ]);
  });

  it("has no title when the line has none, and takes 'Faktaboks' in any case", () => {
    expect(parseArticleBody(":::Faktaboks\nTre point.\n:::")).toEqual([
      { type: "factbox", title: null, blocks: [{ type: "paragraph", lines: [[text("Tre point.")]] }] },
    ]);
  });

  it("runs an unclosed fence to the end of the body", () => {
    const blocks = parseArticleBody("Før.\n\n:::faktaboks Tal\n\n12 skud\n\n3 på mål");
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toEqual({
      type: "factbox",
      title: "Tal",
      blocks: [
        { type: "paragraph", lines: [[text("12 skud")]] },
        { type: "paragraph", lines: [[text("3 på mål")]] },
      ],
    });
  });

  it("cuts the box out of a paragraph it touches, leaves an empty untitled box out, and a stray ::: as text", () => {
    expect(parseArticleBody("Linje\n:::faktaboks\nInde\n:::\nUde").map((b) => b.type)).toEqual([
      "paragraph",
      "factbox",
      "paragraph",
    ]);
    expect(parseArticleBody(":::faktaboks\n\n:::")).toEqual([]);
    expect(parseArticleBody(":::")).toEqual([{ type: "paragraph", lines: [[text(":::")]] }]);
  });

  it("holds pictures and embeds too", () => {
    const [box] = parseArticleBody(
      ":::faktaboks\n![Logo](/storage/logo.png)\n\nhttps://vimeo.com/123456789\n:::",
    );
    expect(box).toEqual({
      type: "factbox",
      title: null,
      blocks: [
        { type: "image", url: "/storage/logo.png", alt: "Logo", credit: null },
        { type: "embed", url: "https://vimeo.com/123456789" },
      ],
    });
  });
});

describe("issue 27: bodyMediaUrls, what the loader and the save look up", () => {
  it("lists each embed and picture once, in the body's order, fact boxes included", () => {
    const body = [
      "https://vimeo.com/123456789",
      "![A](/storage/a.jpg)",
      ":::faktaboks\n![B](/storage/b.jpg)\n\nhttps://youtu.be/dQw4w9WgXcQ\n:::",
      "![A igen](/storage/a.jpg)",
      "https://vimeo.com/123456789",
    ].join("\n\n");
    expect(bodyMediaUrls(parseArticleBody(body))).toEqual({
      embedUrls: ["https://vimeo.com/123456789", "https://youtu.be/dQw4w9WgXcQ"],
      imageUrls: ["/storage/a.jpg", "/storage/b.jpg"],
    });
    expect(bodyMediaUrls(parseArticleBody("Bare tekst."))).toEqual({ embedUrls: [], imageUrls: [] });
  });
});

describe("issue 27: the ad-slot rule counts a picture, an embed and a fact box as one block each", () => {
  const shape = (body: string) =>
    withAdSlots(parseArticleBody(body))
      .map((p) => (p.kind === "ad" ? `|${p.slot}` : p.block.type[0]))
      .join("");
  const box = ":::faktaboks\nEt.\n\nTo.\n\nTre.\n\nFire.\n:::";

  it.each([
    [
      "puts slot 2 after block 3 when the fourth block is a picture (3 paragraphs + 1 picture)",
      "Et.\n\nTo.\n\nTre.\n\n![Jubel](/storage/jubel.jpg)",
      "|1ppp|2i",
    ],
    [
      "counts a picture among the first three blocks",
      "![Jubel](/storage/jubel.jpg)\n\nEt.\n\nTo.\n\nTre.",
      "|1ipp|2p",
    ],
    [
      "counts a whole fact box, whatever it holds, as one block, and an embed as one",
      `${box}\n\nhttps://vimeo.com/123456789\n\nA.\n\nB.`,
      "|1fep|2p",
    ],
    [
      "never treats a picture or fact box as an introduction to a list",
      "Et.\n\nTo.\n\n:::faktaboks Sådan:\nX:\n:::\n\n- punkt\n\nFem.",
      "|1ppf|2lp",
    ],
  ])("%s", (_rule, body, parts) => {
    expect(shape(body)).toBe(parts);
  });
});
