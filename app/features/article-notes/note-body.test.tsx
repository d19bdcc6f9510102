import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NoteBody } from "./note-body";
import { parseInline, safeHref } from "./note-markdown";

const html = (body: string) => renderToStaticMarkup(<NoteBody body={body} />);

describe("a note's markdown", () => {
  it("renders paragraphs, line breaks, bold, italics and inline code", () => {
    expect(html("**Vigtigt:** tjek *citatet*\nog `slug`\n\nNy afsnit")).toBe(
      '<div class="grid gap-2 text-sm break-words"><p><strong>Vigtigt:</strong> tjek <em>citatet</em><br/>og <code class="rounded bg-muted px-1 font-mono text-[0.9em]">slug</code></p><p>Ny afsnit</p></div>',
    );
  });

  it("makes http(s) links with rel=noopener and a new tab", () => {
    expect(html("Se [kilden](https://dbu.dk/kamp)")).toContain(
      '<a href="https://dbu.dk/kamp" target="_blank" rel="noopener noreferrer"',
    );
  });

  it("never renders raw HTML: tags are text", () => {
    const out = html('<script>alert(1)</script><img src=x onerror="alert(2)">');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("refuses javascript:, data: and protocol-relative links (they stay text)", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "//evil.test"]) {
      expect(safeHref(href)).toBeNull();
      expect(html(`[klik](${href})`)).not.toContain("<a");
    }
    expect(safeHref("/admin/articles")).toBe("/admin/articles");
    expect(safeHref("mailto:sofie@forsiden.dk")).toBe("mailto:sofie@forsiden.dk");
  });

  it("leaves an unmatched marker and snake_case alone", () => {
    expect(parseInline("2 * 3 og fc_koebenhavn_2")).toEqual([
      { type: "text", text: "2 * 3 og fc_koebenhavn_2" },
    ]);
  });
});
