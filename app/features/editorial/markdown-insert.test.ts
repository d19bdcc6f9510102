import { describe, expect, it } from "vitest";
import { applyMarkdown, type TextSelection, TOOLBAR } from "./markdown-insert";

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

  it("bold wraps the selection in ** and keeps it selected", () => {
    expect(show(applyMarkdown("bold", sel("Et [vigtigt] mål")))).toBe("Et **[vigtigt]** mål");
  });

  it("bold on a bold selection removes the markers again", () => {
    expect(show(applyMarkdown("bold", sel("Et **[vigtigt]** mål")))).toBe("Et [vigtigt] mål");
  });

  it("italic uses *, underline <u>", () => {
    expect(show(applyMarkdown("italic", sel("[ord]")))).toBe("*[ord]*");
    expect(show(applyMarkdown("underline", sel("[ord]")))).toBe("<u>[ord]</u>");
  });

  it("without a selection it inserts a placeholder to type over", () => {
    expect(show(applyMarkdown("bold", sel("Start []")))).toBe("Start **[fed tekst]**");
  });

  it("headings 1-3 prefix the line; another level replaces, the same level removes", () => {
    expect(show(applyMarkdown("h2", sel("Intro\nMel[lem]rubrik\nTekst")))).toBe(
      "Intro\n[## Mellemrubrik]\nTekst",
    );
    expect(applyMarkdown("h1", sel("## [Rubrik]")).value).toBe("# Rubrik");
    expect(applyMarkdown("h3", sel("[Rubrik]")).value).toBe("### Rubrik");
    expect(applyMarkdown("h3", sel("### [Rubrik]")).value).toBe("Rubrik");
  });

  it("bullet and numbered lists prefix every selected line", () => {
    expect(applyMarkdown("bullet", sel("[Et\nTo]")).value).toBe("- Et\n- To");
    expect(applyMarkdown("numbered", sel("[Et\nTo\nTre]")).value).toBe("1. Et\n2. To\n3. Tre");
    expect(applyMarkdown("bullet", sel("[- Et\n- To]")).value).toBe("Et\nTo");
  });

  it("quote prefixes with >", () => {
    expect(applyMarkdown("quote", sel("[Han sagde det]")).value).toBe("> Han sagde det");
  });

  it("on an empty line a block button inserts prefix and placeholder", () => {
    expect(show(applyMarkdown("bullet", sel("Tekst\n[]")))).toBe("Tekst\n- [Punkt]");
  });

  it("link makes [text](https://) with the address selected", () => {
    expect(show(applyMarkdown("link", sel("Læs [mere] her")))).toBe("Læs [mere]([https://]) her");
  });

  it("link around a selected address asks for the text instead", () => {
    expect(show(applyMarkdown("link", sel("[https://bold.dk]")))).toBe("[[linktekst]](https://bold.dk)");
  });
});
