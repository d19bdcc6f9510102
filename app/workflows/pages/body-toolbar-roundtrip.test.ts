import { describe, expect, it } from "vitest";
import { applyMarkdown, embedBlock, imageBlock, insertBlock } from "~/features/editorial/markdown-insert";
import { parseArticleBody } from "~/lib/article-body";

// Issue 27: the editor's toolbar (features/editorial) writes what the readers' parser
// (features/articles) reads; the two meet only here, where features may be composed.

describe("what the toolbar writes, the readers' parser reads back (issue 27)", () => {
  it("an inserted embed, picture and fact box are three blocks of their kinds", () => {
    let body = insertBlock(
      { value: "Indledning.", selectionStart: 11, selectionEnd: 11 },
      embedBlock("https://www.youtube.com/watch?v=Zq3Xk9mNd2E"),
    );
    body = insertBlock(
      { ...body, selectionStart: body.value.length, selectionEnd: body.value.length },
      imageBlock({
        url: "/storage/article-images/1-a b.jpg",
        alt: "Målet [2-1]",
        credit: 'Ritzau "Scanpix"',
      }),
    );
    body = applyMarkdown("factbox", {
      ...body,
      selectionStart: body.value.length,
      selectionEnd: body.value.length,
    });
    const blocks = parseArticleBody(body.value.replace("…", "Tilskuere: 21.350"));
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "embed", "image", "factbox"]);
    expect(blocks[1]).toEqual({ type: "embed", url: "https://www.youtube.com/watch?v=Zq3Xk9mNd2E" });
    expect(blocks[2]).toEqual({
      type: "image",
      url: "/storage/article-images/1-a%20b.jpg",
      alt: "Målet 2-1",
      credit: "Ritzau 'Scanpix'",
    });
    expect(blocks[3]).toMatchObject({ type: "factbox", title: "Fakta" });
  });
});
