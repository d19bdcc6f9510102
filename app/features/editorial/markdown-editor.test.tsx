import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownEditor } from "./markdown-editor";

/*
 * Issue 27: the body toolbar gains 'Indsæt billede', 'Indsæt indlejring' and 'Faktaboks' (only where
 * an article body is edited) and stays one labelled tab stop (WAI-ARIA toolbar: arrow keys move).
 */

function toolbar(blocks: boolean) {
  const html = renderToStaticMarkup(
    <MarkdownEditor
      id="indhold"
      name="content"
      label="Indhold"
      value=""
      onChange={() => {}}
      blocks={blocks ? { suggestions: { clubs: [], leagues: [], players: [] } as never } : undefined}
    />,
  );
  const buttons = [...html.matchAll(/<button[^>]*aria-label="([^"]+)"[^>]*tabindex="(-?\d)"/g)].map((m) => ({
    label: m[1],
    tabIndex: Number(m[2]),
  }));
  return { html, buttons };
}

describe("the body toolbar (issue 27)", () => {
  it("an article body gets the three block tools after the spec's buttons", () => {
    expect(toolbar(true).buttons.map((b) => b.label)).toEqual([
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
      "Indsæt billede",
      "Indsæt indlejring",
      "Faktaboks",
    ]);
  });

  it("other text fields keep the spec's ten buttons", () => {
    expect(toolbar(false).buttons).toHaveLength(10);
  });

  it("is a labelled toolbar for the text area with a single tab stop", () => {
    const { html, buttons } = toolbar(true);
    expect(html).toContain('role="toolbar" aria-label="Formatering: Indhold" aria-controls="indhold"');
    expect(buttons.filter((b) => b.tabIndex === 0).map((b) => b.label)).toEqual(["Fed"]);
  });
});
