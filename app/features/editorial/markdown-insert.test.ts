import { describe, expect, it } from "vitest";
import {
  applyMarkdown,
  BLOCK_TOOLS,
  embedBlock,
  imageBlock,
  insertBlock,
  type TextSelection,
  TOOLBAR,
} from "./markdown-insert";

/** "a[b]c" marks the selection with brackets, so the expectations read like the editor. */
function sel(marked: string): TextSelection {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { value: marked.replace("[", "").replace("]", ""), selectionStart: start, selectionEnd: end };
}
function show(s: TextSelection): string {
  return `${s.value.slice(0, s.selectionStart)}[${s.value.slice(s.selectionStart, s.selectionEnd)}]${s.value.slice(s.selectionEnd)}`;
}

describe("editor toolbar (spec §9)", () => {
  it("has the spec's buttons with Danish labels, in order", () => {
    expect(TOOLBAR.map((b) => b.label)).toEqual([
      "Fed",
      "Kursiv",
      "Understreget",
      "Overskrift 1",
      "Overskrift 2",
      "Overskrift 3",
      "Punktliste",
      "Nummereret liste",
      "Citat",
      "Link",
    ]);
  });

  /** A button on a marked selection, and the text and selection it leaves: [tool, before, after]. */
  type Case = [tool: Parameters<typeof applyMarkdown>[0], before: string, after: string];

  it.each<[string, Case[]]>([
    [
      "bold wraps the selection in ** and keeps it selected",
      [["bold", "Et [vigtigt] mål", "Et **[vigtigt]** mål"]],
    ],
    [
      "bold on a bold selection removes the markers again",
      [["bold", "Et **[vigtigt]** mål", "Et [vigtigt] mål"]],
    ],
    [
      "italic uses *, underline <u>",
      [
        ["italic", "[ord]", "*[ord]*"],
        ["underline", "[ord]", "<u>[ord]</u>"],
      ],
    ],
    [
      "without a selection it inserts a placeholder to type over",
      [["bold", "Start []", "Start **[fed tekst]**"]],
    ],
    [
      "on an empty line a block button inserts prefix and placeholder",
      [["bullet", "Tekst\n[]", "Tekst\n- [Punkt]"]],
    ],
    [
      "link makes [text](https://) with the address selected",
      [["link", "Læs [mere] her", "Læs [mere]([https://]) her"]],
    ],
    [
      "link around a selected address asks for the text instead",
      [["link", "[https://bold.dk]", "[[linktekst]](https://bold.dk)"]],
    ],
  ])("%s", (_rule, cases) => {
    for (const [tool, before, after] of cases) {
      expect(show(applyMarkdown(tool, sel(before))), `${tool} on ${before}`).toBe(after);
    }
  });

  it("headings 1-3 prefix the line; another level replaces, the same level removes", () => {
    expect(show(applyMarkdown("h2", sel("Intro\nMel[lem]rubrik\nTekst")))).toBe(
      "Intro\n[## Mellemrubrik]\nTekst",
    );
    for (const [tool, before, value] of [
      ["h1", "## [Rubrik]", "# Rubrik"],
      ["h3", "[Rubrik]", "### Rubrik"],
      ["h3", "### [Rubrik]", "Rubrik"],
    ] as const) {
      expect(applyMarkdown(tool, sel(before)).value, `${tool} on ${before}`).toBe(value);
    }
  });

  it.each<[string, Case[]]>([
    [
      "bullet and numbered lists prefix every selected line",
      [
        ["bullet", "[Et\nTo]", "- Et\n- To"],
        ["numbered", "[Et\nTo\nTre]", "1. Et\n2. To\n3. Tre"],
        ["bullet", "[- Et\n- To]", "Et\nTo"],
      ],
    ],
    ["quote prefixes with >", [["quote", "[Han sagde det]", "> Han sagde det"]]],
  ])("%s", (_rule, cases) => {
    for (const [tool, before, value] of cases) {
      expect(applyMarkdown(tool, sel(before)).value, `${tool} on ${before}`).toBe(value);
    }
  });
});

describe("the body's blocks (issue 27)", () => {
  it("has the three block tools with the issue's Danish labels", () => {
    expect(Object.values(BLOCK_TOOLS)).toEqual(["Indsæt billede", "Indsæt indlejring", "Faktaboks"]);
  });

  it("an embed goes on a line of its own, with a blank line before and after, at the caret", () => {
    const url = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
    for (const [before, pasted, after] of [
      ["Første afsnit.[]", url, `Første afsnit.\n\n[${url}]`],
      ["Før. []Efter.", url, `Før.\n\n[${url}]\n\nEfter.`],
      ["Et.\n[]\nTo.", url, `Et.\n\n[${url}]\n\nTo.`],
      ["Et.\n\n[]\n\nTo.", url, `Et.\n\n[${url}]\n\nTo.`],
      ["[]", ` ${url} `, `[${url}]`],
    ]) {
      expect(show(insertBlock(sel(before), embedBlock(pasted))), before).toBe(after);
    }
  });

  it("an embed replaces a selected link", () => {
    const url = "https://x.com/FCKobenhavn/status/1790000000000000000";
    expect(insertBlock(sel(`Se [${url}] her`), embedBlock(url)).value).toBe(`Se\n\n${url}\n\nher`);
  });

  it('a picture is ![alt](url "credit") on one line', () => {
    expect(
      imageBlock({
        url: "/storage/article-images/1-abcdefgh.jpg",
        alt: "Jubel i Parken",
        credit: "Ritzau Scanpix",
      }),
    ).toBe('![Jubel i Parken](/storage/article-images/1-abcdefgh.jpg "Ritzau Scanpix")');
    expect(imageBlock({ url: "https://fck.dk/a.jpg", alt: "Holdet", credit: "" })).toBe(
      "![Holdet](https://fck.dk/a.jpg)",
    );
    expect(show(insertBlock(sel("Tekst.[]"), imageBlock({ url: "/b.jpg", alt: "B", credit: "C" })))).toBe(
      'Tekst.\n\n[![B](/b.jpg "C")]',
    );
  });

  it("a picture's parts cannot end early: brackets, quotes, breaks and spaces are taken out", () => {
    expect(
      imageBlock({
        url: " https://x.dk/a b(1)\\.jpg ",
        alt: "Målet [2-1]\ni 90.",
        credit: 'Foto: "Jens"\nJensen',
      }),
    ).toBe("![Målet 2-1 i 90.](https://x.dk/a%20b%281%29%5C.jpg \"Foto: 'Jens' Jensen\")");
  });

  it("'Faktaboks' without a selection inserts a template with the item selected to type over", () => {
    expect(show(applyMarkdown("factbox", sel("Indledning.[]")))).toBe(
      "Indledning.\n\n:::faktaboks Fakta\n- […]\n:::",
    );
    expect(show(applyMarkdown("factbox", sel("[]")))).toBe(":::faktaboks Fakta\n- […]\n:::");
  });

  it("'Faktaboks' puts the selected lines inside the fence, with the title selected", () => {
    expect(
      show(
        applyMarkdown("factbox", sel("Indledning.\n\n[- Kamp: FCK–BIF\n- Tilskuere: 35.2]13\n\nMere tekst.")),
      ),
    ).toBe("Indledning.\n\n:::faktaboks [Fakta]\n- Kamp: FCK–BIF\n- Tilskuere: 35.213\n:::\n\nMere tekst.");
  });
});
