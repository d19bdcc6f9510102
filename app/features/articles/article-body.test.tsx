import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "./article-body";

const render = (content: string) =>
  renderToStaticMarkup(<ArticleBody content={content} renderAd={(slot) => <i data-ad={slot} />} />);

describe("ArticleBody renders React elements, never raw HTML", () => {
  it("escapes script tags and event handlers", () => {
    const html = render("<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("renders line breaks, bold, italic and safe links with rel noopener nofollow", () => {
    const html = render("Linje **et**\n*Linje* [to](https://example.com/a)\n\n[ond](javascript:alert)");
    expect(html).toContain("<p>Linje <strong>et</strong><br/><em>Linje</em> ");
    expect(html).toContain('href="https://example.com/a"');
    expect(html).toContain('rel="noopener nofollow"');
    expect(html).not.toContain("javascript:");
    expect(html).toContain("<p>ond</p>");
  });

  it("shows 'Ingen artikelindhold tilgængeligt.' for empty content, after the first ad slot", () => {
    const html = render("");
    expect(html).toContain("Ingen artikelindhold tilgængeligt.");
    expect(html.match(/data-ad=/g)).toHaveLength(1);
  });

  it("places the three ad slots in a long body", () => {
    const html = render(Array.from({ length: 8 }, (_, i) => `Afsnit ${i + 1}`).join("\n\n"));
    expect(html.match(/data-ad="\d"/g)).toEqual(['data-ad="1"', 'data-ad="2"', 'data-ad="3"']);
    expect(html.indexOf('data-ad="2"')).toBeGreaterThan(html.indexOf("Afsnit 3"));
    expect(html.indexOf('data-ad="2"')).toBeLessThan(html.indexOf("Afsnit 4"));
  });
});
